import { lazyComponent } from '@/components/ui/lazy-component';

// A dialog, its code fetched when it first opens from a collection item; a module of its own, so only its users hold it.
export const ListForSaleDialog = lazyComponent(
  () =>
    import('@/features/marketplace/components/listing-form-dialog').then(
      (module) => module.ListForSaleDialog,
    ),
  { drawnOnceOpened: true },
);
