// The offers on a listing, fetched when its seller's page draws them: a buyer's or visitor's never does.
export const loadListingOffers = () =>
  import('@/features/orders/components/offer-lists').then((module) => module.ListingOffers);
