import type { TReleaseDetail } from '@rewind/shared/releases';
import { pageQueries } from '@rewind/shared/page-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A release with the film it belongs to, by UUID, display id or slug. */
export function getRelease(idOrSlug: string, signal?: AbortSignal): Promise<TReleaseDetail> {
  return api.get<TReleaseDetail>(pageQueries.releaseDetail(idOrSlug).path, signal ? { signal } : {});
}

export const getReleaseQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: pageQueries.releaseDetail(idOrSlug).key,
    queryFn: ({ signal }) => getRelease(idOrSlug, signal),
  });

export function useRelease(idOrSlug: string) {
  return useQuery(getReleaseQueryOptions(idOrSlug));
}
