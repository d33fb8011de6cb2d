import { and, arrayContains, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TTitleListQuery } from '@rewind/shared/catalog';
import type { Db } from '../../db/client';
import { mediaTitleAliases, mediaTitles, movieReleases } from '../../db/schema/catalog';
import { titleCoverUrl } from './catalog.views';
import { offsetOf } from '../../platform/paging';

export type TitleRow = typeof mediaTitles.$inferSelect;
export type ReleaseRow = typeof movieReleases.$inferSelect;
export type NewTitleRow = typeof mediaTitles.$inferInsert;
export type NewReleaseRow = typeof movieReleases.$inferInsert;

/** A film as the catalogue, search and distributor lists show it. */
export const titleSummaryColumns = {
  id: mediaTitles.id,
  displayId: mediaTitles.displayId,
  title: mediaTitles.title,
  year: mediaTitles.year,
  director: mediaTitles.director,
  genre: mediaTitles.genre,
  studio: mediaTitles.studio,
  coverImageUrl: titleCoverUrl,
};

const selectTitleSummaries = (db: Db) => db.select(titleSummaryColumns).from(mediaTitles);
export type TitleSummaryRow = Awaited<ReturnType<typeof selectTitleSummaries>>[number];

const orderings = {
  newest: [desc(mediaTitles.createdAt), desc(mediaTitles.id)],
  title: [asc(sql`lower(${mediaTitles.title})`), asc(mediaTitles.id)],
  year: [sql`${mediaTitles.year} desc nulls last`, desc(mediaTitles.createdAt)],
};

const lower = (column: AnyPgColumn) => sql`lower(${column})`;

