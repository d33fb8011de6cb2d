import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challengeParticipants, tradeListings } from '../../db/schema/community';

/** Active trades and completed challenges, each an index count, in one round trip. */
export async function communityCounts(db: Db) {
  const [row] = await db
    .select({
      activeTrades:
        sql<number>`(${db.select({ n: count() }).from(tradeListings).where(eq(tradeListings.isActive, true))})`.mapWith(
          Number,
        ),
      challengeProgress:
        sql<number>`(${db.select({ n: count() }).from(challengeParticipants).where(eq(challengeParticipants.isCompleted, true))})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
