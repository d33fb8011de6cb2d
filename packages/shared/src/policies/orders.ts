import * as MSG from '../texts.ts';
import { FEEDBACK_WINDOW_DAYS, mayBeRated, type TOrderStatus } from '../order-states.ts';
import {
  adminSession,
  adminUnderReport,
  ALLOW,
  deny,
  signedIn,
  type TDecision,
  type TPolicyActor,
} from './policy.ts';

/** Orders of the marketplace: between a buyer and a seller; an admin may look, not act. */
export const ordersPolicy = {
  /** Buying a listing: anyone signed in but its seller. */
  buy(actor: TPolicyActor, sellerId: string): TDecision {
    const signed = signedIn(actor, MSG.loginToBuy);
    if (!signed.allowed) return signed;
    return actor!.userId === sellerId ? deny(403, 'forbidden', MSG.cannotBuyOwnListing) : ALLOW;
  },

  /** Making an offer on a listing: anyone signed in but its seller. */
  offer(actor: TPolicyActor, sellerId: string): TDecision {
    const signed = signedIn(actor, MSG.loginToOffer);
    if (!signed.allowed) return signed;
    return actor!.userId === sellerId ? deny(403, 'forbidden', MSG.cannotOfferOnOwnListing) : ALLOW;
  },

  /** Accepting or declining an offer: the listing's seller; never an admin for them. */
  answerOffer(actor: TPolicyActor, offer: { sellerId: string }): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    return actor.userId === offer.sellerId ? ALLOW : deny(403, 'forbidden', MSG.offerNotYours);
  },

  /** Withdrawing an offer while it waits: the buyer who made it; never an admin for them. */
  withdrawOffer(actor: TPolicyActor, offer: { buyerId: string }): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    return actor.userId === offer.buyerId ? ALLOW : deny(403, 'forbidden', MSG.offerNotYoursToWithdraw);
  },

  /**
   * An order, its steps and its thread: its buyer and seller; an admin with a two-factor session while a report
   * about it, its listing, its buyer or its seller is open (`isReported`).
   */
  view(actor: TPolicyActor, order: { buyerId: string; sellerId: string }, isReported = false): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    if (actor.userId === order.buyerId || actor.userId === order.sellerId) return ALLOW;
    return adminUnderReport(actor, isReported, MSG.orderNotYours);
  },

  /**
   * Rating the seller (ratings come from sales: docs/product.md, Orders and ratings): the order's buyer, once it
   * completed (or the seller called it off as unavailable), within 60 days; once (the database's unique order_id
   * says so too).
   */
  rate(
    actor: TPolicyActor,
    order: { buyerId: string; status: TOrderStatus; cancelReason: string | null; statusChangedAt: Date },
    now: Date,
  ): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    if (actor.userId !== order.buyerId || !mayBeRated(order))
      return deny(403, 'forbidden', MSG.onlyBuyerRates);
    const days = (now.getTime() - order.statusChangedAt.getTime()) / (24 * 60 * 60 * 1000);
    return days > FEEDBACK_WINDOW_DAYS ? deny(403, 'forbidden', MSG.feedbackWindowClosed) : ALLOW;
  },

  /** Replying to a rating: its seller, once. */
  reply(actor: TPolicyActor, feedback: { sellerId: string }): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    return actor.userId === feedback.sellerId ? ALLOW : deny(403, 'forbidden', MSG.onlySellerReplies);
  },

  /** Removing a rating, with a reason kept: an admin with a two-factor session. */
  removeFeedback: (actor: TPolicyActor): TDecision => adminSession(actor),

  /**
   * Whose ratings of a seller hidden for a suspension a caller still reads: the other party of each order, its
   * buyer, reads their own (with the seller's reply); a visitor none (null). Admins see the profile in full.
   */
  feedbackOfHiddenSeller: (actor: TPolicyActor): { buyerId: string } | null =>
    actor ? { buyerId: actor.userId } : null,

  /** The newest ratings of every seller, for the admin portal. */
  reviewFeedback: (actor: TPolicyActor): TDecision => adminSession(actor),

  /**
   * Taking a step (as orders.stepsOpenTo says) or writing in the thread: the buyer or the seller; never an admin
   * for them.
   */
  act(actor: TPolicyActor, order: { buyerId: string; sellerId: string }): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    return actor.userId === order.buyerId || actor.userId === order.sellerId
      ? ALLOW
      : deny(403, 'forbidden', MSG.orderNotYours);
  },
};
