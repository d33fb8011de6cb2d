// The admin feature's public entry: what app/ uses of it (eslint.boundaries.js).
export { useAuditLog } from './api/audit-log';
export { AuditLog } from './components/audit-log';
export { AdminUsers } from './components/admin-users';
export { AdminReports } from './components/admin-reports';
export { loadAdminChallenges } from './loaders/admin-challenges';
export { AdminCatalogue } from './components/admin-catalogue';
export { loadMergeTitleDialog } from './loaders/merge-title-dialog';
export { loadDeleteReleaseDialog, loadDeleteTitleDialog } from './loaders/delete-dialogs';
export { AdminDashboard } from './components/admin-dashboard';
