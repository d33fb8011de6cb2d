import type { TListingDetail } from '@rewind/shared/marketplace';
import { PriceHistory } from '@/features/orders';

/** Beside a listing's price: what copies of its release in its media grade sold for lately. */
export function ListingPriceHistory({ listing }: { listing: TListingDetail }) {
  return <PriceHistory releaseId={listing.release.id} highlight={listing.mediaCondition} compact />;
}
