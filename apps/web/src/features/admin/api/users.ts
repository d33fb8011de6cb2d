import type { TAdminUserPage, TLiftRequest, TMemberDealings, TSanctionRequest } from '@rewind/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const usersKey = ['admin', 'users'] as const;

/** Members by a part of their username or e-mail, newest first. */
export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: [...usersKey, q, page],
    queryFn: ({ signal }) =>
      api.get<TAdminUserPage>('/admin/users', { query: { page, pageSize: 25, ...(q ? { q } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}

const path = (userId: string, action: string) => `/admin/users/${encodeURIComponent(userId)}/${action}`;

/** A member's orders under way and accepted trades, which suspending them leaves waiting. */
export function useMemberDealings(userId: string) {
  return useQuery({
    queryKey: [...usersKey, userId, 'dealings'],
    queryFn: ({ signal }) => api.get<TMemberDealings>(path(userId, 'dealings'), { signal }),
  });
}

/** Every change of a member shows in the list, and in the audit log. */
function useMemberChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useSetAdmin = (userId: string) =>
  useMemberChange((isAdmin: boolean) => api.post<null>(path(userId, 'admin'), { isAdmin }));

export const useSanction = (userId: string) =>
  useMemberChange((input: TSanctionRequest) => api.post<null>(path(userId, 'sanctions'), input));

export const useLift = (userId: string) =>
  useMemberChange((input: TLiftRequest) => api.post<null>(path(userId, 'lift'), input));
