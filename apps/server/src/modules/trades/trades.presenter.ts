import type { TTradeRequest } from '@rewind/shared/trades';
import { presentFilm, presentRelease } from '../catalog/catalog.views';
import type { TradeRow } from './trades.repo';

/** A trade request as lists show it; its film and release where it names them. */
export function presentTrade(
  row: TradeRow,
  mayRemove: boolean,
  tradeMatch: TTradeRequest['tradeMatch'],
): TTradeRequest {
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
    abilities: { remove: mayRemove },
  };
}
