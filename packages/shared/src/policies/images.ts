import * as MSG from '../texts.ts';
import { ownerOrAdmin, signedIn, type TDecision, type TPolicyActor } from './policy.ts';

/** Photos of titles and releases. */
export const imagesPolicy = {
  /** Adding photos to a title's or a release's gallery. */
  upload: (actor: TPolicyActor): TDecision => signedIn(actor),

  /** Reordering, captioning or deleting images: their uploader, or an admin. */
  change: (actor: TPolicyActor, uploaderIds: readonly (string | null)[]): TDecision =>
    ownerOrAdmin(actor, uploaderIds, MSG.imageNotYours),
};
