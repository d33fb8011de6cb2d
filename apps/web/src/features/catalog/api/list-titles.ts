import type { TTitleList, TTitleListQuery } from '@rewind/shared/catalog';
import { pageQueries } from '@rewind/shared/page-data';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TListTitlesParams = Partial<TTitleListQuery>;

export async function listTitles(params: TListTitlesParams, signal?: AbortSignal): Promise<TTitleList> {
  return api.get<TTitleList>('/titles', { query: params, ...(signal ? { signal } : {}) });
}

export const listTitlesQueryOptions = (params: TListTitlesParams) =>
  queryOptions({
    queryKey: pageQueries.titleList(params).key,
    queryFn: ({ signal }) => listTitles(params, signal),
  });

/** Keeps the previous page on screen while the next one loads, so paging does not flash skeletons. */
export function useListTitles(params: TListTitlesParams) {
  return useQuery({ ...listTitlesQueryOptions(params), placeholderData: keepPreviousData });
}
