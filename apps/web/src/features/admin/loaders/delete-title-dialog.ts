// DeleteTitleDialog's code, fetched when an admin first opens it (on a film's page or in the portal). A module
// of its own, so that only the pages that offer it hold this loader, and its code stays out of every page until then.
export const loadDeleteTitleDialog = () =>
  import('@/features/admin/components/delete-title-dialog').then((module) => module.DeleteTitleDialog);
