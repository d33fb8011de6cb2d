// The orders feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
export { BuyButton } from './components/buy-button';
export { PriceHistory } from './components/price-history';
export { SellerFeedback } from './components/seller-feedback';
export { OfferButton } from './components/offer-button';
export { ListingOffers } from './lazy/listing-offers';
export { offerKeys } from './api/listing-offers';
export { RatingsAdmin } from './lazy/ratings-admin';
