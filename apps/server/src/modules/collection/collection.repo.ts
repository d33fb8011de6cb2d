import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ZCollectionQuery } from '@rewind/shared/collection';
import type { z } from 'zod';
import type { TWantPriority } from '@rewind/shared/options';
import { type Db, queryRows } from '../../db/client';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import {
  catalogFilms,
  catalogReleases,
  filmFields,
  releaseFields,
  type ReleaseWithFilmRow,
  selectReleasesWithFilms,
} from '../catalog/catalog.views';
import { countedCollectors, memberCards } from '../profiles/profiles.views';
import { notSuspended } from '../auth/auth.views';
import { copiesInOpenTrades } from '../trades/trades.views';
import { offsetOf, pageAndMore, rowsOfPageAndOneMore } from '../../platform/paging';

export type ListKind = 'collection' | 'wantlist';
type ListQuery = z.output<typeof ZCollectionQuery>;

// The two tables differ in the names of the film and notes columns; everything else reads the same.
const tables = {
  collection: {
    table: userCollectionItems,
    id: userCollectionItems.id,
    userId: userCollectionItems.userId,
    titleId: userCollectionItems.masterItemId,
    releaseId: userCollectionItems.releaseId,
    notes: userCollectionItems.personalNotes,
    forTrade: userCollectionItems.forTrade,
    createdAt: userCollectionItems.createdAt,
    priority: sql<TWantPriority>`'medium'`,
    fulfilledAt: sql<Date | null>`null`,
    // A collection item has no rules; the columns keep one row shape for both lists.
    rules: {
      maxPrice: sql<string | null>`null`,
      minMediaCondition: sql<string | null>`null`,
      minPackagingCondition: sql<string | null>`null`,
      formats: sql<string[] | null>`null`,
      regions: sql<string[] | null>`null`,
    },
  },
  wantlist: {
    table: userWantlistItems,
    id: userWantlistItems.id,
    userId: userWantlistItems.userId,
    titleId: userWantlistItems.masterMovieId,
    releaseId: userWantlistItems.releaseId,
    notes: userWantlistItems.notes,
    forTrade: sql<boolean>`false`,
    createdAt: userWantlistItems.createdAt,
    priority: sql<TWantPriority>`${userWantlistItems.priority}`,
    fulfilledAt: userWantlistItems.fulfilledAt,
    rules: {
      maxPrice: sql<string | null>`${userWantlistItems.maxPrice}`,
      minMediaCondition: sql<string | null>`${userWantlistItems.minMediaCondition}`,
      minPackagingCondition: sql<string | null>`${userWantlistItems.minPackagingCondition}`,
      formats: sql<string[] | null>`${userWantlistItems.formats}`,
      regions: sql<string[] | null>`${userWantlistItems.regions}`,
    },
  },
} as const;

function itemColumns(kind: ListKind) {
  const t = tables[kind];
  return {
    id: t.id,
    titleId: t.titleId,
    releaseId: t.releaseId,
    notes: t.notes,
    forTrade: t.forTrade,
    priority: t.priority,
    rules: t.rules,
    fulfilledAt: t.fulfilledAt,
    createdAt: t.createdAt,
    film: filmFields,
    release: releaseFields,
  };
}

