import { lazyComponent } from '@/components/ui/lazy-component';

// A dialog, its code fetched when it first opens; a module of its own, so only its users hold it.
export const MergeTitleDialog = lazyComponent(
  () => import('@/features/admin/components/merge-title-dialog').then((module) => module.MergeTitleDialog),
  { drawnOnceOpened: true },
);
