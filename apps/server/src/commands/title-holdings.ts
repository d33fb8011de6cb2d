import type { TTitleHoldings } from '@rewind/shared/catalog-admin';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { ChallengesService } from '../modules/challenges/challenges.service';
import type { CollectionService } from '../modules/collection/collection.service';
import type { MarketplaceService } from '../modules/marketplace/marketplace.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { TradesService } from '../modules/trades/trades.service';

export type HoldingsDeps = {
  catalog: Pick<CatalogService, 'releaseCounts'>;
  collection: Pick<CollectionService, 'filmHoldings'>;
  marketplace: Pick<MarketplaceService, 'activeListingsOfFilms'>;
  trades: Pick<TradesService, 'filmTrades'>;
  challenges: Pick<ChallengesService, 'filmEntries'>;
  orders: Pick<OrdersService, 'filmOrders'>;
};

/**
 * What hangs off each film, from every area that holds something of it: what the admin portal shows, a merge
 * moves, and deleting it would take (its dialog says each count, and an open order or accepted trade refuses).
 */
export const createTitleHoldings =
  ({ catalog, collection, marketplace, trades, challenges, orders }: HoldingsDeps) =>
  async (titleIds: string[]): Promise<Map<string, TTitleHoldings>> => {
    const [releases, held, listed, traded, entries, sold] = await Promise.all([
      catalog.releaseCounts(titleIds),
      collection.filmHoldings(titleIds),
      marketplace.activeListingsOfFilms(titleIds),
      trades.filmTrades(titleIds),
      challenges.filmEntries(titleIds),
      orders.filmOrders(titleIds),
    ]);
    const byFilm = <Row extends { titleId: string | null }>(rows: Row[]) =>
      new Map(rows.map((row) => [row.titleId, row]));
    const [requests, proposals, counted, ordered] = [
      byFilm(traded.requests),
      byFilm(traded.proposals),
      byFilm(entries),
      byFilm(sold),
    ];
    return new Map(
      titleIds.map((id) => [
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

export type TitleHoldings = ReturnType<typeof createTitleHoldings>;
