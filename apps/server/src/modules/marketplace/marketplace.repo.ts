import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { type Period, periodStart } from '../../platform/periods';
import { gradesAtLeast } from '@rewind/shared/options';
import {
  and,
  arrayContains,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  like,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { QueryBuilder, union } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ZListingQuery } from '@rewind/shared/marketplace';
import { type Db, queryRows } from '../../db/client';
import {
  marketplaceListings as listings,
  wantlistListingMatches as matches,
  wantlistMatchNotices,
} from '../../db/schema/marketplace';
import {
  catalogFilms,
  catalogReleases,
  filmFields,
  filmMatchesTerm,
  releaseFields,
} from '../catalog/catalog.views';
import { promisedCopies } from '../trades/trades.views';
import { collectionEntries, wantlistEntries } from '../collection/collection.views';
import { memberNames } from '../profiles/profiles.views';
import { notSuspended, suspendedMembers } from '../auth/auth.views';
import { pageAndMore, rowsOfPageAndOneMore, offsetOf } from '../../platform/paging';

export type ListingQuery = z.output<typeof ZListingQuery>;

// A page says "10,000+ listings" past this: counting a million matching rows exactly would cost more than the
// page itself.
export const COUNT_CAP = 10_000;

const listingColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  collectionItemId: listings.collectionItemId,
  price: listings.price,
  mediaCondition: listings.condition,
  packagingCondition: listings.packagingCondition,
  sealed: listings.sealed,
  sellerNotes: listings.sellerNotes,
  offerFloor: listings.offerFloor,
  isActive: listings.isActive,
  createdAt: listings.createdAt,
  endedAt: listings.endedAt,
  endReason: listings.endReason,
  removalReason: listings.removalReason,
  sellerName: memberNames.username,
  film: filmFields,
  release: releaseFields,
};

/** Each listing with its film, release and seller's name, in the same query. */
const selectListings = (db: Db) =>
  db
    .select(listingColumns)
    .from(listings)
    .innerJoin(catalogReleases, eq(catalogReleases.id, listings.releaseId))
    .innerJoin(catalogFilms, eq(catalogFilms.id, listings.masterMovieId))
    .innerJoin(memberNames, eq(memberNames.userId, listings.sellerId));
export type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];

/**
 * Whether the lists leave out the listings of members suspended now (everyone but admins).
 * Time-based, so they come back by themselves when the suspension ends.
 */
export type Hiding = { hideSuspended: boolean };

/** Listings whose seller is not suspended now. */
const sellerShown = ({ hideSuspended }: Hiding) =>
  hideSuspended ? notSuspended(listings.sellerId) : undefined;

/** The listings of members suspended now, ended ones too (marketplace_listings_seller_idx, a few sellers). */
const suspendedListings = new QueryBuilder()
  .select({ id: listings.id })
  .from(listings)
  .where(inArray(listings.sellerId, suspendedMembers));

/**
 * Matches whose listing's seller is not suspended now: a hashed subplan on the matches' own listing column, so
 * that their index-only walks stay so.
 */
const matchShown = ({ hideSuspended }: Hiding) =>
  hideSuspended ? notInArray(matches.listingId, suspendedListings) : undefined;

const orderings = {
  newest: [desc(listings.createdAt), desc(listings.id)],
  'price-asc': [asc(listings.price), desc(listings.createdAt), desc(listings.id)],
  'price-desc': [desc(listings.price), desc(listings.createdAt), desc(listings.id)],
};

/** `userId`'s matched listings (wantlist_listing_matches_user_idx): "In my wantlist" keeps the listings among them. */
const wantedBy = (db: Db, userId: string) =>
  inArray(listings.id, db.select({ id: matches.listingId }).from(matches).where(eq(matches.userId, userId)));

/** How many of `userId`'s wants have at least one active listing that passes their rules (the Wantlist badge). */
export async function countMatchedWants(db: Db, userId: string, hiding: Hiding): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(matches.wantId) })
    .from(matches)
    .where(and(eq(matches.userId, userId), matchShown(hiding)));
  return row?.count ?? 0;
}

