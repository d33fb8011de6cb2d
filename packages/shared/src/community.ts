import { z } from 'zod';

/**
 * The home page's community stats: members, active trade requests, forum posts of the
 * last 30 days, forum replies in all, and challenges completed by members.
 */
export const ZCommunityStats = z.object({
  totalUsers: z.number().int(),
  activeTrades: z.number().int(),
  recentPosts: z.number().int(),
  totalReplies: z.number().int(),
  challengeProgress: z.number().int(),
});
export type TCommunityStats = z.infer<typeof ZCommunityStats>;

/** A member beside a count: the items of their collection, or the releases it shares with mine. */
export const ZCollectorCount = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  count: z.number().int(),
});
export type TCollectorCount = z.infer<typeof ZCollectorCount>;

/**
 * GET /api/v1/community/top-collectors: the 10 largest collections; GET /api/v1/me/collection-overlaps: the
 * 5 collections sharing the most releases with mine. Private profiles, and members who hide their count, are
 * left out of both.
 */
export const ZCollectorCounts = z.object({ collectors: z.array(ZCollectorCount) });
export type TCollectorCounts = z.infer<typeof ZCollectorCounts>;
