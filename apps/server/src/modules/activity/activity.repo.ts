import { challengePath, makeSlug, titleDetailPath, topicPath, TRADES_PATH } from '@rewind/shared/slug';
import type { TActivityType } from '@rewind/shared/options';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { constantQuery, type Db, queryRows } from '../../db/client';
import { LIMITS } from '@rewind/shared/limits';
import { FEED_TAKE } from './domain-events';
import { activityEvents } from '../../db/schema/activity';
import { catalogFilms } from '../catalog/catalog.views';
import { memberNames } from '../profiles/profiles.views';
import { notSuspended } from '../auth/auth.views';

type Subject = {
  displayId: number | null;
  title: string | null;
  year: number | null;
  postId: string | null;
  challengeId: string | null;
  tradeId: string | null;
};

// The page a row is about: the film's, where the film is still there, the forum topic's, the challenge's, or
// the trade requests'.
function itemLinkOf({ displayId, title, year, postId, challengeId, tradeId }: Subject): string | null {
  if (postId) return topicPath(postId);
  if (challengeId) return challengePath(challengeId);
  if (tradeId) return TRADES_PATH;
  return displayId === null || title === null ? null : titleDetailPath(makeSlug({ displayId, title, year }));
}

export type ActivityFeedRow = {
  seq: number;
  type: TActivityType;
  action: string;
  itemTitle: string | null;
  itemLink: string | null;
  username: string | null;
  createdAt: Date;
};

/**
 * Feed rows after `afterSeq`, oldest first, with the user's name and the film's slug; rows of private
 * profiles and of members suspended now are left out (they are not shown to others). Walks the unique `seq`
 * index.
 */
export async function publicActivitySince(
  db: Db,
  afterSeq: number,
  limit: number,
): Promise<ActivityFeedRow[]> {
  const rows = await db
    .select({
      seq: activityEvents.seq,
      type: activityEvents.type,
      action: activityEvents.action,
      itemTitle: activityEvents.itemTitle,
      username: memberNames.username,
      displayId: catalogFilms.displayId,
      title: catalogFilms.title,
      year: catalogFilms.year,
      postId: activityEvents.postId,
      challengeId: activityEvents.challengeId,
      tradeId: activityEvents.tradeId,
      createdAt: activityEvents.createdAt,
    })
    .from(activityEvents)
    .leftJoin(memberNames, eq(memberNames.userId, activityEvents.userId))
    .leftJoin(catalogFilms, eq(catalogFilms.id, activityEvents.titleId))
    .where(
      and(
        gt(activityEvents.seq, afterSeq),
        sql`${memberNames.isPublic} is not false`,
        or(isNull(activityEvents.userId), notSuspended(activityEvents.userId)),
      ),
    )
    .orderBy(asc(activityEvents.seq))
    .limit(limit);
  return rows.map(({ displayId, title, year, postId, challengeId, tradeId, type, ...row }) => ({
    ...row,
    type: type as TActivityType,
    itemLink: itemLinkOf({ displayId, title, year, postId, challengeId, tradeId }),
  }));
}

export async function latestActivityId(db: Db): Promise<number> {
  const [row] = await db
    .select({ seq: activityEvents.seq })
    .from(activityEvents)
    .orderBy(desc(activityEvents.seq))
    .limit(1);
  return row?.seq ?? 0;
}

/**
 * The feed: the newest rows of each kind (up to FEED_TAKE[kind]), merged newest first and cut to the feed's
 * length, without the rows of private profiles and of members suspended now (the same for
 * everyone, admins too, as the feed is kept once for all), and the films of the rows kept. One query: per kind, a walk down its
 * (kind, created_at) index. Each kind is its own branch with its own constant limit, so the planner knows how
 * few rows come (a limit read from a VALUES list made it expect millions, and compile the query to machine
 * code for a fifth of a second on every call).
 */
export async function publicFeed(db: Db): Promise<ActivityFeedRow[]> {
  const rows = await queryRows<{
    seq: string | number;
    type: TActivityType;
    action: string;
    item_title: string | null;
    username: string | null;
    display_id: number | null;
    title: string | null;
    year: number | null;
    post_id: string | null;
    challenge_id: string | null;
    trade_id: string | null;
    created_at: string | Date;
  }>(db, feedQuery());
  return rows.map((row) => ({
    seq: Number(row.seq),
    type: row.type,
    action: row.action,
    itemTitle: row.item_title,
    username: row.username,
    itemLink: itemLinkOf({
      displayId: row.display_id,
      title: row.title,
      year: row.year,
      postId: row.post_id,
      challengeId: row.challenge_id,
      tradeId: row.trade_id,
    }),
    createdAt: new Date(row.created_at),
  }));
}

const feedQuery = constantQuery(() => {
  const newestOfEachKind = sql.join(
    Object.entries(FEED_TAKE).map(
      ([kind, count]) => sql`(
        select e.seq, e.type, e.action, e.item_title, e.title_id, e.post_id, e.challenge_id, e.trade_id,
          e.created_at,
          ${memberNames.username} as username
        from ${activityEvents} e
        left join ${memberNames} on ${memberNames.userId} = e.user_id
        where e.kind = ${kind} and ${memberNames.isPublic} is not false 
          and (e.user_id is null or ${notSuspended(sql`e.user_id`)})
        order by e.created_at desc nulls first, e.seq desc
        limit ${count}
      )`,
    ),
    sql` union all `,
  );
  return sql`select a.seq, a.type, a.action, a.item_title, a.username, ${catalogFilms.displayId} as display_id,
          ${catalogFilms.title} as title, ${catalogFilms.year} as year, a.post_id, a.challenge_id, a.trade_id,
          a.created_at
        from (
          select * from (${newestOfEachKind}) as merged
          order by created_at desc, seq desc
          limit ${LIMITS.activityFeed.merged}
        ) a
        left join ${catalogFilms} on ${catalogFilms.id} = a.title_id
        order by a.created_at desc, a.seq desc`;
});

/** A merged film's feed rows name the film that stays (decision 029), so their links lead there. */
export async function moveEventsOfFilm(tx: Db, fromId: string, toId: string): Promise<void> {
  await tx.update(activityEvents).set({ titleId: toId }).where(eq(activityEvents.titleId, fromId));
}
