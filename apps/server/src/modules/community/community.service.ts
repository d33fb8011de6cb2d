import type { TCommunityStats } from '@rewind/shared/community';
import type { Db } from '../../db/client';
import type { ProfilesService } from '../profiles/profiles.service';
import * as repo from './community.repo';

/** The stats are counted at most this often per instance (spec section 9). */
export const STATS_CACHE_MS = 30_000;

export function createCommunityService({ db, profiles }: { db: Db; profiles: ProfilesService }) {
  let cached: { stats: Promise<TCommunityStats>; at: number } | null = null;

  async function countStats(): Promise<TCommunityStats> {
    const [totalUsers, counts] = await Promise.all([
      profiles.countMembers(),
      repo.communityCounts(db, new Date()),
    ]);
    return { totalUsers, ...counts };
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
