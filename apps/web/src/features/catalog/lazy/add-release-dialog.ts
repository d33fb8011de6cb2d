import { lazyComponent } from '@/components/ui/lazy-component';

// A dialog, its code fetched when it first opens; a module of its own, so only its users hold it.
export const AddReleaseDialog = lazyComponent(
  () => import('@/features/catalog/components/add-release-dialog').then((module) => module.AddReleaseDialog),
  { drawnOnceOpened: true },
);
