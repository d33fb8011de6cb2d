import { releaseLine } from '@rewind/shared/film-label';
import type { TListingDetail, TListingSummary } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { CONDITION_GUIDE } from '@rewind/shared/condition-guide';
import { releaseDetailPath, titleDetailPath } from '@rewind/shared/slug';
import { formatRelativeTime, memberSince } from '@rewind/shared/time';
import { ArrowLeft, CalendarDays, MapPin, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryPanel } from '@/components/ui/error-panel';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { UserAvatar } from '@/components/ui/user-avatar';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@rewind/shared/currency';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListing } from '@/features/marketplace/api/listings';
import { filmLabel, Grades, SellerRating } from '@/features/marketplace/components/listing-facts';
import { ListingCover } from '@/features/marketplace/components/listing-items';
import { listingPath } from '@rewind/shared/slug';
import { ListingActions } from '@/features/marketplace/components/listing-actions';
import { ListingPhotos } from '@/features/marketplace/components/listing-photos';
import { ListingPriceHistory } from '@/features/marketplace/components/listing-price-history';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-40 shrink-0 text-sm text-tape-400">{label}</dt>
      <dd className="text-sm text-paper">{children}</dd>
    </div>
  );
}

function Condition({ label, grade }: { label: string; grade: TListingDetail['packagingCondition'] }) {
  return (
    <div className="rounded-lg border border-tape-700 bg-tape-900 p-3">
      <p className="text-xs font-semibold tracking-wide text-tape-400 uppercase">{label}</p>
      <p className="mt-1 font-semibold text-paper">{grade}</p>
      <p className="mt-0.5 text-sm text-tape-300">{CONDITION_GUIDE[grade]}</p>
    </div>
  );
}

const ENDED_TEXTS: Record<TListingDetail['state'], string> = {
  active: '',
  reserved: `Reserved: someone is buying this copy. ${MSG.listingNotActive}`,
  sold: `This copy has been sold. ${MSG.listingNotActive}`,
  removed: `This listing has been removed. ${MSG.listingNotActive}`,
};

/** Why a listing is no longer for sale, instead of its buy box. */
function EndedNotice({ listing }: { listing: TListingDetail }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-orange/50 bg-orange/10 p-3 text-sm text-paper"
      data-testid="listing-ended"
    >
      {ENDED_TEXTS[listing.state]}
    </p>
  );
}

function SellerCard({ seller }: { seller: TListingDetail['seller'] }) {
  return (
    <div className="rounded-xl border border-tape-600 bg-tape-900 p-5" data-testid="seller-card">
      <div className="flex items-center gap-3">
        <UserAvatar username={seller.username} avatarUrl={seller.avatarUrl} size="md" />
        <div className="min-w-0">
          <Link to={`/users/${seller.username}`} className="font-semibold text-paper hover:text-cyan">
            {seller.username}
          </Link>
          <p className="text-sm text-tape-300">
            <SellerRating rating={seller.rating} />
          </p>
          <p className="text-xs text-tape-400" data-testid="seller-stats">
            {seller.rating.positiveShare !== null && `${seller.rating.positiveShare}% positive · `}
            {seller.rating.completedSales} {seller.rating.completedSales === 1 ? 'sale' : 'sales'}
          </p>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-1 text-sm text-tape-300">
        {seller.location && (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4" />
            {seller.location}
          </li>
        )}
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4" />
          {memberSince(seller.memberSince)}
        </li>
      </ul>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-tape-400 uppercase">Seller terms</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-paper">{seller.sellerTerms}</p>
      {seller.shipping && (
        <>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-tape-400 uppercase">Shipping</h3>
          <p className="mt-1 text-sm text-paper" data-testid="seller-shipping">
            {seller.shipping}
          </p>
        </>
      )}
    </div>
  );
}

