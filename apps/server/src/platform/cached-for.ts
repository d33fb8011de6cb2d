/** An answer kept for a while: call it for the answer, `invalidate()` to drop it at once. */
export type CachedAnswer<T> = ((now?: number) => Promise<T>) & { invalidate(): void };

/**
 * `load` run at most once per `maxAgeMs`, its answer shared by every caller meanwhile (also while it loads).
 * A failed load is not kept: the next caller loads again. Per instance: each keeps its own copy.
 */
export function cachedFor<T>(maxAgeMs: number, load: () => Promise<T>): CachedAnswer<T> {
  let cached: { value: Promise<T>; at: number } | null = null;
  const answer = (now = Date.now()): Promise<T> => {
    if (!cached || now - cached.at >= maxAgeMs) {
      const value = load();
      cached = { value, at: now };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
  return Object.assign(answer, {
    invalidate: () => {
      cached = null;
    },
  });
}
