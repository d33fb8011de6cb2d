import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import { mediaTitles } from '../../db/schema/catalog';
import { escapeLike, titleSummaryColumns, type TitleSummaryRow } from './catalog.repo';

// "Did you mean" ranks at most this many of the newest titles holding the corrected words.
const SUGGESTION_CANDIDATES = 500;

/**
 * The rule (docs/product.md, Pages): title, director, actors, genre, studio and distributor match when they start
 * with the term or contain a word starting with it; year and language match by prefix only.
 *
 * Indexes find candidates newest first: the word index (search_query_of: a one-word term starts a word of
 * the row; a longer one has each pair of its neighbouring words side by side in one field, the last word
 * as a prefix), the year range and the language prefix. The query is an immutable function of the term,
 * so the planner evaluates it first and estimates from the actual words, not a guess. Each candidate row then carries
 * the exact rule (the whole term at a word start of one field) as a column. Keeping the rule out of WHERE
 * lets the planner estimate the candidates from index statistics alone, so it scans newest-first for a
 * common term and uses the word index for a rare one. Candidates come in batches until enough match.
 * A term without letters or digits starts no word, so it matches nothing.
 */
export async function searchTitles(db: Db, term: string, limit: number): Promise<TitleSummaryRow[]> {
  if (!/[\p{L}\p{N}]/u.test(term)) return [];
  const wordStart = `(^|[^[:alnum:]])${escapeRegex(term)}`;
  const startsAWord = (column: AnyPgColumn) => sql`lower(${column}) ~ ${wordStart}`;
  const wordQuery = sql`search_query_of(${term})`;
  const byPrefix = [sql`lower(${mediaTitles.language}) like ${`${escapeLike(term)}%`}`];
  const years = yearRangeStartingWith(term);
  if (years) byPrefix.push(sql`${mediaTitles.year} between ${years.from} and ${years.to}`);
  const isPrefixMatch = sql.join(byPrefix, sql` or `);
  const isMatch = sql<boolean>`(${isPrefixMatch} or ${startsAWord(mediaTitles.title)} or
    ${startsAWord(mediaTitles.director)} or ${startsAWord(mediaTitles.actors)} or
    ${startsAWord(mediaTitles.genre)} or ${startsAWord(mediaTitles.studio)} or
    ${startsAWord(mediaTitles.distributor)})`;

  const found: TitleSummaryRow[] = [];
  // The cursor keeps created_at as PostgreSQL's text: a JS Date would cut its microseconds.
  let after: { createdAt: string; id: string } | null = null;
  while (found.length < limit) {
    const batch = await db
      .select({ ...titleSummaryColumns, createdAt: sql<string>`${mediaTitles.createdAt}::text`, isMatch })
      .from(mediaTitles)
      .where(
        sql`(${mediaTitles.searchWords} @@ ${wordQuery} or ${isPrefixMatch})
          ${after ? sql`and (${mediaTitles.createdAt}, ${mediaTitles.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}`,
      )
      .orderBy(desc(mediaTitles.createdAt), desc(mediaTitles.id))
      .limit(limit);
    for (const { createdAt: _, isMatch: matches, ...row } of batch) if (matches) found.push(row);
    if (batch.length < limit) break;
    after = batch[batch.length - 1]!;
  }
  return found.slice(0, limit);
}

/** The years whose four digits start with the term ("19" -> 1900-1999), or null when it cannot start one. */
function yearRangeStartingWith(term: string): { from: number; to: number } | null {
  if (!/^\d{1,4}$/.test(term)) return null;
  const span = 10 ** (4 - term.length);
  return { from: Number(term) * span, to: Number(term) * span + span - 1 };
}

/**
 * "Did you mean": each word of the term is replaced by the closest word the catalogue has ever used (trigram
 * similarity against search_vocabulary; a word with nothing close is dropped), then titles holding all the
 * corrected words are ranked by how closely their title matches the whole term. The vocabulary grows with
 * the language, not with the number of titles, so this stays quick on a large catalogue.
 */
export async function suggestTitles(db: Db, term: string, limit = 5) {
  // The corrected words first, so that the planner sees the titles' query as a value: from a subquery it
  // could not estimate it, and scanned all titles newest first for words that no title holds together.
  const words = await correctWords(db, term);
  if (words.length === 0) return [];
  const query = words.map((word) => `'${word.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`).join(' & ');
  return queryRows<{ id: string; displayId: number; title: string; year: number | null }>(
    db,
    sql`with close_titles as (
          select id, display_id, title, year, created_at from media_titles
          where search_words @@ ${query}::tsquery
          order by created_at desc, id desc
          limit ${SUGGESTION_CANDIDATES})
      select id, display_id as "displayId", title, year from close_titles
      order by word_similarity(${term}, lower(title)) desc, created_at desc
      limit ${limit}`,
  );
}

/** Each word of the term as the closest word of the vocabulary (search_closest_word, migration 0012),
 * without the words that have nothing close. */
async function correctWords(db: Db, term: string): Promise<string[]> {
  const rows = await queryRows<{ word: string | null }>(
    db,
    sql`select distinct search_closest_word(word) as word
        from regexp_split_to_table(btrim(regexp_replace(lower(${term}), '[^[:alnum:]]+', ' ', 'g')), ' ') as word
        where word <> ''`,
  );
  return rows.flatMap((row) => (row.word === null ? [] : [row.word]));
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);
