import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/server/src/db/client';
import { mediaTitles, movieReleases } from '../apps/server/src/db/schema/catalog';
import { openMigratedPglite } from '../apps/server/src/test/database';
import { seedBench } from './seed-bench';

describe('seedBench', () => {
  it('fills a catalogue of the asked size with releases, collections and searchable text', async () => {
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
    await database.close();
  });
});
