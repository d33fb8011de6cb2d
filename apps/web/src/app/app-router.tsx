import { useCallback, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { TRouterComponent } from '@/app/app';
import { AppErrorFallback } from '@/app/errors/app-error-fallback';
import { AppRoutes, type TPages } from '@/app/router';
import { RouterResetContext } from '@/app/router-reset';

/**
 * Owns the routes. A page's Retry starts a new generation: fresh lazy pages, which is what makes a page whose
 * code failed to load fetch it again, and a fresh layout. React Router's declarative mode is all the app
 * needs (no loaders or actions: pages fetch through React Query), at half the bytes of its data router
 * (decision 010). Navigations are transitions, so the page stays while the next one's code loads.
 */
type TAppRouterProps = {
  mayViewAdminPortal: boolean;
  Router: TRouterComponent;
  /** The pages of a new generation: lazy ones in the browser, loaded ones on the server. */
  createPages: () => TPages;
};

export function AppRouter({ mayViewAdminPortal, Router, createPages }: TAppRouterProps) {
  const [generation, setGeneration] = useState(0);
  const pages = useMemo(() => {
    void generation; // a new generation is a fresh set of lazy pages
    return createPages();
  }, [generation, createPages]);
  const reset = useCallback(() => setGeneration((value) => value + 1), []);

  return (
    <Router>
      <RouterResetContext.Provider value={reset}>
        {/* The layout itself failed: the app-level fallback, whose Try Again starts a new generation. */}
        <ErrorBoundary key={generation} FallbackComponent={AppErrorFallback}>
          <AppRoutes mayViewAdminPortal={mayViewAdminPortal} pages={pages} />
        </ErrorBoundary>
      </RouterResetContext.Provider>
    </Router>
  );
}
