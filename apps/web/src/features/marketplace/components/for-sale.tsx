import { formatPrice } from '@rewind/shared/currency';
import type { TFilmForSale } from '@rewind/shared/marketplace';
import { Store } from 'lucide-react';
import { Link } from '@/lib/router';
import { listingPath } from '@rewind/shared/slug';
import { useFilmForSale } from '@/features/marketplace/api/listings';

type TForSale = { count: number; lowestPrice: string; listingId: string };

/** '3 for sale from $9.00': the copies of a release, or of every release of a film, for sale now. */
export function forSaleText({ count, lowestPrice }: TForSale, currency: string) {
  return `${count} for sale from ${formatPrice(lowestPrice, currency)}`;
}

/** A film's releases' copies as one: how many in all, and the cheapest of them. */
function ofEveryRelease(releases: TFilmForSale['releases']): TForSale | null {
  if (releases.length === 0) return null;
  const cheapest = releases.reduce((low, release) =>
    Number(release.lowestPrice) < Number(low.lowestPrice) ? release : low,
  );
  return { ...cheapest, count: releases.reduce((sum, release) => sum + release.count, 0) };
}

/**
 * 'For sale: 3 from $9.00' on a film's page (every release) or a release's (`releaseId`): a link to the one copy,
 * or to the marketplace showing only these copies. Nothing while none is for sale, or while it loads.
 */
export function ForSaleLink({ titleId, releaseId }: { titleId: string; releaseId?: string }) {
  const { data } = useFilmForSale(titleId);
  if (!data) return null;
  const forSale = releaseId
    ? (data.releases.find((release) => release.releaseId === releaseId) ?? null)
    : ofEveryRelease(data.releases);
  if (!forSale) return null;
  const to =
    forSale.count === 1
      ? listingPath({ id: forSale.listingId })
      : `/marketplace?${releaseId ? `release=${releaseId}` : `film=${titleId}`}&sort=price-asc`;
  return (
    <Link
      to={to}
      data-testid="for-sale"
      className="inline-flex items-center gap-2 rounded-md border border-yellow/50 bg-yellow/10 px-3 py-1.5 text-sm font-semibold text-yellow transition hover:border-yellow hover:bg-yellow/20"
    >
      <Store aria-hidden className="size-4" />
      {forSaleText(forSale, data.currency)}
    </Link>
  );
}

/** A release card's line: how many of its copies are for sale, from what price (the card is the link). */
export function ReleaseForSale({ titleId, releaseId }: { titleId: string; releaseId: string }) {
  const { data } = useFilmForSale(titleId);
  const forSale = data?.releases.find((release) => release.releaseId === releaseId);
  if (!data || !forSale) return null;
  return (
    <p data-testid="release-for-sale" className="mt-2 text-sm font-semibold text-yellow">
      {forSaleText(forSale, data.currency)}
    </p>
  );
}
