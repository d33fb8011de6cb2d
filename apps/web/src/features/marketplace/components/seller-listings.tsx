import { Store } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { TitledSection } from '@/components/ui/titled-section';
import { useSellerListings } from '@/features/marketplace/api/listings';
import { ListingItems, ListingItemsSkeleton } from '@/features/marketplace/components/listing-items';

/** A profile's 'For sale' section: the seller's terms and their active listings, newest first. */
export function SellerListings({
  username,
  sellerTerms,
  shipping,
}: {
  username: string;
  sellerTerms: string;
  /** The seller's shipping policy in words; null without one. */
  shipping: string | null;
}) {
  const query = useSellerListings(username, 1);
  const total = query.data?.total ?? 0;
  return (
    <TitledSection
      size="md"
      id="profile-listings"
      label="Side B"
      title={query.data && total > 0 ? `For sale (${total})` : 'For sale'}
    >
      <p className="mb-5 text-sm text-tape-300" data-testid="profile-seller-terms">
        <span className="font-semibold text-paper">Seller terms: </span>
        {sellerTerms}
      </p>
      {shipping && (
        <p className="-mt-3 mb-5 text-sm text-tape-300" data-testid="profile-shipping">
          <span className="font-semibold text-paper">Shipping: </span>
          {shipping}
        </p>
      )}
      <ListStates
        query={query}
        isEmpty={(page) => page.items.length === 0}
        skeleton={<ListingItemsSkeleton view="list" />}
        empty={<EmptyState icon={Store} title="Nothing for sale right now" />}
      >
        {(page) => (
          <>
            <ListingItems items={page.items} view="list" />
          </>
        )}
      </ListStates>
    </TitledSection>
  );
}
