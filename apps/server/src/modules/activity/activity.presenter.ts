import type { TActivityItem } from '@rewind/shared/activity';
import type { ActivityFeedRow } from './activity.repo';

/** A feed row as the home page and the live stream show it. */
export function presentActivity(row: ActivityFeedRow): TActivityItem {
  return {
    id: String(row.seq),
    user: row.username,
    action: row.action,
    item: row.itemTitle,
    itemLink: row.itemLink,
    time: row.createdAt.toISOString(),
    type: row.type,
  };
}
