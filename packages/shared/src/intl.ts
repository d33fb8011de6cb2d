// Intl's formatters are slow to make and quick to use: the first one a page makes loads the locale's data, a
// 60–130 ms task on Lighthouse's phone. Each is made on first use and kept, so a page pays only when it prints
// with one, and once; what a first view prints (counts, days, months) is written without Intl (decision 032).

/** `make()` on the first call, the same value after. */
export function memoized<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
