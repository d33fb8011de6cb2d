import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { MSG } from '@rewind/shared/messages';
import {
  CANCEL_REASON_LABELS,
  isOfferExpired,
  OFFER_EXPIRES_DAYS,
  ORDER_STATUS_LABELS,
  ORDER_STEPS,
  ORDER_TIMERS,
  stepLine,
  stepsOpenTo,
  type TCancelReason,
  type TOrderStatus,
  type TOrderStep,
} from '@rewind/shared/order-states';
import type {
  TFeedbackPage,
  TListingOffers,
  TOffer,
  TOfferPage,
  ZOfferListQuery,
  TOrderDetail,
  TOrderMessagePage,
  TOrderPage,
  TOrdersWaiting,
  TPriceHistory,
  ZFeedbackRequest,
  ZOrderListQuery,
  ZOrderStepRequest,
} from '@rewind/shared/orders';
import { ordersPolicy } from '@rewind/shared/policies/orders';
import { countryName } from '@rewind/shared/countries';
import { formatPrice } from '@rewind/shared/currency';
import { snapshotLabel } from '@rewind/shared/item-snapshot';
import { sanitizePlain } from '@rewind/shared/sanitize';
import { listingPath, profilePath } from '@rewind/shared/slug';
import { shippingQuote } from '@rewind/shared/shipping';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { threadPage } from '../../platform/threads';
import { pageAnswer, uncountedPage } from '../../platform/paging';
import type { Actor } from '../../platform/actor';
import type { Period } from '../../platform/periods';
import { authorize } from '../../platform/authorize';
import { isUniqueViolation } from '../../platform/error-handler';
import { AppError, notFound } from '../../platform/errors';
import type { CollectionService } from '../collection/collection.service';
import type { MarketplaceService } from '../marketplace/marketplace.service';
import { LIVE_EVENTS } from '@rewind/shared/live';
import { announce } from '../../platform/live-bus';
import { excerptForNotice, notify } from '../notifications/notifications.service';
import { auditedTimes, recordAdminAction } from '../admin/audit.service';
import { authorizePrivateRead, closeReports, type PrivateExchange } from '../reports/reports.service';
import type { ProfilesService } from '../profiles/profiles.service';
import {
  partyName,
  presentAdminRating,
  presentFeedback,
  presentOffer,
  presentOrder,
  presentOrderDetail,
  presentPriceHistory,
} from './orders.presenter';
import * as repo from './orders.repo';
import { type OfferEndings, offerSubject } from './offer-endings.service';
import type { TAdminRatingPage } from '@rewind/shared/admin-marketplace';
import type { Dealing } from '../admin/admin-users.service';
import type { OrderChanges } from './orders.repo';

type StepRequest = z.output<typeof ZOrderStepRequest>;
type ListQuery = z.output<typeof ZOrderListQuery>;
type OfferListQuery = z.output<typeof ZOfferListQuery>;
type LockedListing = NonNullable<Awaited<ReturnType<MarketplaceService['lockListing']>>>;
type FeedbackInput = z.output<typeof ZFeedbackRequest>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a release's price history looks. */
const PRICE_HISTORY_DAYS = 365;
/** How many due orders one run of the timers handles at most; the next run takes the rest. */
const TIMER_BATCH = 100;

type Deps = {
  db: Db;
  marketplace: Pick<
    MarketplaceService,
    'currency' | 'lockListing' | 'lockForBuyer' | 'followOrder' | 'summariesOf' | 'factsOf'
  >;
  collection: Pick<CollectionService, 'removeSoldCopy' | 'markWantsFulfilled' | 'holdsRelease'>;
  profiles: Pick<ProfilesService, 'viewProfile' | 'shippingTermsOf'>;
  /** How offers end (built before the marketplace, which lapses the offers of the listings it ends). */
  offerEndings: Pick<OfferEndings, 'closeOffer' | 'lapse'>;
  /** The clock the steps and timers read (tests move it). */
  now?: () => Date;
};

