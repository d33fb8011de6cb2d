import type { TTitleSummary } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { FORMATS, TITLE_LETTERS, TITLE_SORTS } from '@rewind/shared/options';
import { FIRST_LIST_PAGE } from '@rewind/shared/page-data';
import { titleDetailPath } from '@rewind/shared/slug';
import { Film, Plus, SearchX, X } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useListTitles } from '@/features/catalog/api/list-titles';
import { useSearchTitles } from '@/features/catalog/api/search-titles';
import {
  CatalogFilters,
  type TCatalogFilterPatch,
  type TCatalogFilterValues,
} from '@/features/catalog/components/catalog-filters';
import { CoverGrid, CoverGridSkeleton } from '@/components/ui/cover-grid';
import { TitleList, TitleListSkeleton } from '@/features/catalog/components/title-list';
import { ResultsBar, type TView } from '@/components/ui/view-toggle';
import {
  RELEASE_FACT_KEYS,
  readReleaseFactParams,
  setReleaseFacts,
} from '@/components/ui/release-fact-filters';
import { readPage, type TParamsPatch, usePagedList, withParams, pageHrefIn } from '@/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';

const PAGE_SIZE = FIRST_LIST_PAGE.pageSize;
const FILTER_KEYS = ['format', 'genre', 'decade', 'letter', ...RELEASE_FACT_KEYS] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** Everything the page shows comes from the URL, so back/forward and a reload restore it. */
function readCatalogParams(params: URLSearchParams) {
  const decade = Number(params.get('decade'));
  const filters: TCatalogFilterValues = {
    sort: oneOf(TITLE_SORTS, params.get('sort')) ?? 'newest',
    format: oneOf(FORMATS, params.get('format')),
    genre: params.get('genre')?.trim() ?? '',
    decade: Number.isInteger(decade) && decade >= 1800 && decade % 10 === 0 ? decade : undefined,
    letter: oneOf(TITLE_LETTERS, params.get('letter')),
    ...readReleaseFactParams(params),
  };
  return {
    q: params.get('q')?.trim() ?? '',
    view: (params.get('view') === 'list' ? 'list' : 'grid') as TView,
    page: readPage(params),
    filters,
  };
}

function Titles({ titles, view }: { titles: TTitleSummary[]; view: TView }) {
  return view === 'list' ? <TitleList titles={titles} /> : <CoverGrid titles={titles} />;
}

function TitlesSkeleton({ view }: { view: TView }) {
  return view === 'list' ? <TitleListSkeleton count={8} /> : <CoverGridSkeleton count={12} />;
}

function CatalogList({
  params,
  state,
  setParams,
}: {
  params: URLSearchParams;
  state: ReturnType<typeof readCatalogParams>;
  setParams: (patch: TParamsPatch) => void;
}) {
  const { filters, page, view } = state;
  const query = useListTitles({
    page,
    pageSize: PAGE_SIZE,
    sort: filters.sort,
    ...(filters.format ? { format: filters.format } : {}),
    ...(filters.genre ? { genre: filters.genre } : {}),
    ...(filters.decade ? { decade: filters.decade } : {}),
    ...(filters.letter ? { letter: filters.letter } : {}),
    ...setReleaseFacts(filters),
  });
  const hasFilters = FILTER_KEYS.some((key) => params.has(key));
  const { data, pageCount, isPastEnd } = usePagedList(query, (page) => page.items.length);
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  function changeFilters(patch: TCatalogFilterPatch) {
    setParams({ ...patch, page: undefined });
  }

  return (
    <>
      <div className="mb-8">
        <CatalogFilters values={filters} onChange={changeFilters} />
      </div>
      <ResultsBar
        count={
          !data || isPastEnd
            ? MSG.loading
            : data.total === 0
              ? 'No titles'
              : `Showing ${first}–${last} of ${data.total} ${data.total === 1 ? 'title' : 'titles'}`
        }
        view={view}
        onView={(next) => setParams({ view: next === 'list' ? 'list' : undefined })}
      />
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(page) => page.items.length === 0}
        skeleton={<TitlesSkeleton view={view} />}
        empty={
          <EmptyState
            icon={Film}
            title={hasFilters ? 'No titles match these filters' : 'No titles yet'}
            description={
              hasFilters
                ? 'Try another format, genre, decade or letter.'
                : 'The catalogue is empty for now. Films added by collectors are listed here, newest first.'
            }
            action={
              hasFilters && (
                <Button
                  variant="outline"
                  onClick={() =>
                    changeFilters({
                      format: undefined,
                      genre: undefined,
                      decade: undefined,
                      letter: undefined,
                    })
                  }
                >
                  <X aria-hidden className="size-4" />
                  Clear filters
                </Button>
              )
            }
          />
        }
      >
        {(page) => (
          <>
            <Titles titles={page.items} view={view} />
            <Pagination page={page.page} pageCount={pageCount} hrefFor={pageHrefIn(params)} />
          </>
        )}
      </ListStates>
    </>
  );
}

