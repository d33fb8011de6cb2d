import type { TListingDetail } from '@rewind/shared/marketplace';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { filmLabel } from '@/features/marketplace/components/listing-facts';
import { RemoveListingDialog } from '@/features/marketplace/components/remove-listing-dialog';
import { ListingOffers } from '@/features/orders';
import { lazyComponent } from '@/components/ui/lazy-component';

// The seller's editor loads when it is first opened.
const EditListingDialog = lazyComponent(
  () =>
    import('@/features/marketplace/components/listing-form-dialog').then(
      (module) => module.EditListingDialog,
    ),
  { drawnOnceOpened: true },
);

/**
 * What a listing's seller (edit it, answer offers, remove it) or an admin (remove it, with a reason for the
 * seller) can do with it: loaded only for them.
 */
export function ListingOwnerActions({ listing }: { listing: TListingDetail }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const isSeller = listing.abilities.isSeller;
  return (
    <>
      <div className="mt-5 flex flex-wrap items-center gap-3">
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
      </div>
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
        <RemoveListingDialog
          listingId={listing.id}
          label={filmLabel(listing)}
          // Only the seller may edit: anyone else offered the removal is an admin.
          byAdmin={!listing.abilities.update}
          open={isRemoving}
          onOpenChange={setIsRemoving}
        />
      )}
    </>
  );
}
