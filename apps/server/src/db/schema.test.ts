import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { useTestServer } from '../test/server';
import { createRelease, createTitle, createUser } from '../test/factories';
import { type Db, queryRows } from './client';
import { userCollectionItems, userWantlistItems } from './schema/collection';
import { marketplaceListings } from './schema/marketplace';
import { marketplaceOrders, sellerRatings } from './schema/orders';
import { challengeParticipants, challenges } from './schema/challenges';
import { tradeListings } from './schema/trades';
import { forumPosts } from './schema/forum';
import { userProfiles } from './schema/profiles';

const server = useTestServer();
const db = () => server.database.db;

/** Runs `insert` and returns the PostgreSQL error code it failed with (drizzle wraps the driver's error). */
async function failureCode(insert: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await insert();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

/** Tables, columns, constraints, indexes, extensions and applied migrations: everything but the rows. */
async function describeSchema(db: Db) {
  const [columns, constraints, indexes, extensions, migrations] = await Promise.all([
    queryRows(
      db,
      sql`select table_name, column_name, data_type, column_default, is_nullable
          from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
    ),
    queryRows(
      db,
      sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
          from pg_constraint where connamespace = 'public'::regnamespace order by table_name, conname`,
    ),
    queryRows(db, sql`select indexdef from pg_indexes where schemaname = 'public' order by indexname`),
    queryRows(db, sql`select extname from pg_extension order by extname`),
    queryRows(db, sql`select hash from drizzle.__drizzle_migrations order by id`),
  ]);
  return { columns, constraints, indexes, extensions, migrations };
}

describe('database schema', () => {
  // Test files start from a copy of one migrated database; this one migrates from nothing, as production does.
  it('is what the migrations build on an empty database', async () => {
    const { database: empty, dropDatabase } = await openTestDatabase({ empty: true });
    try {
      await empty.migrate();
      const built = await describeSchema(empty.db);
      expect(built.columns.length).toBeGreaterThan(100);
      expect(built).toEqual(await describeSchema(db()));
    } finally {
      await empty.close();
      await dropDatabase();
    }
    // Every migration from the first, on PGlite in this process: over half a minute on a busy 2-core machine.
  }, 120_000);

  it('has pg_trgm, the word index and the vocabulary that corrects typos', async () => {
    const extensions = await queryRows(db(), sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(extensions).toHaveLength(1);
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      db(),
      sql`select indexname, indexdef from pg_indexes
          where indexname in ('media_titles_search_words_idx', 'search_vocabulary_word_trgm_idx')
          order by indexname`,
    );
    expect(indexes.map((index) => index.indexdef)).toEqual([
      expect.stringMatching(/gin \(search_words\)/),
      expect.stringMatching(/gin \(word gin_trgm_ops\)/),
    ]);
  });

  it('fills the word column from the word-start fields: letters and digits, lower-cased, and the pairs of neighbouring words within one field', async () => {
    const title = await createTitle(db(), {
      title: 'Blade Runner',
      year: 1982,
      director: 'Ridley Scott',
      actors: 'Harrison Ford, Rutger Hauer',
      genre: 'Sci-Fi',
      studio: 'The Ladd Company',
      distributor: 'Warner Home Video',
      language: 'English',
    });
    const [row] = await queryRows<{ words: string[] }>(
      db(),
      sql`select tsvector_to_array(search_words) as words from media_titles where id = ${title.id}`,
    );
    expect([...row!.words].sort()).toEqual(
      [
        'blade',
        'runner',
        'ridley',
        'scott',
        'harrison',
        'ford',
        'rutger',
        'hauer',
        'sci',
        'fi',
        'the',
        'ladd',
      ]
        .concat(['company', 'warner', 'home', 'video'])
        // Pairs within a field only: no ' runner ridley' across title and director.
        .concat([' blade runner', ' ridley scott', ' harrison ford', ' ford rutger', ' rutger hauer'])
        .concat([' sci fi', ' the ladd', ' ladd company', ' warner home', ' home video'])
        .sort(),
    );
  });

  it('numbers titles and releases with increasing display ids', async () => {
    const first = await createTitle(db());
    const second = await createTitle(db());
    expect(second.displayId).toBeGreaterThan(first.displayId);
    const release = await createRelease(db(), first.id);
    expect(release.displayId).toBeGreaterThan(0);
    expect(release.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('applies the release defaults', async () => {
    const release = await createRelease(db(), (await createTitle(db())).id);
    expect(release).toMatchObject({
      caseType: 'Slipcase',
      format: 'VHS',
      releaseCountry: 'United States',
      screener: false,
      region: 'NTSC',
      speed: 'SP',
      edition: 'Standard',
    });
  });

  it('applies the profile, title, forum and trade defaults', async () => {
    const { profile, user } = await createUser(db());
    expect(profile).toMatchObject({
      sellerTerms: 'Standard marketplace terms apply. Contact seller for specific details.',
      isPublic: true,
      showCollectionCount: true,
      profileCompletionShown: false,
    });
    expect((await createTitle(db())).type).toBe('movie');
    const [post] = await db()
      .insert(forumPosts)
      .values({ userId: user.id, title: 'Hi', content: 'First post' })
      .returning();
    expect(post).toMatchObject({ category: 'general', replies: 0 });
    const [trade] = await db().insert(tradeListings).values({ traderId: user.id }).returning();
    expect(trade).toMatchObject({ tradeWants: 'open to offers', isActive: true });
  });

  it('refuses a second title with the same title (any case or spacing) and year, or the same tmdb_id', async () => {
    await createTitle(db(), { title: 'The Thing', year: 1982, tmdbId: 1091 });
    expect(await failureCode(() => createTitle(db(), { title: '  the   THING ', year: 1982 }))).toBe('23505');
    expect(await failureCode(() => createTitle(db(), { title: 'La Cosa', year: 1983, tmdbId: 1091 }))).toBe(
      '23505',
    );
    await createTitle(db(), { title: 'The Thing', year: 2011 });
  });

  it('keeps usernames unique', async () => {
    await createUser(db(), { username: 'tapehead' });
    expect(await failureCode(() => createUser(db(), { username: 'tapehead' }))).toBe('23505');
  });

  it('allows one collection row per user and release, and one title-only row per user and title', async () => {
    const { user } = await createUser(db());
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id);
    const add = (releaseId: string | null) =>
      db().insert(userCollectionItems).values({ userId: user.id, masterItemId: title.id, releaseId });
    await add(release.id);
    expect(await failureCode(() => add(release.id))).toBe('23505');
    await add(null);
    expect(await failureCode(() => add(null))).toBe('23505');
    const other = await createUser(db());
    await db()
      .insert(userCollectionItems)
      .values({ userId: other.user.id, masterItemId: title.id, releaseId: release.id });
  });

  it('allows one wantlist row per user and release or title', async () => {
    const { user } = await createUser(db());
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id);
    const want = (releaseId: string | null) =>
      db().insert(userWantlistItems).values({ userId: user.id, masterMovieId: title.id, releaseId });
    await want(release.id);
    expect(await failureCode(() => want(release.id))).toBe('23505');
    await want(null);
    expect(await failureCode(() => want(null))).toBe('23505');
    const [row] = await db()
      .select()
      .from(userWantlistItems)
      .where(eq(userWantlistItems.releaseId, release.id));
    expect(row?.priority).toBe('medium');
  });

  it('allows one active listing per collection item, and a new one once the old is inactive', async () => {
    const { user } = await createUser(db());
    const title = await createTitle(db());
    const [item] = await db()
      .insert(userCollectionItems)
      .values({ userId: user.id, masterItemId: title.id })
      .returning();
    const list = () =>
      db()
        .insert(marketplaceListings)
        .values({
          sellerId: user.id,
          collectionItemId: item!.id,
          masterMovieId: title.id,
          price: '19.99',
          condition: 'Very Good',
          packagingCondition: 'Very Good',
        })
        .returning();
    const [first] = await list();
    expect(await failureCode(list)).toBe('23505');
    await db()
      .update(marketplaceListings)
      .set({ isActive: false, endedAt: new Date(), endReason: 'removed' })
      .where(eq(marketplaceListings.id, first!.id));
    await list();
  });

  it('allows one rating per completed sale, between 1 and 5', async () => {
    const seller = await createUser(db());
    const buyer = await createUser(db());
    const [listing] = await db()
      .insert(marketplaceListings)
      .values({ sellerId: seller.user.id, price: '10.00', condition: 'Good', packagingCondition: 'Good' })
      .returning();
    const [order] = await db()
      .insert(marketplaceOrders)
      .values({
        listingId: listing!.id,
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        price: '10.00',
        item: { film: { title: 'A sold film', year: null }, release: null },
        status: 'completed',
      })
      .returning();
    const rate = (rating: number) =>
      db()
        .insert(sellerRatings)
        .values({ sellerId: seller.user.id, buyerId: buyer.user.id, orderId: order!.id, rating });
    expect(await failureCode(() => rate(6))).toBe('23514');
    await rate(5);
    expect(await failureCode(() => rate(4))).toBe('23505');
  });

  it('allows one participation per user and challenge', async () => {
    const { user } = await createUser(db());
    const [challenge] = await db()
      .insert(challenges)
      .values({ title: '80s Horror Hunt', target: 10 })
      .returning();
    const join = () =>
      db().insert(challengeParticipants).values({ challengeId: challenge!.id, userId: user.id });
    await join();
    expect(await failureCode(join)).toBe('23505');
  });

  it('cascades a deleted user to their profile', async () => {
    const { user } = await createUser(db());
    await db().execute(sql`delete from users where id = ${user.id}`);
    expect(await db().select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toEqual([]);
  });
});
