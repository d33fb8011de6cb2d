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

/**
 * Writes rows of the activity feed (many in one statement, e.g. for an import), in the caller's transaction
 * when it passes one.
 */
export async function recordActivity(db: Db, events: ActivityEvent | ActivityEvent[]): Promise<void> {
  const rows = Array.isArray(events) ? events : [events];
  if (rows.length > 0) await db.insert(activityEvents).values(rows);
}
