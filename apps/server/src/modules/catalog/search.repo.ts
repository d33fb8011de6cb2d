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
 * term or contain a word starting with it; year and language match by prefix only. Every field is part of
 * the lower-cased search_text, so `search_text LIKE %term%` (served by the trigram index) narrows the rows
 * first and the exact rule is checked on what is left.
 */
export async function searchTitles(db: Db, term: string, limit: number): Promise<TitleSummaryRow[]> {
  const wordStart = `(^|[^[:alnum:]])${escapeRegex(term)}`;
  const prefix = `${escapeLike(term)}%`;
  const startsAWord = (column: AnyPgColumn) => sql`lower(${column}) ~ ${wordStart}`;
  return db
    .select(summary)
    .from(mediaTitles)
    .where(
      sql`${mediaTitles.searchText} like ${`%${escapeLike(term)}%`} and (
        ${startsAWord(mediaTitles.title)} or ${startsAWord(mediaTitles.director)} or
        ${startsAWord(mediaTitles.actors)} or ${startsAWord(mediaTitles.genre)} or
        ${startsAWord(mediaTitles.studio)} or ${startsAWord(mediaTitles.distributor)} or
        ${mediaTitles.year}::text like ${prefix} or lower(${mediaTitles.language}) like ${prefix})`,
    )
    .orderBy(desc(mediaTitles.createdAt), desc(mediaTitles.id))
    .limit(limit);
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
