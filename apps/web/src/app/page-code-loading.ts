import { createExternalStore } from '@/lib/external-store';

// How many pages' code is being fetched: the navigation progress bar shows while any is. React calls a lazy
// page's loader while it renders, so listeners hear of a change a microtask later, never during a render.
// On the server, and while the browser takes over the server's HTML, none is counted as loading.
const loading = createExternalStore(0, { serverValue: 0, isDeferred: true });

/** Counts `promise` as page code loading until it settles. */
export function trackPageCode<T>(promise: Promise<T>): Promise<T> {
  loading.set(loading.get() + 1);
  return promise.finally(() => loading.set(loading.get() - 1));
}

export const useIsLoadingPageCode = () => loading.use() > 0;
