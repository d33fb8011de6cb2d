import { formatPrice } from '@rewind/shared/currency';
import type { TListingDetail } from '@rewind/shared/marketplace';
import type { TOffer } from '@rewind/shared/orders';
import { Link } from '@/lib/router';
import { useListingOffers } from '@/features/orders/api/listing-offers';
import { OfferLine, OfferStatus, offerTiming, WithdrawOffer } from '@/features/orders/components/offer-facts';

/** My offer on a listing, once made: its amount, state and timing, and its order once accepted. */
export function MyOffer({ offer }: { offer: TOffer }) {
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-tape-600 bg-tape-900 px-4 py-2.5 text-sm"
      data-testid="my-offer"
    >
      <span className="text-tape-300">Your offer</span>
      <span className="font-counter text-lg text-yellow">{formatPrice(offer.amount, offer.currency)}</span>
      <OfferStatus offer={offer} />
      <span className="text-tape-400">{offerTiming(offer)}</span>
      {offer.orderId && (
        <Link to={`/orders/${offer.orderId}`} className="text-cyan underline underline-offset-2">
          View order
        </Link>
      )}
      {offer.abilities.withdraw && <WithdrawOffer offer={offer} />}
    </div>
  );
}

/** The seller's offers on their listing, newest first, with Accept and Decline for those waiting. */
export function ListingOffers({ listing }: { listing: TListingDetail }) {
  const offers = useListingOffers(listing.id, true);
  const items = offers.data?.items ?? [];
  if (items.length === 0) {
    return listing.offerFloor ? (
      <p className="mt-3 text-sm text-tape-400">
        No offers yet. Offers below {formatPrice(listing.offerFloor, listing.currency)} are declined for you.
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="listing-offers" className="mt-5" data-testid="listing-offers">
      <h2 id="listing-offers" className="font-display text-lg text-paper">
        Offers ({items.length})
      </h2>
      <ul className="mt-2 flex flex-col divide-y divide-tape-700 rounded-lg border border-tape-700 bg-tape-900">
        {items.map((offer) => (
          <li key={offer.id} className="p-3">
            <OfferLine offer={offer} role="received" />
          </li>
        ))}
      </ul>
    </section>
  );
}
