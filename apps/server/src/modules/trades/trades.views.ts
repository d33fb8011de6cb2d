import { OPEN_TRADE_STATUSES } from '@rewind/shared/trade-states';
import { eq, inArray } from 'drizzle-orm';
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

/**
 * The collection items named by a proposal still under way (proposed or accepted): their owner may not remove
 * them, or the proposal would lose a copy it offers or asks for. Read-only (decision 017).
 */
export const copiesInOpenTrades = new QueryBuilder()
  .select({ itemId: tradeProposalItems.collectionItemId })
  .from(tradeProposalItems)
  .innerJoin(tradeProposals, eq(tradeProposals.id, tradeProposalItems.proposalId))
  .where(inArray(tradeProposals.status, OPEN_TRADE_STATUSES))
  .as('copies_in_open_trades');
