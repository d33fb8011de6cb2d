import { filmWithYear } from '@rewind/shared/film-label';
import * as MSG from '@rewind/shared/texts';
import { ADD_RELEASE_REQUEST, titleDetailPath } from '@rewind/shared/slug';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Film, GitMerge, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@/lib/router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryPanel } from '@/components/ui/error-panel';
import { PageContainer } from '@/components/ui/page-container';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { useSession } from '@/lib/session';
import {
  getTitleQueryOptions,
  AddReleaseDialog,
  EditTitleDialog,
  ReleaseCard,
  TitleDetails,
  TitlePoster,
  useTitle,
} from '@/features/catalog';
import { ShelfButtons } from '@/features/collection';
import { DeleteTitleDialog, MergeTitleDialog } from '@/features/admin';
import { PhotosSection } from '@/features/images';
import { ReportButton } from '@/features/reports';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ForSaleLink, ReleaseForSale } from '@/features/marketplace';

const backToCatalog = (
  <Link to="/catalog" className={buttonClasses({ variant: 'outline' })}>
    <ArrowLeft aria-hidden className="size-4" />
    Back to the catalogue
  </Link>
);

function TitlePageSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]" aria-busy>
      <Skeleton className="mx-auto aspect-[2/3] w-48 md:w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="mt-4 h-24 w-full" />
      </div>
    </div>
  );
}

