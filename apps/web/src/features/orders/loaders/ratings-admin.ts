// The admin portal's ratings, fetched when the portal draws its Marketplace section.
export const loadRatingsAdmin = () =>
  import('@/features/orders/components/ratings-admin').then((module) => module.RatingsAdmin);
