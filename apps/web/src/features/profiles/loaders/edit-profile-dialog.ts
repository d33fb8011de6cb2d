// EditProfileDialog's code, fetched when first asked for. A module of its own, so that only the pages that
// offer it hold this loader, and its code stays out of every page until then.
export const loadEditProfileDialog = () =>
  import('@/features/profiles/components/edit-profile-dialog').then((module) => module.EditProfileDialog);
