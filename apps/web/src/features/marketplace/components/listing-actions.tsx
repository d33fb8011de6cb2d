import type { TListingDetail } from '@rewind/shared/marketplace';
import { useSession } from '@/lib/session';
import { filmLabel } from '@/features/marketplace/components/listing-facts';
import { BuyButton, OfferButton } from '@/features/orders';
import { ReportButton } from '@/features/reports';
import { lazyComponent } from '@/components/ui/lazy-component';

// What only some callers see loads when drawn: a visitor's listing page fetches neither.
const ListingOwnerActions = lazyComponent(
  () =>
    import('@/features/marketplace/components/listing-owner-actions').then(
      (module) => module.ListingOwnerActions,
    ),
  { boundary: 'own' },
);

/**
 * What the caller can do with a listing: buy it or make an offer (anyone but its seller, while it is for sale; a
 * visitor is asked to sign in), see their offer on it, report it (other members), and for its seller or an
 * admin, what listing-owner-actions.tsx offers.
 */
export function ListingActions({ listing }: { listing: TListingDetail }) {
  const { user } = useSession();
  const isSeller = listing.abilities.isSeller;
  const mayBuy = listing.state === 'active' && !isSeller;
  // A buyer's offer stays in sight once the copy is reserved or sold.
  const mayHaveOffered = !isSeller && (mayBuy || user !== null);
  const mayManage = isSeller || listing.abilities.remove;
  return (
    <>
      {(mayHaveOffered || listing.abilities.report) && (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {mayBuy && <BuyButton listing={listing} />}
          {mayHaveOffered && <OfferButton listing={listing} />}
          {listing.abilities.report && (
            <ReportButton
              target={{ targetType: 'listing', targetId: listing.id }}
              what={`this listing of ${filmLabel(listing)}`}
            />
          )}
        </div>
      )}
      {mayManage && <ListingOwnerActions listing={listing} />}
    </>
  );
}
