import type { TDistributor } from '@rewind/shared/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DISTRIBUTOR_PAGE_SIZE = 24;

export async function getDistributor(
  name: string,
  page: number,
  signal?: AbortSignal,
): Promise<TDistributor> {
  return api.get<TDistributor>(`/distributors/${encodeURIComponent(name)}`, {
    query: { page, pageSize: DISTRIBUTOR_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export const getDistributorQueryOptions = (name: string, page: number) =>
  queryOptions({
    queryKey: ['distributors', name, { page, pageSize: DISTRIBUTOR_PAGE_SIZE }],
    queryFn: ({ signal }) => getDistributor(name, page, signal),
  });

export function useDistributor(name: string, page: number) {
  return useQuery({ ...getDistributorQueryOptions(name, page), placeholderData: keepPreviousData });
}
