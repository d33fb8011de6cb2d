import type { TCollectorCounts, TCommunityStats } from '@rewind/shared/community';
import { LIMITS } from '@rewind/shared/limits';
import type { Actor } from '../../platform/actor';
import { cachedFor } from '../../platform/cached-for';
import type { ChallengesService } from '../challenges/challenges.service';
import type { CollectionService } from '../collection/collection.service';
import type { ForumService } from '../forum/forum.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { TradesService } from '../trades/trades.service';

/** The stats are counted at most this often per instance. */
export const STATS_CACHE_MS = 30_000;

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  profiles: Pick<ProfilesService, 'countMembers'>;
  forum: Pick<ForumService, 'counts'>;
  collection: Pick<CollectionService, 'topCollectors' | 'collectionOverlaps'>;
  challenges: Pick<ChallengesService, 'completions'>;
  trades: Pick<TradesService, 'countActive'>;
};

export function createCommunityService({ profiles, forum, collection, challenges, trades }: Deps) {
  async function countStats(): Promise<TCommunityStats> {
    const since = new Date(Date.now() - LIMITS.recentPostsDays * DAY_MS);
    const [totalUsers, forumCounts, activeTrades, challengeProgress] = await Promise.all([
      profiles.countMembers(),
      forum.counts(since),
      trades.countActive(),
      challenges.completions(),
    ]);
    return { totalUsers, ...forumCounts, activeTrades, challengeProgress };
  }

  const topCollectors = async (): Promise<TCollectorCounts> => ({
    collectors: await collection.topCollectors(LIMITS.topCollectors),
  });

  return {
    /** Members, trades, posts, replies and challenges: counted once per 30 s, then shared by every caller. */
    stats: cachedFor(STATS_CACHE_MS, countStats),

    /** The 10 largest collections shown to others, counted once per 30 s. */
    topCollectors: cachedFor(STATS_CACHE_MS, topCollectors),

    /** The 5 members whose collections share the most releases with mine. */
    async overlapsWith(actor: Actor): Promise<TCollectorCounts> {
      return { collectors: await collection.collectionOverlaps(actor.userId, LIMITS.overlaps) };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
