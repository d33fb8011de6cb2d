import { lazyComponent } from '@/components/ui/lazy-component';

// A small part for some, its code fetched when first drawn, under a boundary of its own; a module of its own, so only its users hold it.
export const ReportButton = lazyComponent(
  () => import('@/features/reports/components/report-button').then((module) => module.ReportButton),
  { boundary: 'own' },
);
