import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequest } from '@/lib/toaster-request';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/** Where toasts appear: mounted with the first toast (see lib/notify). */
export function ToastHost() {
  const isRequested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  return isRequested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
