import { RECENT_TITLES_LIMIT } from '@rewind/shared/page-data';
import { useSuspenseQuery } from '@tanstack/react-query';
import { listTitlesQueryOptions } from '@/features/catalog';

/**
 * The newest films of the catalogue: the catalogue's own list query (the same cache entry the server embeds in
 * the home page). Suspends while loading and throws to the nearest error boundary when the request fails.
 */
export function useRecentTitles() {
  return useSuspenseQuery(listTitlesQueryOptions({ sort: 'newest', pageSize: RECENT_TITLES_LIMIT }));
}
