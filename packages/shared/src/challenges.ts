import { z } from 'zod';
import { CHALLENGE_TYPES } from './options.ts';

/** A member's progress in a challenge (spec section 3: challenge_participants.progress). */
export const ZChallengeProgress = z.object({
  current_count: z.number().int(),
  target_count: z.number().int(),
  last_updated: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
});
export type TChallengeProgress = z.infer<typeof ZChallengeProgress>;

/** An active challenge as everyone sees it, with the caller's progress when they take part. */
export const ZChallenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(CHALLENGE_TYPES),
  target: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  participants: z.number().int(),
  completions: z.number().int(),
  mine: ZChallengeProgress.nullable(),
  abilities: z.object({ join: z.boolean() }),
});
export type TChallenge = z.infer<typeof ZChallenge>;

/** GET /api/v1/challenges: the active challenges, newest first. */
export const ZChallengeList = z.object({ challenges: z.array(ZChallenge) });
export type TChallengeList = z.infer<typeof ZChallengeList>;

/** One row of a challenge's leaderboard. */
export const ZLeaderboardEntry = z.object({
  rank: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  count: z.number().int(),
  completedAt: z.string().nullable(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;

/** An item counted in a challenge (spec section 3: progress.items_added). */
export const ZChallengeItem = z.object({
  id: z.string(),
  title: z.string(),
  date_added: z.string(),
  link: z.string(),
});
export type TChallengeItem = z.infer<typeof ZChallengeItem>;

/** GET /api/v1/challenges/:id: the challenge, its leaderboard (top 20, public profiles) and my newest 100 items. */
export const ZChallengeDetail = z.object({
  challenge: ZChallenge,
  leaderboard: z.array(ZLeaderboardEntry),
  myItems: z.array(ZChallengeItem),
});
export type TChallengeDetail = z.infer<typeof ZChallengeDetail>;

export const ZChallengeParam = z.object({ id: z.uuid() });
