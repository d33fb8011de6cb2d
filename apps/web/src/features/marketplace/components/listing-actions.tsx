import type { TListingDetail } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRemoveListing } from '@/features/marketplace/api/listings';
import { filmLabel } from '@/features/marketplace/components/listing-facts';
import { BuyButton, ListingOffers, OfferButton } from '@/features/orders';
import { useSession } from '@/lib/session';
import { ReportButton } from '@/features/reports';

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
 * What the caller can do with a listing: buy it or make an offer (anyone but its seller, while it is for sale; a
 * visitor is asked to sign in), see their offer on it, edit it and answer offers (its seller), remove it (its
 * seller, or an admin).
 */
export function ListingActions({ listing }: { listing: TListingDetail }) {
  const { user } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const isSeller = listing.abilities.isSeller;
  const mayBuy = listing.state === 'active' && !isSeller;
  // A buyer's offer stays in sight once the copy is reserved or sold.
  const mayHaveOffered = !isSeller && (mayBuy || user !== null);
  if (!mayHaveOffered && !isSeller && !listing.abilities.remove && !listing.abilities.report) return null;
  return (
    <>
      <ListingButtons
        listing={listing}
        mayBuy={mayBuy}
        mayHaveOffered={mayHaveOffered}
        onEdit={() => setIsEditing(true)}
        onRemove={() => setIsRemoving(true)}
      />
      {isSeller && <ListingOffers listing={listing} />}
      {isSeller && (
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
    </>
  );
}

function ListingButtons({
  listing,
  mayBuy,
  mayHaveOffered,
  onEdit,
  onRemove,
}: {
  listing: TListingDetail;
  mayBuy: boolean;
  mayHaveOffered: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      {mayBuy && <BuyButton listing={listing} />}
      {mayHaveOffered && <OfferButton listing={listing} />}
      {listing.abilities.update && (
        <Button variant="outline" leftIcon={<Pencil aria-hidden className="size-4" />} onClick={onEdit}>
          Edit listing
        </Button>
      )}
      {listing.abilities.remove && (
        <Button variant="danger" leftIcon={<Trash2 aria-hidden className="size-4" />} onClick={onRemove}>
          Remove listing
        </Button>
      )}
      {listing.abilities.report && (
        <ReportButton
          target={{ targetType: 'listing', targetId: listing.id }}
          what={`this listing of ${filmLabel(listing)}`}
        />
      )}
    </div>
  );
}