/** For each of these wants: how many active listings match it, and the cheapest (one query). */
export async function matchesOfWants(db: Db, wantIds: string[], { hideSuspended }: Hiding) {
  if (wantIds.length === 0) return [];
  const shown = hideSuspended ? sql`and ${notSuspended(listings.sellerId)}` : sql``;
  return queryRows<{ want_id: string; count: number | string; lowest_price: string; listing_id: string }>(
    db,
    sql`select distinct on (${matches.wantId}) ${matches.wantId} as want_id,
        count(*) over (partition by ${matches.wantId}) as count,
        ${listings.price} as lowest_price, ${listings.id} as listing_id
      from ${matches}
      join ${listings} on ${listings.id} = ${matches.listingId}
      where ${matches.wantId} in ${wantIds} ${shown}
      order by ${matches.wantId}, ${listings.price}, ${listings.createdAt}`,
  );
}

/**
 * A film's active listings by release: how many, the lowest price and the cheapest one (the oldest at that
 * price), from marketplace_listings_active_master_idx.
 */
export async function forSaleByRelease(db: Db, titleId: string, { hideSuspended }: Hiding) {
  const shown = hideSuspended ? sql`and ${notSuspended(listings.sellerId)}` : sql``;
  return queryRows<{ release_id: string; count: number | string; lowest_price: string; listing_id: string }>(
    db,
    sql`select distinct on (${listings.releaseId}) ${listings.releaseId} as release_id,
        count(*) over (partition by ${listings.releaseId}) as count,
        ${listings.price} as lowest_price, ${listings.id} as listing_id
      from ${listings}
      where ${listings.isActive} and ${listings.masterMovieId} = ${titleId}
        and ${listings.releaseId} is not null ${shown}
      order by ${listings.releaseId}, ${listings.price}, ${listings.createdAt}`,
  );
}

/** The members one of whose wants matches the listing, by its rules. */
export async function wantersMatching(tx: Db, listingId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: matches.userId })
    .from(matches)
    .where(eq(matches.listingId, listingId));
  return rows.map((row) => row.userId);
}

/** Everyone who wants the listing's release or its film, whatever their rules: whose badge may change. */
export async function wantersOf(tx: Db, listingIds: string[]): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`select distinct ${wantlistEntries.userId} as user_id
      from ${listings}
      join ${wantlistEntries} on ${wantlistEntries.releaseId} = ${listings.releaseId}
        or (${wantlistEntries.releaseId} is null and ${wantlistEntries.titleId} = ${listings.masterMovieId})
      where ${listings.id} in ${listingIds}`,
  );
  return rows.map((row) => row.user_id);
}

/**
 * The sellers whose active listings match the most of `userId`'s wants (by their rules), most first, then the
 * cheapest: each with how many wants and the matching listings' ids.
 */
export async function sellersWithMostWants(db: Db, userId: string, limit: number, { hideSuspended }: Hiding) {
  const shown = hideSuspended ? sql`and ${notSuspended(listings.sellerId)}` : sql``;
  return queryRows<{ seller_id: string; wants: number | string; listing_ids: string[] }>(
    db,
    sql`select ${listings.sellerId} as seller_id, count(distinct ${matches.wantId}) as wants,
        array_agg(distinct ${listings.id}) as listing_ids
      from ${matches}
      join ${listings} on ${listings.id} = ${matches.listingId}
      where ${matches.userId} = ${userId} ${shown}
      group by ${listings.sellerId}
      order by wants desc, min(${listings.price})
      limit ${limit}`,
  );
}

/** These listings with their film, release and seller (any order). */
export async function findListings(db: Db, ids: string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return selectListings(db).where(inArray(listings.id, ids));
}

