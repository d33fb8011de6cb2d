import type { TActivityFeed, TActivityItem } from '@rewind/shared/activity';
import { LIVE_EVENTS } from '@rewind/shared/live';
import { LIMITS } from '@rewind/shared/limits';
import { pageQueries } from '@rewind/shared/page-data';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLiveEvent, useLiveStatus } from '@/lib/live-events';

/** While the live stream is refused, the feed is fetched again this often instead. */
const POLL_MS = 30_000;
const feedKey = pageQueries.activityFeed().key;

/**
 * The home page's feed (embedded in the page by the server), with each new item the live stream brings put on
 * top as it comes: newest first, each item once, no more than the feed shows.
 */
export function useActivityFeed() {
  const queryClient = useQueryClient();
  const isPolling = useLiveStatus() === 'polling';
  useLiveEvent<TActivityItem>(LIVE_EVENTS.activity, (item) => {
    queryClient.setQueryData<TActivityFeed>(feedKey, (feed) =>
      feed && !feed.items.some((known) => known.id === item.id)
        ? { items: [item, ...feed.items].slice(0, LIMITS.activityFeed.merged) }
        : feed,
    );
  });
  return useSuspenseQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api.get<TActivityFeed>('/activity', { signal }),
    refetchInterval: isPolling ? POLL_MS : false,
  });
}
