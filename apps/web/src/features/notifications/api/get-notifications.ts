import type { TNotificationPage } from '@rewind/shared/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsKey } from './get-unread-counts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One page of the member's notifications, newest first. */
export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, page],
    queryFn: ({ signal }) =>
      api.get<TNotificationPage>('/me/notifications', {
        signal,
        query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}
