import { LIMITS } from '@rewind/shared/limits';
import { count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { challengeParticipants, forumPosts, forumReplies, tradeListings } from '../../db/schema/community';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The community's own counts, each by an index or a table count, in one round trip. */
export async function communityCounts(db: Db, now: Date) {
  const since = new Date(now.getTime() - LIMITS.recentPostsDays * DAY_MS);
  const [row] = await db
    .select({
      activeTrades:
        sql<number>`(${db.select({ n: count() }).from(tradeListings).where(eq(tradeListings.isActive, true))})`.mapWith(
          Number,
        ),
      recentPosts:
        sql<number>`(${db.select({ n: count() }).from(forumPosts).where(gte(forumPosts.createdAt, since))})`.mapWith(
          Number,
        ),
      totalReplies: sql<number>`(${db.select({ n: count() }).from(forumReplies)})`.mapWith(Number),
      challengeProgress:
        sql<number>`(${db.select({ n: count() }).from(challengeParticipants).where(eq(challengeParticipants.isCompleted, true))})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
