// The notifications feature's public entry: what app/ and the other features use of it (eslint.boundaries.js). Feature
// modules are side-effect-free ("sideEffects" in apps/web/package.json), so an importer's chunk keeps only
// what it uses of this entry, not every module behind it.
export { useUnreadCounts } from './api/get-unread-counts';
export { NotificationBell } from './components/notification-bell';
export { NotificationPreferences } from './lazy/notification-preferences';
export { useReadNoticesOnVisit } from './api/read-area-on-visit';
