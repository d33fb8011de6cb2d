import { lazyDialog } from '@/components/ui/lazy-dialog';

/**
 * 'Remove this …?' (removal-dialog-content.tsx). Its code, Radix's dialog with it, loads when it first opens, not
 * with the page that offers the removal (a profile's feedback, a listing).
 */
export const RemovalDialog = lazyDialog(() =>
  import('@/components/ui/removal-dialog-content').then((module) => module.RemovalDialog),
);
