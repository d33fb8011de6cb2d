import type { TOrderStatus } from '@rewind/shared/order-states';
import type { TOrderDetail, TOrderPage, TOrderStepRequest } from '@rewind/shared/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TOrderFilters = { role: 'purchases' | 'sales'; status?: TOrderStatus; page?: number };

export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: TOrderFilters) => ['orders', 'list', filters] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** My purchases or sales, a page at a time; the previous page stays on screen while the next loads. */
export function useOrders(filters: TOrderFilters) {
  return useQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => api.get<TOrderPage>('/me/orders', { query: filters, signal }),
    placeholderData: keepPreviousData,
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
