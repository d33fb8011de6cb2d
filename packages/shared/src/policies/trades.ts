import * as MSG from '../texts.ts';
import { ALLOW, adminUnderReport, deny, signedIn, type TDecision, type TPolicyActor } from './policy.ts';

/** A trade request as the rules see it. */
export type TTradeFacts = { traderId: string };

/** A trade proposal's two members. */
export type TTradeSides = { proposerId: string; recipientId: string };

/** Trades (docs/product.md, Trades: signed-in members post requests and propose trades). */
export const tradesPolicy = {
  /** Active trade requests are open to everyone. */
  read: (): TDecision => ALLOW,

  /** Posting a trade request. */
  create: (actor: TPolicyActor): TDecision => signedIn(actor),

  /** Ending a trade request: its trader (admins remove others' through moderation, with a reason). */
  remove: (actor: TPolicyActor, trade: TTradeFacts): TDecision =>
    traderOnly(actor, trade, MSG.notYourTradeRequest),

  /**
   * Adding, ordering, captioning or removing a request's photos: its trader alone, admins included (an ended
   * request is gone for everyone: not found before this is asked).
   */
  changePhotos: (actor: TPolicyActor, trade: TTradeFacts): TDecision =>
    traderOnly(actor, trade, MSG.tradePhotosNotYours),

  /**
   * Proposing a trade: anyone signed in who chose their username, as for the forum (the other side must see who
   * they trade with); the service checks the copies' owners.
   */
  propose(actor: TPolicyActor, member: { profileComplete: boolean } | null): TDecision {
    const isSignedIn = signedIn(actor);
    if (!isSignedIn.allowed) return isSignedIn;
    return member?.profileComplete ? ALLOW : deny(403, 'forbidden', MSG.completeProfileFirst);
  },

  /**
   * A trade proposal, its timeline and its thread: its two members; an admin with a two-factor session while a
   * report about it or one of its members is open (`isReported`).
   */
  viewProposal(actor: TPolicyActor, trade: TTradeSides, isReported = false): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    if (actor.userId === trade.proposerId || actor.userId === trade.recipientId) return ALLOW;
    return adminUnderReport(actor, isReported, MSG.notYourTrade);
  },

  /** Taking a step (as tradeStepsOpenTo says), writing in the thread, rating: its two members, never an admin. */
  actOnProposal(actor: TPolicyActor, trade: TTradeSides): TDecision {
    if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
    return actor.userId === trade.proposerId || actor.userId === trade.recipientId
      ? ALLOW
      : deny(403, 'forbidden', MSG.notYourTrade);
  },
};

function traderOnly(actor: TPolicyActor, trade: TTradeFacts, notTrader: string): TDecision {
  const isSignedIn = signedIn(actor);
  if (!isSignedIn.allowed) return isSignedIn;
  return trade.traderId === actor!.userId ? ALLOW : deny(403, 'forbidden', notTrader);
}
