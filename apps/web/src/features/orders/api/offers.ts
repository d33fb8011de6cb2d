import type { TOfferStatus } from '@rewind/shared/order-states';
import type { TOffer, TOfferAnswer, TOfferPage, TOfferRequest } from '@rewind/shared/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/features/orders/api/orders';
import { offerKeys } from '@/features/orders/api/listing-offers';

export type TOfferFilters = { role: 'received' | 'sent'; status?: TOfferStatus; page?: number };

/** Offers I received or sent, a page at a time. */
export function useMyOffers(filters: TOfferFilters) {
  return useQuery({
    queryKey: offerKeys.mine(filters),
    queryFn: ({ signal }) => api.get<TOfferPage>('/me/offers', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An answer changes the offers, may open an order and reserve the listing. */
function useInvalidateOffers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [offerKeys.all, orderKeys.all, ['listings']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useMakeOffer(listingId: string) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (input: TOfferRequest) =>
      api.post<TOffer>(`/listings/${encodeURIComponent(listingId)}/offers`, input),
    onSettled: invalidate,
  });
}

/** The seller's answer; an accepted offer answers the order it opened. */
export function useAnswerOffer(offerId: string) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (input: TOfferAnswer) =>
      api.post<{ orderId: string | null }>(`/offers/${encodeURIComponent(offerId)}/answer`, input),
    onSettled: invalidate,
  });
}

/** The buyer takes back a pending offer. */
export function useWithdrawOffer(offerId: string) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: () => api.post<null>(`/offers/${encodeURIComponent(offerId)}/withdraw`),
    onSettled: invalidate,
  });
}
