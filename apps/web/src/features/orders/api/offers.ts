import type { TOfferStatus } from '@rewind/shared/order-states';
import type { TListingOffers, TOffer, TOfferAnswer, TOfferPage, TOfferRequest } from '@rewind/shared/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/features/orders/api/orders';

export type TOfferFilters = { role: 'received' | 'sent'; status?: TOfferStatus; page?: number };

const offerKeys = {
  all: ['offers'] as const,
  mine: (filters: TOfferFilters) => ['offers', 'mine', filters] as const,
  ofListing: (listingId: string) => ['offers', 'listing', listingId] as const,
};

/** Offers I received or sent, a page at a time. */
export function useMyOffers(filters: TOfferFilters) {
  return useQuery({
    queryKey: offerKeys.mine(filters),
    queryFn: ({ signal }) => api.get<TOfferPage>('/me/offers', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A listing's offers: all of them for its seller, my own for a buyer. Only asked when signed in. */
export function useListingOffers(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: offerKeys.ofListing(listingId),
    queryFn: ({ signal }) =>
      api.get<TListingOffers>(`/listings/${encodeURIComponent(listingId)}/offers`, { signal }),
    enabled,
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
