import { MSG } from '../messages.ts';
import { adminSession, ALLOW, deny, signedIn, type TDecision, type TPolicyActor } from './policy.ts';

/** Orders of the marketplace (issue 16): between a buyer and a seller; an admin may look, not act. */
export const ordersPolicy = {
  /** Buying a listing: anyone signed in but its seller. */
  buy(actor: TPolicyActor, sellerId: string): TDecision {
    const signed = signedIn(actor, MSG.loginToBuy);
    if (!signed.allowed) return signed;
    return actor!.userId === sellerId ? deny(403, 'forbidden', MSG.cannotBuyOwnListing) : ALLOW;
  },

  /** An order, its steps and its thread: its buyer and seller; an admin with a two-factor session. */
  view(actor: TPolicyActor, order: { buyerId: string; sellerId: string }): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    if (actor.userId === order.buyerId || actor.userId === order.sellerId) return ALLOW;
    return adminSession(actor, MSG.orderNotYours);
  },

  /** Taking a step: the buyer or the seller, as the step says (orders.stepsOpenTo); never an admin for them. */
  act(actor: TPolicyActor, order: { buyerId: string; sellerId: string }): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    return actor.userId === order.buyerId || actor.userId === order.sellerId
      ? ALLOW
      : deny(403, 'forbidden', MSG.orderNotYours);
  },
};
