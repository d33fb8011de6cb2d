import type { TCatalogueItemKind, THoldings } from '@rewind/shared/catalog-admin';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { ChallengesService } from '../modules/challenges/challenges.service';
import type { CollectionService } from '../modules/collection/collection.service';
import type { MarketplaceService } from '../modules/marketplace/marketplace.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { TradesService } from '../modules/trades/trades.service';

export type HoldingsDeps = {
  catalog: Pick<CatalogService, 'releaseCounts'>;
  collection: Pick<CollectionService, 'holdings'>;
  marketplace: Pick<MarketplaceService, 'activeListings'>;
  trades: Pick<TradesService, 'trades'>;
  challenges: Pick<ChallengesService, 'entries'>;
  orders: Pick<OrdersService, 'orderCounts'>;
};

/**
 * What hangs off each film (with its releases) or each release, from every area that holds something of it:
 * what the admin portal shows, a merge moves, and deleting it would take (its dialog says each count, and an
 * open order or accepted trade refuses). A release counts as one release.
 */
export const createHoldings =
  ({ catalog, collection, marketplace, trades, challenges, orders }: HoldingsDeps) =>
  async (kind: TCatalogueItemKind, ids: string[]): Promise<Map<string, THoldings>> => {
    const [releases, held, listed, traded, entries, sold] = await Promise.all([
      kind === 'title' ? catalog.releaseCounts(ids) : new Map(ids.map((id) => [id, 1])),
      collection.holdings(kind, ids),
      marketplace.activeListings(kind, ids),
      trades.trades(kind, ids),
      challenges.entries(kind, ids),
      orders.orderCounts(kind, ids),
    ]);
    const byItem = <Row extends { id: string | null }>(rows: Row[]) =>
      new Map(rows.map((row) => [row.id, row]));
    const [requests, proposals, counted, ordered] = [
      byItem(traded.requests),
      byItem(traded.proposals),
      byItem(entries),
      byItem(sold),
    ];
    return new Map(
      ids.map((id) => [
        id,
        {
          releases: releases.get(id) ?? 0,
          collectionItems: held.get(id)?.collectionItems ?? 0,
          wants: held.get(id)?.wants ?? 0,
          listings: listed.get(id) ?? 0,
          tradeRequests: requests.get(id)?.requests ?? 0,
          tradeProposals: proposals.get(id)?.proposals ?? 0,
          challengeEntries: counted.get(id)?.entries ?? 0,
          orders: ordered.get(id)?.orders ?? 0,
          openOrders: ordered.get(id)?.open ?? 0,
          acceptedTrades: proposals.get(id)?.accepted ?? 0,
        },
      ]),
    );
  };

export type Holdings = ReturnType<typeof createHoldings>;
