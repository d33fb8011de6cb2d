import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerRatings } from '../../db/schema/marketplace';

export async function findSellerRatings(db: Db, sellerId: string): Promise<number[]> {
  const rows = await db
    .select({ rating: sellerRatings.rating })
    .from(sellerRatings)
    .where(eq(sellerRatings.sellerId, sellerId));
  return rows.map((row) => row.rating);
}
