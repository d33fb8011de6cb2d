import { lazyComponent } from '@/components/ui/lazy-component';

// A dialog, its code fetched when it first opens; a module of its own, so only its users hold it.
export const DeleteTitleDialog = lazyComponent(
  () => import('@/features/admin/components/delete-dialogs').then((module) => module.DeleteTitleDialog),
  { drawnOnceOpened: true },
);

// A dialog, its code fetched when it first opens; a module of its own, so only its users hold it.
export const DeleteReleaseDialog = lazyComponent(
  () => import('@/features/admin/components/delete-dialogs').then((module) => module.DeleteReleaseDialog),
  { drawnOnceOpened: true },
);