const orderLink = (id: string) => `/orders/${id}`;
const orderName = (id: string) => `Order ${id.slice(0, 8)}`;

/** An order as a private exchange: what a report may be about that opens it to an admin. */
const asExchange = (row: repo.OrderRow): PrivateExchange => ({
  target: { targetType: 'order', targetId: row.id },
  label: orderName(row.id),
  sides: [row.buyerId, row.sellerId],
  related: [
    { targetType: 'listing', targetId: row.listingId },
    { targetType: 'user', targetId: row.buyerId },
    { targetType: 'user', targetId: row.sellerId },
  ],
});

/** Tells both sides' open pages that the order moved on or has a new message (LIVE_EVENTS.order). */
const announceOrder = (tx: Db, order: { id: string; buyerId: string; sellerId: string }) =>
  announce(
    tx,
    [order.buyerId, order.sellerId].map((userId) => ({
      topic: 'user' as const,
      userId,
      event: LIVE_EVENTS.order,
      data: { orderId: order.id },
    })),
  );

/** What an order's new state does to its listing: reserved while open, sold, or back for sale. */
function listingAfter(status: TOrderStatus, reason: TCancelReason | undefined) {
  if (status === 'completed') return 'sold' as const;
  if (status !== 'cancelled') return null;
  return reason === 'item-unavailable' ? ('removed' as const) : ('for-sale' as const);
}

