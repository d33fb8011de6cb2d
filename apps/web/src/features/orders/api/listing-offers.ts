import type { TListingOffers } from '@rewind/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TOfferFilters } from '@/features/orders/api/offers';

// Apart from offers.ts (the lists and the answers, which reach into orders): a listing page asks only this.
export const offerKeys = {
  all: ['offers'] as const,
  mine: (filters: TOfferFilters) => ['offers', 'mine', filters] as const,
  ofListing: (listingId: string) => ['offers', 'listing', listingId] as const,
};

/** A listing's offers: all of them for its seller, my own for a buyer. Only asked when signed in. */
export function useListingOffers(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: offerKeys.ofListing(listingId),
    queryFn: ({ signal }) =>
      api.get<TListingOffers>(`/listings/${encodeURIComponent(listingId)}/offers`, { signal }),
    enabled,
  });
}
