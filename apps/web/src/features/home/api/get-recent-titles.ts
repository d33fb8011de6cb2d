import type { TTitleList } from '@rewind/shared/catalog';
import { pageQueries, RECENT_TITLES_LIMIT } from '@rewind/shared/page-data';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getRecentTitles(signal?: AbortSignal): Promise<TTitleList> {
  return api.get<TTitleList>('/titles', {
    query: { pageSize: RECENT_TITLES_LIMIT, sort: 'newest' },
    ...(signal ? { signal } : {}),
  });
}

export const getRecentTitlesQueryOptions = () =>
  queryOptions({
    queryKey: pageQueries.titleList({ sort: 'newest', pageSize: RECENT_TITLES_LIMIT }).key,
    queryFn: ({ signal }) => getRecentTitles(signal),
  });

/** Suspends while loading and throws to the nearest error boundary when the request fails. */
export function useRecentTitles() {
  return useSuspenseQuery(getRecentTitlesQueryOptions());
}
