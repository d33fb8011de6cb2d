import type { TListingDetail } from '@rewind/shared/marketplace';
import { PhotosSection } from '@/features/images';
import { filmLabel } from '@/features/marketplace/components/listing-facts';

/**
 * The seller's photos of the copy for sale, opened in the image viewer; the seller manages them here. A
 * listing without photos shows nothing to buyers.
 */
export function ListingPhotos({ listing }: { listing: TListingDetail }) {
  if (listing.images.length === 0 && !listing.abilities.update) return null;
  return (
    <PhotosSection
      target={{ kind: 'listings', idOrSlug: listing.id }}
      images={listing.images}
      subject={`${filmLabel(listing)}, the copy for sale`}
      canManage={listing.abilities.update}
    />
  );
}
