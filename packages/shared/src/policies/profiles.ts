/** Who a profile belongs to, and what its owner shares. */
type TProfileSharing = { userId: string; isPublic: boolean; showCollectionCount: boolean };
type TViewer = { userId: string } | null;

const isOwner = (viewer: TViewer, profile: TProfileSharing) => viewer?.userId === profile.userId;

/**
 * Profiles decide what is shown rather than what is refused, so these rules answer yes or no. A profile is
 * changed only through the caller's own /me routes, so there is no one else's to edit.
 */
export const profilesPolicy = {
  /** Its details and its shelves: everyone's when it is public, else its owner's alone (others see its name). */
  viewDetails: (viewer: TViewer, profile: TProfileSharing): boolean =>
    profile.isPublic || isOwner(viewer, profile),

  /** How many tapes are on its shelf: when its owner shows the count, and always to the owner. */
  viewCollectionCount: (viewer: TViewer, profile: TProfileSharing): boolean =>
    profile.showCollectionCount || isOwner(viewer, profile),
};