export function createOrdersService({
  db,
  marketplace,
  collection,
  profiles,
  offerEndings,
  now = () => new Date(),
}: Deps) {
  const { closeOffer } = offerEndings;
  const stepNotOpen = () => new AppError(409, 'order_step_not_open', MSG.orderStepNotOpen);

  /**
   * Moves a locked order on: its row, the event (who, from, to, note), the listing, and a notice to the other
   * side (or both, for the timers).
   */
  async function apply(
    tx: Db,
    order: repo.LockedOrder,
    step: TOrderStep | 'expire' | 'auto-complete',
    changes: OrderChanges,
    by: { actorId: string | null; note: string | null },
  ) {
    const at = now();
    await repo.updateOrder(tx, order.id, changes, at);
    const to = changes.status ?? order.status;
    await repo.insertEvent(
      tx,
      { orderId: order.id, actorId: by.actorId, step, fromStatus: order.status, toStatus: to, note: by.note },
      at,
    );
    const listingState = changes.status ? listingAfter(changes.status, changes.cancelReason) : null;
    if (listingState) await marketplace.followOrder(tx, order.listingId, listingState);
    if (listingState === 'sold') {
      // The sold copy leaves the seller's shelf (the buyer is offered to add it to theirs).
      const listing = await marketplace.lockListing(tx, order.listingId);
      if (listing?.collectionItemId) {
        await collection.removeSoldCopy(tx, order.sellerId, listing.collectionItemId);
      }
      if (listing?.releaseId) await collection.markWantsFulfilled(tx, order.buyerId, listing.releaseId, at);
    }
    const others = [order.buyerId, order.sellerId].filter((userId) => userId !== by.actorId);
    const what = changes.cancelReason
      ? `${ORDER_STATUS_LABELS.cancelled}: ${CANCEL_REASON_LABELS[changes.cancelReason]}`
      : stepLine(step, to);
    const item = snapshotLabel(order.item);
    await notify(tx, others, {
      kind: 'order-update',
      text: `${item}: ${what}.${by.note ? ` “${by.note}”` : ''}`,
      link: orderLink(order.id),
    });
    await announceOrder(tx, order);
  }

  /** What a step changes, from what was sent with it; 400 when the total's step names no shipping. */
  function changesOf(step: TOrderStep, input: StepRequest, actor: Actor): OrderChanges {
    const to = ORDER_STEPS[step].to;
    switch (step) {
      case 'confirm-total':
        if (input.shipping === undefined) {
          throw new AppError(400, 'validation', MSG.shippingRequired, { shipping: MSG.shippingRequired });
        }
        return { status: 'awaiting_payment', shipping: input.shipping };
      case 'ship':
        return { status: 'shipped', trackingNote: input.note };
      case 'cancel-unavailable':
        return { status: 'cancelled', cancelReason: 'item-unavailable' };
      case 'cancel-non-paying':
        return { status: 'cancelled', cancelReason: 'non-paying-buyer' };
      case 'agree-cancel':
        return { status: 'cancelled', cancelReason: 'mutual' };
      case 'request-cancel':
        return { cancelRequestedBy: actor.userId };
      case 'report-payment':
        return { paymentSentAt: now() };
      default:
        return { status: to! };
    }
  }

  /**
   * Where the copy goes (`shipTo`, the country an offer kept, else the buyer's profile's, when it names one)
   * and what the seller's policy asks to ship one copy there (null: the seller names it with the total); 409
   * when the seller ships at home only and the buyer lives abroad.
   */
  async function quoteShipping(tx: Db, sellerId: string, buyerId: string, kept: string | null = null) {
    const seller = await profiles.shippingTermsOf(sellerId, tx);
    const shipTo = kept ?? (await profiles.shippingTermsOf(buyerId, tx)).country;
    // A seller who ships at home only sells to buyers who say they live there too.
    if (seller.policy && !seller.policy.world && seller.country && shipTo !== seller.country) {
      throw new AppError(409, 'ships_home_only', MSG.shipsHomeOnly(countryName(seller.country)));
    }
    return { shipTo, quote: shippingQuote(seller.policy, seller.country, shipTo) };
  }

  /** A listing that cannot be ordered now: someone is buying it, or it is no longer for sale. */
  const notForSale = (listing: LockedListing) =>
    new AppError(
      409,
      'listing_not_for_sale',
      listing.endReason === 'reserved' ? MSG.listingReserved : MSG.listingNotActive,
    );

  /**
   * Opens an order of a locked listing for its buyer at `price` (the listing's, or an accepted offer's, which
   * kept where it ships): the shipping quoted by the seller's policy, its first event, and the listing reserved.
   */
  async function openOrder(
    tx: Db,
    listing: LockedListing,
    buyerId: string,
    price: string,
    by: { step: 'buy' | 'accept-offer'; actorId: string; shipTo?: string | null },
  ): Promise<string> {
    const { shipTo, quote } = await quoteShipping(tx, listing.sellerId, buyerId, by.shipTo);
    const id = await repo.insertOrder(tx, {
      listingId: listing.id,
      buyerId,
      sellerId: listing.sellerId,
      price,
      shipTo,
      shippingQuote: quote,
      releaseId: listing.releaseId,
      mediaCondition: listing.mediaCondition,
      packagingCondition: listing.packagingCondition,
    });
    // An order from an offer says so in its timeline.
    const note =
      by.step === 'accept-offer' ? `Offer of ${formatPrice(price, marketplace.currency)} accepted` : null;
    await repo.insertEvent(
      tx,
      { orderId: id, actorId: by.actorId, step: by.step, fromStatus: null, toStatus: 'new', note },
      now(),
    );
    await marketplace.followOrder(tx, listing.id, 'reserved');
    return id;
  }

  /**
   * Once one offer on a copy is accepted, the others waiting on it are declined at once and their buyers told:
   * the copy is spoken for, and leaving them pending would keep those buyers waiting days for nothing.
   */
  async function declineOtherOffers(tx: Db, listing: { id: string }, item: string) {
    for (const other of await repo.lockPendingOffersOf(tx, [listing.id])) {
      await closeOffer(tx, other, { status: 'declined' }, item);
      await notify(tx, [other.buyerId], {
        kind: 'order-update',
        text: `Your offer of ${formatPrice(other.amount, marketplace.currency)} for ${item} was declined: the seller accepted another offer.`,
        link: listingPath({ id: listing.id }),
      });
    }
  }

  /** Offers as pages show them: with their listings (one query for all) and what `actor` may do. */
  async function presentOffers(actor: Actor, rows: repo.OfferRow[]): Promise<TOffer[]> {
    const listings = await marketplace.summariesOf([...new Set(rows.map((row) => row.listingId))]);
    // An offer whose listing's film was deleted has nothing left to show.
    return rows
      .filter((row) => listings.has(row.listingId))
      .map((row) =>
        presentOffer(row, listings.get(row.listingId)!, marketplace.currency, OFFER_EXPIRES_DAYS, actor),
      );
  }

  async function present(rows: repo.OrderRow[]) {
    const listings = await marketplace.summariesOf(rows.map((row) => row.listingId));
    return rows.map((row) => presentOrder(row, listings.get(row.listingId), marketplace.currency));
  }

  return {
    /** A member's orders under way, each with its other side (a suspension lists and tells them). */
    async openOrdersOf(tx: Db, userId: string): Promise<Dealing[]> {
      const rows = await repo.findOpenOrdersOf(tx, userId);
      return Promise.all(
        rows.map(async (row) => {
          const isBuyer = row.buyerId === userId;
          const item = (await repo.itemLabel(tx, row.releaseId)) ?? 'a copy';
          return {
            kind: 'order' as const,
            id: row.id,
            link: orderLink(row.id),
            otherId: isBuyer ? row.sellerId : row.buyerId,
            with: (isBuyer ? row.seller : row.buyer).username,
            what: `${isBuyer ? 'Buying' : 'Selling'} ${item}`,
            status: ORDER_STATUS_LABELS[row.status],
          };
        }),
      );
    },

    /** Per film or release, its orders and how many are still under way (deleting it counts them). */
    orderCounts: (kind: TCatalogueItemKind, ids: string[]) => repo.countOrders(db, kind, ids),

    /**
     * Buys a listing: one open order per listing (two buyers at once get exactly one; the database's unique
     * index is the last word), which reserves it for the buyer. The seller is told.
     */
    async buy(actor: Actor | null, listingId: string): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          const listing = await marketplace.lockForBuyer(tx, actor, listingId);
          if (!listing) throw notFound(MSG.listingNotFound);
          authorize(ordersPolicy.buy(actor, listing.sellerId));
          if (!listing.isActive) throw notForSale(listing);
          const id = await openOrder(tx, listing, actor!.userId, listing.price, {
            step: 'buy',
            actorId: actor!.userId,
          });
          const item = (await repo.itemLabel(tx, listing.releaseId)) ?? 'your copy';
          await notify(tx, [listing.sellerId], {
            kind: 'order-update',
            text: `New order for ${item}: confirm the total, shipping included.`,
            link: orderLink(id),
          });
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'listing_not_for_sale', MSG.listingReserved);
        throw error;
      }
    },

    /**
     * An order with its timeline, the steps the caller may take now, and whether admins read it under a report
     * (an admin's own read, allowed only then, is audited).
     */
    async get(actor: Actor | null, id: string): Promise<TOrderDetail> {
      const row = await repo.findOrder(db, id);
      if (!row) throw notFound(MSG.orderNotFound);
      await authorizePrivateRead(db, actor, asExchange(row), 'detail', (isReported) =>
        ordersPolicy.view(actor, row, isReported),
      );
      const isBought = row.status === 'completed' && actor?.userId === row.buyerId && row.releaseId !== null;
      const [[order], events, given, isRated, isShelved, adminReads] = await Promise.all([
        present([row]),
        repo.findEvents(db, id),
        repo.findFeedbackOfOrder(db, id),
        repo.isOrderRated(db, id),
        isBought && collection.holdsRelease(row.buyerId, row.releaseId!),
        auditedTimes(db, { targetType: 'order', targetId: id }, 'order.read'),
      ]);
      return presentOrderDetail(row, order!, events, stepsOpenTo(actor?.userId ?? null, row, now()), {
        given: given ? presentFeedback(given, actor) : null,
        mayRate: !isRated && ordersPolicy.rate(actor, row, now()).allowed,
        mayShelve: isBought && !isShelved,
        adminReads,
      });
    },

    /**
     * An offer on a listing below its price: one per buyer and listing; below the seller's
     * floor it is declined at once, otherwise the seller is asked. Answers the offer.
     */
    async makeOffer(actor: Actor | null, listingId: string, amount: string): Promise<TOffer> {
      const id = await db
        .transaction(async (tx) => {
          const listing = await marketplace.lockForBuyer(tx, actor, listingId);
          if (!listing) throw notFound(MSG.listingNotFound);
          authorize(ordersPolicy.offer(actor, listing.sellerId));
          if (!listing.isActive) throw notForSale(listing);
          if (Number(amount) >= Number(listing.price)) {
            throw new AppError(400, 'validation', MSG.offerNotBelowPrice, { amount: MSG.offerNotBelowPrice });
          }
          // An order at this amount must be possible: the seller ships to the buyer, where the offer keeps.
          const { shipTo } = await quoteShipping(tx, listing.sellerId, actor!.userId);
          const isBelowFloor = listing.offerFloor !== null && Number(amount) < Number(listing.offerFloor);
          const at = now();
          const offerId = await repo.insertOffer(
            tx,
            {
              listingId,
              buyerId: actor!.userId,
              sellerId: listing.sellerId,
              amount,
              shipTo,
              status: isBelowFloor ? 'declined' : 'pending',
              answeredAt: isBelowFloor ? at : null,
            },
            at,
          );
          if (!isBelowFloor) {
            const item = (await repo.itemLabel(tx, listing.releaseId)) ?? 'your copy';
            await notify(tx, [listing.sellerId], {
              kind: 'order-update',
              text: `An offer of ${formatPrice(amount, marketplace.currency)} for ${item}: accept or decline it within ${OFFER_EXPIRES_DAYS} days.`,
              link: listingPath({ id: listingId }),
              subject: offerSubject(offerId),
            });
          }
          return offerId;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError(409, 'offer_made', MSG.offerAlreadyMade);
          throw error;
        });
      const [offer] = await presentOffers(actor!, [(await repo.findOffer(db, id))!]);
      return offer!;
    },

    /**
     * The buyer takes back an offer while it waits (bought elsewhere, or changed their mind): the seller can no
     * longer accept it and is told. The offer stays, withdrawn: one offer per buyer and listing still holds.
     */
    async withdrawOffer(actor: Actor | null, offerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const offer = await repo.lockOffer(tx, offerId);
        if (!offer) throw notFound(MSG.offerNotFound);
        authorize(ordersPolicy.withdrawOffer(actor, offer));
        if (offer.status !== 'pending' || isOfferExpired(offer.createdAt, now())) {
          throw new AppError(409, 'offer_answered', MSG.offerAnswered);
        }
        const { releaseId } = await marketplace.factsOf(tx, offer.listingId);
        const item = (await repo.itemLabel(tx, releaseId)) ?? 'your copy';
        await closeOffer(tx, offer, { status: 'withdrawn' }, item);
        await notify(tx, [offer.sellerId], {
          kind: 'order-update',
          text: `The offer of ${formatPrice(offer.amount, marketplace.currency)} for ${item} was withdrawn by its buyer.`,
          link: listingPath({ id: offer.listingId }),
        });
      });
    },

    /**
     * The seller accepts (an order opens at the offer's amount and the listing is reserved for its buyer) or
     * declines a pending offer; the buyer is told. Answers the order's id for an accepted offer.
     */
    async answerOffer(
      actor: Actor | null,
      offerId: string,
      answer: 'accept' | 'decline',
    ): Promise<string | null> {
      try {
        return await db.transaction(async (tx) => {
          const offer = await repo.lockOffer(tx, offerId);
          if (!offer) throw notFound(MSG.offerNotFound);
          authorize(ordersPolicy.answerOffer(actor, offer));
          // Past its days it is expired, whether or not the timers got to it yet.
          if (offer.status !== 'pending' || isOfferExpired(offer.createdAt, now())) {
            throw new AppError(409, 'offer_answered', MSG.offerAnswered);
          }
          const listing = await marketplace.lockListing(tx, offer.listingId);
          const item = (await repo.itemLabel(tx, listing?.releaseId ?? null)) ?? 'a copy';
          const amount = formatPrice(offer.amount, marketplace.currency);
          if (answer === 'decline') {
            await closeOffer(tx, offer, { status: 'declined' }, item);
            await notify(tx, [offer.buyerId], {
              kind: 'order-update',
              text: `Your offer of ${amount} for ${item} was declined.`,
              link: listingPath({ id: offer.listingId }),
            });
            return null;
          }
          if (!listing?.isActive) throw listing ? notForSale(listing) : notFound(MSG.listingNotFound);
          // Repriced since: the buyer would pay more than the copy now costs.
          if (Number(offer.amount) >= Number(listing.price)) {
            throw new AppError(409, 'offer_not_below_price', MSG.offerAbovePrice);
          }
          const orderId = await openOrder(tx, listing, offer.buyerId, offer.amount, {
            step: 'accept-offer',
            actorId: actor!.userId,
            shipTo: offer.shipTo,
          });
          await closeOffer(tx, offer, { status: 'accepted', orderId }, item);
          await notify(tx, [offer.buyerId], {
            kind: 'order-update',
            text: `Your offer of ${amount} for ${item} was accepted: the seller confirms the total next.`,
            link: orderLink(orderId),
          });
          await declineOtherOffers(tx, listing, item);
          return orderId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'listing_not_for_sale', MSG.listingReserved);
        throw error;
      }
    },

    /** A listing's offers: all of them for its seller, their own for anyone else. */
    async offersOfListing(actor: Actor, listingId: string): Promise<TListingOffers> {
      return {
        items: await presentOffers(actor, await repo.findOffersOfListing(db, listingId, actor.userId)),
      };
    },

    /** Offers I received or sent, newest first. */
    async listMyOffers(actor: Actor, query: OfferListQuery): Promise<TOfferPage> {
      const { rows, total } = await repo.findOffersOf(db, actor.userId, query);
      return pageAnswer(await presentOffers(actor, rows), total, query);
    },

    /**
     * A page of the order's thread, newest first: its buyer and seller, or an admin with a two-factor session
     * while a report about it is open (the read audited).
     */
    async messages(actor: Actor | null, orderId: string, before?: string): Promise<TOrderMessagePage> {
      const row = await repo.findOrder(db, orderId);
      if (!row) throw notFound(MSG.orderNotFound);
      await authorizePrivateRead(db, actor, asExchange(row), 'messages', (isReported) =>
        ordersPolicy.view(actor, row, isReported),
      );
      return threadPage(db, repo.orderThread, orderId, before, (authorId) => partyName(row, authorId));
    },

    /** A message in the order's thread (plain text); the other side is notified and both pages hear of it. */
    async postMessage(actor: Actor | null, orderId: string, body: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.findOrder(tx, orderId);
        if (!row) throw notFound(MSG.orderNotFound);
        authorize(ordersPolicy.act(actor, row));
        // Kept as written: pages and mails show it as text, so markup in it is only characters.
        const text = body.trim();
        await repo.insertMessage(tx, { orderId, authorId: actor!.userId, body: text }, now());
        const item = snapshotLabel(row.item);
        await notify(tx, [actor!.userId === row.buyerId ? row.sellerId : row.buyerId], {
          kind: 'order-message',
          text: `${partyName(row, actor!.userId)} about ${item}: “${excerptForNotice(text)}”`,
          link: orderLink(orderId),
        });
        await announceOrder(tx, row);
      });
    },

    /**
     * A release's price history from completed sales: per media grade over the last 12
     * months, the low, median and high price, best grade first; and its last sale, however old.
     */
    async priceHistory(releaseId: string): Promise<TPriceHistory> {
      const since = new Date(now().getTime() - PRICE_HISTORY_DAYS * DAY_MS);
      return presentPriceHistory(await repo.findPriceHistory(db, releaseId, since), marketplace.currency);
    },

    /** The buyer rates the seller of a completed sale: once, within 60 days (docs/product.md, Orders and ratings). */
    async rate(actor: Actor | null, orderId: string, input: FeedbackInput): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw notFound(MSG.orderNotFound);
        const row = (await repo.findOrder(tx, orderId))!;
        authorize(ordersPolicy.rate(actor, row, now()));
        if (await repo.isOrderRated(tx, orderId))
          throw new AppError(409, 'feedback_given', MSG.feedbackGiven);
        await repo.insertFeedback(tx, {
          orderId,
          sellerId: order.sellerId,
          buyerId: order.buyerId,
          listingId: order.listingId,
          rating: input.rating,
          reviewText: input.review === null ? null : sanitizePlain(input.review).trim() || null,
        });
        await notify(tx, [order.sellerId], {
          kind: 'order-update',
          text: `${row.buyer.username} rated your sale ${input.rating} of 5.`,
          link: `/users/${row.seller.username}#feedback`,
        });
      });
    },

    /** The seller's one reply to a rating. */
    async reply(actor: Actor | null, feedbackId: string, text: string): Promise<void> {
      await db.transaction(async (tx) => {
        const feedback = await repo.lockFeedback(tx, feedbackId);
        if (!feedback || feedback.removedAt) throw notFound(MSG.feedbackNotFound);
        authorize(ordersPolicy.reply(actor, feedback));
        if (feedback.sellerReply !== null) throw new AppError(409, 'reply_given', MSG.replyGiven);
        await repo.updateFeedback(tx, feedbackId, {
          sellerReply: sanitizePlain(text).trim(),
          repliedAt: now(),
        });
      });
    },

    /** Orders placed and sales completed in the period and the one before (the admin dashboard). */
    dashboardCounts: (period: Period) => repo.orderCounts(db, period),

    /** An order as its buyer or seller reports it: about the other side, only by them. */
    async orderReportFacts(id: string) {
      const row = await repo.findOrder(db, id);
      if (!row) return null;
      const item = (await repo.itemLabel(db, row.releaseId)) ?? orderName(id);
      return {
        targetId: row.id,
        subjectId: null,
        parties: [row.buyerId, row.sellerId] as const,
        label: `${orderName(id)}: ${item}, ${row.seller.username} to ${row.buyer.username}`,
        excerpt: null,
        path: orderLink(id),
      };
    },

    /** A rating as a report keeps it: its writer, its stars and words, where it shows. */
    async reportFacts(id: string) {
      const row = await repo.findShownFeedback(db, id);
      if (!row) return null;
      return {
        targetId: row.id,
        subjectId: row.buyerId,
        label: `${row.rating}★ from ${row.buyer} to ${row.seller}`,
        excerpt: row.review || null,
        path: `${profilePath(row.seller)}#feedback`,
      };
    },

    /** An admin removes a rating with a reason; the row stays for the audit log, out of every average. */
    async removeFeedback(actor: Actor | null, feedbackId: string, reason: string): Promise<string> {
      authorize(ordersPolicy.removeFeedback(actor));
      await db.transaction(async (tx) => {
        const feedback = await repo.lockFeedback(tx, feedbackId);
        if (!feedback || feedback.removedAt) throw notFound(MSG.feedbackNotFound);
        const why = sanitizePlain(reason).trim();
        await repo.updateFeedback(tx, feedbackId, {
          removedAt: now(),
          removedBy: actor!.userId,
          removalReason: why,
        });
        await recordAdminAction(tx, actor!, {
          action: 'rating.remove',
          targetType: 'rating',
          targetId: feedbackId,
          reason: why,
          details: { sellerId: feedback.sellerId },
        });
        await closeReports(
          tx,
          { targetType: 'rating', targetId: feedbackId },
          {
            by: actor!.userId,
            at: now(),
            state: 'resolved',
            outcomes: ['removed'],
            note: why,
          },
        );
      });
      return MSG.feedbackRemovedByAdmin;
    },

    /** The newest ratings of every seller, for the admin portal. */
    async ratingsForAdmin(
      actor: Actor | null,
      page: { page: number; pageSize: number },
    ): Promise<TAdminRatingPage> {
      authorize(ordersPolicy.reviewFeedback(actor));
      return uncountedPage(await repo.findRatingsForAdmin(db, page), page, presentAdminRating);
    },

    /** A seller's ratings on their profile, newest first; of a suspended seller, the caller's own. */
    async feedbackOf(
      actor: Actor | null,
      username: string,
      page: { page: number; pageSize: number },
    ): Promise<TFeedbackPage> {
      const view = await profiles.viewProfile(actor, username);
      const readers = view.kind === 'suspended' ? ordersPolicy.feedbackOfHiddenSeller(actor) : {};
      if (!readers) return pageAnswer([], 0, page);
      const { rows, total } = await repo.findFeedbackOfSeller(db, view.profile.userId, page, readers);
      return pageAnswer(
        rows.map((row) => presentFeedback(row, actor)),
        total,
        page,
      );
    },

    /** My purchases or my sales, newest first. */
    async listMine(actor: Actor, query: ListQuery): Promise<TOrderPage> {
      const { rows, total } = await repo.findOrdersOf(db, actor.userId, query);
      return pageAnswer(await present(rows), total, query);
    },

    /** How many of my orders and offers wait on me (the Orders page's counts and the view it opens on). */
    waitingOn: (actor: Actor): Promise<TOrdersWaiting> =>
      repo.countWaiting(db, actor.userId, new Date(now().getTime() - OFFER_EXPIRES_DAYS * DAY_MS)),

    /** Takes a step the caller may take now (409 otherwise: the order moved on, or it is not theirs to take). */
    async takeStep(actor: Actor | null, id: string, input: StepRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        if (!order) throw notFound(MSG.orderNotFound);
        authorize(ordersPolicy.act(actor, order));
        if (!stepsOpenTo(actor!.userId, order, now()).includes(input.step)) throw stepNotOpen();
        const note = input.note === null ? null : sanitizePlain(input.note).trim() || null;
        await apply(tx, order, input.step, changesOf(input.step, { ...input, note }, actor!), {
          actorId: actor!.userId,
          note,
        });
      });
    },

    /**
     * The timers (a scheduled job, run once at a time across instances; the rows are locked and skipped by
     * any other run): an unanswered offer expires after 5 days, a `new` order the seller left alone expires, a
     * `shipped` one completes. Answers how many moved.
     */
    async runTimers(): Promise<number> {
      const at = now().getTime();
      return db.transaction(async (tx) => {
        const due = await repo.lockDueOrders(
          tx,
          {
            newBefore: new Date(at - ORDER_TIMERS.newExpiresDays * DAY_MS),
            shippedBefore: new Date(at - ORDER_TIMERS.autoCompleteDays * DAY_MS),
          },
          TIMER_BATCH,
        );
        const offers = await repo.lockExpiredOffers(
          tx,
          new Date(at - OFFER_EXPIRES_DAYS * DAY_MS),
          TIMER_BATCH,
        );
        for (const offer of offers) {
          const listing = await marketplace.factsOf(tx, offer.listingId);
          const item = (await repo.itemLabel(tx, listing.releaseId)) ?? 'a copy';
          const why = listing.isForSale
            ? 'expired without an answer'
            : 'lapsed: the copy is no longer for sale';
          await offerEndings.lapse(tx, offer, item, why);
        }
        const byTimer = { actorId: null, note: null };
        for (const order of due) {
          if (order.status === 'new') {
            await apply(tx, order, 'expire', { status: 'cancelled', cancelReason: 'expired' }, byTimer);
          } else {
            await apply(tx, order, 'auto-complete', { status: 'completed' }, byTimer);
          }
        }
        return due.length + offers.length;
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
