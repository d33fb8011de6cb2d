import { formatPrice } from '@rewind/shared/currency';
import type { TListingDetail } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { OFFER_EXPIRES_DAYS } from '@rewind/shared/order-states';
import type { TOffer } from '@rewind/shared/orders';
import { HandCoins } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useListingOffers, useMakeOffer } from '@/features/orders/api/offers';
import { OfferLine, OfferStatus, offerTiming } from '@/features/orders/components/offer-facts';

function OfferDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: TListingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const make = useMakeOffer(listing.id);
  const once = useSingleFlight();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) return setError('Enter your offer');
    // Awaited here, not in mutate's callbacks: the answer refetches my offer, which replaces this dialog
    // before those callbacks would run.
    once(async () => {
      try {
        const offer = await make.mutateAsync({ amount: amount.trim() });
        if (offer.status === 'declined') notify.error(MSG.offerDeclinedAtOnce);
        else notify.success(MSG.offerSent);
        onOpenChange(false);
      } catch (cause) {
        if (isApiError(cause) && cause.fields?.amount) return setError(cause.fields.amount);
        notify.error(isApiError(cause) ? cause.message : MSG.unexpectedError);
      }
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !make.isPending && onOpenChange(next)}
      title="Make an offer"
      description={`${formatPrice(listing.price, listing.currency)} from ${listing.seller.username}. Offer less; one offer per copy.`}
      testId="offer-dialog"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Your offer"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          autoFocus
          value={amount}
          error={error}
          hint={`The seller has ${OFFER_EXPIRES_DAYS} days to answer. If they accept, an order opens at your amount, plus shipping.`}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={make.isPending}>
            {MSG.cancel}
          </Button>
          <Button type="submit" isLoading={make.isPending}>
            Send offer
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function MyOffer({ offer }: { offer: TOffer }) {
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
    </div>
  );
}

/**
 * 'Make an offer' on a listing someone else sells, or my offer on it once made (one per copy). A visitor is
 * asked to sign in by the answer, as with Buy.
 */
export function OfferButton({ listing }: { listing: TListingDetail }) {
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const offers = useListingOffers(listing.id, user !== null);
  const mine = offers.data?.items.find((offer) => offer.buyer.userId === user?.id);
  if (mine) return <MyOffer offer={mine} />;
  if (listing.state !== 'active') return null;
  return (
    <>
      <Button
        size="lg"
        variant="outline"
        leftIcon={<HandCoins aria-hidden className="size-5" />}
        onClick={() => setIsOpen(true)}
      >
        Make an offer
      </Button>
      {isOpen && <OfferDialog listing={listing} open onOpenChange={setIsOpen} />}
    </>
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