/** /catalog/{slug}: a film with every field that has a value, and its releases. */
export function TitlePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isSignedIn } = useSession();
  const { data: title, error, isPending, refetch } = useTitle(slug);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isMerging, setIsMerging] = useState(false);
  const [isAddingRelease, setIsAddingRelease] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const isAddReleaseRequested = searchParams.get(ADD_RELEASE_REQUEST.param) === ADD_RELEASE_REQUEST.value;

  // A catalogued movie search result's 'Add a release to it' opens the dialog here; the address loses the
  // request, so a reload or the back button does not open it again.
  useEffect(() => {
    if (!isAddReleaseRequested || !title || !isSignedIn) return;
    setIsAddingRelease(true);
    setSearchParams(
      (params) => {
        params.delete(ADD_RELEASE_REQUEST.param);
        return params;
      },
      { replace: true },
    );
  }, [isAddReleaseRequested, title, isSignedIn, setSearchParams]);

  useDocumentTitle(title ? filmWithYear(title) : error ? MSG.movieNotFound : 'Film');

  // A display id alone, a UUID or an old title in the slug all lead to the current address.
  useEffect(() => {
    if (!title || title.slug === slug) return;
    queryClient.setQueryData(getTitleQueryOptions(title.slug).queryKey, title);
    void navigate(titleDetailPath(title.slug), { replace: true });
  }, [title, slug, navigate, queryClient]);

  if (isPending) {
    return (
      <PageContainer>
        <TitlePageSkeleton />
      </PageContainer>
    );
  }
  if (error || !title) {
    return (
      <PageContainer>
        {isApiError(error) && error.isNotFound ? (
          <EmptyState
            icon={Film}
            title={MSG.movieNotFound}
            description="There is no film at this address. It may have been removed from the catalogue."
            action={backToCatalog}
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

  const subtitle = [title.year, title.runtime, title.rated].filter(Boolean).join(' · ');
  return (
    <div className="relative isolate">
      {title.backdropUrl && (
        <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-80 overflow-hidden sm:h-96">
          <ResponsiveImage
            src={title.backdropUrl}
            sizes="100vw"
            alt=""
            data-testid="title-backdrop"
            className="size-full object-cover opacity-35"
          />
          <div className="absolute inset-0 bg-gradient-to-b from-tape-950/30 via-tape-950/70 to-tape-950" />
        </div>
      )}
      <PageContainer className="flex flex-col gap-12">
        <article className="grid gap-8 md:grid-cols-[16rem_1fr]">
          <TitlePoster title={title} />
          <div className="min-w-0">
            <p className="mb-2 inline-flex items-center gap-2 font-counter text-xl leading-none tracking-wider text-cyan uppercase">
              <span aria-hidden className="stripes-y inline-block h-3.5 w-1.5" />
              Catalogue · Film
            </p>
            <h1 className="font-display text-3xl leading-tight break-words text-paper sm:text-4xl">
              {title.title}
            </h1>
            {subtitle && <p className="mt-1 font-counter text-2xl leading-none text-tape-300">{subtitle}</p>}
            {title.tagline && <p className="mt-3 text-lg text-magenta-soft italic">{title.tagline}</p>}
            {isSignedIn && (
              <div className="mt-5 flex flex-wrap gap-3">
                {title.abilities.update && (
                  <Button
                    variant="outline"
                    leftIcon={<Pencil aria-hidden className="size-4" />}
                    onClick={() => setIsEditing(true)}
                  >
                    Edit
                  </Button>
                )}
                <ShelfButtons film={title} />
                {title.abilities.merge && (
                  <Button
                    variant="outline"
                    leftIcon={<GitMerge aria-hidden className="size-4" />}
                    onClick={() => setIsMerging(true)}
                  >
                    Merge into another title
                  </Button>
                )}
                {title.abilities.delete && (
                  <Button
                    variant="danger"
                    leftIcon={<Trash2 aria-hidden className="size-4" />}
                    onClick={() => setIsDeleting(true)}
                  >
                    Delete
                  </Button>
                )}
                {title.abilities.report && (
                  <ReportButton
                    target={{ targetType: 'title', targetId: title.id }}
                    what={filmWithYear(title)}
                  />
                )}
              </div>
            )}
            {title.description && (
              <p className="mt-6 max-w-3xl leading-relaxed whitespace-pre-line text-tape-200">
                {title.description}
              </p>
            )}
            <div className="mt-6">
              <TitleDetails title={title} />
            </div>
          </div>
        </article>

        <TitledSection
          id="releases-heading"
          label={`${title.releases.length} on file`}
          title="Releases"
          action={
            <div className="flex flex-wrap items-center justify-end gap-3">
              <ForSaleLink titleId={title.id} />
              {isSignedIn && (
                <Button
                  variant="outline"
                  size="sm"
                  leftIcon={<Plus aria-hidden className="size-4" />}
                  onClick={() => setIsAddingRelease(true)}
                >
                  Add Release
                </Button>
              )}
            </div>
          }
        >
          {title.releases.length ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {title.releases.map((release) => (
                <ReleaseCard key={release.id} release={release}>
                  <ReleaseForSale titleId={title.id} releaseId={release.id} />
                </ReleaseCard>
              ))}
            </div>
          ) : (
            <EmptyState
              title="No releases yet"
              description="Nobody has catalogued a tape or disc of this film so far."
            />
          )}
        </TitledSection>
        <PhotosSection
          target={{ kind: 'titles', idOrSlug: title.id }}
          images={title.images}
          subject={title.title}
          canManage={isSignedIn}
        />
      </PageContainer>
      {title.abilities.update && (
        <EditTitleDialog open={isEditing} onOpenChange={setIsEditing} title={title} />
      )}
      {isSignedIn && (
        <AddReleaseDialog open={isAddingRelease} onOpenChange={setIsAddingRelease} title={title} />
      )}
      {title.abilities.delete && (
        <DeleteTitleDialog
          open={isDeleting}
          onOpenChange={setIsDeleting}
          title={title}
          onMerge={() => setIsMerging(true)}
          onDeleted={() => void navigate('/catalog')}
        />
      )}
      {title.abilities.merge && (
        <MergeTitleDialog
          open={isMerging}
          onOpenChange={setIsMerging}
          duplicateId={title.id}
          // The merged film's address now answers the film that stayed: go there.
          onMerged={(result) => void navigate(titleDetailPath(result.title.slug), { replace: true })}
        />
      )}
    </div>
  );
}
