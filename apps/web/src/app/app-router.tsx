import { useCallback, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter } from 'react-router';
import { AppErrorFallback } from '@/app/errors/app-error-fallback';
import { AppRoutes, createPages } from '@/app/router';
import { RouterResetContext } from '@/app/router-reset';

/**
 * Owns the routes. A page's Retry starts a new generation: fresh lazy pages, which is what makes a page whose
 * code failed to load fetch it again, and a fresh layout. React Router's declarative mode is all the app
 * needs (no loaders or actions: pages fetch through React Query), at half the bytes of its data router
 * (decision 010). Navigations are transitions, so the page stays while the next one's code loads.
 */
export function AppRouter({ isAdmin }: { isAdmin: boolean }) {
  const [generation, setGeneration] = useState(0);
  const pages = useMemo(() => {
    void generation; // a new generation is a fresh set of lazy pages
    return createPages();
  }, [generation]);
  const reset = useCallback(() => setGeneration((value) => value + 1), []);

  return (
    <BrowserRouter>
      <RouterResetContext.Provider value={reset}>
        {/* The layout itself failed: the app-level fallback, whose Try Again starts a new generation. */}
        <ErrorBoundary key={generation} FallbackComponent={AppErrorFallback}>
          <AppRoutes isAdmin={isAdmin} pages={pages} />
        </ErrorBoundary>
      </RouterResetContext.Provider>
    </BrowserRouter>
  );
}
