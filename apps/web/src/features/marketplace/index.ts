// The marketplace feature's public entry: what app/ and the other features use of it (eslint.boundaries.js).
export { ListForSaleDialog } from './lazy/list-for-sale-dialog';
export { SellerListings } from './components/seller-listings';
export { SellersWithMyWants } from './components/sellers-with-my-wants';
export { ListingsAdmin } from './lazy/listings-admin';
export { ForSaleLink, ReleaseForSale } from './components/for-sale';
