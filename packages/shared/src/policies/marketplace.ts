import * as MSG from '../texts.ts';
import {
  adminSession,
  ALLOW,
  deny,
  ownerOrAdmin,
  signedIn,
  type TDecision,
  type TPolicyActor,
} from './policy.ts';

/** Listings of the marketplace. */
export const marketplacePolicy = {
  /** Active listings, and the page of any listing, are open to everyone. */
  browse: (): TDecision => ALLOW,

  /** Listing a copy from one's own collection. */
  create: (actor: TPolicyActor): TDecision => signedIn(actor, MSG.loginToListItems),

  /** Changing a listing's price, grades, notes and photos: its seller alone (an admin may only remove it). */
  update(actor: TPolicyActor, sellerId: string): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    return actor.userId === sellerId ? ALLOW : deny(403, 'forbidden', MSG.listingNotYours);
  },

  /** Removing a listing: its seller, or an admin with a two-factor session. */
  remove: (actor: TPolicyActor, sellerId: string): TDecision =>
    ownerOrAdmin(actor, [sellerId], MSG.listingNotYours),

  /** Every listing, whatever its state, found by film or seller: the admin portal. */
  reviewListings: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** The "In my wantlist" filter reads the caller's wants. */
  filterByWants: (actor: TPolicyActor): TDecision => signedIn(actor),
};
