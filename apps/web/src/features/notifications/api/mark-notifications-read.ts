import type { TMarkNotificationsRead, TUnreadCounts } from '@rewind/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsKey, unreadCountsKey } from './get-unread-counts';

/** Marks the given notifications read, or all of them; the answer is the counts left. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMarkNotificationsRead) => api.post<TUnreadCounts>('/me/notifications/read', input),
    onSuccess: (counts) => {
      queryClient.setQueryData(unreadCountsKey, counts);
      return queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}
