import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React and that components follow: the toasts on screen, the page code being
 * fetched, whether the first page is the app's yet. `serverValue` is what the server draws with, and so what
 * the browser takes the server's HTML over with before it reads the live value. With `isDeferred`, listeners
 * hear of a change a microtask later: for values that change while React renders.
 */
export function createExternalStore<T>(initial: T, options: { serverValue: T; isDeferred?: boolean }) {
  let value = initial;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = () => value;
  const getServerSnapshot = () => options.serverValue;
  return {
    get: getSnapshot,
    set(next: T) {
      value = next;
      if (options.isDeferred) queueMicrotask(notify);
      else notify();
    },
    use: () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot),
  };
}
