// ManagePhotosDialog's code, fetched when first asked for. A module of its own, so that only the pages that
// offer it hold this loader, and its code stays out of every page until then.
export const loadManagePhotosDialog = () =>
  import('@/features/images/components/manage-photos-dialog').then((module) => module.ManagePhotosDialog);
