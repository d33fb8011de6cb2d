import { avg, count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerRatings } from '../../db/schema/orders';

// What other modules read of the orders module's tables (decision 017): read-only.

/** Each seller's rating: the average to one decimal and the count (no row for a seller nobody rated). */
export async function ratingSummaries(db: Db, sellerIds: string[]) {
  if (sellerIds.length === 0) return new Map<string, { average: number; count: number }>();
  const rows = await db
    .select({
      sellerId: sellerRatings.sellerId,
      average: sql<string>`round(${avg(sellerRatings.rating)}, 1)`,
      count: count(),
    })
    .from(sellerRatings)
    .where(inArray(sellerRatings.sellerId, [...new Set(sellerIds)]))
    .groupBy(sellerRatings.sellerId);
  return new Map(rows.map((row) => [row.sellerId, { average: Number(row.average), count: row.count }]));
}
