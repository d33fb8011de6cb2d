import type {
  TAdminRelease,
  TAdminTitle,
  TAdminTitlePage,
  TMergeTitleResult,
  TRestoreResult,
  TTrashPage,
} from '@rewind/shared/catalog-admin';
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

/**
 * Deletes a film with its releases into the trash: admins with two-factor only. The catalogue's lists and
 * the portal are stale afterwards; the deleted film's own page is not asked again (it would answer 404).
 */
export function useDeleteTitle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/titles/${encodeURIComponent(id)}`),
    onSuccess: () => {
      const deleted = hashKey([...titlesKey, 'one', id]);
      void queryClient.invalidateQueries({ queryKey: ['titles'], refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryHash !== deleted,
      });
    },
  });
}

const releasesKey = ['admin', 'releases'] as const;

/** One release with what deleting it would take. */
export function useAdminRelease(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...releasesKey, id],
    queryFn: ({ signal }) => api.get<TAdminRelease>(`/admin/releases/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
}

/**
 * Deletes one release into the trash: admins with two-factor only. Its film's page and the lists are stale; the
 * release's own page is not asked again (it would answer 404).
 */
export function useDeleteRelease(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/releases/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['releases'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['titles'] });
      void queryClient.invalidateQueries({ queryKey: trashKey });
    },
  });
}

const trashKey = ['admin', 'trash'] as const;

/** The trash: deleted films and releases, newest first, each restorable until it is removed for good. */
export function useTrash(page: number) {
  return useQuery({
    queryKey: [...trashKey, page],
    queryFn: ({ signal }) => api.get<TTrashPage>('/admin/trash', { query: { page, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Restores a film or release from the trash: the catalogue, the portal and members' shelves have it again. */
export function useRestoreTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trashId: string) =>
      api.post<TRestoreResult>(`/admin/trash/${encodeURIComponent(trashId)}/restore`),
    onSuccess: () => {
      for (const queryKey of [['admin'], ['titles'], ['releases']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
