// AddReleaseDialog's code, fetched when first asked for. A module of its own, so that only the pages that
// offer it hold this loader, and its code stays out of every page until then.
export const loadAddReleaseDialog = () =>
  import('@/features/catalog/components/add-release-dialog').then((module) => module.AddReleaseDialog);
