import { z } from 'zod';
import { ZCollectionFilm, ZCollectionRelease, ZTradeMatchCounts } from './collection.ts';
import { ZImage } from './images.ts';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';

// Trade requests (docs/product.md, Trades).

/** What a member would take in return: a few short phrases, stored joined with ', '. */
export const TRADE_WANTS_SEPARATOR = ', ';
export const TRADE_WANTS_DEFAULT = 'open to offers';
export const TRADE_OFFERS_DEFAULT = 'Not specified';

/** At most this many things a member would take, each at most TRADE_WANT_MAX characters. */
export const TRADE_WANTS_MAX = 10;
export const TRADE_OFFERS_MAX = 500;
export const TRADE_WANT_MAX = 80;

const ZPhrase = z.string().trim().min(1).max(TRADE_WANT_MAX, MSG.tradeWantTooLong(TRADE_WANT_MAX));

/**
 * POST /api/v1/trades: from one of my collection items, a release or a film, or by hand (words alone). Wants
 * default to 'open to offers'; offers to the film's title, else 'Not specified'.
 */
export const ZNewTradeRequest = z.object({
  collectionItemId: z.uuid().optional(),
  releaseId: z.uuid().optional(),
  titleId: z.uuid().optional(),
  wants: z.array(ZPhrase).max(TRADE_WANTS_MAX, MSG.tooManyTradeWants(TRADE_WANTS_MAX)).optional(),
  offers: z.string().trim().max(TRADE_OFFERS_MAX, MSG.tradeOffersTooLong(TRADE_OFFERS_MAX)).optional(),
});
export type TNewTradeRequest = z.input<typeof ZNewTradeRequest>;

/**
 * A trade request as lists show it, with its film and release where it names one, its trader, and the trader's
 * photos of what it offers (in order, the first shown on its card).
 */
export const ZTradeRequest = z.object({
  id: z.uuid(),
  displayId: z.number().int(),
  wants: z.string(),
  offers: z.string(),
  film: ZCollectionFilm.nullable(),
  release: ZCollectionRelease.nullable(),
  trader: z.object({ username: z.string(), avatarUrl: z.string().nullable() }),
  images: z.array(ZImage),
  /** For a signed-in viewer: how the trader's spares and wants meet mine; null when they do not at all. */
  tradeMatch: ZTradeMatchCounts.nullable(),
  createdAt: z.iso.datetime(),
  /** End the request; add, order or remove its photos (its trader's alone). */
  abilities: z.object({ remove: z.boolean(), changePhotos: z.boolean() }),
});
export type TTradeRequest = z.infer<typeof ZTradeRequest>;

/** GET /api/v1/trades: the active trade requests, newest first, 20 a page. */
export const ZTradeRequestPage = z.object({
  items: z.array(ZTradeRequest),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TTradeRequestPage = z.infer<typeof ZTradeRequestPage>;

export const ZTradeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(1),
});
export const ZTradeParam = z.object({ id: z.uuid() });

/**
 * GET /api/v1/trades/{id}/answers: the proposals under way that answer a request, as its end's dialog counts
 * them: those waiting for an answer end with it, accepted trades go on.
 */
export const ZTradeRequestAnswers = z.object({ waiting: z.number().int(), accepted: z.number().int() });
export type TTradeRequestAnswers = z.infer<typeof ZTradeRequestAnswers>;
