import { formatCount } from '@rewind/shared/counts';
import { filmWithYear, releaseLine } from '@rewind/shared/film-label';
import type { TListingSummary } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { CONDITIONS, FORMATS, LISTING_SORTS, REGIONS } from '@rewind/shared/options';
import { SearchX, Store, X } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { ResultsBar, type TView } from '@/components/ui/view-toggle';
import { RELEASE_FACT_KEYS, readReleaseFactParams } from '@/components/ui/release-fact-filters';
import { readPage, type TParamsPatch, usePagedList, withParams, pageHrefIn } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type TListingFilters, useListings } from '@/features/marketplace/api/listings';
import { ListingItems, ListingItemsSkeleton } from '@/features/marketplace/components/listing-items';
import {
  isPriceRangeInverted,
  MarketplaceFilters,
  type TMarketplaceFilterValues,
} from '@/features/marketplace/components/marketplace-filters';

const PAGE_SIZE = 24;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);
const price = (value: string | null) => {
  const number = value === null || value === '' ? NaN : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOf = (value: string | null) => (value && UUID.test(value) ? value : undefined);

/** Everything the page shows comes from the URL, so a link, back/forward and a reload restore it. */
function readMarketplaceParams(params: URLSearchParams): TMarketplaceFilterValues & {
  film?: string | undefined;
  release?: string | undefined;
  view: TView;
  page: number;
} {
  return {
    q: params.get('q')?.trim() ?? '',
    format: oneOf(FORMATS, params.get('format')),
    region: oneOf(REGIONS, params.get('region')),
    ...readReleaseFactParams(params),
    minCondition: oneOf(CONDITIONS, params.get('minCondition')),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sealed: params.get('sealed') === 'true',
    wanted: params.get('wanted') === 'true',
    film: uuidOf(params.get('film')),
    release: uuidOf(params.get('release')),
    sort: oneOf(LISTING_SORTS, params.get('sort')) ?? 'newest',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: readPage(params),
  };
}

function listingQueryOf(
  state: ReturnType<typeof readMarketplaceParams>,
  isSignedIn: boolean,
): TListingFilters {
  const { view: _view, q, sealed, wanted, ...rest } = state;
  const query: TListingFilters = { ...rest, pageSize: PAGE_SIZE };
  // The filters say what is wrong; the list meanwhile shows every price rather than an error.
  if (isPriceRangeInverted(state)) {
    delete query.minPrice;
    delete query.maxPrice;
  }
  if (q) query.q = q;
  if (sealed) query.sealed = true;
  if (wanted && isSignedIn) query.wanted = true;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as TListingFilters;
}

const FILTER_KEYS = [
  'q',
  'format',
  'region',
  ...RELEASE_FACT_KEYS,
  'minCondition',
  'minPrice',
  'maxPrice',
  'sealed',
  'wanted',
  'film',
  'release',
] as const;

function countText(total: number, isCapped: boolean, page: number, shown: number) {
  if (total === 0) return 'No listings';
  const first = (page - 1) * PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${isCapped ? `${formatCount(total)}+` : formatCount(total)} listing${total === 1 ? '' : 's'}`;
}

/** The copies of one film or one release only (its page's 'for sale' link), named from a listing of them. */
function OneFilmOnly({
  what,
  example,
  onShowAll,
}: {
  what: 'film' | 'release';
  example: TListingSummary | undefined;
  onShowAll: () => void;
}) {
  const name = example
    ? what === 'film'
      ? filmWithYear(example.film)
      : `${filmWithYear(example.film)}, ${releaseLine(example.release)}`
    : `one ${what}`;
  return (
    <div
      data-testid="one-film-only"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-tape-600 bg-tape-900 px-4 py-2 text-sm text-tape-200"
    >
      <span>
        Copies of <span className="font-semibold text-paper">{name}</span> only
      </span>
      <Button variant="ghost" size="sm" onClick={onShowAll}>
        <X aria-hidden className="size-4" />
        Show every listing
      </Button>
    </div>
  );
}

/** /marketplace: copies collectors sell from their own shelves. */
export function MarketplacePage() {
  useDocumentTitle(MSG.navMarketplace);
  const { isSignedIn } = useSession();
  const [params, setSearchParams] = useSearchParams();
  const state = readMarketplaceParams(params);
  const query = useListings(listingQueryOf(state, isSignedIn));
  const setParams = (patch: TParamsPatch) => setSearchParams((current) => withParams(current, patch));
  const changeFilters = (patch: TParamsPatch) => setParams({ ...patch, page: undefined });
  const hasFilters = FILTER_KEYS.some((key) => params.has(key));
  const { data, pageCount, isPastEnd } = usePagedList(query, (page) => page.items.length);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Buy · Sell"
        title={MSG.navMarketplace}
        description="Tapes and discs collectors are selling from their own shelves, graded by media and packaging condition."
      />
      <div className="mb-6">
        <MarketplaceFilters values={state} canFilterByWants={isSignedIn} onChange={changeFilters} />
      </div>
      {(state.film ?? state.release) && (
        <OneFilmOnly
          what={state.release ? 'release' : 'film'}
          example={data?.items[0]}
          onShowAll={() => changeFilters({ film: undefined, release: undefined })}
        />
      )}
      <ResultsBar
        count={
          data && !isPastEnd
            ? countText(data.total, data.totalIsCapped, data.page, data.items.length)
            : MSG.loading
        }
        view={state.view}
        onView={(view) => setParams({ view: view === 'list' ? 'list' : undefined })}
      />
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(page) => page.items.length === 0}
        skeleton={<ListingItemsSkeleton view={state.view} />}
        empty={
          hasFilters ? (
            <EmptyState
              icon={SearchX}
              title="No listings match these filters"
              description="Try other words, another format or a wider price range."
              action={
                <Button
                  variant="outline"
                  onClick={() =>
                    changeFilters(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))
                  }
                >
                  <X aria-hidden className="size-4" />
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Store}
              title="No listings yet"
              description="Nobody is selling anything right now. Collectors list copies from their collection; find the films you love in the catalogue."
              action={
                <Link to="/catalog" className={buttonClasses()}>
                  Browse the catalogue
                </Link>
              }
            />
          )
        }
      >
        {(page) => (
          <>
            <ListingItems items={page.items} view={state.view} />
            <Pagination page={page.page} pageCount={pageCount} hrefFor={pageHrefIn(params)} />
          </>
        )}
      </ListStates>
    </PageContainer>
  );
}
