// MergeTitleDialog's code, fetched when an admin first opens it on a film's page.
export const loadMergeTitleDialog = () =>
  import('@/features/admin/components/merge-title-dialog').then((module) => module.MergeTitleDialog);
