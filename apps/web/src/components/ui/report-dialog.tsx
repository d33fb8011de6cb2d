import { lazyDialog } from '@/components/ui/lazy-dialog';

/** 'Report …' (report-dialog-content.tsx): its code loads when it first opens, not with the page that offers it. */
export const ReportDialog = lazyDialog(() =>
  import('@/components/ui/report-dialog-content').then((module) => module.ReportDialog),
);
