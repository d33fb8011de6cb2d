import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { CHALLENGE_TYPES } from './options.ts';
import * as MSG from './texts.ts';

/** A member's progress in a challenge (the original challenge_participants.progress). */
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

/** An item counted in a challenge (progress.items_added). */
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

// Challenges as admins write them: the portal's list, its form and the API's checks.

const challengeDate = z.iso.datetime({ offset: true, error: MSG.challengeDateInvalid });

const challengeFields = {
  title: z
    .string({ error: MSG.challengeTitleRequired })
    .trim()
    .min(1, MSG.challengeTitleRequired)
    .max(LIMITS.challenge.title, MSG.challengeTitleTooLong(LIMITS.challenge.title)),
  /** Empty is none. */
  description: z
    .string()
    .trim()
    .max(LIMITS.challenge.description, MSG.challengeDescriptionTooLong(LIMITS.challenge.description))
    .nullable(),
  type: z.enum(CHALLENGE_TYPES, { error: MSG.challengeTypeInvalid }),
  target: z
    .number({ error: MSG.challengeTargetInvalid(LIMITS.challenge.targetMax) })
    .int(MSG.challengeTargetInvalid(LIMITS.challenge.targetMax))
    .min(1, MSG.challengeTargetInvalid(LIMITS.challenge.targetMax))
    .max(LIMITS.challenge.targetMax, MSG.challengeTargetInvalid(LIMITS.challenge.targetMax)),
  /** Items count from this moment on; null: from the start. */
  startsAt: challengeDate.nullable(),
  /** Items stop counting at this moment; null: open-ended. */
  endsAt: challengeDate.nullable(),
};

/** The end after the start, when both are given (the server checks the same against what is stored). */
export const endsAfterStart = (dates: { startsAt?: string | null; endsAt?: string | null }) =>
  !dates.startsAt || !dates.endsAt || Date.parse(dates.endsAt) > Date.parse(dates.startsAt);
const endAfterStart = { message: MSG.challengeEndBeforeStart, path: ['endsAt'] };

/** POST /api/v1/admin/challenges. */
export const ZCreateChallenge = z
  .object(challengeFields)
  .extend({
    description: challengeFields.description.optional(),
    startsAt: challengeFields.startsAt.optional(),
    endsAt: challengeFields.endsAt.optional(),
  })
  .refine(endsAfterStart, endAfterStart);
export type TCreateChallenge = z.input<typeof ZCreateChallenge>;

/**
 * PATCH /api/v1/admin/challenges/:id: the fields to change. What it counts and when it starts are fixed once a
 * member has joined (409): their progress was counted by them (decision 028).
 */
export const ZUpdateChallenge = z.object(challengeFields).partial().refine(endsAfterStart, endAfterStart);
export type TUpdateChallenge = z.input<typeof ZUpdateChallenge>;

/** A challenge as the admin portal lists it: closed ones too, with its counts. */
export const ZAdminChallenge = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(CHALLENGE_TYPES),
  target: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Open challenges are on /community and count items between their dates; closed ones do neither. */
  isActive: z.boolean(),
  createdAt: z.string(),
  participants: z.number().int(),
  completions: z.number().int(),
  /** What may change, as the server decides: the rule and the start only while nobody has joined. */
  abilities: z.object({ changeRule: z.boolean() }),
});
export type TAdminChallenge = z.infer<typeof ZAdminChallenge>;

/** GET /api/v1/admin/challenges: every challenge, newest first. */
export const ZAdminChallengeQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(1),
});

export const ZAdminChallengePage = z.object({
  items: z.array(ZAdminChallenge),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAdminChallengePage = z.infer<typeof ZAdminChallengePage>;
