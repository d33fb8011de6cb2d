import type { TCommunityStats } from '@rewind/shared/community';
import { LIMITS } from '@rewind/shared/limits';
import type { Db } from '../../db/client';
import type { ForumService } from '../forum/forum.service';
import type { ProfilesService } from '../profiles/profiles.service';
import * as repo from './community.repo';

/** The stats are counted at most this often per instance (spec section 9). */
export const STATS_CACHE_MS = 30_000;

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = { db: Db; profiles: Pick<ProfilesService, 'countMembers'>; forum: Pick<ForumService, 'counts'> };

export function createCommunityService({ db, profiles, forum }: Deps) {
  let cached: { stats: Promise<TCommunityStats>; at: number } | null = null;

  async function countStats(): Promise<TCommunityStats> {
    const since = new Date(Date.now() - LIMITS.recentPostsDays * DAY_MS);
    const [totalUsers, forumCounts, counts] = await Promise.all([
      profiles.countMembers(),
      forum.counts(since),
      repo.communityCounts(db),
    ]);
    return { totalUsers, ...forumCounts, ...counts };
  }

  return {
    /** Members, trades, posts, replies and challenges: counted once per 30 s, then shared by every caller. */
    stats(now = Date.now()): Promise<TCommunityStats> {
      if (!cached || now - cached.at >= STATS_CACHE_MS) {
        const stats = countStats();
        cached = { stats, at: now };
        // A failed count is not kept: the next caller counts again.
        stats.catch(() => {
          if (cached?.stats === stats) cached = null;
        });
      }
      return cached.stats;
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
