import type { TWantlistMatchCount } from '@rewind/shared/collection';
import { LIVE_EVENTS } from '@rewind/shared/live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { wantlistKeys } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';
import { useLiveEvent, useLiveStatus } from '@/lib/live-events';
import { useSession } from '@/lib/session';

/** While the live stream is refused, the count is fetched again this often instead. */
const POLL_MS = 60_000;

/**
 * The Wantlist badge: how many of my wants have a listing for sale that passes their rules.
 * The live stream says when a listing I may want appeared, changed or ended; my own wantlist changes refetch
 * it with the wantlist. Null while signed out.
 */
export function useWantlistMatchCount(): number | null {
  const { user, isSigningOut } = useSession();
  const queryClient = useQueryClient();
  const isPolling = useLiveStatus() === 'polling';
  useLiveEvent(LIVE_EVENTS.wantlistMatches, () => {
    void queryClient.invalidateQueries({ queryKey: wantlistKeys.all });
  });
  const { data } = useQuery({
    queryKey: wantlistKeys.matches,
    queryFn: ({ signal }) => api.get<TWantlistMatchCount>('/me/wantlist/matches', { signal }),
    enabled: user !== null && !isSigningOut,
    refetchInterval: isPolling ? POLL_MS : false,
  });
  return user ? (data?.count ?? null) : null;
}
