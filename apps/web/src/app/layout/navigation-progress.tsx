import { useIsLoadingPageCode } from '@/app/page-code-loading';
import { useIsPageLive } from '@/lib/page-live';

/**
 * A tracking-stripe bar across the top while the next page's code loads. Not for the first page: the server
 * drew it, and its code arrives after it has painted (decision 020).
 */
export function NavigationProgress() {
  // Only a live page follows the loading count: while the browser takes over the server's HTML, the first
  // page's code loading made React redraw at once, in one long task, what it takes over piece by piece.
  return useIsPageLive() ? <LoadingBar /> : null;
}

function LoadingBar() {
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
