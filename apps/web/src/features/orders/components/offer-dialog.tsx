import { formatPrice } from '@rewind/shared/currency';
import * as MSG from '@rewind/shared/texts';
import { OFFER_EXPIRES_DAYS } from '@rewind/shared/order-states';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useMakeOffer } from '@/features/orders/api/offers';
import type { TListingDialogProps } from '@/features/orders/components/buy-dialog';
import { ShipToField, useShipTo } from '@/features/orders/components/ship-to-field';

/** An offer below the asking price on someone else's listing: one per copy. */
export function OfferDialog({ listing, open, onOpenChange }: TListingDialogProps) {
  const make = useMakeOffer(listing.id);
  const shipTo = useShipTo();
  const once = useSingleFlight();
  const isBusy = make.isPending || shipTo.isSaving;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!amount.trim()) setError('Enter your offer');
    // Asked as Buy asks: the order an accepted offer opens is quoted for where the copy ships.
    if (!shipTo.isReady() || !amount.trim()) return;
    // Awaited here, not in mutate's callbacks: the answer refetches my offer, which replaces this dialog
    // before those callbacks would run.
    once(async () => {
      try {
        await shipTo.save();
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
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
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
        {shipTo.asksCountry && <ShipToField field={shipTo.field} />}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isBusy}>
            {MSG.cancel}
          </Button>
          <Button type="submit" isLoading={isBusy} disabled={shipTo.isLoading}>
            Send offer
          </Button>
        </div>
      </form>
    </Modal>
  );
}
