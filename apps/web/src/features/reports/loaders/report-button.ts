// 'Report', fetched when a page draws it: only signed-in members other than the owner are offered it, so a
// visitor's page never fetches its code (or the reasons' texts).
export const loadReportButton = () =>
  import('@/features/reports/components/report-button').then((module) => module.ReportButton);