/** The film and release of each item come in the same query, joined (no query per item). */
function selectItems(db: Db, kind: ListKind) {
  const t = tables[kind];
  return db
    .select(itemColumns(kind))
    .from(t.table)
    .innerJoin(catalogFilms, eq(catalogFilms.id, t.titleId))
    .leftJoin(catalogReleases, eq(catalogReleases.id, t.releaseId));
}
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function listFilters(kind: ListKind, userId: string, query: ListQuery): SQL {
  const t = tables[kind];
  const filters: SQL[] = [eq(t.userId, userId)];
  if (query.format) filters.push(eq(catalogReleases.format, query.format));
  if (query.forTrade && kind === 'collection') filters.push(eq(userCollectionItems.forTrade, true));
  for (const word of (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`;
    filters.push(
      sql`(lower(${catalogFilms.title}) like ${pattern} or lower(coalesce(${catalogFilms.director}, '')) like ${pattern} or lower(coalesce(${catalogReleases.releaseTitle}, '')) like ${pattern})`,
    );
  }
  return and(...filters)!;
}

function orderings(kind: ListKind) {
  const t = tables[kind];
  return {
    // Served by user_*_user_created_idx (user_id, created_at desc).
    newest: [desc(t.createdAt), desc(t.id)],
    title: [asc(sql`lower(${catalogFilms.title})`), asc(t.createdAt), asc(t.id)],
    year: [sql`${catalogFilms.year} desc nulls last`, asc(sql`lower(${catalogFilms.title})`), asc(t.id)],
  };
}

export async function findItems(
  db: Db,
  kind: ListKind,
  userId: string,
  query: ListQuery,
  { withTotal = true } = {},
): Promise<{ rows: ItemRow[]; total: number | null; hasMore: boolean }> {
  const t = tables[kind];
  const where = listFilters(kind, userId, query);
  const [rows, totals] = await Promise.all([
    selectItems(db, kind)
      .where(where)
      .orderBy(...orderings(kind)[query.sort])
      // One row more than the page says whether a next page exists, with or without the total.
      .limit(rowsOfPageAndOneMore(query).limit)
      .offset(offsetOf(query)),
    withTotal
      ? db
          .select({ total: count() })
          .from(t.table)
          .innerJoin(catalogFilms, eq(catalogFilms.id, t.titleId))
          .leftJoin(catalogReleases, eq(catalogReleases.id, t.releaseId))
          .where(where)
      : Promise.resolve(null),
  ]);
  return { ...pageAndMore(rows, query), total: totals ? (totals[0]?.total ?? 0) : null };
}

/** Every item of a user, newest first, for the CSV export. */
export async function findAllItems(db: Db, kind: ListKind, userId: string): Promise<ItemRow[]> {
  const t = tables[kind];
  return selectItems(db, kind).where(eq(t.userId, userId)).orderBy(desc(t.createdAt), desc(t.id));
}

/** One item, only when it belongs to `userId`. */
export async function findOwnItem(
  db: Db,
  kind: ListKind,
  userId: string,
  itemId: string,
): Promise<ItemRow | undefined> {
  const t = tables[kind];
  const [row] = await selectItems(db, kind)
    .where(and(eq(t.id, itemId), eq(t.userId, userId)))
    .limit(1);
  return row;
}

export type ItemTarget = { titleId: string; releaseId: string | null };

/** The item for exactly this release, or for the film without a release. */
export async function findItemFor(db: Db, kind: ListKind, userId: string, target: ItemTarget) {
  const t = tables[kind];
  const [row] = await db
    .select({ id: t.id, fulfilledAt: t.fulfilledAt })
    .from(t.table)
    .where(
      and(
        eq(t.userId, userId),
        target.releaseId
          ? eq(t.releaseId, target.releaseId)
          : and(eq(t.titleId, target.titleId), isNull(t.releaseId)),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the member's collection holds a copy of the release. */
export async function holdsRelease(db: Db, userId: string, releaseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userCollectionItems.id })
    .from(userCollectionItems)
    .where(and(eq(userCollectionItems.userId, userId), eq(userCollectionItems.releaseId, releaseId)))
    .limit(1);
  return row !== undefined;
}

export async function insertCollectionItem(
  db: Db,
  values: { userId: string; titleId: string; releaseId: string | null; notes: string | null },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(userCollectionItems)
    .values({
      userId: values.userId,
      masterItemId: values.titleId,
      releaseId: values.releaseId,
      personalNotes: values.notes,
    })
    .returning({ id: userCollectionItems.id });
  return row!;
}

/** Which item a collection row is: one per release, and one per film held without a release. */
export const itemKey = (target: ItemTarget) =>
  target.releaseId ? `release:${target.releaseId}` : `film:${target.titleId}`;

/**
 * Adds the rows that are not there yet, in one statement; returns the ones added (id, film, release) by
 * itemKey.
 */
export type NewCollectionItem = {
  userId: string;
  titleId: string;
  releaseId: string | null;
  notes: string | null;
  /** Kept from an import; null: now. */
  addedAt: Date | null;
};

export async function insertCollectionItemsIfAbsent(
  db: Db,
  rows: NewCollectionItem[],
): Promise<Map<string, { id: string; titleId: string; releaseId: string | null }>> {
  if (rows.length === 0) return new Map();
  const inserted = await db
    .insert(userCollectionItems)
    .values(
      rows.map((row) => ({
        userId: row.userId,
        masterItemId: row.titleId,
        releaseId: row.releaseId,
        personalNotes: row.notes,
        ...(row.addedAt ? { createdAt: row.addedAt } : {}),
      })),
    )
    // Both unique indexes (per release, and per film without a release) count as conflicts.
    .onConflictDoNothing()
    .returning({
      id: userCollectionItems.id,
      titleId: userCollectionItems.masterItemId,
      releaseId: userCollectionItems.releaseId,
    });
  return new Map(inserted.map((row) => [itemKey(row), row]));
}

export async function insertWantlistItem(
  db: Db,
  values: {
    userId: string;
    titleId: string;
    releaseId: string | null;
    notes: string | null;
    priority: TWantPriority;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(userWantlistItems)
    .values({
      userId: values.userId,
      masterMovieId: values.titleId,
      releaseId: values.releaseId,
      notes: values.notes,
      priority: values.priority,
    })
    .returning({ id: userWantlistItems.id });
  return row!;
}

export async function updateCollectionNotes(db: Db, userId: string, itemId: string, notes: string | null) {
  const rows = await db
    .update(userCollectionItems)
    .set({ personalNotes: notes, updatedAt: new Date() })
    .where(and(eq(userCollectionItems.id, itemId), eq(userCollectionItems.userId, userId)))
    .returning({ id: userCollectionItems.id });
  return rows.length > 0;
}

export async function updateWantlistItem(
  db: Db,
  userId: string,
  itemId: string,
  changes: Partial<
    Pick<
      typeof userWantlistItems.$inferInsert,
      | 'notes'
      | 'priority'
      | 'maxPrice'
      | 'minMediaCondition'
      | 'minPackagingCondition'
      | 'formats'
      | 'regions'
    >
  >,
) {
  const rows = await db
    .update(userWantlistItems)
    .set(changes)
    .where(and(eq(userWantlistItems.id, itemId), eq(userWantlistItems.userId, userId)))
    .returning({ id: userWantlistItems.id });
  return rows.length > 0;
}

/** Deletes an item; what it held (film and release), or undefined when there was no such item. */
/**
 * Whether a proposal under way names the member's collection item. The item's row is locked first, as a proposal
 * locks the copies it names, so a proposal made meanwhile is either seen here or waits for the removal.
 */
export async function isInOpenTrade(tx: Db, userId: string, itemId: string): Promise<boolean> {
  await tx
    .select({ id: userCollectionItems.id })
    .from(userCollectionItems)
    .where(and(eq(userCollectionItems.id, itemId), eq(userCollectionItems.userId, userId)))
    .for('update');
  const [row] = await tx
    .select({ itemId: copiesInOpenTrades.itemId })
    .from(copiesInOpenTrades)
    .where(eq(copiesInOpenTrades.itemId, itemId))
    .limit(1);
  return row !== undefined;
}

export async function deleteItem(db: Db, kind: ListKind, userId: string, itemId: string) {
  const t = tables[kind];
  const [row] = await db
    .delete(t.table)
    .where(and(eq(t.id, itemId), eq(t.userId, userId)))
    .returning({ titleId: t.titleId, releaseId: t.releaseId });
  return row;
}

/** A fulfilled want wanted again: it matches listings once more. */
export async function markWantWanted(db: Db, userId: string, itemId: string): Promise<void> {
  await db
    .update(userWantlistItems)
    .set({ fulfilledAt: null })
    .where(and(eq(userWantlistItems.id, itemId), eq(userWantlistItems.userId, userId)));
}

/**
 * Marks `userId`'s wants of a bought release fulfilled: the want of the release itself and
 * the want of its film without a release.
 */
export async function markWantsFulfilled(tx: Db, userId: string, releaseId: string, at: Date): Promise<void> {
  const filmOfRelease = tx
    .select({ titleId: catalogReleases.masterMovieId })
    .from(catalogReleases)
    .where(eq(catalogReleases.id, releaseId));
  await tx
    .update(userWantlistItems)
    .set({ fulfilledAt: at })
    .where(
      and(
        eq(userWantlistItems.userId, userId),
        isNull(userWantlistItems.fulfilledAt),
        or(
          eq(userWantlistItems.releaseId, releaseId),
          and(isNull(userWantlistItems.releaseId), inArray(userWantlistItems.masterMovieId, filmOfRelease)),
        ),
      ),
    );
}

/** The caller's entries for one film, all releases and the film itself (user_*_master_idx). */
export async function findEntriesOfTitle(db: Db, kind: ListKind, userId: string, titleId: string) {
  const t = tables[kind];
  return db
    .select({ id: t.id, releaseId: t.releaseId, notes: t.notes, priority: t.priority, rules: t.rules })
    .from(t.table)
    .where(and(eq(t.userId, userId), eq(t.titleId, titleId)));
}

/**
 * `userId`'s collection items among these releases and these films held without a release (for the
 * import's duplicate check): item ids by itemKey.
 */
export async function findCollectedItems(
  db: Db,
  userId: string,
  { releaseIds, titleIds }: { releaseIds: string[]; titleIds: string[] },
): Promise<Map<string, string>> {
  const targets: SQL[] = [];
  if (releaseIds.length > 0) targets.push(inArray(userCollectionItems.releaseId, releaseIds));
  if (titleIds.length > 0) {
    targets.push(
      and(inArray(userCollectionItems.masterItemId, titleIds), isNull(userCollectionItems.releaseId))!,
    );
  }
  if (targets.length === 0) return new Map();
  const rows = await db
    .select({
      id: userCollectionItems.id,
      titleId: userCollectionItems.masterItemId,
      releaseId: userCollectionItems.releaseId,
    })
    .from(userCollectionItems)
    .where(and(eq(userCollectionItems.userId, userId), or(...targets)));
  return new Map(rows.map((row) => [itemKey(row), row.id]));
}

const selectCandidates = selectReleasesWithFilms;
export type CandidateRow = ReleaseWithFilmRow;

/** Releases with any of these UPCs (movie_releases_upc_idx). */
export async function findReleasesByUpcs(db: Db, upcs: string[]): Promise<CandidateRow[]> {
  if (upcs.length === 0) return [];
  return selectCandidates(db).where(inArray(catalogReleases.upc, upcs));
}

/** Releases of films whose lower-cased title is one of these (media_titles_title_idx). */
export async function findReleasesByTitles(db: Db, lowerTitles: string[]): Promise<CandidateRow[]> {
  if (lowerTitles.length === 0) return [];
  return selectCandidates(db).where(inArray(sql`lower(${catalogFilms.title})`, lowerTitles));
}

/** Films whose lower-cased title is one of these, with or without releases (media_titles_title_idx). */
export async function findTitlesByTitles(db: Db, lowerTitles: string[]): Promise<CandidateRow['film'][]> {
  if (lowerTitles.length === 0) return [];
  return db
    .select(filmFields)
    .from(catalogFilms)
    .where(inArray(sql`lower(${catalogFilms.title})`, lowerTitles));
}

/** Members who want the film itself (any release of it), but `except` (who added the release). */
export async function filmWanters(db: Db, titleId: string, except: string): Promise<string[]> {
  const rows = await db
    .select({ userId: userWantlistItems.userId })
    .from(userWantlistItems)
    .where(
      and(
        eq(userWantlistItems.masterMovieId, titleId),
        isNull(userWantlistItems.releaseId),
        isNull(userWantlistItems.fulfilledAt),
        sql`${userWantlistItems.userId} <> ${except}`,
      ),
    );
  return rows.map((row) => row.userId);
}

export type ReleaseCounts = Map<string, { haveCount: number; wantCount: number }>;

/** How many collectors have and want each release: two grouped queries, whatever the number of releases. */
export async function countHaveAndWant(db: Db, releaseIds: string[]): Promise<ReleaseCounts> {
  const counts: ReleaseCounts = new Map(releaseIds.map((id) => [id, { haveCount: 0, wantCount: 0 }]));
  if (releaseIds.length === 0) return counts;
  const [haves, wants] = await Promise.all([
    db
      .select({ releaseId: userCollectionItems.releaseId, total: count() })
      .from(userCollectionItems)
      .where(inArray(userCollectionItems.releaseId, releaseIds))
      .groupBy(userCollectionItems.releaseId),
    db
      .select({ releaseId: userWantlistItems.releaseId, total: count() })
      .from(userWantlistItems)
      .where(and(inArray(userWantlistItems.releaseId, releaseIds), isNull(userWantlistItems.fulfilledAt)))
      .groupBy(userWantlistItems.releaseId),
  ]);
  for (const { releaseId, total } of haves) counts.get(releaseId!)!.haveCount = total;
  for (const { releaseId, total } of wants) counts.get(releaseId!)!.wantCount = total;
  return counts;
}

export async function countItems(db: Db, kind: ListKind, userId: string): Promise<number> {
  const t = tables[kind];
  const [row] = await db.select({ total: count() }).from(t.table).where(eq(t.userId, userId));
  return row?.total ?? 0;
}

export type CollectorRow = { username: string; avatarUrl: string | null; count: number };

/** The members with the most items, among those who show their count: one pass over the collections. */
export async function topCollectors(db: Db, limit: number): Promise<CollectorRow[]> {
  const items = userCollectionItems;
  const rows = await db
    .select({
      username: countedCollectors.username,
      avatarUrl: countedCollectors.avatarUrl,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(items)
    .innerJoin(countedCollectors, eq(countedCollectors.userId, items.userId))
    .groupBy(countedCollectors.userId, countedCollectors.username, countedCollectors.avatarUrl)
    .orderBy(desc(sql`count(*)`), asc(countedCollectors.username))
    .limit(limit);
  return rows;
}

/**
 * The members whose collections share the most releases with `userId`'s (who show their count), each with how
 * many: each of my releases looked up in the release index.
 */
export async function collectionOverlaps(db: Db, userId: string, limit: number): Promise<CollectorRow[]> {
  const mine = db
    .selectDistinct({ releaseId: userCollectionItems.releaseId })
    .from(userCollectionItems)
    .where(and(eq(userCollectionItems.userId, userId), sql`${userCollectionItems.releaseId} is not null`))
    .as('mine');
  const theirs = userCollectionItems;
  return db
    .select({
      username: countedCollectors.username,
      avatarUrl: countedCollectors.avatarUrl,
      count: sql<number>`count(distinct ${theirs.releaseId})`.mapWith(Number),
    })
    .from(mine)
    .innerJoin(theirs, eq(theirs.releaseId, mine.releaseId))
    .innerJoin(countedCollectors, eq(countedCollectors.userId, theirs.userId))
    .where(sql`${theirs.userId} <> ${userId}`)
    .groupBy(countedCollectors.userId, countedCollectors.username, countedCollectors.avatarUrl)
    .orderBy(desc(sql`count(distinct ${theirs.releaseId})`), asc(countedCollectors.username))
    .limit(limit);
}

/** Marks one of my collection items as a spare, or not; false when there is no such item of mine. */
export async function setForTrade(
  db: Db,
  userId: string,
  itemId: string,
  forTrade: boolean,
): Promise<boolean> {
  const rows = await db
    .update(userCollectionItems)
    .set({ forTrade, updatedAt: new Date() })
    .where(and(eq(userCollectionItems.id, itemId), eq(userCollectionItems.userId, userId)))
    .returning({ id: userCollectionItems.id });
  return rows.length > 0;
}

/** Collection items by id with their owner, film and spare mark, locked for a trade's change. */
export async function lockCopies(tx: Db, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return tx
    .select({
      id: userCollectionItems.id,
      userId: userCollectionItems.userId,
      titleId: userCollectionItems.masterItemId,
      releaseId: userCollectionItems.releaseId,
      forTrade: userCollectionItems.forTrade,
      title: catalogFilms.title,
    })
    .from(userCollectionItems)
    .innerJoin(catalogFilms, eq(catalogFilms.id, userCollectionItems.masterItemId))
    .where(inArray(userCollectionItems.id, itemIds))
    .for('update', { of: userCollectionItems });
}

const matchCards = memberCards('match_card');

/**
 * The members whose spares and wants meet mine: per member, how many of their spares are on my
 * wantlist (a want of a release takes that release, a want of a film without a release any copy of it), and
 * how many of mine are on theirs. Mutual matches first, by how many items match on both sides, then the
 * one-sided ones; private profiles left out. Each side walks the partial spare indexes from the wants, or the
 * wantlist's indexes from the spares: never the whole table.
 */
export async function tradeMatches(db: Db, userId: string, limit: number, hideSuspended: boolean) {
  // Members suspended now are left out but for admins.
  const shown = hideSuspended ? sql`and ${notSuspended(sql`counted.other`)}` : sql``;
  return queryRows<{
    username: string;
    avatarUrl: string | null;
    theirs: number;
    mine: number;
    isMutual: boolean;
  }>(
    db,
    sql`
    with counted as (${matchCounts(userId)})
    select ${matchCards.username} as username, ${matchCards.avatarUrl} as "avatarUrl", counted.theirs,
      counted.mine, counted.theirs > 0 and counted.mine > 0 as "isMutual"
    from counted join ${matchCards} on ${matchCards.userId} = counted.other and ${matchCards.isPublic}
    where true ${shown}
    order by "isMutual" desc, counted.theirs + counted.mine desc, ${matchCards.username}
    limit ${limit}`,
  );
}

/** How my spares and wants meet those of each of `others` (a profile, a page of trade requests). */
export async function tradeMatchesWith(db: Db, userId: string, others: readonly string[]) {
  if (others.length === 0) return new Map<string, { theirs: number; mine: number }>();
  const rows = await queryRows<{ other: string; theirs: number; mine: number }>(
    db,
    matchCounts(userId, others),
  );
  return new Map(rows.map(({ other, theirs, mine }) => [other, { theirs, mine }]));
}

/**
 * Per member: how many of their spares are on my wantlist, and of mine on theirs. From my side when every
 * member counts (my wants and spares, each side a union of its two cases, a want of a release or of a film,
 * so that each walks an index); from theirs when only a few do (`others`: a profile, a page of requests).
 */
function matchCounts(userId: string, others?: readonly string[]): SQL {
  const ci = userCollectionItems;
  const w = userWantlistItems;
  const mine = sql`
    my_wants as (
      select ${w.releaseId} as release_id, ${w.masterMovieId} as title_id from ${w}
      where ${w.userId} = ${userId} and ${w.fulfilledAt} is null
    ), my_spares as (
      select ${ci.id} as id, ${ci.releaseId} as release_id, ${ci.masterItemId} as title_id from ${ci}
      where ${ci.userId} = ${userId} and ${ci.forTrade}
    )`;
  const sides = others
    ? sql`
    with ${mine}, among(id) as (
      select value::uuid from jsonb_array_elements_text(${JSON.stringify(others)}::jsonb)
    ), theirs as (
      select spare.user_id as other, spare.id from among
      join ${ci} spare on spare.user_id = among.id and spare.for_trade
      where exists (select 1 from my_wants where my_wants.release_id = spare.release_id
        or (my_wants.release_id is null and my_wants.title_id = spare.master_item_id))
    ), mine as (
      select distinct want.user_id as other, my_spares.id from among
      join ${w} want on want.user_id = among.id and want.fulfilled_at is null
      join my_spares on my_spares.release_id = want.release_id
        or (want.release_id is null and my_spares.title_id = want.master_movie_id)
    )`
    : sql`
    with ${mine}, theirs as (
      select spare.user_id as other, spare.id from my_wants
      join ${ci} spare on spare.for_trade and spare.release_id = my_wants.release_id
      where my_wants.release_id is not null and spare.user_id <> ${userId}
      union
      select spare.user_id, spare.id from my_wants
      join ${ci} spare on spare.for_trade and spare.master_item_id = my_wants.title_id
      where my_wants.release_id is null and spare.user_id <> ${userId}
    ), mine as (
      select want.user_id as other, my_spares.id from my_spares
      join ${w} want on want.release_id = my_spares.release_id and want.fulfilled_at is null
      where want.user_id <> ${userId}
      union
      select want.user_id, my_spares.id from my_spares
      join ${w} want on want.release_id is null and want.master_movie_id = my_spares.title_id
        and want.fulfilled_at is null
      where want.user_id <> ${userId}
    )`;
  return sql`${sides}
    select other, count(*) filter (where side = 'theirs')::int as theirs,
      count(*) filter (where side = 'mine')::int as mine
    from (select other, 'theirs' as side from theirs union all select other, 'mine' from mine) as sides
    group by other`;
}

/**
 * Who a change to my spares or wants could make a mutual match of: for a spare (a release and its film), the
 * members who want it; for a want, the members who hold it as a spare (any copy of the film for a want of the
 * film alone).
 */
export async function tradeCandidates(
  db: Db,
  userId: string,
  change: { side: 'spare' | 'want'; titleId: string; releaseId: string | null },
): Promise<string[]> {
  const ci = userCollectionItems;
  const w = userWantlistItems;
  const rows =
    change.side === 'spare'
      ? await db
          .selectDistinct({ userId: w.userId })
          .from(w)
          .where(
            and(
              isNull(w.fulfilledAt),
              sql`${w.userId} <> ${userId}`,
              or(
                change.releaseId ? eq(w.releaseId, change.releaseId) : undefined,
                and(isNull(w.releaseId), eq(w.masterMovieId, change.titleId)),
              ),
            ),
          )
      : await db
          .selectDistinct({ userId: ci.userId })
          .from(ci)
          .where(
            and(
              eq(ci.forTrade, true),
              sql`${ci.userId} <> ${userId}`,
              change.releaseId ? eq(ci.releaseId, change.releaseId) : eq(ci.masterItemId, change.titleId),
            ),
          );
  return rows.map((row) => row.userId);
}

/** Members' usernames by id (a notice names the other member). */
export async function findProfileNames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: matchCards.userId, username: matchCards.username })
    .from(matchCards)
    .where(inArray(matchCards.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.username]));
}

/** How many collection items and wants name each of these films (the admin portal's catalogue). */
export async function countHoldings(
  db: Db,
  kind: TCatalogueItemKind,
  ids: string[],
): Promise<Map<string, { collectionItems: number; wants: number }>> {
  const counts = new Map(ids.map((id) => [id, { collectionItems: 0, wants: 0 }]));
  if (ids.length === 0) return counts;
  const [held, wanted] = catalogueColumns(kind);
  const [items, wants] = await Promise.all([
    db.select({ id: held, total: count() }).from(userCollectionItems).where(inArray(held, ids)).groupBy(held),
    db
      .select({ id: wanted, total: count() })
      .from(userWantlistItems)
      .where(inArray(wanted, ids))
      .groupBy(wanted),
  ]);
  for (const { id, total } of items) counts.get(id!)!.collectionItems = total;
  for (const { id, total } of wants) counts.get(id!)!.wants = total;
  return counts;
}

/** The columns of the collection and of the wantlist that name a film, or a release. */
const catalogueColumns = (kind: TCatalogueItemKind) =>
  kind === 'title'
    ? ([userCollectionItems.masterItemId, userWantlistItems.masterMovieId] as const)
    : ([userCollectionItems.releaseId, userWantlistItems.releaseId] as const);

/** The members who hold or want a film (its releases or the film itself), or a release: who is told when it goes. */
export async function findMembersOf(db: Db, kind: TCatalogueItemKind, id: string): Promise<string[]> {
  const [held, wanted] = catalogueColumns(kind);
  const rows = await db
    .select({ userId: userCollectionItems.userId })
    .from(userCollectionItems)
    .where(eq(held, id))
    .union(db.select({ userId: userWantlistItems.userId }).from(userWantlistItems).where(eq(wanted, id)));
  return rows.map((row) => row.userId);
}

/** Two rows of one member that a merge makes one: `keep` stays, `drop` goes. */
export type CombinedRows = { keep: string; drop: string };

/**
 * The film-level rows (held or wanted without a release) of members who have both films: the older row of
 * each pair stays (decision 029), whichever film it named.
 */
export async function findFilmLevelPairs(
  tx: Db,
  fromId: string,
  toId: string,
): Promise<{ items: CombinedRows[]; wants: CombinedRows[] }> {
  const pairsOf = (t: typeof tables.collection | typeof tables.wantlist) => {
    const film = sql.identifier(t.titleId.name);
    const isOlder = sql`(a.created_at, a.id) < (b.created_at, b.id)`;
    return queryRows<CombinedRows>(
      tx,
      sql`select case when ${isOlder} then a.id else b.id end as keep,
          case when ${isOlder} then b.id else a.id end as "drop"
        from ${t.table} a
        join ${t.table} b on b.user_id = a.user_id and b.release_id is null and b.${film} = ${toId}
        where a.release_id is null and a.${film} = ${fromId}`,
    );
  };
  const items = await pairsOf(tables.collection);
  const wants = await pairsOf(tables.wantlist);
  return { items, wants };
}

/**
 * Moves every collection item and want of film `fromId` to `toId`, combining each pair first: the row that
 * stays keeps its own notes and takes the other's when it has none; a copy is a spare if either was; a want
 * keeps its rules and takes the higher priority. Answers how many rows now name `toId` that named `fromId`.
 */
export async function mergeFilm(
  tx: Db,
  fromId: string,
  toId: string,
  pairs: { items: CombinedRows[]; wants: CombinedRows[] },
): Promise<{ collectionItems: number; wants: number }> {
  const items = userCollectionItems;
  const wants = userWantlistItems;
  for (const { keep, drop } of pairs.items) {
    await tx.execute(sql`update ${items} k set
        personal_notes = coalesce(nullif(k.personal_notes, ''), d.personal_notes),
        notes = coalesce(nullif(k.notes, ''), d.notes),
        for_trade = k.for_trade or d.for_trade,
        updated_at = now()
      from ${items} d where k.id = ${keep} and d.id = ${drop}`);
  }
  for (const { keep, drop } of pairs.wants) {
    await tx.execute(sql`update ${wants} k set
        notes = coalesce(nullif(k.notes, ''), d.notes),
        priority = case when 'high' in (k.priority, d.priority) then 'high'
          when 'medium' in (k.priority, d.priority) then 'medium' else k.priority end
      from ${wants} d where k.id = ${keep} and d.id = ${drop}`);
  }
  const dropped = (rows: CombinedRows[]) => rows.map((row) => row.drop);
  if (pairs.items.length) await tx.delete(items).where(inArray(items.id, dropped(pairs.items)));
  if (pairs.wants.length) await tx.delete(wants).where(inArray(wants.id, dropped(pairs.wants)));
  const [movedItems, movedWants] = [
    await tx
      .update(items)
      .set({ masterItemId: toId })
      .where(eq(items.masterItemId, fromId))
      .returning({ id: items.id }),
    await tx
      .update(wants)
      .set({ masterMovieId: toId })
      .where(eq(wants.masterMovieId, fromId))
      .returning({ id: wants.id }),
  ];
  return { collectionItems: movedItems.length, wants: movedWants.length };
}
