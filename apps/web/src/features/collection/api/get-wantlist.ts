import type { TWantlistList } from '@rewind/shared/collection';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { wantlistKeys, type TShelfQuery } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** A page of my wantlist, newest first unless sorted otherwise. */
export function getWantlist(params: TShelfQuery, signal?: AbortSignal): Promise<TWantlistList> {
  return api.get<TWantlistList>('/me/wantlist', { query: params, ...(signal ? { signal } : {}) });
}

export const getWantlistQueryOptions = (params: TShelfQuery) =>
  queryOptions({
    queryKey: wantlistKeys.list(params),
    queryFn: ({ signal }) => getWantlist(params, signal),
  });

export function useWantlist(params: TShelfQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWantlistQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
