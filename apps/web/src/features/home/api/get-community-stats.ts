import type { TCommunityStats } from '@rewind/shared/community';
import { pageQueries } from '@rewind/shared/page-data';
import { useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server counts them at most every 30 s: asking more often would show the same numbers. */
const STATS_FRESH_MS = 30_000;

export function useCommunityStats() {
  return useSuspenseQuery({
    queryKey: pageQueries.communityStats().key,
    queryFn: ({ signal }) => api.get<TCommunityStats>('/community/stats', { signal }),
    staleTime: STATS_FRESH_MS,
    refetchInterval: STATS_FRESH_MS,
  });
}
