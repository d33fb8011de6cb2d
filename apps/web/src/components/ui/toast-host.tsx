import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, requestToaster, subscribeToasterRequest } from '@/lib/toaster-request';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear. The toaster's code is not part of the first page: it is mounted at the first press of
 * a key or pointer (most toasts answer something the person did, and find it ready, as before), or with the
 * first toast, whichever comes first (see lib/notify).
 */
export function ToastHost() {
  const isRequested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  useEffect(() => {
    if (isRequested) return;
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', requestToaster, options);
    window.addEventListener('keydown', requestToaster, options);
    return () => {
      window.removeEventListener('pointerdown', requestToaster, options);
      window.removeEventListener('keydown', requestToaster, options);
    };
  }, [isRequested]);
  return isRequested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