function CatalogSearch({
  q,
  view,
  setParams,
}: {
  q: string;
  view: TView;
  setParams: (patch: TParamsPatch) => void;
}) {
  const search = useSearchTitles(q, { keepPrevious: true });
  const data = search.data;
  const isFresh = data !== undefined && !search.isPlaceholderData;
  return (
    <>
      <ResultsBar
        count={isFresh ? MSG.resultsFound(data.items.length) : MSG.searching}
        view={view}
        onView={(next) => setParams({ view: next === 'list' ? 'list' : undefined })}
      />
      <ListStates
        query={search}
        isEmpty={(result) => result.items.length === 0}
        skeleton={<TitlesSkeleton view={view} />}
        empty={(result) => (
          <EmptyState
            icon={SearchX}
            title={MSG.noResultsFor(q)}
            description={
              result.suggestions.length > 0 ? (
                <>
                  Did you mean{' '}
                  {result.suggestions.map((suggestion, index) => (
                    <span key={suggestion.slug}>
                      {index > 0 && ', '}
                      <Link
                        to={titleDetailPath(suggestion.slug)}
                        className="font-semibold text-cyan underline-offset-2 hover:underline"
                      >
                        {suggestion.title}
                      </Link>
                    </span>
                  ))}
                  ?
                </>
              ) : (
                'Nothing in the catalogue matches that yet. Try another title, director or studio, or add it.'
              )
            }
            action={
              <>
                <Link to={`/catalog?add=title&q=${encodeURIComponent(q)}`} className={buttonClasses()}>
                  <Plus aria-hidden className="size-4" />
                  Add “{q}” to the catalogue
                </Link>
                <Link to="/catalog" className={buttonClasses({ variant: 'outline' })}>
                  Clear search
                </Link>
              </>
            }
          />
        )}
      >
        {(result) => <Titles titles={result.items} view={view} />}
      </ListStates>
    </>
  );
}

export function CatalogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readCatalogParams(searchParams);
  useDocumentTitle(MSG.navFullCatalog);

  function setParams(patch: TParamsPatch) {
    setSearchParams((current) => withParams(current, patch));
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Catalogue"
        title={MSG.navFullCatalog}
        description={
          state.q ? (
            <>
              Search results for <span className="font-semibold text-paper">“{state.q}”</span> ·{' '}
              <Link to="/catalog" className="text-cyan underline-offset-2 hover:underline">
                Browse everything
              </Link>
            </>
          ) : (
            'Every film and every physical release the community has catalogued.'
          )
        }
      />
      {state.q ? (
        <CatalogSearch q={state.q} view={state.view} setParams={setParams} />
      ) : (
        <CatalogList params={searchParams} state={state} setParams={setParams} />
      )}
    </PageContainer>
  );
}

/** A list that failed to load: the reason and a way to try again. */
