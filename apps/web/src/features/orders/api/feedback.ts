import type { TFeedbackPage, TFeedbackRequest, TOrderDetail } from '@rewind/shared/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageQueries } from '@rewind/shared/page-data';
import { api, apiRequest } from '@/lib/api-client';
import { orderKeys } from '@/features/orders/api/orders';

const feedbackKeys = {
  all: ['feedback'] as const,
  ofSeller: (username: string, page: number) => pageQueries.sellerFeedback(username, page).key,
};

/** A seller's ratings, a page at a time. */
export function useSellerFeedback(username: string, page: number) {
  return useQuery({
    queryKey: feedbackKeys.ofSeller(username, page),
    queryFn: ({ signal }) =>
      api.get<TFeedbackPage>(pageQueries.sellerFeedback(username, page).path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Ratings change a seller's stats wherever they show (profiles, listings) and their list. */
function useInvalidateFeedback() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [feedbackKeys.all, ['profiles'], ['listings']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** The buyer rates the seller of a completed order; answers the order with its feedback. */
export function useRateSeller(orderId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateFeedback();
  return useMutation({
    mutationFn: (input: TFeedbackRequest) =>
      api.post<TOrderDetail>(`/orders/${encodeURIComponent(orderId)}/feedback`, input),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(orderId), order),
    onSettled: invalidate,
  });
}

export function useReplyToFeedback(feedbackId: string) {
  const invalidate = useInvalidateFeedback();
  return useMutation({
    mutationFn: (reply: string) =>
      api.post<null>(`/feedback/${encodeURIComponent(feedbackId)}/reply`, { reply }),
    onSettled: invalidate,
  });
}

export function useRemoveFeedback(feedbackId: string) {
  const invalidate = useInvalidateFeedback();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<{ message: string }>(`/feedback/${encodeURIComponent(feedbackId)}`, {
        method: 'DELETE',
        body: { reason },
      }),
    onSettled: invalidate,
  });
}
