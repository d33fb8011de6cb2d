import { countryName } from '@rewind/shared/countries';
import { formatPrice } from '@rewind/shared/currency';
import type { TListingDetail } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useNavigate } from '@/lib/router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useBuyListing } from '@/features/orders/api/orders';
import { ShipToField, useShipTo } from '@/features/orders/components/ship-to-field';

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
  const shipTo = useShipTo();
  const navigate = useNavigate();
  const once = useSingleFlight();
  const isBusy = buy.isPending || shipTo.isSaving;
  // Awaited, not in mutate's callbacks: the answer reserves the listing, whose page then drops this button.
  const confirm = () => {
    if (!shipTo.isReady()) return;
    return once(async () => {
      try {
        await shipTo.save();
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
          <Button isLoading={isBusy} disabled={shipTo.isLoading} onClick={confirm}>
            Place order
          </Button>
        </>
      }
    >
      {shipTo.asksCountry && (
        <div className="mb-4">
          <ShipToField field={shipTo.field} />
        </div>
      )}
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-tape-300">
        {shipTo.profileCountry && (
          <li data-testid="buy-ships-to">
            Ships to {countryName(shipTo.profileCountry)}, the country on your profile.
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
