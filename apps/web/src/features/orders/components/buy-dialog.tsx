import { countryCodesByName, countryName } from '@rewind/shared/countries';
import { formatPrice } from '@rewind/shared/currency';
import type { TListingDetail } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useNavigate } from '@/lib/router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useBuyListing } from '@/features/orders/api/orders';
import { useMyProfile, useUpdateMyProfile } from '@/features/profiles';

/** What a dialog about a listing is given (Buy, Make an offer). */
export type TListingDialogProps = {
  listing: TListingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * What buying means here (payment is arranged with the seller, outside Rewind) and where the copy ships: the
 * country on the buyer's profile, asked for here (and saved there) when it has none, since the seller's
 * shipping depends on it. Then the order, which reserves the copy, and its page.
 */
export function BuyDialog({ listing, open, onOpenChange }: TListingDialogProps) {
  const buy = useBuyListing(listing.id);
  const profile = useMyProfile();
  const saveCountry = useUpdateMyProfile();
  const [shipTo, setShipTo] = useState('');
  const [shipToError, setShipToError] = useState<string | undefined>();
  const navigate = useNavigate();
  const once = useSingleFlight();
  const profileCountry = profile.data?.country ?? null;
  const asksCountry = profile.data !== undefined && profileCountry === null;
  const isBusy = buy.isPending || saveCountry.isPending;
  // Awaited, not in mutate's callbacks: the answer reserves the listing, whose page then drops this button.
  const confirm = () => {
    if (asksCountry && !shipTo) {
      setShipToError(MSG.shipToRequired);
      return;
    }
    return once(async () => {
      try {
        if (asksCountry) await saveCountry.mutateAsync({ country: shipTo });
        const order = await buy.mutateAsync();
        notify.success(MSG.orderPlaced);
        navigate(`/orders/${order.id}`);
      } catch (error) {
        onOpenChange(false);
        notify.error(isApiError(error) ? error.message : MSG.unexpectedError);
      }
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isBusy && onOpenChange(next)}
      title="Buy this copy?"
      description={`${formatPrice(listing.price, listing.currency)} plus shipping, from ${listing.seller.username}.`}
      testId="buy-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isBusy}>
            {MSG.cancel}
          </Button>
          <Button isLoading={isBusy} disabled={profile.isPending} onClick={confirm}>
            Place order
          </Button>
        </>
      }
    >
      {asksCountry && (
        <div className="mb-4">
          <SelectField
            label="Ships to"
            options={countryCodesByName()}
            optionLabel={countryName}
            emptyLabel="Choose a country"
            autoComplete="country"
            aria-describedby="ship-to-hint"
            value={shipTo}
            error={shipToError}
            onChange={(event) => {
              setShipTo(event.target.value);
              setShipToError(undefined);
            }}
          />
          <p id="ship-to-hint" className="mt-1.5 text-sm text-tape-400">
            Saved as your country on your profile: sellers quote shipping from it.
          </p>
        </div>
      )}
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-tape-300">
        {profileCountry && (
          <li data-testid="buy-ships-to">
            Ships to {countryName(profileCountry)}, the country on your profile.
          </li>
        )}
        {listing.seller.shipping && <li>Shipping by the seller's policy: {listing.seller.shipping}</li>}
        <li>The copy is reserved for you while the order is open.</li>
        <li>The seller confirms the total, shipping included; you pay them as their terms say.</li>
        <li>Once it arrives you confirm receipt and can rate the seller.</li>
      </ul>
    </Modal>
  );
}
