import type { TCollectionList } from '@rewind/shared/collection';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { collectionKeys, type TShelfQuery } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** A page of my collection, newest first unless sorted otherwise. */
export function getCollection(params: TShelfQuery, signal?: AbortSignal): Promise<TCollectionList> {
  return api.get<TCollectionList>('/me/collection', { query: params, ...(signal ? { signal } : {}) });
}

export const getCollectionQueryOptions = (params: TShelfQuery) =>
  queryOptions({
    queryKey: collectionKeys.list(params),
    queryFn: ({ signal }) => getCollection(params, signal),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useCollection(params: TShelfQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCollectionQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
