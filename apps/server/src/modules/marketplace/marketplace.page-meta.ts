import { formatPrice } from '@rewind/shared/currency';
import { ZListingParam } from '@rewind/shared/marketplace';
import type { DescribePageAt } from '../../platform/web-app';
import type { MarketplaceService } from './marketplace.service';

/** Link-preview details (Open Graph) for a listing's page: the copy, its price and grades, and its cover. */
export function marketplacePageMeta(
  marketplace: Pick<MarketplaceService, 'get'>,
): Record<'listing', DescribePageAt> {
  return {
    listing: async ({ id }) => {
      // What the API would refuse as no listing's id is not asked of the database.
      const asked = ZListingParam.safeParse({ listingId: id });
      if (!asked.success) return null;
      const { listing } = await marketplace.get(null, asked.data.listingId);
      const price = formatPrice(listing.price, listing.currency);
      const film = listing.film.year ? `${listing.film.title} (${listing.film.year})` : listing.film.title;
      const state =
        listing.state === 'active' ? price : listing.state === 'sold' ? 'Sold' : 'No longer for sale';
      return {
        title: `${film} — ${listing.release.format} for sale · Rewind`,
        description: [
          state,
          `Media: ${listing.mediaCondition}`,
          `Box: ${listing.packagingCondition}`,
          `Sold by ${listing.seller.username}`,
        ].join(' · '),
        image: listing.coverUrl,
        type: 'product',
      };
    },
  };
}
