import { countryName } from '@rewind/shared/countries';
import { reportsPolicy } from '@rewind/shared/policies/reports';
import type { TListingSummary } from '@rewind/shared/marketplace';
import type { TOrderStep } from '@rewind/shared/order-states';
import { snapshotLabel } from '@rewind/shared/item-snapshot';
import type { TFeedback, TOffer, TOrderDetail, TOrderSummary, TPriceHistory } from '@rewind/shared/orders';
import { CONDITIONS, type TCondition } from '@rewind/shared/options';
import { ordersPolicy } from '@rewind/shared/policies/orders';
import { isOffered, type TPolicyActor } from '@rewind/shared/policies/policy';
import type { TAdminRating } from '@rewind/shared/admin-marketplace';
import {
  type AdminRatingRow,
  type FeedbackRow,
  type findPriceHistory,
  type OfferRow,
  type OrderRow,
  totalOf,
} from './orders.repo';
import type { orderEvents } from '../../db/schema/orders';

const party = (userId: string, card: { username: string; avatarUrl: string | null }) => ({
  userId,
  username: card.username,
  avatarUrl: card.avatarUrl,
});

/** An order as lists show it: what was sold by its snapshot; its listing while the film and release exist. */
export function presentOrder(
  row: OrderRow,
  listing: TListingSummary | undefined,
  currency: string,
): TOrderSummary {
  return {
    id: row.id,
    status: row.status,
    cancelReason: row.cancelReason,
    price: row.price,
    shipping: row.shipping,
    total: totalOf(row),
    currency,
    buyer: party(row.buyerId, row.buyer),
    seller: party(row.sellerId, row.seller),
    item: { ...row.item, mediaCondition: row.mediaCondition, packagingCondition: row.packagingCondition },
    listing: listing ?? null,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

/** A rating as pages show it, with what `viewer` may do with it (the seller replies once; an admin removes). */
export function presentFeedback(row: FeedbackRow, viewer: TPolicyActor): TFeedback {
  return {
    id: row.id,
    rating: row.rating,
    review: row.review,
    buyer: row.buyer,
    sellerReply: row.sellerReply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    item: snapshotLabel(row.item),
    abilities: {
      reply: row.sellerReply === null && isOffered(ordersPolicy.reply(viewer, row)),
      remove: isOffered(ordersPolicy.removeFeedback(viewer)),
      report: reportsPolicy.offersReport(viewer, row.buyerId),
    },
  };
}

/** The buyer's or the seller's name; null for anyone else (the timers, or an account that is gone). */
export const partyName = (row: OrderRow, userId: string | null) =>
  userId === row.buyerId ? row.buyer.username : userId === row.sellerId ? row.seller.username : null;

export function presentOrderDetail(
  row: OrderRow,
  order: TOrderSummary,
  events: (typeof orderEvents.$inferSelect)[],
  steps: TOrderStep[],
  forCaller: {
    given: TFeedback | null;
    mayRate: boolean;
    mayShelve: boolean;
    adminReads: TOrderDetail['adminReads'];
  },
): TOrderDetail {
  return {
    ...order,
    cancelRequestedBy: row.cancelRequestedBy,
    trackingNote: row.trackingNote,
    paymentSentAt: row.paymentSentAt?.toISOString() ?? null,
    shippingQuote: row.shippingQuote,
    // Named here: the page would otherwise load the country names for one line.
    shipTo: row.shipTo ? { code: row.shipTo, name: countryName(row.shipTo) } : null,
    events: events.map((event) => ({
      id: event.id,
      step: event.step,
      actor: partyName(row, event.actorId),
      from: event.fromStatus,
      to: event.toStatus,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    steps,
    feedback: forCaller.given,
    mayRate: forCaller.mayRate,
    mayShelve: forCaller.mayShelve,
    adminReads: forCaller.adminReads,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An offer as pages show it: when a pending one expires, and whether `viewer` (its seller) may answer it. */
export function presentOffer(
  row: OfferRow,
  listing: TListingSummary,
  currency: string,
  expiresAfterDays: number,
  viewer: TPolicyActor,
): TOffer {
  // A pending offer on a copy sold or removed meanwhile can no longer be answered; the timers end it.
  const isListingGone = listing.state === 'sold' || listing.state === 'removed';
  const mayAnswer =
    row.status === 'pending' && !isListingGone && isOffered(ordersPolicy.answerOffer(viewer, row));
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency,
    buyer: party(row.buyerId, row.buyer),
    seller: party(row.sellerId, row.seller),
    listing,
    createdAt: row.createdAt.toISOString(),
    expiresAt: new Date(row.createdAt.getTime() + expiresAfterDays * DAY_MS).toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    orderId: row.orderId,
    isListingGone,
    abilities: {
      accept: mayAnswer && listing.state === 'active',
      decline: mayAnswer,
      withdraw: row.status === 'pending' && isOffered(ordersPolicy.withdrawOffer(viewer, row)),
    },
  };
}

/** A rating as the admin portal lists it: who rated whom, for which order and item. */
export function presentAdminRating(row: AdminRatingRow): TAdminRating {
  return {
    id: row.id,
    rating: row.rating,
    review: row.review,
    sellerReply: row.sellerReply,
    buyer: row.buyer,
    seller: row.seller,
    orderId: row.orderId,
    item: snapshotLabel(row.item),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A release's completed sales by media grade, best grade first, and the last sale. */
export function presentPriceHistory(
  { byGrade, last }: Awaited<ReturnType<typeof findPriceHistory>>,
  currency: string,
): TPriceHistory {
  const rank = (condition: string | null) => CONDITIONS.indexOf(condition as TCondition);
  return {
    currency,
    grades: byGrade
      .filter((row) => row.condition !== null)
      .sort((a, b) => rank(a.condition) - rank(b.condition))
      .map((row) => ({
        condition: row.condition as TCondition,
        low: row.low,
        median: Number(row.median).toFixed(2),
        high: row.high,
        sales: row.count,
      })),
    lastSold:
      last && last.soldAt
        ? {
            price: last.price,
            condition: last.condition as TCondition | null,
            soldAt: last.soldAt.toISOString(),
          }
        : null,
  };
}
