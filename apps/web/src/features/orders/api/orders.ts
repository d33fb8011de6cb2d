import type { TOrderStatus } from '@rewind/shared/order-states';
import { LIVE_EVENTS } from '@rewind/shared/live';
import type { TOrderDetail, TOrderPage, TOrdersWaiting, TOrderStepRequest } from '@rewind/shared/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePostThreadMessage, useThreadMessages } from '@/lib/thread';
import { useLiveEvent } from '@/lib/live-events';

export type TOrderFilters = { role: 'purchases' | 'sales'; status?: TOrderStatus; page?: number };

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: TOrderFilters) => ['orders', 'list', filters] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  waiting: ['orders', 'waiting'] as const,
};

/** My purchases or sales, a page at a time; the previous page stays on screen while the next loads. */
export function useOrders(filters: TOrderFilters) {
  return useQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => api.get<TOrderPage>('/me/orders', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many of my purchases, sales and offers received wait on me; asked again whenever an order or offer moves. */
export function useOrdersWaiting(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.waiting,
    enabled,
    queryFn: ({ signal }) => api.get<TOrdersWaiting>('/me/orders/waiting', { signal }),
  });
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<TOrderDetail>(`/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

/** An order changes its listing too (reserved, sold or for sale again). */
function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [orderKeys.all, ['listings'], ['collection']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** 'Buy': opens an order for the listing, which is reserved for me. */
export function useBuyListing(listingId: string) {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: () => api.post<TOrderDetail>(`/listings/${encodeURIComponent(listingId)}/orders`),
    onSettled: invalidate,
  });
}

/** A step of the order; answers the order as it now stands. */
export function useOrderStep(orderId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (input: TOrderStepRequest) =>
      api.post<TOrderDetail>(`/orders/${encodeURIComponent(orderId)}/steps`, input),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(orderId), order),
    onSettled: invalidate,
  });
}

const messagesKey = (orderId: string) => ['orders', 'messages', orderId] as const;

const messagesPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/messages`;

/** The order's thread (lib/thread.ts). */
export const useOrderMessages = (orderId: string) =>
  useThreadMessages(messagesKey(orderId), messagesPath(orderId));

export const usePostOrderMessage = (orderId: string) =>
  usePostThreadMessage(messagesKey(orderId), messagesPath(orderId));

/** The order's open page follows the other side live: their steps and messages (LIVE_EVENTS.order). */
export function useLiveOrder(orderId: string) {
  const queryClient = useQueryClient();
  useLiveEvent<{ orderId: string }>(LIVE_EVENTS.order, (event) => {
    if (event.orderId !== orderId) return;
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    void queryClient.invalidateQueries({ queryKey: messagesKey(orderId) });
  });
}
