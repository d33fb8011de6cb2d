import { lazyComponent } from '@/components/ui/lazy-component';

// A dialog, its code fetched when it first opens; a module of its own, so only its users hold it.
export const ManagePhotosDialog = lazyComponent(
  () =>
    import('@/features/images/components/manage-photos-dialog').then((module) => module.ManagePhotosDialog),
  { drawnOnceOpened: true },
);
