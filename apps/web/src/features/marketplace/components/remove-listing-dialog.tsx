import * as MSG from '@rewind/shared/texts';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRemoveListing } from '@/features/marketplace/api/listings';

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
  return (
    <RemovalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove this listing?"
      description={label}
      confirmLabel="Remove listing"
      {...(byAdmin ? { reasonLabel: 'Reason (the seller is told)' } : {})}
      isPending={remove.isPending}
      testId="remove-listing-dialog"
      onConfirm={(reason) =>
        remove.mutate(reason, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onOpenChange(false);
          },
          onError: (error) =>
            notify.error(MSG.errorRemovingListing(isApiError(error) ? error.message : MSG.unexpectedError)),
        })
      }
    >
      {!byAdmin && (
        <p className="text-sm text-tape-300">
          The copy stays in your collection; it is just no longer for sale.
        </p>
      )}
    </RemovalDialog>
  );
}
