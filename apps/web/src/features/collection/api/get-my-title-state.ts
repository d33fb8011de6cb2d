import type { TMyReleaseState } from '@rewind/shared/collection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionKeys } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** What I hold and want of one film, release by release (signed in only). */
export function getMyTitleState(idOrSlug: string, signal?: AbortSignal): Promise<TMyReleaseState> {
  return api.get<TMyReleaseState>(
    `/me/titles/${encodeURIComponent(idOrSlug)}/state`,
    signal ? { signal } : {},
  );
}

export const getMyTitleStateQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: collectionKeys.state(idOrSlug),
    queryFn: ({ signal }) => getMyTitleState(idOrSlug, signal),
  });

export function useMyTitleState(idOrSlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyTitleStateQueryOptions(idOrSlug), enabled });
}
