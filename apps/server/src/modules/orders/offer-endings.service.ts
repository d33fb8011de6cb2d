import { formatPrice } from '@rewind/shared/currency';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@rewind/shared/order-states';
import { listingPath } from '@rewind/shared/slug';
import type { Db } from '../../db/client';
import { notify, settleNotices } from '../notifications/notifications.service';
import * as repo from './orders.repo';

/** What the seller's notice of an offer is about, so its answer settles it. */
export const offerSubject = (offerId: string) => `offer:${offerId}`;

/**
 * How an offer ends, whichever way it does: the orders service's steps and timers, and a listing's ending (the
 * marketplace module, which is built before the orders service and is handed this), answer it one way.
 */
export function createOfferEndings({ currency, now }: { currency: string; now: () => Date }) {
  /**
   * Answers an offer (accepted, declined, expired or withdrawn): the seller's notice asking for an answer is
   * settled, reworded with the outcome and read.
   */
  async function closeOffer(
    tx: Db,
    offer: { id: string; amount: string },
    answer: { status: Exclude<TOfferStatus, 'pending'>; orderId?: string },
    item: string,
  ) {
    await repo.answerOffer(tx, offer.id, answer, now());
    const amount = formatPrice(offer.amount, currency);
    const outcome = OFFER_STATUS_LABELS[answer.status].toLowerCase();
    await settleNotices(tx, offerSubject(offer.id), `An offer of ${amount} for ${item}: ${outcome}.`);
  }

  /** An offer that can no longer be accepted: closed as expired, and its buyer told why. */
  async function lapse(
    tx: Db,
    offer: { id: string; amount: string; buyerId: string; listingId: string },
    item: string,
    why: string,
  ) {
    await closeOffer(tx, offer, { status: 'expired' }, item);
    await notify(tx, [offer.buyerId], {
      kind: 'order-update',
      text: `Your offer of ${formatPrice(offer.amount, currency)} for ${item} ${why}.`,
      link: listingPath({ id: offer.listingId }),
    });
  }

  return {
    closeOffer,
    lapse,

    /**
     * Listings that end (their seller's removal, an admin's, their copy leaving the shelf): the offers waiting
     * on them lapse at once, in the ending's transaction, and their buyers are told, rather than waiting days
     * for an answer that cannot come.
     */
    async lapseOffersOf(tx: Db, listings: { id: string; releaseId: string | null }[]): Promise<void> {
      const waiting = await repo.lockPendingOffersOf(
        tx,
        listings.map((listing) => listing.id),
      );
      const releaseOf = new Map(listings.map((listing) => [listing.id, listing.releaseId]));
      const labels = new Map<string | null, string>();
      for (const offer of waiting) {
        const releaseId = releaseOf.get(offer.listingId) ?? null;
        if (!labels.has(releaseId)) labels.set(releaseId, (await repo.itemLabel(tx, releaseId)) ?? 'a copy');
        await lapse(tx, offer, labels.get(releaseId)!, 'lapsed: the copy is no longer for sale');
      }
    },
  };
}

export type OfferEndings = ReturnType<typeof createOfferEndings>;
