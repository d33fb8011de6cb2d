// Lists come a page at a time, in one of two shapes: counted (the total, for lists a person pages through with
// numbers) or uncounted (only whether a later page has items, for lists too costly to count or read newest
// first). Every list builds its page here.

/** Which page of a list, and how long a page is (1-based, as list queries take it). */
export type PageAt = { page: number; pageSize: number };

/** How many rows come before the page. */
export const offsetOf = (at: PageAt) => (at.page - 1) * at.pageSize;

/** The rows an uncounted page reads: the page's own and one more, which says whether a later page has items. */
export const rowsOfPageAndOneMore = (at: PageAt) => ({ limit: at.pageSize + 1, offset: offsetOf(at) });

/** A counted page as list endpoints answer it: its items, the total, where it is, and whether more follow. */
export function pageAnswer<T>(items: T[], total: number, at: PageAt) {
  return { items, total, page: at.page, pageSize: at.pageSize, hasMore: at.page * at.pageSize < total };
}

/** The page's own rows of those `rowsOfPageAndOneMore` read, and whether a later page has items. */
export function pageAndMore<Rows extends unknown[]>(rows: Rows, at: PageAt) {
  return { rows: rows.slice(0, at.pageSize) as Rows, hasMore: rows.length > at.pageSize };
}

/** An uncounted page as list endpoints answer it, each of its rows shaped by `present`. */
export function uncountedPage<R, T>(rows: R[], at: PageAt, present: (row: R) => T) {
  const { rows: shown, hasMore } = pageAndMore(rows, at);
  return { items: shown.map(present), page: at.page, hasMore };
}
