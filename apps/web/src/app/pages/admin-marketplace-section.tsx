import { TitledSection } from '@/components/ui/titled-section';
import { ListingsAdmin } from '@/features/marketplace';
import { RatingsAdmin } from '@/features/orders';

/** The admin portal's Marketplace section: listings (marketplace) and ratings (orders). */
export function AdminMarketplaceSection() {
  return (
    <div className="flex flex-col gap-10">
      <TitledSection id="admin-listings" label="Listings" title="Listings" size="md">
        <ListingsAdmin />
      </TitledSection>
      <TitledSection id="admin-ratings" label="Ratings" title="Newest seller ratings" size="md">
        <RatingsAdmin />
      </TitledSection>
    </div>
  );
}
