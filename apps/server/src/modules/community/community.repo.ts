import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tradeListings } from '../../db/schema/community';

/** Active trade requests: an index count. */
export async function countActiveTrades(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradeListings).where(eq(tradeListings.isActive, true));
  return row?.n ?? 0;
}
