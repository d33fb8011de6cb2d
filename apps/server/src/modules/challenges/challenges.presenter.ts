import type {
  TAdminChallenge,
  TChallenge,
  TChallengeItem,
  TLeaderboardEntry,
} from '@rewind/shared/challenges';
import type { TChallengeType } from '@rewind/shared/options';
import { filmReleasePath, makeSlug, titleDetailPath } from '@rewind/shared/slug';
import type { AdminChallengeRow, ChallengeRow, LeaderRow } from './challenges.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What every answer says of a challenge: its words, rule, dates and how many take part and completed it. */
const challengeFields = (row: ChallengeRow | AdminChallengeRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  type: row.challengeType as TChallengeType,
  target: row.target,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  participants: row.participants,
  completions: row.completions,
});

/** A challenge as the API shows it; `mine` is the caller's progress in the shape of the original description. */
export function presentChallenge(row: ChallengeRow, abilities: TChallenge['abilities']): TChallenge {
  return {
    ...challengeFields(row),
    mine: row.mine && {
      current_count: row.mine.itemCount,
      target_count: row.target,
      last_updated: row.mine.updatedAt.toISOString(),
      isCompleted: row.mine.isCompleted,
      completedAt: iso(row.mine.completedAt),
    },
    abilities,
  };
}

type ItemRow = {
  itemKey: string;
  title: string;
  releaseId: string | null;
  addedAt: Date;
  film: { displayId: number; title: string; year: number | null };
};

/** An item counted in a challenge (the original items_added), linked to its release or its film. */
export function presentChallengeItem(item: ItemRow): TChallengeItem {
  const filmSlug = makeSlug(item.film);
  return {
    id: item.itemKey,
    title: item.title,
    date_added: item.addedAt.toISOString(),
    link: item.releaseId ? filmReleasePath(filmSlug, item.releaseId) : titleDetailPath(filmSlug),
  };
}

/**
 * What it counts and from when are fixed once anyone has joined: each item a member has was counted under them,
 * and changing either would leave counts no rule explains (decision 028).
 */
export const mayChangeRule = (challenge: { participants: number }) => challenge.participants === 0;

/** A challenge as the admin portal lists it, with whether its rule may still change. */
export function presentAdminChallenge(row: AdminChallengeRow): TAdminChallenge {
  return {
    ...challengeFields(row),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    abilities: { changeRule: mayChangeRule(row) },
  };
}

/** A place on a challenge's leaderboard. */
export const presentLeader = (leader: LeaderRow, index: number): TLeaderboardEntry => ({
  rank: index + 1,
  username: leader.username,
  avatarUrl: leader.avatarUrl,
  count: leader.count,
  completedAt: iso(leader.completedAt),
});
