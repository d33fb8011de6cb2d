// The delete dialogs' code, fetched when an admin first opens one (on a film's or release's page, or in the portal). A module
// of its own, so that only the pages that offer it hold this loader, and its code stays out of every page until then.
export const loadDeleteTitleDialog = () =>
  import('@/features/admin/components/delete-dialogs').then((module) => module.DeleteTitleDialog);

export const loadDeleteReleaseDialog = () =>
  import('@/features/admin/components/delete-dialogs').then((module) => module.DeleteReleaseDialog);
