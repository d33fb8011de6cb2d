import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { mediaTitles } from '../../db/schema/catalog';
import { escapeLike, type TitleSummaryRow } from './catalog.repo';

const summary = {
  id: mediaTitles.id,
  displayId: mediaTitles.displayId,
  title: mediaTitles.title,
  year: mediaTitles.year,
  director: mediaTitles.director,
  genre: mediaTitles.genre,
  studio: mediaTitles.studio,
  coverImageUrl: mediaTitles.coverImageUrl,
};

// Below this word similarity a "did you mean" suggestion is more noise than help.
const SUGGESTION_THRESHOLD = '0.4';

/**
 * The spec's rule: title, director, actors, genre, studio and distributor match when they start with the
 * term or contain a word starting with it; year and language match by prefix only.
 *
 * Indexes find candidates newest first: the word index (every word of the term but the last is a word of
 * the row, the last starts one), the year range and the language prefix. Each candidate row then carries
 * the exact rule (the whole term at a word start of one field) as a column. Keeping the rule out of WHERE
 * lets the planner estimate the candidates from index statistics alone, so it scans newest-first for a
 * common term and uses the word index for a rare one. Candidates come in batches until enough match.
 * A term without letters or digits starts no word, so it matches nothing.
 */
export async function searchTitles(db: Db, term: string, limit: number): Promise<TitleSummaryRow[]> {
  if (!/[\p{L}\p{N}]/u.test(term)) return [];
  const wordStart = `(^|[^[:alnum:]])${escapeRegex(term)}`;
  const startsAWord = (column: AnyPgColumn) => sql`lower(${column}) ~ ${wordStart}`;
  const termWords = sql`nullif(btrim(regexp_replace(lower(${term}), '[^[:alnum:]]+', ' ', 'g')), '')`;
  const wordQuery = sql`to_tsquery('simple', regexp_replace(${termWords}, ' ', ' <-> ', 'g') || ':*')`;
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
      .select({ ...summary, createdAt: sql<string>`${mediaTitles.createdAt}::text`, isMatch })
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

/** Titles whose words are close to the term (typos), best first; uses the same trigram index. */
export async function suggestTitles(db: Db, term: string, limit = 5) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${SUGGESTION_THRESHOLD}, true)`,
    );
    return tx
      .select({
        id: mediaTitles.id,
        displayId: mediaTitles.displayId,
        title: mediaTitles.title,
        year: mediaTitles.year,
      })
      .from(mediaTitles)
      .where(sql`${term} <% ${mediaTitles.searchText}`)
      .orderBy(sql`word_similarity(${term}, lower(${mediaTitles.title})) desc`, desc(mediaTitles.createdAt))
      .limit(limit);
  });
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, (char) => `\\${char}`);
