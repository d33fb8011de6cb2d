import { isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';

/**
 * Collection items as other modules read them (the marketplace lists a copy from its seller's shelf):
 * who holds what. Read-only (decision 017).
 */
export const collectionEntries = new QueryBuilder()
  .select({
    id: userCollectionItems.id,
    userId: userCollectionItems.userId,
    titleId: userCollectionItems.masterItemId,
    releaseId: userCollectionItems.releaseId,
  })
  .from(userCollectionItems)
  .as('collection_entries');

/**
 * Wantlist entries as other modules read them, with the rules a listing must pass to match (the marketplace's
 * "In my wantlist", the Wantlist badge, match notifications): a fulfilled want (bought here) matches nothing.
 * Read-only.
 */
export const wantlistEntries = new QueryBuilder()
  .select({
    id: userWantlistItems.id,
    userId: userWantlistItems.userId,
    titleId: userWantlistItems.masterMovieId,
    releaseId: userWantlistItems.releaseId,
    maxPrice: userWantlistItems.maxPrice,
    minMediaCondition: userWantlistItems.minMediaCondition,
    minPackagingCondition: userWantlistItems.minPackagingCondition,
    formats: userWantlistItems.formats,
    regions: userWantlistItems.regions,
  })
  .from(userWantlistItems)
  .where(isNull(userWantlistItems.fulfilledAt))
  .as('wantlist_entries');
