import type { TDistributor } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { releaseDetailPath, titleDetailPath } from '@rewind/shared/slug';
import { Building2 } from 'lucide-react';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useDistributor } from '@/features/catalog/api/get-distributor';
import { CoverThumb } from '@/features/catalog/components/cover-thumb';
import { readPage, usePagedList } from '@/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';

type TDistributorFilm = TDistributor['films'][number];

function FilmReleases({ film }: { film: TDistributorFilm }) {
  return (
    <li
      className="flex gap-4 rounded-lg border border-tape-700 bg-tape-900/60 p-4"
      data-testid="distributor-film"
    >
      <Link to={titleDetailPath(film.slug)} tabIndex={-1} aria-hidden className="shrink-0">
        <CoverThumb title={film} className="w-16 sm:w-20" />
      </Link>
      <div className="min-w-0 flex-1">
        <h2 className="font-display text-lg leading-snug text-paper">
          <Link to={titleDetailPath(film.slug)} className="hover:text-magenta-soft">
            {film.title}
          </Link>{' '}
          {film.year && <span className="font-counter text-xl text-tape-400">{film.year}</span>}
        </h2>
        {film.director && <p className="text-sm text-tape-300">{MSG.directedBy(film.director)}</p>}
        {film.releases.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Releases of ${film.title}`}>
            {film.releases.map((release) => (
              <li key={release.id}>
                <Link
                  to={releaseDetailPath(release.slug)}
                  data-testid="release-chip"
                  title={release.releaseTitle}
                  className="inline-flex items-center gap-2 rounded-full border border-tape-600 bg-tape-850 px-3 py-1 text-xs text-paper transition hover:border-cyan hover:text-cyan"
                >
                  <span className="font-semibold">{release.format}</span>
                  {release.caseType && <span className="text-tape-300">{release.caseType}</span>}
                  {release.releaseYear && (
                    <span className="font-counter text-base leading-none text-tape-400">
                      {release.releaseYear}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-tape-400">
            Made by this studio; no releases catalogued under its name.
          </p>
        )}
      </div>
    </li>
  );
}

function DistributorSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading releases">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex gap-4 rounded-lg border border-tape-700 p-4">
          <Skeleton className="aspect-[2/3] w-20" />
          <div className="flex-1">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton round className="mt-4 h-6 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function DistributorPage() {
  const { distributorName = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = useDistributor(distributorName, readPage(searchParams));
  useDocumentTitle(distributorName);

  const { data, pageCount, isPastEnd } = usePagedList(query, (page) => page.films.length);
  const releaseCount = data?.films.reduce((sum, film) => sum + film.releases.length, 0) ?? 0;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Distributor"
        title={distributorName}
        description={
          data && data.total > 0
            ? `${data.total} ${data.total === 1 ? 'film' : 'films'}${pageCount > 1 ? '' : `, ${releaseCount} ${releaseCount === 1 ? 'release' : 'releases'}`} in the catalogue.`
            : 'Releases put out by this distributor or studio, grouped by film.'
        }
      />
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(page) => page.films.length === 0}
        skeleton={<DistributorSkeleton />}
        empty={
          <EmptyState
            icon={Building2}
            title="No releases yet"
            description={`Releases put out by ${distributorName} are listed here once they are in the catalogue.`}
            action={
              <Link to="/catalog" className={buttonClasses({ variant: 'outline' })}>
                Browse the catalogue
              </Link>
            }
          />
        }
      >
        {(page) => (
          <>
            <ul className="grid gap-4 md:grid-cols-2" data-testid="distributor-films">
              {page.films.map((film) => (
                <FilmReleases key={film.id} film={film} />
              ))}
            </ul>
            <Pagination
              page={page.page}
              pageCount={pageCount}
              hrefFor={(target) => (target > 1 ? `?page=${target}` : '?')}
            />
          </>
        )}
      </ListStates>
    </PageContainer>
  );
}
