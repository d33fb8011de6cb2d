/** A page as list endpoints answer it: its items, the total, where it is, and whether a later page has items. */
export function pageAnswer<T>(items: T[], total: number, at: { page: number; pageSize: number }) {
  return { items, total, page: at.page, pageSize: at.pageSize, hasMore: at.page * at.pageSize < total };
}
