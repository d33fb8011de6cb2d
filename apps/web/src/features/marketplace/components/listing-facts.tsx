import { filmWithYear } from '@rewind/shared/film-label';
import type { TListingSummary } from '@rewind/shared/marketplace';
import type { TSellerRating } from '@rewind/shared/profiles';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The film as a heading says it: 'Aliens (1986)'. */
export const filmLabel = (listing: Pick<TListingSummary, 'film'>) => filmWithYear(listing.film);

/** A seller's average to one decimal and the count; 'No ratings yet' rather than 0.0, which reads as a bad seller. */
export function SellerRating({ rating, className }: { rating: TSellerRating; className?: string }) {
  if (rating.count === 0) return <span className={cn('text-tape-400', className)}>No ratings yet</span>;
  return (
    <span
      className={cn('inline-flex items-center gap-1', className)}
      aria-label={`Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} rating${rating.count === 1 ? '' : 's'}`}
    >
      <Star aria-hidden className="size-3.5 fill-yellow text-yellow" />
      {rating.average.toFixed(1)}
      <span className="text-tape-400">({rating.count})</span>
    </span>
  );
}

/** Media and packaging grades as two small labels. */
export function Grades({
  listing,
}: {
  listing: Pick<TListingSummary, 'mediaCondition' | 'packagingCondition' | 'sealed'>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5 text-xs">
      <span className="rounded-sm border border-tape-600 px-1.5 py-0.5" title="Media condition">
        Media: {listing.mediaCondition}
      </span>
      <span className="rounded-sm border border-tape-600 px-1.5 py-0.5" title="Packaging condition">
        Box: {listing.packagingCondition}
      </span>
      {listing.sealed && (
        <span className="rounded-sm border border-cyan/60 px-1.5 py-0.5 text-cyan">Sealed</span>
      )}
    </span>
  );
}
