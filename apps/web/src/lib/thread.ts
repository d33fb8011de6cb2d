import type { TOrderMessagePage } from '@rewind/shared/orders';
import { type QueryKey, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * A thread between two sides (an order's, a trade's; components/thread/thread.tsx draws it) at `path`:
 * its newest page first, `fetchNextPage` bringing the earlier messages.
 */
export function useThreadMessages(queryKey: QueryKey, path: string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<TOrderMessagePage>(path, { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

/** Writes to the other side; the thread refetches with the message in it. */
export function usePostThreadMessage(queryKey: QueryKey, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<void>(path, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