function titleFilters(query: TTitleListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.genre) filters.push(sql`${mediaTitles.genre} ilike ${`%${escapeLike(query.genre)}%`}`);
  if (query.decade) filters.push(sql`${mediaTitles.year} between ${query.decade} and ${query.decade + 9}`);
  if (query.studio) filters.push(eq(lower(mediaTitles.studio), query.studio.toLowerCase()));
  if (query.distributor) filters.push(eq(lower(mediaTitles.distributor), query.distributor.toLowerCase()));
  if (query.letter === '#') filters.push(sql`lower(${mediaTitles.title}) !~ '^[a-z]'`);
  else if (query.letter)
    filters.push(sql`lower(${mediaTitles.title}) like ${`${query.letter.toLowerCase()}%`}`);
  const releaseFacts = releaseFactConditions(query);
  if (releaseFacts.length) {
    filters.push(
      sql`exists (select 1 from ${movieReleases} where ${movieReleases.masterMovieId} = ${mediaTitles.id} and ${and(...releaseFacts)})`,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

/** A film passes the release filters with one release that has every fact asked for (a rental DVD, not a DVD and a rental tape). */
function releaseFactConditions(query: TTitleListQuery): SQL[] {
  const facts: SQL[] = [];
  if (query.format) facts.push(eq(movieReleases.format, query.format));
  if (query.saleType) facts.push(eq(movieReleases.saleType, query.saleType));
  if (query.aspectRatio) facts.push(eq(movieReleases.aspectRatio, query.aspectRatio));
  if (query.audioLanguage) facts.push(arrayContains(movieReleases.audioLanguages, [query.audioLanguage]));
  return facts;
}

export async function findTitles(
  db: Db,
  query: TTitleListQuery,
): Promise<{ rows: TitleSummaryRow[]; total: number }> {
  const where = titleFilters(query);
  const [rows, [totals]] = await Promise.all([
    selectTitleSummaries(db)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(mediaTitles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findTitleBy(
  db: Db,
  key: { id: string } | { displayId: number },
): Promise<TitleRow | undefined> {
  const where = 'id' in key ? eq(mediaTitles.id, key.id) : eq(mediaTitles.displayId, key.displayId);
  const [row] = await db.select().from(mediaTitles).where(where).limit(1);
  return row;
}

/** A film's releases, newest first, by the film's UUID or display id (so they can be read beside the film). */
export async function findReleasesOfTitle(
  db: Db,
  title: { id: string } | { displayId: number },
): Promise<ReleaseRow[]> {
  const titleId =
    'id' in title
      ? sql`${title.id}::uuid`
      : sql`(select ${mediaTitles.id} from ${mediaTitles} where ${mediaTitles.displayId} = ${title.displayId})`;
  return db
    .select()
    .from(movieReleases)
    .where(sql`${movieReleases.masterMovieId} = ${titleId}`)
    .orderBy(sql`${movieReleases.releaseYear} desc nulls last`, asc(movieReleases.displayId));
}

export async function findReleaseBy(
  db: Db,
  key: { id: string } | { displayId: number },
): Promise<ReleaseRow | undefined> {
  const where = 'id' in key ? eq(movieReleases.id, key.id) : eq(movieReleases.displayId, key.displayId);
  const [row] = await db.select().from(movieReleases).where(where).limit(1);
  return row;
}

/** Releases carrying any of these UPCs, oldest entry first (served by movie_releases_upc_idx). */
export async function findReleasesByUpc(db: Db, upcs: string[], limit = 5): Promise<ReleaseRow[]> {
  if (upcs.length === 0) return [];
  return db
    .select()
    .from(movieReleases)
    .where(inArray(movieReleases.upc, upcs))
    .orderBy(asc(movieReleases.displayId))
    .limit(limit);
}

/** Titles that clash with a new one: same normalised title and year, or the same TMDB id. */
export async function findDuplicateTitles(
  db: Db,
  title: { title: string; year: number; tmdbId: number | null },
) {
  const sameTitleYear = sql`lower(regexp_replace(btrim(${mediaTitles.title}), '[[:space:]]+', ' ', 'g')) = lower(regexp_replace(btrim(${title.title}), '[[:space:]]+', ' ', 'g')) and ${mediaTitles.year} = ${title.year}`;
  const sameTmdb = title.tmdbId === null ? sql`false` : eq(mediaTitles.tmdbId, title.tmdbId);
  return db
    .select({ id: mediaTitles.id, tmdbId: mediaTitles.tmdbId, year: mediaTitles.year })
    .from(mediaTitles)
    .where(sql`(${sameTitleYear}) or (${sameTmdb})`)
    .limit(2);
}

export async function insertTitle(db: Db, values: NewTitleRow): Promise<TitleRow> {
  const [row] = await db.insert(mediaTitles).values(values).returning();
  return row!;
}

export async function updateTitle(db: Db, id: string, values: Partial<NewTitleRow>): Promise<TitleRow> {
  const [row] = await db
    .update(mediaTitles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mediaTitles.id, id))
    .returning();
  return row!;
}

export async function deleteTitle(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(mediaTitles)
    .where(eq(mediaTitles.id, id))
    .returning({ id: mediaTitles.id });
  return deleted.length > 0;
}

export async function insertRelease(db: Db, values: NewReleaseRow): Promise<ReleaseRow> {
  const [row] = await db.insert(movieReleases).values(values).returning();
  return row!;
}

export async function updateRelease(db: Db, id: string, values: Partial<NewReleaseRow>): Promise<ReleaseRow> {
  const [row] = await db
    .update(movieReleases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(movieReleases.id, id))
    .returning();
  return row!;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Films tied to a distributor or studio by name (any case): through a release, or as the film's own studio. */
function distributorFilmIds(db: Db, name: string) {
  const n = name.toLowerCase();
  return sql`(
    select ${movieReleases.masterMovieId} as id from ${movieReleases}
      where lower(${movieReleases.studio}) = ${n} or lower(${movieReleases.upcDistributor}) = ${n}
    union
    select ${mediaTitles.id} from ${mediaTitles}
      where lower(${mediaTitles.studio}) = ${n} or lower(${mediaTitles.distributor}) = ${n}
  )`;
}

export async function findDistributorFilms(db: Db, name: string, page: { page: number; pageSize: number }) {
  const ids = distributorFilmIds(db, name);
  const [rows, [totals]] = await Promise.all([
    selectTitleSummaries(db)
      .where(sql`${mediaTitles.id} in ${ids}`)
      .orderBy(asc(sql`lower(${mediaTitles.title})`), asc(mediaTitles.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(mediaTitles)
      .where(sql`${mediaTitles.id} in ${ids}`),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findDistributorReleases(
  db: Db,
  name: string,
  titleIds: string[],
): Promise<ReleaseRow[]> {
  if (titleIds.length === 0) return [];
  const n = name.toLowerCase();
  return db
    .select()
    .from(movieReleases)
    .where(
      and(
        inArray(movieReleases.masterMovieId, titleIds),
        sql`(lower(${movieReleases.studio}) = ${n} or lower(${movieReleases.upcDistributor}) = ${n})`,
      ),
    )
    .orderBy(sql`${movieReleases.releaseYear} asc nulls last`);
}

/**
 * Locks a title's or release's row for the rest of the transaction (the galleries' changes take turns on it).
 * False when the row is gone.
 */
export async function lockRow(tx: Db, kind: 'title' | 'release', id: string): Promise<boolean> {
  const table = kind === 'title' ? mediaTitles : movieReleases;
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  return rows.length > 0;
}

/** Whether a title other than `titleId` shows `url` as its cover (anyone may type a URL into a cover). */
export async function isCoverOfAnotherTitle(db: Db, url: string, titleId: string): Promise<boolean> {
  const rows = await db
    .select({ id: mediaTitles.id })
    .from(mediaTitles)
    .where(and(eq(mediaTitles.coverImageUrl, url), ne(mediaTitles.id, titleId)))
    .limit(1);
  return rows.length > 0;
}

/** The title a merged title's UUID or display id now leads to (decision 029), if any. */
export async function findAliasTarget(
  db: Db,
  key: { id: string } | { displayId: number },
): Promise<string | undefined> {
  const where =
    'id' in key ? eq(mediaTitleAliases.oldId, key.id) : eq(mediaTitleAliases.displayId, key.displayId);
  const [row] = await db.select({ titleId: mediaTitleAliases.titleId }).from(mediaTitleAliases).where(where);
  return row?.titleId;
}

/** How many releases each of these titles has. */
export async function countReleasesOfTitles(db: Db, titleIds: string[]): Promise<Map<string, number>> {
  if (titleIds.length === 0) return new Map();
  const rows = await db
    .select({ titleId: movieReleases.masterMovieId, total: count() })
    .from(movieReleases)
    .where(inArray(movieReleases.masterMovieId, titleIds))
    .groupBy(movieReleases.masterMovieId);
  return new Map(rows.map((row) => [row.titleId, row.total]));
}

/**
 * Moves every release of one title to another. A release whose main title was the old film's (as it is by
 * default) takes the new film's.
 */
export async function moveReleases(
  tx: Db,
  from: { id: string; title: string },
  to: { id: string; title: string },
): Promise<number> {
  const moved = await tx
    .update(movieReleases)
    .set({
      masterMovieId: to.id,
      mainTitle: sql`case when ${movieReleases.mainTitle} = ${from.title} then ${to.title} else ${movieReleases.mainTitle} end`,
      updatedAt: new Date(),
    })
    .where(eq(movieReleases.masterMovieId, from.id))
    .returning({ id: movieReleases.id });
  return moved.length;
}

/**
 * The merged title's addresses lead to the one that stays: its own, and those of titles merged into it before.
 */
export async function addAlias(tx: Db, from: { id: string; displayId: number }, toId: string): Promise<void> {
  await tx.update(mediaTitleAliases).set({ titleId: toId }).where(eq(mediaTitleAliases.titleId, from.id));
  await tx.insert(mediaTitleAliases).values({ displayId: from.displayId, oldId: from.id, titleId: toId });
}

/** These films as lists show them, in no particular order. */
export async function findTitleSummaries(db: Db, ids: string[]): Promise<TitleSummaryRow[]> {
  if (ids.length === 0) return [];
  return selectTitleSummaries(db).where(inArray(mediaTitles.id, ids));
}
