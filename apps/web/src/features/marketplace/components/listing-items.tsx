import { releaseLine } from '@rewind/shared/film-label';
import type { ReactNode } from 'react';
import type { TListingSummary } from '@rewind/shared/marketplace';
import { formatRelativeTime } from '@rewind/shared/time';
import { Link } from '@/lib/router';
import { BoxCover } from '@/components/ui/box-cover';
import { Skeleton } from '@/components/ui/skeleton';
import type { TView } from '@/components/ui/view-toggle';
import { cn } from '@/lib/cn';
import { formatPrice } from '@rewind/shared/currency';
import { filmLabel, Grades, SellerRating } from '@/features/marketplace/components/listing-facts';
import { listingPath } from '@rewind/shared/slug';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
// A column of GRID inside the page column (max-w-7xl, px-4 sm:px-6): its width over the gaps, per breakpoint.
const COLUMN_SIZES =
  '(min-width: 1280px) 234px, (min-width: 1024px) calc((100vw - 96px) / 4), ' +
  '(min-width: 640px) calc((100vw - 80px) / 3), calc((100vw - 48px) / 2)';
// The first row on a phone (two columns): the page's largest images above the fold.
const PRIORITY_COVERS = 2;

export function ListingCover({
  listing,
  ...props
}: {
  listing: TListingSummary;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return <BoxCover url={listing.coverUrl} format={listing.release.format} {...props} />;
}

function Price({ listing, className }: { listing: TListingSummary; className?: string }) {
  return (
    <span
      className={cn('font-counter text-2xl leading-none text-yellow', className)}
      data-testid="listing-price"
    >
      {formatPrice(listing.price, listing.currency)}
    </span>
  );
}

/** Both grades, then the seller and their rating (and what `children` add to that line). */
function GradesAndSeller({ listing, children }: { listing: TListingSummary; children?: ReactNode }) {
  return (
    <>
      <div className="mt-1.5">
        <Grades listing={listing} />
      </div>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-xs text-tape-300">
        <Link to={`/users/${listing.seller.username}`} className="font-medium text-paper hover:text-cyan">
          {listing.seller.username}
        </Link>
        <SellerRating rating={listing.seller.rating} />
        {children}
      </p>
    </>
  );
}

function ListingCard({ listing, priority }: { listing: TListingSummary; priority: boolean }) {
  return (
    <li data-testid="listing-card">
      <Link to={listingPath(listing)} className="group block rounded-lg focus-visible:outline-offset-4">
        <div className="relative transition duration-200 group-hover:-translate-y-1">
          <ListingCover listing={listing} sizes={COLUMN_SIZES} priority={priority} />
          <Price
            listing={listing}
            className="absolute right-2 bottom-2 rounded bg-tape-950/85 px-2 py-1 text-xl backdrop-blur-sm"
          />
        </div>
        <p className="mt-2.5 line-clamp-2 text-sm leading-snug font-semibold text-paper group-hover:text-magenta-soft">
          {filmLabel(listing)}
        </p>
      </Link>
      <p className="mt-1 truncate text-xs text-tape-300">{releaseLine(listing.release)}</p>
      <GradesAndSeller listing={listing} />
    </li>
  );
}

function ListingRow({ listing, priority }: { listing: TListingSummary; priority: boolean }) {
  return (
    <li data-testid="listing-card" className="flex gap-4 py-4">
      <Link to={listingPath(listing)} className="w-16 shrink-0 sm:w-20" tabIndex={-1} aria-hidden>
        <ListingCover listing={listing} sizes="80px" priority={priority} />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={listingPath(listing)} className="font-semibold text-paper hover:text-magenta-soft">
          {filmLabel(listing)}
        </Link>
        <p className="mt-0.5 truncate text-sm text-tape-300">
          {listing.release.releaseTitle} · {releaseLine(listing.release, true)}
        </p>
        <GradesAndSeller listing={listing}>
          <span>· listed {formatRelativeTime(listing.createdAt)}</span>
        </GradesAndSeller>
      </div>
      <Price listing={listing} className="shrink-0 self-start" />
    </li>
  );
}

/** Listings as a cover grid or a list, each linking to its page. */
export function ListingItems({ items, view }: { items: TListingSummary[]; view: TView }) {
  if (view === 'list') {
    return (
      <ul className="divide-y divide-tape-700">
        {items.map((listing, index) => (
          <ListingRow key={listing.id} listing={listing} priority={index < PRIORITY_COVERS} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={GRID}>
      {items.map((listing, index) => (
        <ListingCard key={listing.id} listing={listing} priority={index < PRIORITY_COVERS} />
      ))}
    </ul>
  );
}

export function ListingItemsSkeleton({ view }: { view: TView }) {
  return (
    <div className={view === 'list' ? 'flex flex-col gap-4' : GRID} aria-hidden>
      {Array.from({ length: 10 }, (_, index) =>
        view === 'list' ? (
          <Skeleton key={index} className="h-28 w-full" />
        ) : (
          <div key={index}>
            <Skeleton className="aspect-[2/3] w-full" />
            <Skeleton className="mt-2.5 h-4 w-4/5" />
            <Skeleton className="mt-1.5 h-3.5 w-1/2" />
          </div>
        ),
      )}
    </div>
  );
}
