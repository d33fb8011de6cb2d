import type { TNewTradeRequest, TTradeRequestAnswers, TTradeRequestPage } from '@rewind/shared/trades';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Community data is fetched again after 15 s at the earliest.
const COMMUNITY_FRESH_MS = 15_000;

const tradeKeys = { all: ['trades'] as const, page: (page: number) => ['trades', 'page', page] as const };

/** Active trade requests, newest first, 20 a page. */
export function useTradeRequests(page: number) {
  return useQuery({
    queryKey: tradeKeys.page(page),
    queryFn: ({ signal }) => api.get<TTradeRequestPage>('/trades', { query: { page }, signal }),
    staleTime: COMMUNITY_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateTrades() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
      // A request of a collection item marks it as a spare: my shelf and my matches change.
      queryClient.invalidateQueries({ queryKey: ['community'] }),
      queryClient.invalidateQueries({ queryKey: ['collection'] }),
    ]);
}

export function usePostTradeRequest() {
  const invalidate = useInvalidateTrades();
  return useMutation({
    mutationFn: (input: TNewTradeRequest) => api.post<{ id: string }>('/trades', input),
    onSuccess: invalidate,
  });
}

/**
 * The proposals under way answering my request, which ending it declines or leaves going (its dialog). Its
 * key is apart from the trades', so the end's own refresh does not ask about a request that is gone.
 */
export function useTradeRequestAnswers(id: string) {
  return useQuery({
    queryKey: ['trade-request-answers', id],
    queryFn: ({ signal }) =>
      api.get<TTradeRequestAnswers>(`/trades/${encodeURIComponent(id)}/answers`, { signal }),
  });
}

export function useEndTradeRequest() {
  const invalidate = useInvalidateTrades();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/trades/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
