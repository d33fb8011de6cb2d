import * as MSG from '@rewind/shared/texts';
import { COLLECTION_SORTS, FORMATS } from '@rewind/shared/options';
import { FIRST_LIST_PAGE } from '@rewind/shared/page-data';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import type { TShelfQuery } from '@/features/collection/api/query-keys';
import { ShelfFilters, type TShelfFilterPatch } from '@/features/collection/components/shelf-filters';
import { ShelfItems, ShelfItemsSkeleton } from '@/features/collection/components/shelf-items';
import type { TShelfActions, TShelfItem } from '@/features/collection/components/shelf-item';
import { isApiError } from '@/lib/api-client';
import { ResultsBar, type TView } from '@/components/ui/view-toggle';
import { readPage, type TParamsPatch, useLastPageInstead, withParams, pageHrefIn } from '@/lib/search-params';

export const SHELF_PAGE_SIZE = FIRST_LIST_PAGE.pageSize;

type TShelfPage = {
  items: TShelfItem[];
  total: number | null;
  page: number;
  pageSize: number;
  hasMore: boolean;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** Everything the list shows comes from the URL, so back/forward and a reload restore it. */
export function readShelfParams(params: URLSearchParams) {
  return {
    q: params.get('q')?.trim() ?? '',
    format: oneOf(FORMATS, params.get('format')),
    sort: oneOf(COLLECTION_SORTS, params.get('sort')) ?? 'newest',
    view: (params.get('view') === 'list' ? 'list' : 'grid') as TView,
    page: readPage(params),
  };
}

export function shelfQueryOf(state: ReturnType<typeof readShelfParams>): TShelfQuery {
  return {
    page: state.page,
    pageSize: SHELF_PAGE_SIZE,
    sort: state.sort,
    ...(state.format ? { format: state.format } : {}),
    ...(state.q ? { q: state.q } : {}),
  };
}

function countText(data: TShelfPage, noun: [string, string]) {
  const [one, many] = noun;
  if (data.total === null) return data.items.length === 0 ? `No ${many}` : `Page ${data.page}`;
  if (data.total === 0) return `No ${many}`;
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.items.length - 1;
  return `Showing ${first}–${last} of ${data.total} ${data.total === 1 ? one : many}`;
}

/**
 * The list part of /collection, /wantlist and /users/{username}/collection: filters, count, grid or list,
 * pagination, all in the URL. `query` is the list query for the URL's parameters (see readShelfParams).
 */
export function ShelfBrowser({
  query,
  actions,
  emptyState,
  noun = ['item', 'items'],
}: {
  query: UseQueryResult<TShelfPage>;
  actions: TShelfActions | null;
  /** Shown when the list has nothing at all (no filters set). */
  emptyState: ReactNode;
  noun?: [string, string];
}) {
  const [params, setSearchParams] = useSearchParams();
  const state = readShelfParams(params);
  const setParams = (patch: TParamsPatch) => setSearchParams((current) => withParams(current, patch));
  const changeFilters = (patch: TShelfFilterPatch) => setParams({ ...patch, page: undefined });
  const hasFilters = Boolean(state.q || state.format);
  const data = query.data;
  const pageCount = data
    ? data.total === null
      ? data.page + (data.hasMore ? 1 : 0)
      : Math.max(1, Math.ceil(data.total / data.pageSize))
    : 1;
  // Without a total, an empty page past the first says only that the one before it is the last.
  const isPastEnd = useLastPageInstead(
    data
      ? {
          page: data.page,
          itemCount: data.items.length,
          lastPage: data.total === null ? data.page - 1 : pageCount,
          isPlaceholder: query.isPlaceholderData,
        }
      : null,
  );

  return (
    <>
      <div className="mb-6">
        <ShelfFilters values={state} onChange={changeFilters} />
      </div>
      <ResultsBar
        count={data && !isPastEnd ? countText(data, noun) : MSG.loading}
        view={state.view}
        onView={(view) => setParams({ view: view === 'list' ? 'list' : undefined })}
      />
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(page) => page.items.length === 0}
        skeleton={<ShelfItemsSkeleton view={state.view} />}
        empty={
          hasFilters ? (
            <EmptyState
              icon={SearchX}
              title={`No ${noun[1]} match these filters`}
              description="Try other words or another format."
              action={
                <Button variant="outline" onClick={() => changeFilters({ q: undefined, format: undefined })}>
                  <X aria-hidden className="size-4" />
                  Clear filters
                </Button>
              }
            />
          ) : (
            emptyState
          )
        }
        errorMessage={(error) =>
          isApiError(error) && error.status !== 403 ? error.message : MSG.collectionLoadFailed
        }
      >
        {(page) => (
          <>
            <ShelfItems items={page.items} view={state.view} actions={actions} />
            <Pagination page={page.page} pageCount={pageCount} hrefFor={pageHrefIn(params)} />
          </>
        )}
      </ListStates>
    </>
  );
}
