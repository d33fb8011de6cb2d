import { useCallback, useRef } from 'react';
import { notify } from '@/lib/notify';

/**
 * Runs `work` only when no earlier run is still going. A double click sends twice before the button can show
 * it is busy; the second of two writes would be refused (a duplicate, a step already taken) and its error
 * would hide the success.
 */
export function useSingleFlight() {
  const isRunning = useRef(false);
  return useCallback((work: () => Promise<unknown>) => {
    if (isRunning.current) return;
    isRunning.current = true;
    void work()
      .catch(() => undefined)
      .finally(() => (isRunning.current = false));
  }, []);
}

/**
 * Runs `work` once at a time (as useSingleFlight) and says how it went: `done` as a success toast, or the
 * server's words for a failure.
 */
export function useNotifiedAction() {
  const once = useSingleFlight();
  return useCallback(
    (work: () => Promise<unknown>, done: string) =>
      once(() =>
        work().then(
          () => notify.success(done),
          (error: unknown) => notify.fromError(error),
        ),
      ),
    [once],
  );
}