/** Records that these members are told of the listing; answers those not told before. */
export async function recordMatchNotices(tx: Db, listingId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(wantlistMatchNotices)
    .values(userIds.map((userId) => ({ userId, listingId })))
    .onConflictDoNothing()
    .returning({ userId: wantlistMatchNotices.userId });
  return rows.map((row) => row.userId);
}

function browseFilters(query: ListingQuery): SQL | undefined {
  // A listing whose release was deleted has none, and the page's join leaves it out: said here too, so that the
  // count needs no join and the partial indexes of browsing (release_id is not null) serve both.
  const filters: SQL[] = [eq(listings.isActive, true), isNotNull(listings.releaseId)];
  if (query.q) filters.push(filmMatchesTerm(listings.masterMovieId, query.q));
  if (query.format) filters.push(eq(listings.format, query.format));
  if (query.region) filters.push(eq(listings.region, query.region));
  if (query.saleType) filters.push(eq(listings.saleType, query.saleType));
  if (query.aspectRatio) filters.push(eq(listings.aspectRatio, query.aspectRatio));
  if (query.audioLanguage) filters.push(arrayContains(listings.audioLanguages, [query.audioLanguage]));
  if (query.minCondition) filters.push(inArray(listings.condition, gradesAtLeast(query.minCondition)));
  if (query.minPrice !== undefined) filters.push(gte(listings.price, query.minPrice.toFixed(2)));
  if (query.maxPrice !== undefined) filters.push(lte(listings.price, query.maxPrice.toFixed(2)));
  if (query.sealed) filters.push(eq(listings.sealed, true));
  if (query.film) filters.push(eq(listings.masterMovieId, query.film));
  if (query.release) filters.push(eq(listings.releaseId, query.release));
  return and(...filters);
}

/** Whether a query asks only for my wanted listings, newest first: the matches alone answer it. */
const isOnlyWantedNewest = (query: ListingQuery) =>
  query.sort === 'newest' &&
  !query.q &&
  !query.format &&
  !query.region &&
  !query.saleType &&
  !query.aspectRatio &&
  !query.audioLanguage &&
  !query.minCondition &&
  query.minPrice === undefined &&
  query.maxPrice === undefined &&
  !query.sealed &&
  !query.film &&
  !query.release;

/**
 * "In my wantlist", newest first and nothing else: the page's ids down wantlist_listing_matches_user_newest_idx
 * (a listing two of my wants match, once), and the count from my matches, without a listing read for either.
 * The matches hold active listings of a release only, as browsing shows.
 */
async function browseWantedNewest(db: Db, query: ListingQuery, userId: string, hiding: Hiding) {
  const mine = and(eq(matches.userId, userId), matchShown(hiding));
  const pageIds = db
    .select({ id: matches.listingId })
    .from(matches)
    .where(mine)
    .groupBy(matches.listingCreatedAt, matches.listingId)
    .orderBy(desc(matches.listingCreatedAt), desc(matches.listingId))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [rows, [counted]] = await Promise.all([
    selectListings(db)
      .where(inArray(listings.id, pageIds))
      .orderBy(...orderings.newest),
    db
      .select({ total: countDistinct(matches.listingId) })
      .from(matches)
      .where(mine),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A page of active listings, filtered and sorted as /marketplace asks, with their total up to COUNT_CAP + 1. */
export async function browseListings(db: Db, query: ListingQuery, viewerId: string | null, hiding: Hiding) {
  if (query.wanted && viewerId && isOnlyWantedNewest(query)) {
    return browseWantedNewest(db, query, viewerId, hiding);
  }
  const wanted = query.wanted && viewerId ? wantedBy(db, viewerId) : undefined;
  const matching = and(browseFilters(query), wanted) ?? sql`true`;
  // The page's listings first, from the listings alone, as the page's joins keep them (a film is there when its id
  // is, by the foreign key; a seller's name when their profile is); then the film, release and seller of those
  // only, not of each listing passed over on the way to a later page.
  const pageIds = db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        matching,
        sellerShown(hiding),
        isNotNull(listings.masterMovieId),
        exists(
          db
            .select({ one: sql`1` })
            .from(memberNames)
            .where(eq(memberNames.userId, listings.sellerId)),
        ),
      ),
    )
    .orderBy(...orderings[query.sort])
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [rows, total] = await Promise.all([
    selectListings(db)
      .where(inArray(listings.id, pageIds))
      .orderBy(...orderings[query.sort]),
    countUpToCap(db, matching, hiding),
  ]);
  return { rows, total };
}

/**
 * How many listings match, up to COUNT_CAP + 1. Without the suspended sellers', these are
 * counted apart, down marketplace_listings_seller_idx from the few suspended, and taken from the count of all:
 * a filter on the seller in the count itself would read each listing's row, where the browsing indexes alone
 * answer it now (EXPLAIN, 300,000 listings: 15 ms rather than 90 for a film word).
 */
async function countUpToCap(db: Db, matching: SQL, { hideSuspended }: Hiding) {
  if (!hideSuspended) {
    const [row] = await db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(listings)
        .where(matching)
        .limit(COUNT_CAP + 1)
        .as('counted'),
    );
    return row?.total ?? 0;
  }
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`with hidden as (
        select count(*) as n from ${listings}
        where ${and(matching, inArray(listings.sellerId, suspendedMembers))})
      select (select count(*) from (select 1 from ${listings} where ${matching}
          limit ${COUNT_CAP + 1} + (select n from hidden)) as counted) - (select n from hidden) as total`,
  );
  return Number(row?.total ?? 0);
}

