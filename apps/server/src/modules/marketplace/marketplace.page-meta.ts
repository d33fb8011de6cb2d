import { formatPrice } from '@rewind/shared/currency';
import { AppError } from '../../platform/errors';
import type { PageMeta } from '../../platform/web-app';
import type { MarketplaceService } from './marketplace.service';

const LISTING_PAGE = /^\/marketplace\/item\/([0-9a-f-]{36})$/i;

/** Link-preview details (Open Graph) for a listing's page: the copy, its price and grades, and its cover. */
export function marketplacePageMeta(marketplace: Pick<MarketplaceService, 'get'>) {
  return async (pathname: string): Promise<PageMeta | null> => {
    const id = LISTING_PAGE.exec(pathname)?.[1];
    if (!id) return null;
    const listing = await marketplace.get(null, id).then(
      (view) => view.listing,
      (error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      },
    );
    if (!listing) return null;
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
  };
}
