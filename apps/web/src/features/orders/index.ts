// The orders feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
export { BuyButton } from './components/buy-button';
export { PriceHistory } from './components/price-history';
export { SellerFeedback } from './components/seller-feedback';
export { OfferButton } from './components/offer-button';
export { loadListingOffers } from './loaders/listing-offers';
export { offerKeys } from './api/listing-offers';
export { loadRatingsAdmin } from './loaders/ratings-admin';