function OtherCopies({ copies }: { copies: TListingSummary[] }) {
  if (copies.length === 0) return null;
  return (
    <TitledSection id="other-copies" label="Same release" title="Other copies for sale" size="md">
      <ul className="divide-y divide-tape-700 rounded-xl border border-tape-700" data-testid="other-copies">
        {copies.map((copy) => (
          <li key={copy.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <Grades listing={copy} />
              <p className="mt-1 text-xs text-tape-300">
                {copy.seller.username} · <SellerRating rating={copy.seller.rating} />
              </p>
            </div>
            <Link to={listingPath(copy)} className="font-counter text-xl text-yellow hover:text-magenta-soft">
              {formatPrice(copy.price, copy.currency)}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function ListingView({ listing, otherCopies }: { listing: TListingDetail; otherCopies: TListingSummary[] }) {
  useDocumentTitle(`${filmLabel(listing)} for sale`);
  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-cols-[280px_minmax(0,1fr)_300px]">
        <ListingCover
          listing={listing}
          sizes="(min-width: 1024px) 280px, (min-width: 768px) 40vw, 100vw"
          priority
          className="mx-auto w-full max-w-72"
        />
        <div className="min-w-0">
          <p className="font-counter text-lg leading-none tracking-wider text-tape-400 uppercase">For sale</p>
          <h1 className="mt-1 font-display text-3xl text-paper sm:text-4xl">
            <Link to={titleDetailPath(listing.film.slug)} className="hover:text-magenta-soft">
              {filmLabel(listing)}
            </Link>
          </h1>
          <p className="mt-1 text-tape-300">
            <Link to={releaseDetailPath(listing.release.slug)} className="hover:text-cyan">
              {listing.release.releaseTitle}
            </Link>{' '}
            · {releaseLine(listing.release, true)}
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <span className="font-counter text-5xl leading-none text-yellow" data-testid="listing-price">
              {formatPrice(listing.price, listing.currency)}
            </span>
            {listing.sealed && (
              <span className="rounded-sm border border-cyan/60 px-2 py-1 text-sm text-cyan">Sealed</span>
            )}
          </div>
          {listing.state !== 'active' && (
            <div className="mt-4">
              <EndedNotice listing={listing} />
            </div>
          )}
          <div className="mt-2">
            <ListingPriceHistory listing={listing} />
          </div>
          <ListingActions listing={listing} />
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Condition label="Media condition" grade={listing.mediaCondition} />
            <Condition label="Packaging condition" grade={listing.packagingCondition} />
          </div>
          {listing.sellerNotes && (
            <div className="mt-6">
              <h2 className="text-xs font-semibold tracking-wide text-tape-400 uppercase">Seller notes</h2>
              <p className="mt-1 whitespace-pre-line text-paper">{listing.sellerNotes}</p>
            </div>
          )}
          <dl className="mt-6 flex flex-col gap-2">
            <Fact label="Format">{listing.release.format}</Fact>
            {listing.release.caseType && <Fact label="Case">{listing.release.caseType}</Fact>}
            {listing.release.region && <Fact label="Region">{listing.release.region}</Fact>}
            {listing.release.edition && <Fact label="Edition">{listing.release.edition}</Fact>}
            <Fact label="Listed">{formatRelativeTime(listing.createdAt)}</Fact>
          </dl>
        </div>
        <div className="md:col-span-2 lg:col-span-1">
          <SellerCard seller={listing.seller} />
        </div>
      </div>
      <ListingPhotos listing={listing} />
      <OtherCopies copies={otherCopies} />
    </div>
  );
}

function ListingSkeleton() {
  return (
    <div
      className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-cols-[280px_minmax(0,1fr)_300px]"
      aria-hidden
    >
      <Skeleton className="aspect-[2/3] w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-12 w-32" />
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** /marketplace/item/{id}: one copy for sale, its seller, and other copies of the release. */
export function ListingPage() {
  const { id = '' } = useParams();
  const query = useListing(id);
  useDocumentTitle('Listing');
  return (
    <PageContainer>
      <Link
        to="/marketplace"
        className="mb-6 inline-flex items-center gap-1.5 text-sm text-tape-300 hover:text-paper"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to the marketplace
      </Link>
      {query.data ? (
        <ListingView listing={query.data.listing} otherCopies={query.data.otherCopies} />
      ) : query.isError ? (
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
          <EmptyState
            icon={Tag}
            title={MSG.listingNotFound}
            description="This listing does not exist. It may have been mistyped."
            action={
              <Link to="/marketplace" className={buttonClasses({ variant: 'outline' })}>
                Back to the marketplace
              </Link>
            }
          />
        ) : (
          <RetryPanel
            title={MSG.componentError}
            message={isApiError(query.error) ? query.error.message : MSG.unexpectedError}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <ListingSkeleton />
      )}
    </PageContainer>
  );
}
