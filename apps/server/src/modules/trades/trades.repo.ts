import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_TRADE_STATUSES } from '@rewind/shared/trade-states';
import type { Db } from '../../db/client';
import { tradeListings, tradeProposalItems, tradeProposals } from '../../db/schema/trades';
import { catalogFilms, catalogReleases, filmFields, releaseFields } from '../catalog/catalog.views';
import { memberCards } from '../profiles/profiles.views';
import { notSuspended } from '../auth/auth.views';

const traders = memberCards('trader_card');

export type NewTrade = {
  traderId: string;
  wants: string;
  offers: string;
  collectionItemId: string | null;
  releaseId: string | null;
  titleId: string | null;
};

export async function insertTrade(tx: Db, trade: NewTrade) {
  const [row] = await tx
    .insert(tradeListings)
    .values({
      traderId: trade.traderId,
      tradeWants: trade.wants,
      tradeOffers: trade.offers,
      collectionItemId: trade.collectionItemId,
      releaseId: trade.releaseId,
      itemId: trade.titleId,
    })
    .returning({ id: tradeListings.id });
  return row!.id;
}

/**
 * Active trade requests, newest first, with their film, release and trader, in one query;
 * with `hideSuspended`, not those of members suspended now.
 */
export function findActiveTrades(
  db: Db,
  { limit, offset, hideSuspended }: { limit: number; offset: number; hideSuspended: boolean },
) {
  return (
    db
      .select({
        id: tradeListings.id,
        displayId: tradeListings.displayId,
        traderId: tradeListings.traderId,
        wants: tradeListings.tradeWants,
        offers: tradeListings.tradeOffers,
        createdAt: tradeListings.createdAt,
        film: filmFields,
        release: releaseFields,
        trader: { username: traders.username, avatarUrl: traders.avatarUrl },
      })
      .from(tradeListings)
      .innerJoin(traders, eq(traders.userId, tradeListings.traderId))
      .leftJoin(catalogReleases, eq(catalogReleases.id, tradeListings.releaseId))
      .leftJoin(catalogFilms, eq(catalogFilms.id, tradeListings.itemId))
      .where(
        and(
          eq(tradeListings.isActive, true),
          hideSuspended ? notSuspended(tradeListings.traderId) : undefined,
        ),
      )
      // Served by trade_listings_active_created_idx (is_active, created_at desc).
      .orderBy(desc(tradeListings.createdAt), desc(tradeListings.id))
      .limit(limit)
      .offset(offset)
  );
}
export type TradeRow = Awaited<ReturnType<typeof findActiveTrades>>[number];

export async function findActiveTrade(db: Db, id: string) {
  const [row] = await db
    .select({ id: tradeListings.id, traderId: tradeListings.traderId })
    .from(tradeListings)
    .where(and(eq(tradeListings.id, id), eq(tradeListings.isActive, true)));
  return row;
}

export async function endTrade(tx: Db, id: string): Promise<void> {
  await tx.update(tradeListings).set({ isActive: false }).where(eq(tradeListings.id, id));
}

/** Active trade requests: the community stats' count (an index count). */
export async function countActiveTrades(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tradeListings).where(eq(tradeListings.isActive, true));
  return row?.n ?? 0;
}

/** An active trade request's trader, film title and year, and offer: what its photos need. */
export async function findOfferedTrade(db: Db, id: string) {
  const [row] = await db
    .select({
      traderId: tradeListings.traderId,
      offers: tradeListings.tradeOffers,
      filmTitle: catalogFilms.title,
      year: catalogFilms.year,
    })
    .from(tradeListings)
    .leftJoin(catalogFilms, eq(catalogFilms.id, tradeListings.itemId))
    .where(and(eq(tradeListings.id, id), eq(tradeListings.isActive, true)));
  return row;
}

/** An active trade request locked for a change of its photos, in the caller's transaction. */
export async function lockActiveTrade(tx: Db, id: string) {
  const [row] = await tx
    .select({ traderId: tradeListings.traderId })
    .from(tradeListings)
    .where(and(eq(tradeListings.id, id), eq(tradeListings.isActive, true)))
    .for('update');
  return row;
}

/**
 * A merged film's trade requests and proposed copies name the film that stays (decision 029), and those that
 * named a collection item the merge combines with another name the one that stays.
 */
export async function mergeFilm(
  tx: Db,
  fromId: string,
  toId: string,
  combinedItems: readonly { keep: string; drop: string }[],
): Promise<void> {
  for (const { keep, drop } of combinedItems) {
    await tx
      .update(tradeListings)
      .set({ collectionItemId: keep })
      .where(eq(tradeListings.collectionItemId, drop));
    await tx
      .update(tradeProposalItems)
      .set({ collectionItemId: keep })
      .where(eq(tradeProposalItems.collectionItemId, drop));
  }
  await tx.update(tradeListings).set({ itemId: toId }).where(eq(tradeListings.itemId, fromId));
  await tx
    .update(tradeProposalItems)
    .set({ masterItemId: toId })
    .where(eq(tradeProposalItems.masterItemId, fromId));
}

/**
 * Per film or release: its active trade requests, the proposals under way with a copy of it, and how many of
 * those are accepted (copies promised, which keeps it from being deleted).
 */
export async function countTrades(db: Db, kind: TCatalogueItemKind, ids: string[]) {
  if (ids.length === 0) return { requests: [], proposals: [] };
  const requested = kind === 'title' ? tradeListings.itemId : tradeListings.releaseId;
  const proposed = kind === 'title' ? tradeProposalItems.masterItemId : tradeProposalItems.releaseId;
  const [requests, proposals] = await Promise.all([
    db
      .select({ id: requested, requests: count() })
      .from(tradeListings)
      .where(and(inArray(requested, ids), eq(tradeListings.isActive, true)))
      .groupBy(requested),
    db
      .select({
        id: proposed,
        proposals: countDistinct(tradeProposals.id),
        accepted: countDistinct(
          sql`case when ${tradeProposals.status} = 'accepted' then ${tradeProposals.id} end`,
        ),
      })
      .from(tradeProposalItems)
      .innerJoin(tradeProposals, eq(tradeProposals.id, tradeProposalItems.proposalId))
      .where(and(inArray(proposed, ids), inArray(tradeProposals.status, [...OPEN_TRADE_STATUSES])))
      .groupBy(proposed),
  ]);
  return { requests, proposals };
}
