import { lazyComponent } from '@/components/ui/lazy-component';

// A small part for some, its code fetched when first drawn, under a boundary of its own; a module of its own, so only its users hold it.
export const ListingOffers = lazyComponent(
  () => import('@/features/orders/components/offer-lists').then((module) => module.ListingOffers),
  { boundary: 'own' },
);
