import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter, type TAppRouter } from '@/app/router';
import { RouterResetContext } from '@/app/router-reset';

// Disposal waits a tick so that StrictMode's simulated unmount/remount in development does not
// dispose a router that stays in use; a real replacement or unmount disposes it.
const pendingDisposals = new Map<TAppRouter, number>();

function useDisposeWhenReplaced(router: TAppRouter) {
  useEffect(() => {
    window.clearTimeout(pendingDisposals.get(router));
    pendingDisposals.delete(router);
    return () => {
      pendingDisposals.set(
        router,
        window.setTimeout(() => {
          pendingDisposals.delete(router);
          router.dispose();
        }, 0),
      );
    };
  }, [router]);
}

/**
 * Owns the router. It is built again when admin rights change (the /admin route comes and goes)
 * and when a page's Retry asks for it, which is what makes a failed lazy page load again.
 */
export function AppRouter({ isAdmin }: { isAdmin: boolean }) {
  const [generation, setGeneration] = useState(0);
  const router = useMemo(() => {
    void generation; // a new generation is a fresh router with fresh lazy routes
    return createAppRouter({ isAdmin });
  }, [isAdmin, generation]);
  useDisposeWhenReplaced(router);
  const reset = useMemo(() => () => setGeneration((value) => value + 1), []);

  return (
    <RouterResetContext.Provider value={reset}>
      <RouterProvider router={router} />
    </RouterResetContext.Provider>
  );
}
