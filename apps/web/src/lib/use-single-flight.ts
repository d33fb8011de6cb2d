import { useCallback, useRef } from 'react';

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
