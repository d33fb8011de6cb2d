import type { TListingDetail } from '@rewind/shared/marketplace';
import { MSG } from '@rewind/shared/messages';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Modal } from '@/components/ui/modal';
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
  const [reason, setReason] = useState('');
  // Only the seller may edit: anyone else offered the removal is an admin, who gives the seller a reason.
  const isAdminRemoval = !listing.abilities.update;
  const confirm = () =>
    remove.mutate(isAdminRemoval ? reason.trim() : undefined, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onOpenChange(false);
      },
      onError: (error) =>
        notify.error(MSG.errorRemovingListing(isApiError(error) ? error.message : MSG.unexpectedError)),
    });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      title="Remove this listing?"
      description={filmLabel(listing)}
      testId="remove-listing-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {MSG.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={remove.isPending}
            disabled={isAdminRemoval && reason.trim() === ''}
            leftIcon={<Trash2 aria-hidden className="size-4" />}
            onClick={confirm}
          >
            Remove listing
          </Button>
        </>
      }
    >
      {isAdminRemoval ? (
        <TextAreaField
          label="Reason (the seller is told)"
          rows={3}
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : (
        <p className="text-sm text-tape-300">
          The copy stays in your collection; it is just no longer for sale.
        </p>
      )}
    </Modal>
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
