import { z } from 'zod';
import { ACTIVITY_TYPES } from './options.ts';

/**
 * An activity-feed item (id, user, action, item, time, type). `id` is the row's place in the
 * feed's order, also the live stream's event id; `user` and `item` are null where the account or film is
 * gone (the page says 'Unknown User', 'Unknown Title'); `itemLink` is the page it is about (the film, or the forum topic).
 */
export const ZActivityItem = z.object({
  id: z.string(),
  user: z.string().nullable(),
  action: z.string(),
  item: z.string().nullable(),
  itemLink: z.string().nullable(),
  time: z.iso.datetime(),
  type: z.enum(ACTIVITY_TYPES),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

/** GET /api/v1/activity: the feed, newest first. */
export const ZActivityFeed = z.object({ items: z.array(ZActivityItem) });
export type TActivityFeed = z.infer<typeof ZActivityFeed>;
