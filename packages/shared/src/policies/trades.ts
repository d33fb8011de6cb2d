import * as MSG from '../texts.ts';
import { ALLOW, deny, signedIn, type TDecision, type TPolicyActor } from './policy.ts';

/** A trade request as the rules see it. */
export type TTradeFacts = { traderId: string };

/** Trades (spec section 6: signed-in users create trade requests; issue 18). */
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
};

function traderOnly(actor: TPolicyActor, trade: TTradeFacts, notTrader: string): TDecision {
  const isSignedIn = signedIn(actor);
  if (!isSignedIn.allowed) return isSignedIn;
  return trade.traderId === actor!.userId ? ALLOW : deny(403, 'forbidden', notTrader);
}
