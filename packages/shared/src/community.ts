import { z } from 'zod';

/**
 * The home page's community stats (spec sections 3 and 7): members, active trade requests, forum posts of the
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
