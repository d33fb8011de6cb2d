import { tradesPolicy } from '@rewind/shared/policies/trades';
import { isOffered, type TPolicyActor } from '@rewind/shared/policies/policy';
import type { TTradeRequest } from '@rewind/shared/trades';
import { presentFilm, presentRelease } from '../catalog/catalog.views';
import type { TradeRow } from './trades.repo';

/**
 * A trade request as lists show it, with what `viewer` may do with it; its film and release where it names
 * them. Its photos are the images module's, put beside it by the route.
 */
export function presentTrade(
  row: TradeRow,
  viewer: TPolicyActor,
  tradeMatch: TTradeRequest['tradeMatch'],
): Omit<TTradeRequest, 'images'> {
  const film = row.film?.id ? presentFilm(row.film) : null;
  return {
    id: row.id,
    displayId: row.displayId,
    wants: row.wants,
    offers: row.offers,
    film,
    release: row.film?.id && row.release?.id ? presentRelease(row.release, row.film) : null,
    trader: row.trader,
    tradeMatch,
    createdAt: row.createdAt.toISOString(),
    abilities: {
      remove: isOffered(tradesPolicy.remove(viewer, row)),
      changePhotos: isOffered(tradesPolicy.changePhotos(viewer, row)),
    },
  };
}
