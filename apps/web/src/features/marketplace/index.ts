// The marketplace feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
// The 'List for sale' dialog's code, fetched when first opened from a collection item.
export const loadListForSaleDialog = () =>
  import('@/features/marketplace/components/listing-form-dialog').then((module) => module.ListForSaleDialog);
export { SellerListings } from './components/seller-listings';
export { SellersWithMyWants } from './components/sellers-with-my-wants';
export { loadListingsAdmin } from './loaders/listings-admin';
export { ForSaleLink, ReleaseForSale } from './components/for-sale';
