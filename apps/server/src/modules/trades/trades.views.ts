import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { tradeProposalItems, tradeProposals } from '../../db/schema/trades';

/**
 * The collection items promised in an accepted trade, until it completes or is cancelled: the marketplace lists
 * none of them. Read-only (decision 017).
 */
export const promisedCopies = new QueryBuilder()
  .select({ itemId: tradeProposalItems.collectionItemId })
  .from(tradeProposalItems)
  .innerJoin(tradeProposals, eq(tradeProposals.id, tradeProposalItems.proposalId))
  .where(eq(tradeProposals.status, 'accepted'))
  .as('promised_copies');
