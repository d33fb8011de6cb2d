import type { TListingRemoval } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { countOf } from '@rewind/shared/counts';
import { useListingRemoval, useRemoveListing } from '@/features/marketplace/api/listings';

/**
 * Removing a listing: its seller takes it off sale (the copy stays on their shelf); an admin gives the seller
 * a reason, which they are told.
 */
export function RemoveListingDialog({
  listingId,
  label,
  byAdmin,
  open,
  onOpenChange,
}: {
  listingId: string;
  label: string;
  byAdmin: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useRemoveListing(listingId);
  const removal = useListingRemoval(listingId, open);
  const openOrder = removal.data?.openOrder;
  return (
    <RemovalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove this listing?"
      description={label}
      confirmLabel="Remove listing"
      {...(byAdmin ? { reasonLabel: 'Reason (the seller is told)' } : {})}
      isPending={remove.isPending}
      // Until its facts are in, and while an order holds the copy, there is nothing to confirm.
      canConfirm={removal.isSuccess && !openOrder}
      facts={<RemovalFacts removal={removal.data} isLoading={removal.isPending} />}
      testId="remove-listing-dialog"
      // Awaited rather than mutate's callbacks: the removal refetches the listing, whose page may drop this
      // dialog before those callbacks would run, and the toast must still say it went.
      onConfirm={async (reason) => {
        try {
          notify.success((await remove.mutateAsync(reason)).message);
          onOpenChange(false);
        } catch (error) {
          notify.error(MSG.errorRemovingListing(isApiError(error) ? error.message : MSG.unexpectedError));
        }
      }}
    >
      {!byAdmin && (
        <p className="text-sm text-tape-300">
          The copy stays in your collection; it is just no longer for sale.
        </p>
      )}
    </RemovalDialog>
  );
}

/** What goes with the listing: the offers waiting on it lapse, their buyers told; an order under way refuses it. */
function RemovalFacts({ removal, isLoading }: { removal: TListingRemoval | undefined; isLoading: boolean }) {
  if (isLoading) return <p className="text-sm text-tape-300">Checking offers and orders on this copy…</p>;
  if (!removal) return null;
  if (removal.openOrder) {
    // Named, not linked: an admin reads a member's order only while a report about it is open.
    return (
      <p className="rounded-sm border border-yellow/50 p-3 text-sm text-yellow" role="alert">
        An order for this copy is under way (order {removal.openOrder.id.slice(0, 8)},{' '}
        {removal.openOrder.status.toLowerCase()}): the listing can be removed once the order ends.
      </p>
    );
  }
  return (
    <p className="text-sm text-tape-300">
      {removal.pendingOffers === 0
        ? 'No offers are waiting on it.'
        : `${countOf(removal.pendingOffers, 'offer waiting on it lapses', 'offers waiting on it lapse')}, and ${removal.pendingOffers === 1 ? 'its buyer is' : 'their buyers are'} told.`}
    </p>
  );
}
