import { LIMITS } from '@rewind/shared/limits';
import { useEffect } from 'react';
import { useSearchParams } from '@/lib/router';

export type TParamsPatch = Record<string, string | number | undefined>;

/** A copy of the address's parameters with the patch applied: undefined or '' removes a parameter. */
export function withParams(params: URLSearchParams, patch: TParamsPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The link of page `target` of a list: the current address with `page` replaced (left out for page 1). */
export const pageHrefIn = (params: URLSearchParams) => (target: number) =>
  `?${withParams(params, { page: target > 1 ? target : undefined }).toString()}`;

/** The `page` parameter of a paginated list: 1 when missing or not a page number, at most LIMITS.pageMax. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, LIMITS.pageMax) : 1;
}

/**
 * A page past the end of a list (an old link, a typed number, or its last item just removed) goes to the
 * last page there is, replacing the address, instead of showing an empty page of a list that is not empty.
 * `list` is the page as loaded (null while loading); `isPlaceholder` says it is the previous address's page,
 * kept on screen while the new one loads. Answers whether the list on screen is past the end, so that the
 * list shows its loading state instead (also while the last page loads with the empty one as placeholder).
 */
export function useLastPageInstead(
  list: { page: number; itemCount: number; lastPage: number; isPlaceholder: boolean } | null,
) {
  const [, setSearchParams] = useSearchParams();
  const isPastEnd = Boolean(list && list.itemCount === 0 && list.page > 1 && list.lastPage < list.page);
  // Only the address's own page says where to go: a placeholder belongs to the address before.
  const shouldMove = isPastEnd && list?.isPlaceholder === false;
  const lastPage = list?.lastPage ?? 1;
  useEffect(() => {
    if (!shouldMove) return;
    setSearchParams((current) => withParams(current, { page: lastPage > 1 ? lastPage : undefined }), {
      replace: true,
    });
  }, [shouldMove, lastPage, setSearchParams]);
  return isPastEnd;
}

/**
 * A paginated list with a total, as a page shows it: its page count, and whether the address's page is past
 * the end (see useLastPageInstead: the list then shows its loading state while it moves).
 */
export function usePagedList<T extends { page: number; pageSize: number; total: number }>(
  query: { data: T | undefined; isPlaceholderData: boolean },
  itemCountOf: (data: T) => number,
) {
  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const isPastEnd = useLastPageInstead(
    data
      ? {
          page: data.page,
          itemCount: itemCountOf(data),
          lastPage: pageCount,
          isPlaceholder: query.isPlaceholderData,
        }
      : null,
  );
  return { data, pageCount, isPastEnd };
}
