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
 * Wantlist entries as other modules read them: who wants which release or film (the marketplace tells wanters of
 * a release to recount their badge). A fulfilled want (bought here) is not wanted any more. Which listings pass a
 * want's rules is kept by the database (wantlist_listing_matches, migration 0025). Read-only.
 */
export const wantlistEntries = new QueryBuilder()
  .select({
    id: userWantlistItems.id,
    userId: userWantlistItems.userId,
    titleId: userWantlistItems.masterMovieId,
    releaseId: userWantlistItems.releaseId,
  })
  .from(userWantlistItems)
  .where(isNull(userWantlistItems.fulfilledAt))
  .as('wantlist_entries');
