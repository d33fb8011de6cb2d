import type { TCollectionList } from '@rewind/shared/collection';
import { LIVE_EVENTS } from '@rewind/shared/live';
import type {
  TTradeProposalDetail,
  TTradeProposalPage,
  TTradeProposalRequest,
  TTradeRatingRequest,
  TTradeStepRequest,
} from '@rewind/shared/trade-proposals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePostThreadMessage, useThreadMessages } from '@/lib/thread';
import { useLiveEvent } from '@/lib/live-events';

// Trade proposals: mine, one with its thread, and the copies a proposal picks from.

export type TTradeProposalFilters = { role: 'all' | 'received' | 'sent'; page: number };

const proposalKeys = {
  all: ['trade-proposals'] as const,
  list: (query: TTradeProposalFilters) => ['trade-proposals', 'list', query] as const,
  detail: (id: string) => ['trade-proposals', 'detail', id] as const,
  messages: (id: string) => ['trade-proposals', 'messages', id] as const,
};

const path = (id: string) => `/trade-proposals/${encodeURIComponent(id)}`;

/** My proposals, received, sent or both, 20 a page; the previous page stays while the next loads. */
export function useTradeProposals(query: TTradeProposalFilters) {
  return useQuery({
    queryKey: proposalKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<TTradeProposalPage>('/me/trade-proposals', { query: { pageSize: 20, ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTradeProposal(id: string) {
  return useQuery({
    queryKey: proposalKeys.detail(id),
    queryFn: ({ signal }) => api.get<TTradeProposalDetail>(path(id), { signal }),
  });
}

/** A completed trade moves copies between collections, and changes both sides' matches. */
function useInvalidateProposals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [proposalKeys.all, ['collection'], ['community']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Proposes a trade, or counters `countersId` with one; answers the new proposal's id. */
export function useProposeTrade(countersId?: string) {
  const invalidate = useInvalidateProposals();
  return useMutation({
    mutationFn: (input: TTradeProposalRequest) =>
      api.post<{ id: string }>(countersId ? `${path(countersId)}/counter` : '/trade-proposals', input),
    onSuccess: invalidate,
  });
}

/** A step of the trade; answers the trade as it now stands. */
export function useTradeStep(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProposals();
  return useMutation({
    mutationFn: (input: TTradeStepRequest) => api.post<TTradeProposalDetail>(`${path(id)}/steps`, input),
    onSuccess: (trade) => queryClient.setQueryData(proposalKeys.detail(id), trade),
    onSettled: invalidate,
  });
}

export function useRateTrade(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTradeRatingRequest) => api.post<TTradeProposalDetail>(`${path(id)}/rating`, input),
    onSuccess: (trade) => queryClient.setQueryData(proposalKeys.detail(id), trade),
  });
}

/** The trade's thread (lib/thread.ts). */
export const useTradeMessages = (id: string) =>
  useThreadMessages(proposalKeys.messages(id), `${path(id)}/messages`);

export const usePostTradeMessage = (id: string) =>
  usePostThreadMessage(proposalKeys.messages(id), `${path(id)}/messages`);

/** The trade's open page follows the other side live: their steps and messages (LIVE_EVENTS.trade). */
export function useLiveTrade(id: string) {
  const queryClient = useQueryClient();
  useLiveEvent<{ tradeId: string }>(LIVE_EVENTS.trade, (event) => {
    if (event.tradeId !== id) return;
    void queryClient.invalidateQueries({ queryKey: proposalKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: proposalKeys.messages(id) });
  });
}

/** A member's spares (their collection's items marked for trade), searched by title, 50 at a time. */
export function useSpares(username: string, q: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['collection', 'spares', username, q],
    queryFn: ({ signal }) =>
      api.get<TCollectionList>(`/users/${encodeURIComponent(username)}/collection`, {
        query: { pageSize: 50, forTrade: 'true', ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
