import type { Db } from '../../db/client';
import * as repo from './marketplace.repo';

export function createMarketplaceService({ db }: { db: Db }) {
  return {
    /** Every rating a seller has received (1-5 stars), for their average and count. */
    sellerRatings: (sellerId: string) => repo.findSellerRatings(db, sellerId),
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
