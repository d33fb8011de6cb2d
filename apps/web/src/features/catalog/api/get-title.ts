import type { TTitleDetail } from '@rewind/shared/catalog';
import { pageQueries } from '@rewind/shared/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const titleDetailQueryKey = (idOrSlug: string) => pageQueries.titleDetail(idOrSlug).key;

/** A film with its releases, by UUID, display id or slug; the answer carries the current slug. */
export function getTitle(idOrSlug: string, signal?: AbortSignal): Promise<TTitleDetail> {
  return api.get<TTitleDetail>(pageQueries.titleDetail(idOrSlug).path, signal ? { signal } : {});
}

export const getTitleQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: titleDetailQueryKey(idOrSlug),
    queryFn: ({ signal }) => getTitle(idOrSlug, signal),
  });

export function useTitle(idOrSlug: string) {
  return useQuery(getTitleQueryOptions(idOrSlug));
}
