import { LIVE_EVENTS } from '@rewind/shared/live';
import type { TUnreadCounts } from '@rewind/shared/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api-client';
import { useLiveEvent, useLiveStatus } from '@/lib/live-events';

export const unreadCountsKey = ['me', 'unread'] as const;
export const notificationsKey = ['me', 'notifications'] as const;

/** While the live stream is refused, the counts are fetched again this often instead. */
const POLL_MS = 60_000;

/**
 * The signed-in member's unread counts: the bell's, and the nav's Marketplace and Community dots. Fetched once
 * (on sign-in too: a new session asks every query again), then kept current by the live stream, which sends
 * the new counts whenever a notification arrives or is read in another tab. Null while signed out.
 */
export function useUnreadCounts(): TUnreadCounts | null {
  const { user, isSigningOut } = useSession();
  const queryClient = useQueryClient();
  const isPolling = useLiveStatus() === 'polling';
  useLiveEvent<TUnreadCounts>(LIVE_EVENTS.unread, (counts) => {
    queryClient.setQueryData(unreadCountsKey, counts);
    // A notification came or was read: the list is out of date wherever it is shown.
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  });
  const { data } = useQuery({
    queryKey: unreadCountsKey,
    queryFn: ({ signal }) => api.get<TUnreadCounts>('/me/unread', { signal }),
    enabled: user !== null && !isSigningOut,
    refetchInterval: isPolling ? POLL_MS : false,
  });
  return user ? (data ?? null) : null;
}
