import { lazyComponent } from '@/components/ui/lazy-component';

/** 'Report …' (report-dialog-content.tsx): its code loads when it first opens, not with the page that offers it. */
export const ReportDialog = lazyComponent(
  () => import('@/components/ui/report-dialog-content').then((module) => module.ReportDialog),
  { drawnOnceOpened: true },
);
