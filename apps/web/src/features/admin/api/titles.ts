import type { TAdminTitle, TAdminTitlePage, TMergeTitleResult } from '@rewind/shared/catalog-admin';
import { hashKey, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const titlesKey = ['admin', 'titles'] as const;

/** Films by the catalogue search (its matches for `q`), else newest first, each with what hangs off it. */
export function useAdminTitles(q: string, page: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...titlesKey, q, page],
    queryFn: ({ signal }) =>
      api.get<TAdminTitlePage>('/admin/titles', {
        query: { page, pageSize: 20, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One film with what a merge would move from it. */
export function useAdminTitle(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...titlesKey, 'one', id],
    queryFn: ({ signal }) => api.get<TAdminTitle>(`/admin/titles/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
}

/**
 * Merges a duplicate film into the one that stays. Every list and page of films is stale afterwards (the
 * catalogue, search, the portal, the films' pages).
 */
export function useMergeTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ duplicateId, into }: { duplicateId: string; into: string }) =>
      api.post<TMergeTitleResult>(`/admin/titles/${encodeURIComponent(duplicateId)}/merge`, { into }),
    // Not awaited: the merged film's row leaves the list on the refetch, and with it the dialog that asked.
    // The merged film itself is gone: the closing dialog's query of it is dropped, not asked again (a 404).
    onSuccess: (_result, { duplicateId }) => {
      const merged = hashKey([...titlesKey, 'one', duplicateId]);
      for (const queryKey of [['admin'], ['titles'], ['releases']])
        void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== merged });
    },
  });
}
