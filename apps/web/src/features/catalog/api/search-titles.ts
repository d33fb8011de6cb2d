import type { TSearchResult } from '@rewind/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function searchTitles(q: string, signal?: AbortSignal): Promise<TSearchResult> {
  return api.get<TSearchResult>('/search', { query: { q }, ...(signal ? { signal } : {}) });
}

export const searchTitlesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['titles', 'search', { q }],
    queryFn: ({ signal }) => searchTitles(q, signal),
    staleTime: 30_000,
  });

/** Does nothing for an empty term. */
export function useSearchTitles(q: string, { keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...searchTitlesQueryOptions(q),
    enabled: q.length > 0,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
