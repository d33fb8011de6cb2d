import { makeSlug } from '@rewind/shared/slug';
import type { TActivityType } from '@rewind/shared/options';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaTitles } from '../../db/schema/catalog';
import { activityEvents } from '../../db/schema/community';
import { userProfiles } from '../../db/schema/profiles';

export type ActivityFeedRow = {
  seq: number;
  type: TActivityType;
  action: string;
  itemTitle: string | null;
  itemSlug: string | null;
  username: string | null;
  createdAt: Date;
};

/**
 * Feed rows after `afterSeq`, oldest first, with the user's name and the film's slug; rows of private
 * profiles are left out (they are not shown to others). Walks the unique `seq` index.
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
      username: userProfiles.username,
      displayId: mediaTitles.displayId,
      title: mediaTitles.title,
      year: mediaTitles.year,
      createdAt: activityEvents.createdAt,
    })
    .from(activityEvents)
    .leftJoin(userProfiles, eq(userProfiles.userId, activityEvents.userId))
    .leftJoin(mediaTitles, eq(mediaTitles.id, activityEvents.titleId))
    .where(and(gt(activityEvents.seq, afterSeq), sql`${userProfiles.isPublic} is not false`))
    .orderBy(asc(activityEvents.seq))
    .limit(limit);
  return rows.map(({ displayId, title, year, type, ...row }) => ({
    ...row,
    type: type as TActivityType,
    itemSlug: displayId === null || title === null ? null : makeSlug({ displayId, title, year }),
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
