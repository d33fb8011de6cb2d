import { filmWithYear } from '@rewind/shared/film-label';
import * as MSG from '@rewind/shared/texts';
import { DEFAULT_RELEASE_TITLE, SALE_TYPE_LABELS } from '@rewind/shared/options';
import type { TReleaseDetail } from '@rewind/shared/releases';
import { filmReleasePath, titleDetailPath } from '@rewind/shared/slug';
import { ArrowLeft, Disc3, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@/lib/router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryPanel } from '@/components/ui/error-panel';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import {
  DistributorLink,
  editionOf,
  HaveWantCounts,
  LanguageNames,
  EditReleaseDialog,
  TitlePoster,
  useRelease,
} from '@/features/catalog';
import { ReleaseShelfButtons } from '@/features/collection';
import { PhotosSection } from '@/features/images';
import { PriceHistory } from '@/features/orders';
import { TitledSection } from '@/components/ui/titled-section';
import { ReportButton } from '@/features/reports';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ForSaleLink } from '@/features/marketplace';
import { DeleteReleaseDialog } from '@/features/admin';

function ReleaseFacts({ release }: { release: TReleaseDetail }) {
  const facts: [string, ReactNode][] = [
    ['Format', release.format],
    ['Case Type', release.caseType],
    ['Region', release.region],
    ['Speed', release.speed],
    ['Edition', editionOf(release)],
    ['Studio', release.studio && <DistributorLink name={release.studio} />],
    ['Release Year', release.releaseYear],
    ['Country', release.releaseCountry],
    ['UPC', release.upc],
    ['UPC Distributor', release.upcDistributor && <DistributorLink name={release.upcDistributor} />],
    ['UPC Category', release.upcCategory],
    ['Distributor Code', release.distributorCode],
    ['Screener', release.screener ? 'Yes' : null],
    ['Rental or Sell-through', release.saleType && SALE_TYPE_LABELS[release.saleType]],
    ['Aspect Ratio', release.aspectRatio],
    ['Audio', release.audio],
    [
      'Audio Languages',
      release.audioLanguages.length > 0 && <LanguageNames codes={release.audioLanguages} />,
    ],
    [
      'Subtitles',
      release.subtitleLanguages.length > 0 && <LanguageNames codes={release.subtitleLanguages} />,
    ],
    ['Runtime', release.runtimeMinutes && `${release.runtimeMinutes} min`],
    ['Packaging', release.packagingNotes],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]" data-testid="release-details">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-counter text-lg leading-6 tracking-wider text-tape-400 uppercase">{label}</dt>
            <dd className="-mt-2 text-paper sm:mt-0">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Serves both /catalog/release/:slug and /catalog/:slug/release/:releaseId. */
export function ReleasePage() {
  const { slug = '', releaseId } = useParams();
  const navigate = useNavigate();
  const { data: release, error, isPending, refetch } = useRelease(releaseId ?? slug);
  const { isSignedIn } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const releaseTitle = release ? release.releaseTitle || DEFAULT_RELEASE_TITLE : null;
  useDocumentTitle(
    release ? `${releaseTitle} · ${filmWithYear(release.title)}` : error ? MSG.releaseNotFound : 'Release',
  );

  // Under another film's address (or an old one of its own film), the release moves to its own film's.
  const filmSlug = release?.title.slug;
  useEffect(() => {
    if (releaseId && filmSlug && filmSlug !== slug) {
      void navigate(filmReleasePath(filmSlug, releaseId), { replace: true });
    }
  }, [releaseId, filmSlug, slug, navigate]);

  if (isPending) {
    return (
      <PageContainer>
        <div className="grid gap-8 md:grid-cols-[16rem_1fr]" aria-busy>
          <Skeleton className="mx-auto aspect-[2/3] w-48 md:w-full" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      </PageContainer>
    );
  }
  if (error || !release) {
    const isNotFound = isApiError(error) && error.isNotFound;
    return (
      <PageContainer>
        {isNotFound ? (
          <EmptyState
            icon={Disc3}
            title={error.message === MSG.movieNotFound ? MSG.movieNotFound : MSG.releaseNotFound}
            description="There is no release at this address. It may have been removed from the catalogue."
            action={
              <Link
                to={releaseId ? titleDetailPath(slug) : '/catalog'}
                className={buttonClasses({ variant: 'outline' })}
              >
                <ArrowLeft aria-hidden className="size-4" />
                {releaseId ? 'Back to the film' : 'Back to the catalogue'}
              </Link>
            }
          />
        ) : (
          <RetryPanel
            title={MSG.pageError}
            message={isApiError(error) ? error.message : MSG.unexpectedError}
            onRetry={() => void refetch()}
          />
        )}
      </PageContainer>
    );
  }

  const film = release.title;
  return (
    <PageContainer>
      <article className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <TitlePoster title={{ title: releaseTitle ?? film.title, coverImageUrl: release.coverImageUrl }} />
        <div className="min-w-0">
          <p className="mb-2 inline-flex items-center gap-2 font-counter text-xl leading-none tracking-wider text-cyan uppercase">
            <span aria-hidden className="stripes-y inline-block h-3.5 w-1.5" />
            Catalogue · Release
          </p>
          <h1 className="font-display text-3xl leading-tight break-words text-paper sm:text-4xl">
            {releaseTitle}
          </h1>
          <p className="mt-2 text-lg text-tape-300">
            A release of{' '}
            <Link
              to={titleDetailPath(film.slug)}
              data-testid="release-film-link"
              className="font-semibold text-cyan underline-offset-2 hover:underline"
            >
              {filmWithYear(film)}
            </Link>
            {film.director ? <span> · {MSG.directedBy(film.director)}</span> : null}
          </p>
          {/* As tall as the 'for sale' link from the start, so that nothing moves when it arrives. */}
          <div className="mt-4 flex min-h-9 flex-wrap items-center gap-x-5 gap-y-2">
            <HaveWantCounts release={release} />
            <ForSaleLink titleId={film.id} releaseId={release.id} />
          </div>
          {isSignedIn && (
            <div className="mt-5 flex flex-wrap gap-3">
              {release.abilities.update && (
                <Button
                  variant="outline"
                  leftIcon={<Pencil aria-hidden className="size-4" />}
                  onClick={() => setIsEditing(true)}
                >
                  Edit release
                </Button>
              )}
              <ReleaseShelfButtons filmSlug={film.slug} releaseId={release.id} />
              {release.abilities.delete && (
                <Button
                  variant="danger"
                  leftIcon={<Trash2 aria-hidden className="size-4" />}
                  onClick={() => setIsDeleting(true)}
                >
                  Delete release
                </Button>
              )}
              {release.abilities.report && (
                <ReportButton
                  target={{ targetType: 'release', targetId: release.id }}
                  what={`${releaseTitle} of ${filmWithYear(film)}`}
                />
              )}
            </div>
          )}
          <div className="mt-6">
            <ReleaseFacts release={release} />
          </div>
          {release.releaseNotes && (
            <p className="mt-6 max-w-3xl leading-relaxed whitespace-pre-line text-tape-200">
              {release.releaseNotes}
            </p>
          )}
        </div>
      </article>
      <div className="mt-12">
        <PhotosSection
          target={{ kind: 'releases', idOrSlug: release.id }}
          images={release.images}
          subject={`${releaseTitle} of ${film.title}`}
          canManage={isSignedIn}
        />
      </div>
      <div className="mt-12">
        <TitledSection id="price-history-heading" label="From sales on Rewind" title="Price history">
          <PriceHistory releaseId={release.id} />
        </TitledSection>
      </div>
      {release.abilities.update && (
        <EditReleaseDialog open={isEditing} onOpenChange={setIsEditing} release={release} />
      )}
      {release.abilities.delete && (
        <DeleteReleaseDialog
          open={isDeleting}
          onOpenChange={setIsDeleting}
          release={{ id: release.id, name: `${releaseTitle} of ${filmWithYear(film)}` }}
          onDeleted={() => void navigate(titleDetailPath(film.slug))}
        />
      )}
    </PageContainer>
  );
}
