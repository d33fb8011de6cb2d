import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * 'Remove this …?' (removal-dialog-content.tsx). Its code, Radix's dialog with it, loads when it first opens, not
 * with the page that offers the removal (a profile's feedback, a listing).
 */
export const RemovalDialog = lazyComponent(
  () => import('@/components/ui/removal-dialog-content').then((module) => module.RemovalDialog),
  { drawnOnceOpened: true },
);
