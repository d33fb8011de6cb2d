import type { TActivityType } from '@rewind/shared/options';
import type { Db } from '../../db/client';
import { activityEvents } from '../../db/schema/community';

export type ActivityEvent = {
  userId: string;
  type: TActivityType;
  action: string;
  itemTitle: string;
  titleId?: string;
  releaseId?: string;
  listingId?: string;
  postId?: string;
};

/** Writes one row of the activity feed, in the caller's transaction when it passes one. */
export async function recordActivity(db: Db, event: ActivityEvent): Promise<void> {
  await db.insert(activityEvents).values(event);
}
