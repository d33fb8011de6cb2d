import { useSyncExternalStore } from 'react';

// How many pages' code is being fetched: the navigation progress bar shows while any is. React calls a lazy
// page's loader while it renders, so listeners hear of a change a microtask later, never during a render.
let loading = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  loading += by;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** Counts `promise` as page code loading until it settles. */
export function trackPageCode<T>(promise: Promise<T>): Promise<T> {
  change(1);
  return promise.finally(() => change(-1));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// On the server, and while the browser takes over the server's HTML, no page's code is counted as loading.
export const useIsLoadingPageCode = () =>
  useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