/** A listing; with `hiding`, none while its seller is suspended. */
export async function findListing(
  db: Db,
  id: string,
  hiding: Hiding = { hideSuspended: false },
): Promise<ListingRow | undefined> {
  const [row] = await selectListings(db)
    .where(and(eq(listings.id, id), sellerShown(hiding)))
    .limit(1);
  return row;
}

/** The other active copies of a release, cheapest first. */
export async function findOtherCopies(
  db: Db,
  releaseId: string,
  exceptId: string,
  limit: number,
  hiding: Hiding,
) {
  return selectListings(db)
    .where(
      and(
        eq(listings.releaseId, releaseId),
        eq(listings.isActive, true),
        ne(listings.id, exceptId),
        sellerShown(hiding),
      ),
    )
    .orderBy(...orderings['price-asc'])
    .limit(limit);
}

/** A seller's active listings, newest first. */
export async function findSellerListings(
  db: Db,
  sellerId: string,
  query: { page: number; pageSize: number },
  hiding: Hiding,
) {
  const where = and(eq(listings.sellerId, sellerId), eq(listings.isActive, true), sellerShown(hiding));
  const [rows, [counted]] = await Promise.all([
    selectListings(db)
      .where(where)
      .orderBy(...orderings.newest)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The collection item `itemId` of `userId` with its film's title, the item locked so that it cannot be removed
 * while it is being listed.
 */
export async function lockOwnCollectionItem(tx: Db, userId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(collectionEntries)
    .where(and(eq(collectionEntries.id, itemId), eq(collectionEntries.userId, userId)))
    .for('update')
    .limit(1);
  if (!item) return undefined;
  const [film] = await tx
    .select({ title: catalogFilms.title })
    .from(catalogFilms)
    .where(eq(catalogFilms.id, item.titleId));
  return { ...item, filmTitle: film?.title ?? '' };
}

/** The active listing of each of these collection items (marketplace_listings_active_item_key). */
export async function findActiveListingsOfItems(db: Db, collectionItemIds: string[]) {
  if (collectionItemIds.length === 0) return [];
  return db
    .select({ id: listings.id, collectionItemId: listings.collectionItemId, price: listings.price })
    .from(listings)
    .where(and(inArray(listings.collectionItemId, collectionItemIds), isOpen));
}

// For sale, or reserved by an open order: the item's listing either way, and it may not be listed again.
const isOpen = or(eq(listings.isActive, true), eq(listings.endReason, 'reserved'));

/** Whether one of these items of `sellerId` is reserved by an open order. */
export async function isAnyReserved(tx: Db, sellerId: string, collectionItemIds: string[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        inArray(listings.collectionItemId, collectionItemIds),
        eq(listings.sellerId, sellerId),
        eq(listings.endReason, 'reserved'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Of these collection items, those an open order reserves (their listing is reserved). */
export async function findReservedItems(tx: Db, collectionItemIds: string[]): Promise<string[]> {
  if (collectionItemIds.length === 0) return [];
  const rows = await tx
    .select({ itemId: listings.collectionItemId })
    .from(listings)
    .where(and(inArray(listings.collectionItemId, collectionItemIds), eq(listings.endReason, 'reserved')));
  return rows.map((row) => row.itemId!);
}

/** Whether an accepted trade promises the collection item to someone (trades.views.ts). */
export async function isPromisedInTrade(tx: Db, collectionItemId: string): Promise<boolean> {
  const [row] = await tx
    .select({ itemId: promisedCopies.itemId })
    .from(promisedCopies)
    .where(eq(promisedCopies.itemId, collectionItemId))
    .limit(1);
  return row !== undefined;
}

/** A listing reserved by an order, for sale again, or ended by its order (sold, or the item unavailable). */
export async function setListingState(
  tx: Db,
  id: string,
  state: 'reserved' | 'for-sale' | 'sold' | 'removed',
) {
  const now = new Date();
  await tx
    .update(listings)
    .set(
      state === 'for-sale'
        ? { isActive: true, endedAt: null, endReason: null, updatedAt: now }
        : { isActive: false, endedAt: now, endReason: state, updatedAt: now },
    )
    .where(eq(listings.id, id));
}

export async function findActiveListingOfItem(db: Db, collectionItemId: string) {
  const [row] = await findActiveListingsOfItems(db, [collectionItemId]);
  return row;
}

export async function insertListing(tx: Db, values: typeof listings.$inferInsert) {
  const [row] = await tx.insert(listings).values(values).returning({ id: listings.id });
  return row!;
}

/**
 * Locks a listing for a change; its seller and whether it is still for sale. With `hiding`, none while its
 * seller is suspended (a buyer finds no such listing).
 */
export async function lockListing(tx: Db, id: string, hiding: Hiding = { hideSuspended: false }) {
  const [row] = await tx
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      isActive: listings.isActive,
      endReason: listings.endReason,
      price: listings.price,
      offerFloor: listings.offerFloor,
      collectionItemId: listings.collectionItemId,
      releaseId: listings.releaseId,
      mediaCondition: listings.condition,
      packagingCondition: listings.packagingCondition,
    })
    .from(listings)
    .where(and(eq(listings.id, id), sellerShown(hiding)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateListing(
  tx: Db,
  id: string,
  changes: Partial<
    Pick<
      typeof listings.$inferInsert,
      'price' | 'condition' | 'packagingCondition' | 'sealed' | 'sellerNotes' | 'offerFloor'
    >
  >,
) {
  await tx
    .update(listings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(listings.id, id));
}

export type Ending =
  | { reason: 'removed' | 'sold' }
  | { reason: 'removed-by-admin'; removedBy: string; removalReason: string | null };

/** Ends active listings (kept, so their pages say so); answers those that ended, with their release. */
export async function endListings(tx: Db, where: SQL, ending: Ending) {
  return tx
    .update(listings)
    .set({
      isActive: false,
      endedAt: new Date(),
      updatedAt: new Date(),
      endReason: ending.reason,
      ...(ending.reason === 'removed-by-admin'
        ? { removedBy: ending.removedBy, removalReason: ending.removalReason }
        : {}),
    })
    .where(and(eq(listings.isActive, true), where))
    .returning({ id: listings.id, releaseId: listings.releaseId });
}

export const listingIs = (id: string) => eq(listings.id, id);
export const listingsOfItems = (itemIds: string[]) => inArray(listings.collectionItemId, itemIds);
export const listingsOfFilm = (titleId: string) => eq(listings.masterMovieId, titleId);
export const listingsOfRelease = (releaseId: string) => eq(listings.releaseId, releaseId);

/** Listings for sale now and at the period's start (the admin dashboard). */
export async function listingCounts(db: Db, period: Period) {
  const start = periodStart(period);
  const [row] = await db
    .select({
      current: sql<number>`count(*) filter (where ${listings.isActive})`.mapWith(Number),
      previous: sql<number>`count(*) filter (where ${listings.createdAt} < ${start}
        and (${listings.endedAt} is null or ${listings.endedAt} > ${start}))`.mapWith(Number),
    })
    .from(listings);
  return { activeListings: row! };
}

/**
 * The admin portal's listings, of every state, active first and then newest, and whether a
 * later page has any. Without words, the page's ids walk marketplace_listings_admin_idx alone. With them, the
 * candidates come first, as a union of the listings of the films the words match (the catalogue's word index,
 * then marketplace_listings_master_idx) and those of the sellers whose username starts with them
 * (user_profiles_username_prefix_idx, then marketplace_listings_seller_idx), and only those are sorted: walking
 * the admin index with the match as a filter read most listings for a rare word (EXPLAIN, 400,000 listings).
 */
export async function findListingsForAdmin(
  db: Db,
  query: { q?: string | undefined; page: number; pageSize: number },
) {
  const term = query.q?.trim();
  const shown = and(isNotNull(listings.releaseId), isNotNull(listings.masterMovieId));
  const at = rowsOfPageAndOneMore(query);
  let pageIds: { id: string }[];
  if (!term) {
    pageIds = await db
      .select({ id: listings.id })
      .from(listings)
      .where(shown)
      .orderBy(desc(listings.isActive), desc(listings.createdAt), desc(listings.id))
      .limit(at.limit)
      .offset(at.offset);
  } else {
    const fields = { id: listings.id, isActive: listings.isActive, createdAt: listings.createdAt };
    const byFilm = db
      .select(fields)
      .from(listings)
      .where(and(shown, filmMatchesTerm(listings.masterMovieId, term)));
    const sellerPrefix = term
      .replace(/^@/, '')
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    const sellers = db
      .select({ userId: memberNames.userId })
      .from(memberNames)
      .where(like(memberNames.username, `${sellerPrefix}%`));
    const bySeller = db
      .select(fields)
      .from(listings)
      .where(and(shown, inArray(listings.sellerId, sellers)));
    const candidates = union(byFilm, bySeller).as('candidates');
    pageIds = await db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(desc(candidates.isActive), desc(candidates.createdAt), desc(candidates.id))
      .limit(at.limit)
      .offset(at.offset);
  }
  const page = pageAndMore(pageIds, query);
  const ids = page.rows.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await selectListings(db)
          .where(inArray(listings.id, ids))
          .orderBy(desc(listings.isActive), desc(listings.createdAt), desc(listings.id));
  return { rows, hasMore: page.hasMore };
}

/** How many copies are for sale of each of these films. */
/** How many copies are for sale of each film, or of each release. */
export async function countActiveListings(
  db: Db,
  kind: TCatalogueItemKind,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const column = kind === 'title' ? listings.masterMovieId : listings.releaseId;
  const rows = await db
    .select({ id: column, total: count() })
    .from(listings)
    .where(and(inArray(column, ids), eq(listings.isActive, true)))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id!, row.total]));
}

/**
 * A merged film's listings, ended ones too, name the film that stays (decision 029); the matching triggers
 * (migration 0025) then match the active ones against the wants of that film.
 */
export async function moveListingsOfFilm(tx: Db, fromId: string, toId: string): Promise<number> {
  const moved = await tx
    .update(listings)
    .set({ masterMovieId: toId })
    .where(eq(listings.masterMovieId, fromId))
    .returning({ isActive: listings.isActive });
  return moved.filter((row) => row.isActive).length;
}
