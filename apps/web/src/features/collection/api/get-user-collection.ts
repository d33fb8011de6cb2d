import type { TUserCollectionList } from '@rewind/shared/collection';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collectionKeys, type TShelfQuery } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** Someone's public collection; 404 for an unknown user or a private profile. */
export function getUserCollection(
  username: string,
  params: TShelfQuery,
  signal?: AbortSignal,
): Promise<TUserCollectionList> {
  return api.get<TUserCollectionList>(`/users/${encodeURIComponent(username)}/collection`, {
    query: params,
    ...(signal ? { signal } : {}),
  });
}

export const getUserCollectionQueryOptions = (username: string, params: TShelfQuery) =>
  queryOptions({
    queryKey: collectionKeys.user(username, params),
    queryFn: ({ signal }) => getUserCollection(username, params, signal),
  });

export function useUserCollection(username: string, params: TShelfQuery) {
  return useQuery({ ...getUserCollectionQueryOptions(username, params), placeholderData: keepPreviousData });
}
