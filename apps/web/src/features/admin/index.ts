// The admin feature's public entry: what app/ uses of it (eslint.boundaries.js).
export { useAuditLog } from './api/audit-log';
export { AuditLog } from './components/audit-log';
export { AdminUsers } from './components/admin-users';
export { AdminReports } from './components/admin-reports';
export { AdminChallenges } from './lazy/admin-challenges';
export { AdminCatalogue } from './components/admin-catalogue';
export { MergeTitleDialog } from './lazy/merge-title-dialog';
export { DeleteReleaseDialog, DeleteTitleDialog } from './lazy/delete-dialogs';
export { AdminDashboard } from './components/admin-dashboard';
