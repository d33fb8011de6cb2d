import { useIsLoadingPageCode } from '@/app/page-code-loading';

/** A tracking-stripe bar across the top while the next page's code loads. */
export function NavigationProgress() {
  if (!useIsLoadingPageCode()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden"
    >
      <div className="stripes-bars h-full w-full animate-tracking" />
    </div>
  );
}
