import type { TListingDetail } from '@rewind/shared/marketplace';
import { MSG } from '@rewind/shared/messages';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRemoveListing } from '@/features/marketplace/api/listings';
import { filmLabel } from '@/features/marketplace/components/listing-facts';
import { BuyButton } from '@/features/orders';

// The seller's editor loads when it is first opened.
const EditListingDialog = lazyDialog(() =>
  import('@/features/marketplace/components/listing-form-dialog').then((module) => module.EditListingDialog),
);

function RemoveListingDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: TListingDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useRemoveListing(listing.id);
  // Only the seller may edit: anyone else offered the removal is an admin, who gives the seller a reason.
  const isAdminRemoval = !listing.abilities.update;
  return (
    <RemovalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove this listing?"
      description={filmLabel(listing)}
      confirmLabel="Remove listing"
      {...(isAdminRemoval ? { reasonLabel: 'Reason (the seller is told)' } : {})}
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
      <p className="text-sm text-tape-300">
        The copy stays in your collection; it is just no longer for sale.
      </p>
    </RemovalDialog>
  );
}

/**
 * What the caller can do with a listing: buy it (anyone but its seller, while it is for sale; a visitor is asked
 * to sign in), edit it (its seller), remove it (its seller, or an admin).
 */
export function ListingActions({ listing }: { listing: TListingDetail }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const mayBuy = listing.state === 'active' && !listing.abilities.update;
  if (!mayBuy && !listing.abilities.update && !listing.abilities.remove) return null;
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      {mayBuy && <BuyButton listing={listing} />}
      {listing.abilities.update && (
        <Button
          variant="outline"
          leftIcon={<Pencil aria-hidden className="size-4" />}
          onClick={() => setIsEditing(true)}
        >
          Edit listing
        </Button>
      )}
      {listing.abilities.remove && (
        <Button
          variant="danger"
          leftIcon={<Trash2 aria-hidden className="size-4" />}
          onClick={() => setIsRemoving(true)}
        >
          Remove listing
        </Button>
      )}
      {listing.abilities.update && (
        <EditListingDialog
          open={isEditing}
          onOpenChange={setIsEditing}
          listing={listing}
          itemLabel={filmLabel(listing)}
        />
      )}
      {listing.abilities.remove && (
        <RemoveListingDialog listing={listing} open={isRemoving} onOpenChange={setIsRemoving} />
      )}
    </div>
  );
}
