// The admin portal's listings, fetched when the portal draws its Marketplace section.
export const loadListingsAdmin = () =>
  import('@/features/marketplace/components/listings-admin').then((module) => module.ListingsAdmin);
