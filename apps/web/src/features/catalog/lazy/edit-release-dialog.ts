import { lazyComponent } from '@/components/ui/lazy-component';

// A dialog, its code fetched when it first opens; a module of its own, so only its users hold it.
export const EditReleaseDialog = lazyComponent(
  () =>
    import('@/features/catalog/components/edit-release-dialog').then((module) => module.EditReleaseDialog),
  { drawnOnceOpened: true },
);
