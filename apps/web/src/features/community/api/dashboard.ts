import type { TTradeMatches } from '@rewind/shared/collection';
import type { TCollectorCounts } from '@rewind/shared/community';
import type { TListingPage } from '@rewind/shared/marketplace';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueries } from '@rewind/shared/page-data';

// Community data is fetched again after 15 s at the earliest.
const COMMUNITY_FRESH_MS = 15_000;

/** The 10 largest collections shown to others. */
export function useTopCollectors() {
  return useQuery({
    queryKey: pageQueries.topCollectors().key,
    queryFn: ({ signal }) => api.get<TCollectorCounts>('/community/top-collectors', { signal }),
    staleTime: COMMUNITY_FRESH_MS,
  });
}

/** The 5 collections sharing the most releases with mine (signed in). */
export function useCollectionOverlaps() {
  return useQuery({
    queryKey: ['community', 'overlaps'],
    queryFn: ({ signal }) => api.get<TCollectorCounts>('/me/collection-overlaps', { signal }),
    staleTime: COMMUNITY_FRESH_MS,
  });
}

/**
 * Trade opportunities: the 5 cheapest copies for sale that match my wants (the marketplace's "In my wantlist").
 */
export function useTradeOpportunities() {
  return useQuery({
    queryKey: ['community', 'opportunities'],
    queryFn: ({ signal }) =>
      api.get<TListingPage>('/listings', { query: { wanted: 1, sort: 'price-asc', pageSize: 5 }, signal }),
    staleTime: COMMUNITY_FRESH_MS,
  });
}

/** The members whose spares I want and who want mine: mutual first. */
export function useTradeMatches() {
  return useQuery({
    queryKey: ['community', 'trade-matches'],
    queryFn: ({ signal }) => api.get<TTradeMatches>('/me/trade-matches', { signal }),
    staleTime: COMMUNITY_FRESH_MS,
  });
}
