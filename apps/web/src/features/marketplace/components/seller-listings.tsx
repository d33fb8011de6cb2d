import { Store } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryPanel } from '@/components/ui/error-panel';
import { TitledSection } from '@/components/ui/titled-section';
import { MSG } from '@rewind/shared/messages';
import { isApiError } from '@/lib/api-client';
import { useSellerListings } from '@/features/marketplace/api/listings';
import { ListingItems, ListingItemsSkeleton } from '@/features/marketplace/components/listing-items';

/** A profile's 'For sale' section: the seller's terms and their active listings, newest first. */
export function SellerListings({ username, sellerTerms }: { username: string; sellerTerms: string }) {
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
      {query.isError ? (
        <RetryPanel
          title={MSG.componentError}
          message={isApiError(query.error) ? query.error.message : MSG.unexpectedError}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <ListingItemsSkeleton view="list" />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={Store} title="Nothing for sale right now" />
      ) : (
        <ListingItems items={query.data.items} view="list" />
      )}
    </TitledSection>
  );
}
