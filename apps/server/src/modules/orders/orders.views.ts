import type { TSellerRating } from '@rewind/shared/profiles';
import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketplaceOffers, marketplaceOrders, sellerRatings } from '../../db/schema/orders';
import { OPEN_ORDER_STATUSES } from '@rewind/shared/order-states';

// What other modules read of the orders module's tables (decision 017): read-only.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The positive share counts the ratings of this many days. */
const POSITIVE_SHARE_DAYS = 365;

/** A seller nobody rated and who sold nothing yet (the pages say 'No ratings yet': docs/product.md, Departures). */
export const NO_RATINGS: TSellerRating = { average: 0, count: 0, positiveShare: null, completedSales: 0 };

/**
 * Each seller's stats: the average to one decimal and the count of their ratings (an admin's removals left
 * out), the share of 4 and 5 stars over 12 months, and their completed sales. Two grouped queries for any
 * number of sellers, on seller_ratings_seller_idx and marketplace_orders_seller_completed_idx.
 */
export async function sellerStats(
  db: Db,
  sellerIds: string[],
  now: Date,
): Promise<Map<string, TSellerRating>> {
  const ids = [...new Set(sellerIds)];
  if (ids.length === 0) return new Map();
  const since = new Date(now.getTime() - POSITIVE_SHARE_DAYS * DAY_MS);
  const recent = gte(sellerRatings.createdAt, since);
  const [ratings, sales] = await Promise.all([
    db
      .select({
        sellerId: sellerRatings.sellerId,
        average: sql<string>`round(avg(${sellerRatings.rating}), 1)`,
        count: count(),
        recent: sql<number>`count(*) filter (where ${recent})`.mapWith(Number),
        positive: sql<number>`count(*) filter (where ${recent} and ${sellerRatings.rating} >= 4)`.mapWith(
          Number,
        ),
      })
      .from(sellerRatings)
      .where(and(inArray(sellerRatings.sellerId, ids), isNull(sellerRatings.removedAt)))
      .groupBy(sellerRatings.sellerId),
    db
      .select({ sellerId: marketplaceOrders.sellerId, completed: count() })
      .from(marketplaceOrders)
      .where(and(inArray(marketplaceOrders.sellerId, ids), eq(marketplaceOrders.status, 'completed')))
      .groupBy(marketplaceOrders.sellerId),
  ]);
  const stats = new Map(ids.map((id) => [id, { ...NO_RATINGS }]));
  for (const row of ratings) {
    Object.assign(stats.get(row.sellerId)!, {
      average: Number(row.average),
      count: row.count,
      positiveShare: row.recent > 0 ? Math.round((100 * row.positive) / row.recent) : null,
    });
  }
  for (const row of sales) stats.get(row.sellerId)!.completedSales = row.completed;
  return stats;
}

/**
 * What removing a listing takes with it (its removal dialog): how many offers wait on it, and the order under way
 * for its copy, if any (marketplace_offers_listing_buyer_key, marketplace_orders_listing_idx).
 */
export async function listingDealings(db: Db, listingId: string) {
  const [[offers], [order]] = await Promise.all([
    db
      .select({ pending: count() })
      .from(marketplaceOffers)
      .where(and(eq(marketplaceOffers.listingId, listingId), eq(marketplaceOffers.status, 'pending'))),
    db
      .select({ id: marketplaceOrders.id, status: marketplaceOrders.status })
      .from(marketplaceOrders)
      .where(
        and(
          eq(marketplaceOrders.listingId, listingId),
          inArray(marketplaceOrders.status, [...OPEN_ORDER_STATUSES]),
        ),
      )
      .limit(1),
  ]);
  return { pendingOffers: offers?.pending ?? 0, openOrder: order ?? null };
}
