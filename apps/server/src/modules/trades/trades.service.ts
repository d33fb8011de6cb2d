import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { tradesPolicy } from '@rewind/shared/policies/trades';
import { adminPolicy } from '@rewind/shared/policies/admin';
import {
  TRADE_OFFERS_DEFAULT,
  TRADE_WANTS_DEFAULT,
  TRADE_WANTS_SEPARATOR,
  type TTradeRequest,
  type TTradeRequestAnswers,
  type TTradeRequestPage,
  type ZNewTradeRequest,
} from '@rewind/shared/trades';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { findPgError } from '../../platform/error-handler';
import { AppError, notFound } from '../../platform/errors';
import { type RecordEvents, withdrawTradeEvents } from '../activity/activity.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { CollectionService } from '../collection/collection.service';
import type { TradeProposalsService } from './trade-proposals.service';
import { presentTrade } from './trades.presenter';
import * as repo from './trades.repo';
import { pageAndMore, rowsOfPageAndOneMore, uncountedPage } from '../../platform/paging';

type NewTradeRequest = z.output<typeof ZNewTradeRequest>;

/** A page of the list without its photos, which the route adds from the images module. */
type TradePage = Omit<TTradeRequestPage, 'items'> & { items: Omit<TTradeRequest, 'images'>[] };

/** What a trade request offers: a collection item of mine, a release, a film, or nothing named. */
type Subject = {
  collectionItemId: string | null;
  releaseId: string | null;
  titleId: string | null;
  filmTitle?: string;
};

/**
 * The product's texts for a failed save (docs/product.md, Departures, 3): a missing reference (a release deleted
 * meanwhile) 'Foreign key constraint violation: {msg}' with 422, any other database refusal 'Database error: {msg}'
 * with 400. The message is the database's own, never the query or its parameters.
 */
export function tradeSaveFailure(error: unknown): unknown {
  const pg = findPgError(error);
  if (!pg || error instanceof AppError) return error;
  if (pg.code === '23503') return new AppError(422, 'foreign_key', MSG.foreignKeyViolation(pg.message));
  return new AppError(400, 'database_error', MSG.databaseError(pg.message));
}

export function createTradesService(deps: {
  db: Db;
  record: RecordEvents;
  catalog: Pick<CatalogService, 'findRelease' | 'findTitle'>;
  collection: Pick<CollectionService, 'offerForTrade' | 'tradeMatchesWith'>;
  /** The proposals answering a request: counted for its end's dialog, and ended with it. */
  proposals: Pick<TradeProposalsService, 'answersTo' | 'endAnswersTo'>;
}) {
  const { db, record, catalog } = deps;

  async function subjectOf(actor: Actor, input: NewTradeRequest): Promise<Subject> {
    if (input.collectionItemId) {
      const item = await deps.collection.offerForTrade(actor, input.collectionItemId);
      return {
        collectionItemId: item.id,
        releaseId: item.releaseId,
        titleId: item.titleId,
        filmTitle: item.film.title,
      };
    }
    if (input.releaseId) {
      const release = await catalog.findRelease(input.releaseId);
      const film = await catalog.findTitle(release.masterMovieId);
      return { collectionItemId: null, releaseId: release.id, titleId: film.id, filmTitle: film.title };
    }
    if (input.titleId) {
      const film = await catalog.findTitle(input.titleId);
      return { collectionItemId: null, releaseId: null, titleId: film.id, filmTitle: film.title };
    }
    return { collectionItemId: null, releaseId: null, titleId: null };
  }

  async function ownActiveTrade(actor: Actor | null, id: string) {
    const trade = await repo.findActiveTrade(db, id);
    if (!trade) throw notFound(MSG.tradeRequestNotFound);
    authorize(tradesPolicy.remove(actor, trade));
  }

  return {
    /**
     * A merged film's trade requests and proposed copies move to the film that stays, in the merge's
     * transaction, following the collection items it combines (decision 029).
     */
    mergeFilm: (
      tx: Db,
      fromId: string,
      toId: string,
      combinedItems: readonly { keep: string; drop: string }[],
    ) => repo.mergeFilm(tx, fromId, toId, combinedItems),

    /**
     * Active trade requests, newest first, 20 a page; those of members suspended now
     * only for admins.
     */
    async list(actor: Actor | null, page: number): Promise<TradePage> {
      const at = { page, pageSize: LIMITS.tradeRequestsPage };
      const rows = await repo.findActiveTrades(db, {
        ...rowsOfPageAndOneMore(at),
        hideSuspended: !adminPolicy.seeSuspendedMembers(actor),
      });
      const traders = pageAndMore(rows, at).rows.map((row) => row.traderId);
      const others = [...new Set(traders)].filter((id) => id !== actor?.userId);
      const matches = actor ? await deps.collection.tradeMatchesWith(actor, others) : new Map();
      return uncountedPage(rows, at, (row) => presentTrade(row, actor, matches.get(row.traderId) ?? null));
    },

    /**
     * Posts a trade request: wants default to 'open to offers', offers to the film's title,
     * else 'Not specified'. A collection item named is marked as a spare.
     */
    async create(actor: Actor | null, input: NewTradeRequest): Promise<string> {
      authorize(tradesPolicy.create(actor));
      const subject = await subjectOf(actor!, input);
      const wants = input.wants?.length ? input.wants.join(TRADE_WANTS_SEPARATOR) : TRADE_WANTS_DEFAULT;
      const offers = input.offers || subject.filmTitle || TRADE_OFFERS_DEFAULT;
      try {
        return await db.transaction(async (tx) => {
          const id = await repo.insertTrade(tx, { traderId: actor!.userId, wants, offers, ...subject });
          await record(tx, {
            kind: 'trade-posted',
            userId: actor!.userId,
            trade: { id, title: subject.filmTitle ?? offers },
          });
          return id;
        });
      } catch (error) {
        throw tradeSaveFailure(error);
      }
    },

    /** What ending my trade request takes with it: the proposals answering it, waiting and accepted. */
    async answers(actor: Actor | null, id: string): Promise<TTradeRequestAnswers> {
      await ownActiveTrade(actor, id);
      return deps.proposals.answersTo(id);
    },

    /**
     * Ends my trade request: it leaves the list and the feed, and the proposals waiting on it end with it
     * (endAnswersTo).
     */
    async remove(actor: Actor | null, id: string): Promise<void> {
      await ownActiveTrade(actor, id);
      await db.transaction(async (tx) => {
        await repo.endTrade(tx, id);
        await withdrawTradeEvents(tx, id);
        await deps.proposals.endAnswersTo(tx, actor!, id);
      });
    },

    /** Active trade requests (the community stats). */
    countActive: () => repo.countActiveTrades(db),

    /** Per film or release, its active trade requests and the proposals under way with a copy (accepted apart). */
    trades: (kind: TCatalogueItemKind, ids: string[]) => repo.countTrades(db, kind, ids),

    /** An active request as its photos need it (the images module's TradeGalleries). */
    async findOfferedTrade(id: string) {
      const row = await repo.findOfferedTrade(db, id);
      return row && { traderId: row.traderId, title: row.filmTitle ?? row.offers, year: row.year };
    },
    lockOfferedTrade: (tx: Db, id: string) => repo.lockActiveTrade(tx, id),
  };
}

export type TradesService = ReturnType<typeof createTradesService>;
