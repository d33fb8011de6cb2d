import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/server/src/db/client';
import { mediaTitles, movieReleases } from '../apps/server/src/db/schema/catalog';
import { openMigratedPglite } from '../apps/server/src/test/database';
import { BENCH_SEED_VERSION, benchWord, expectedTitlesWithWord, seedBench } from './seed-bench';

describe('seedBench', () => {
  it('fills a catalogue of the asked size with releases, collections, Zipf-distributed words and its version', async () => {
    const database = await openMigratedPglite();
    await seedBench(database.db, 3000);
    const [titles] = await database.db.select({ total: count() }).from(mediaTitles);
    const [releases] = await database.db.select({ total: count() }).from(movieReleases);
    expect(titles?.total).toBe(3000);
    expect(releases?.total).toBeGreaterThanOrEqual(3000 * 1.9);
    const [sample] = await queryRows<{ title: string; words: string[] }>(
      database.db,
      sql`select title, tsvector_to_array(search_words) as words from media_titles order by display_id limit 1`,
    );
    expect(sample?.title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+/);
    expect(sample?.words).toContain(sample!.title.split(' ')[0]!.toLowerCase());
    // The bench picks its terms by rank: the seed spells rank r as benchWord(r), about as often as expected.
    const titlesWith = async (rank: number) => {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from media_titles where search_words @@ to_tsquery('simple', ${benchWord(rank)})`,
      );
      return row!.n;
    };
    const common = await titlesWith(1);
    expect(common).toBeGreaterThan(expectedTitlesWithWord(3000, 1) * 0.8);
    expect(common).toBeLessThan(expectedTitlesWithWord(3000, 1) * 1.2);
    expect(await titlesWith(30)).toBeGreaterThan(0);
    expect(await titlesWith(30)).toBeLessThan(common / 10);
    const seeds = await queryRows(database.db, sql`select version, titles from bench_seed`);
    expect(seeds).toEqual([{ version: BENCH_SEED_VERSION, titles: 3000 }]);
    await database.close();
  });
});
