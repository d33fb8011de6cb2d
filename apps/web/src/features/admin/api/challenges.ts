import type {
  TAdminChallenge,
  TAdminChallengePage,
  TCreateChallenge,
  TUpdateChallenge,
} from '@rewind/shared/challenges';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (id: string, action = '') =>
  `/admin/challenges/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** Every challenge, closed ones too, newest first, 20 a page. */
export function useAdminChallenges(page: number) {
  return useQuery({
    queryKey: ['admin', 'challenges', page],
    queryFn: ({ signal }) => api.get<TAdminChallengePage>('/admin/challenges', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A change shows in the portal's list and its audit log, and on /community's challenges: the community's
 * list is read afresh (by its key, ['challenges', …], as the community feature names it).
 */
function useChallengeChange<T>(send: (input: T) => Promise<TAdminChallenge>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['challenges'] }),
      ]),
  });
}

/** Creates a challenge, or changes one when an id is given. */
export const useSaveChallenge = () =>
  useChallengeChange(({ id, body }: { id: string | null; body: TCreateChallenge | TUpdateChallenge }) =>
    id ? api.patch<TAdminChallenge>(path(id), body) : api.post<TAdminChallenge>('/admin/challenges', body),
  );

/** Closes or reopens a challenge. */
export const useSetChallengeOpen = () =>
  useChallengeChange(({ id, isOpen }: { id: string; isOpen: boolean }) =>
    api.post<TAdminChallenge>(path(id, isOpen ? 'reopen' : 'close')),
  );
