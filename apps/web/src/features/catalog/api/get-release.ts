import type { TReleaseDetail } from '@rewind/shared/releases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A release with the film it belongs to, by UUID, display id or slug. */
export function getRelease(idOrSlug: string, signal?: AbortSignal): Promise<TReleaseDetail> {
  return api.get<TReleaseDetail>(`/releases/${encodeURIComponent(idOrSlug)}`, signal ? { signal } : {});
}

export const getReleaseQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['releases', 'detail', idOrSlug],
    queryFn: ({ signal }) => getRelease(idOrSlug, signal),
  });

export function useRelease(idOrSlug: string) {
  return useQuery(getReleaseQueryOptions(idOrSlug));
}
