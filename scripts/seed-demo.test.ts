import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { storedImageKeys } from '@rewind/shared/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_TYPES, DEFAULT_SELLER_TERMS, EDITIONS, FORMATS, REGIONS, SPEEDS } from '@rewind/shared/options';
import type { TListingPage, TListingView } from '@rewind/shared/marketplace';
import type { TPublicProfile } from '@rewind/shared/profiles';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { accounts, users } from '../apps/server/src/db/schema/auth';
import { mediaTitles, movieReleases } from '../apps/server/src/db/schema/catalog';
import { userCollectionItems, userWantlistItems } from '../apps/server/src/db/schema/collection';
import { activityEvents } from '../apps/server/src/db/schema/activity';
import { challengeItems, challengeParticipants, challenges } from '../apps/server/src/db/schema/challenges';
import { forumCategories, forumPosts, forumReplies } from '../apps/server/src/db/schema/forum';
import { marketplaceListings } from '../apps/server/src/db/schema/marketplace';
import { userProfiles } from '../apps/server/src/db/schema/profiles';
import { tradeProposalItems, tradeProposals } from '../apps/server/src/db/schema/trades';
import { adminUsers } from '../apps/server/src/db/schema/auth';
import { LOCAL_MEDIA_PREFIX, LocalStorage } from '../apps/server/src/platform/storage/local-storage';
import type { Storage } from '../apps/server/src/platform/storage/storage';
import { openMigratedPglite } from '../apps/server/src/test/database';
import { cookieHeader, TEST_ORIGIN } from '../apps/server/src/test/sessions';
import { demoAccountsFile, readDemoAccounts } from './demo/accounts';
import { titleCoverSvg } from './demo/covers';
import { DEMO_CHALLENGES } from './demo/challenges';
import { DEMO_FILMS, isValidUpcA, upcCheckDigit } from './demo/films';
import { DEMO_TOPICS } from './demo/forum';
import { ACTIVITY_ACTIONS } from '@rewind/shared/options';
import { seedDemo, type SeedDemoResult } from './seed-demo';

// The demo's releases are period-correct: the formats its films came out on, the six that make most of a
// collection. The later and rarer ones (VHS-C, CED, UMD, ...) are the catalogue's to hold, not the demo's to show.
const CLASSIC_FORMATS = ['VHS', 'Beta', 'Betamax', 'LaserDisc', 'DVD', 'Blu-ray'] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('demo films', () => {
  it('has at least 60 distinct films from the 1970s to the 2000s', () => {
    expect(DEMO_FILMS.length).toBeGreaterThanOrEqual(60);
    const keys = DEMO_FILMS.map((film) => `${film.title.toLowerCase()}|${film.year}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const film of DEMO_FILMS) {
      expect(film.year, film.title).toBeGreaterThanOrEqual(1970);
      expect(film.year, film.title).toBeLessThanOrEqual(2009);
    }
  });

  it('fills every field the catalogue shows', () => {
    const required = [
      'title',
      'director',
      'actors',
      'genre',
      'studio',
      'runtime',
      'rated',
      'country',
      'language',
      'released',
      'description',
    ] as const;
    for (const film of DEMO_FILMS) {
      for (const field of required) expect(film[field].trim(), `${film.title}: ${field}`).not.toBe('');
      expect(film.runtime, film.title).toMatch(/^\d{2,3} min$/);
      expect(film.description.length, film.title).toBeLessThanOrEqual(1000);
      expect(film.actors.split(', ').length, film.title).toBeGreaterThanOrEqual(2);
      // '25 May 1979': a real date whose year is the film's year (the catalogue derives one from the other).
      const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(film.released);
      expect(match, `${film.title}: ${film.released}`).not.toBeNull();
      const [, day, month, year] = match ?? [];
      expect(Number(year), film.title).toBe(film.year);
      const monthIndex = MONTHS.indexOf(month ?? '');
      expect(monthIndex, film.title).toBeGreaterThanOrEqual(0);
      const date = new Date(Date.UTC(film.year, monthIndex, Number(day)));
      expect(date.getUTCDate(), `${film.title}: ${film.released}`).toBe(Number(day));
    }
  });

  it('gives every film 1 to 4 plausible releases', () => {
    for (const film of DEMO_FILMS) {
      expect(film.releases.length, film.title).toBeGreaterThanOrEqual(1);
      expect(film.releases.length, film.title).toBeLessThanOrEqual(4);
      for (const release of film.releases) {
        const where = `${film.title} (${release.format}, ${release.label})`;
        expect(FORMATS, where).toContain(release.format);
        expect(CASE_TYPES, where).toContain(release.caseType);
        expect(REGIONS, where).toContain(release.region);
        expect(EDITIONS, where).toContain(release.edition);
        expect(release.label.trim(), where).not.toBe('');
        expect(release.releaseTitle.trim(), where).not.toBe('');
        expect(release.releaseCountry.trim(), where).not.toBe('');
        // Home video came out after (or, for late-year releases, in the same year as) the film.
        expect(release.releaseYear, where).toBeGreaterThanOrEqual(film.year);
        expect(release.releaseYear, where).toBeLessThanOrEqual(2025);
        const isTape = release.format === 'VHS' || release.format === 'Beta' || release.format === 'Betamax';
        if (isTape) expect(SPEEDS, where).toContain(release.speed);
        else expect(release.speed, where).toBeUndefined();
        if (release.format === 'LaserDisc') expect(release.releaseYear, where).toBeLessThanOrEqual(2001);
        if (release.format === 'DVD') expect(release.releaseYear, where).toBeGreaterThanOrEqual(1997);
        if (release.format === 'Blu-ray') expect(release.releaseYear, where).toBeGreaterThanOrEqual(2006);
        if (release.edition === 'Other') expect(release.editionOther, where).toBeTruthy();
        if (release.screener) expect(release.edition, where).toBe('Screener');
      }
    }
  });

  it('uses each of the six classic formats and the classic VHS case types', () => {
    const releases = DEMO_FILMS.flatMap((film) => film.releases);
    for (const format of CLASSIC_FORMATS)
      expect(
        releases.some((release) => release.format === format),
        format,
      ).toBe(true);
    const vhsCases = new Set(
      releases.filter((release) => release.format === 'VHS').map((release) => release.caseType),
    );
    for (const caseType of ['Big Box', 'Clamshell', 'Slipcase'])
      expect(vhsCases, caseType).toContain(caseType);
  });

  it('computes valid, unique UPC-A codes', () => {
    expect(upcCheckDigit('03600029145')).toBe(2); // the textbook example, 036000291452
    expect(isValidUpcA('036000291452')).toBe(true);
    expect(isValidUpcA('036000291453')).toBe(false);
    const upcs = DEMO_FILMS.flatMap((film) =>
      film.releases.flatMap((release) => (release.upc ? [release.upc] : [])),
    );
    expect(upcs.length).toBeGreaterThan(50);
    expect(new Set(upcs).size).toBe(upcs.length);
    for (const upc of upcs) expect(isValidUpcA(upc), upc).toBe(true);
  });
});

describe('cover art', () => {
  it('draws every letter as a path, so no system font is needed', () => {
    for (const film of DEMO_FILMS) {
      const svg = titleCoverSvg(film);
      expect(svg, film.title).not.toMatch(/<text|font-family|<image/);
      expect(svg, film.title).toMatch(/^<svg [^>]*width="600" height="900"/);
    }
  });
});

/** Lets `failAfter` files through, then refuses: a store that fills up or drops the connection mid-seed. */
class FailingStorage implements Storage {
  private stored = 0;
  constructor(
    private readonly inner: Storage,
    private readonly failAfter: number,
  ) {}
  async put(key: string, body: Buffer, contentType: string): Promise<string> {
    if (this.stored++ >= this.failAfter) throw new Error('storage unavailable');
    return this.inner.put(key, body, contentType);
  }
  get(key: string): Promise<Buffer | undefined> {
    return this.inner.get(key);
  }
  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }
  keyFromUrl(url: string): string | undefined {
    return this.inner.keyFromUrl(url);
  }
  publicUrl(key: string): string {
    return this.inner.publicUrl(key);
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('seedDemo', () => {
  let database: Database;
  let root: string;
  let dataDir: string;
  let storage: LocalStorage;
  let failedSeed: { error: unknown; users: number; titles: number; files: number };
  let result: SeedDemoResult;
  let logs: string[];
  let seedMs: number;

  beforeAll(async () => {
    database = await openMigratedPglite();
    root = mkdtempSync(path.join(os.tmpdir(), 'rewind-seed-test-'));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'rewind-seed-data-'));
    storage = new LocalStorage(root);

    const failure = await seedDemo({
      db: database.db,
      storage: new FailingStorage(storage, 20),
      dataDir,
      log: () => {},
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const [userCount] = await database.db.select({ n: count() }).from(users);
    const [titleCount] = await database.db.select({ n: count() }).from(mediaTitles);
    failedSeed = {
      error: failure,
      users: userCount?.n ?? -1,
      titles: titleCount?.n ?? -1,
      files: listFiles(root).length + listFiles(dataDir).length,
    };

    logs = [];
    const started = performance.now();
    result = await seedDemo({ db: database.db, storage, dataDir, log: (message) => logs.push(message) });
    seedMs = performance.now() - started;
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    if (root) rmSync(root, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no rows and no files behind when storing a cover fails', () => {
    expect(failedSeed.error).toBeInstanceOf(Error);
    expect(failedSeed).toMatchObject({ users: 0, titles: 0, files: 0 });
  });

  it('seeds the catalogue and prints the sign-in details once', () => {
    expect(result.created).toBe(true);
    const output = logs.join('\n');
    expect(output).toContain('Demo accounts');
    for (const account of result.accounts ?? [])
      expect(output).toContain(`${account.email} / ${account.password}`);
    console.info(`demo seed took ${Math.round(seedMs)} ms`);
  });

  it('keeps the sign-in details in DATA_DIR, readable by their owner only, to be shown again', () => {
    const file = demoAccountsFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readDemoAccounts(dataDir)).toEqual(result.accounts);
    expect(logs.join('\n')).toContain('`npm run demo-accounts` shows them again');
  });

  it('creates at least 60 titles with 1 to 4 releases each, added by demo users', async () => {
    const titles = await database.db.select().from(mediaTitles);
    expect(titles.length).toBeGreaterThanOrEqual(60);
    expect(titles.length).toBe(DEMO_FILMS.length);
    const releases = await database.db.select().from(movieReleases);
    const perTitle = new Map<string, number>();
    for (const release of releases)
      perTitle.set(release.masterMovieId, (perTitle.get(release.masterMovieId) ?? 0) + 1);
    for (const title of titles) {
      expect(perTitle.get(title.id) ?? 0, title.title).toBeGreaterThanOrEqual(1);
      expect(perTitle.get(title.id) ?? 0, title.title).toBeLessThanOrEqual(4);
      expect(title.year, title.title).toBe(Number(title.released?.slice(-4)));
    }
    const demoIds = new Set((await database.db.select({ id: users.id }).from(users)).map((user) => user.id));
    for (const row of [...titles, ...releases]) expect(demoIds.has(row.addedBy ?? '')).toBe(true);

    for (const format of CLASSIC_FORMATS)
      expect(
        releases.some((release) => release.format === format),
        format,
      ).toBe(true);
    const vhsCases = new Set(
      releases.filter((release) => release.format === 'VHS').map((release) => release.caseType),
    );
    for (const caseType of ['Big Box', 'Clamshell', 'Slipcase']) expect(vhsCases).toContain(caseType);
    const upcs = releases.flatMap((release) => (release.upc ? [release.upc] : []));
    expect(upcs.length).toBeGreaterThan(0);
    for (const upc of upcs) expect(isValidUpcA(upc), upc).toBe(true);
  });

  it('starts a forum in use, its kept counts what the forum service would keep', async () => {
    const topics = await database.db.select().from(forumPosts);
    const replies = await database.db.select().from(forumReplies);
    expect(topics.length).toBe(DEMO_TOPICS.length);
    for (const topic of topics) {
      const own = replies.filter((reply) => reply.postId === topic.id);
      expect(topic.replies, topic.title).toBe(own.length);
      expect(topic.lastPosition, topic.title).toBe(own.length);
      expect(topic.content, topic.title).toMatch(/^<p>/);
    }
    for (const category of await database.db.select().from(forumCategories)) {
      const inIt = topics.filter((topic) => topic.category === category.slug);
      expect(category.topicCount, category.slug).toBe(inIt.length);
      expect(category.replyCount, category.slug).toBe(inIt.reduce((sum, topic) => sum + topic.replies, 0));
    }
    const feed = await database.db.select().from(activityEvents).where(eq(activityEvents.type, 'forum'));
    expect(feed).toHaveLength(topics.length + replies.length);
  });

  it('gives every title and release a stored JPEG cover', async () => {
    const titles = await database.db.select({ url: mediaTitles.coverImageUrl }).from(mediaTitles);
    const releases = await database.db.select({ url: movieReleases.frontCoverUrl }).from(movieReleases);
    const fileOf = (url: string | null) => {
      expect(url).toMatch(new RegExp(`^${LOCAL_MEDIA_PREFIX}`));
      return path.join(root, decodeURIComponent((url ?? '').slice(LOCAL_MEDIA_PREFIX.length)));
    };
    for (const { url } of titles) {
      expect(url).toMatch(/^\/media\/movie-posters\/[a-z0-9-]+-\d{4}-\d+~600x900\.jpg$/);
      const meta = await sharp(fileOf(url)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
      // With the resized copies that pages ask for (decision 007).
      for (const width of [160, 320, 480]) {
        expect(await sharp(fileOf(`${url}~w${width}.webp`)).metadata()).toMatchObject({
          format: 'webp',
          width,
        });
      }
    }
    for (const { url } of releases) {
      expect(url).toMatch(/^\/media\/release-covers\/[a-z0-9-]+-\d{4}-release-\d+-[1-4]~400x600\.jpg$/);
      const meta = await sharp(fileOf(url)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    }
    // Each cover and its copies (600 px posters: 160, 320, 480; 400 px release covers: 160, 320), nothing else.
    const stored = [...titles, ...releases].flatMap(({ url }) => storedImageKeys(fileOf(url)));
    expect(stored).toHaveLength(titles.length * 4 + releases.length * 3);
    expect(listFiles(root).sort()).toEqual(stored.sort());
  });

  it('creates verified demo users with complete public profiles and one admin', async () => {
    const rows = await database.db
      .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified })
      .from(users);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(4);
    const profiles = await database.db.select().from(userProfiles);
    for (const user of rows) {
      expect(user.email).toMatch(/@rewind\.demo$/);
      expect(user.emailVerified).toBe(true);
      const profile = profiles.find((p) => p.userId === user.id);
      expect(profile?.username).toBe(user.name);
      expect(profile?.username).toMatch(/^[a-z0-9_-]{3,30}$/);
      expect(profile).toMatchObject({ isPublic: true });
      expect(profile?.bio).toBeTruthy();
      expect(profile?.location).toBeTruthy();
    }
    const admins = await database.db
      .select({ email: users.email })
      .from(adminUsers)
      .innerJoin(users, eq(users.id, adminUsers.userId));
    expect(admins).toEqual([{ email: 'admin@rewind.demo' }]);
  });

  it('stores passwords that better-auth accepts', async () => {
    expect(result.accounts?.length).toBe(4);
    for (const account of result.accounts ?? []) {
      const [row] = await database.db
        .select({
          hash: accounts.password,
          providerId: accounts.providerId,
          accountId: accounts.accountId,
          userId: users.id,
        })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(eq(users.email, account.email));
      expect(row?.providerId).toBe('credential');
      expect(row?.accountId).toBe(row?.userId);
      expect(account.password.length).toBeGreaterThanOrEqual(6);
      expect(await verifyPassword({ hash: row?.hash ?? '', password: account.password })).toBe(true);
      expect(await verifyPassword({ hash: row?.hash ?? '', password: `${account.password}x` })).toBe(false);
    }
    const passwords = result.accounts?.map((account) => account.password) ?? [];
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('fills collections, wantlists and the activity feed', async () => {
    const collection = await database.db.select().from(userCollectionItems);
    const wantlist = await database.db.select().from(userWantlistItems);
    expect(collection.length).toBeGreaterThanOrEqual(20);
    expect(wantlist.length).toBeGreaterThanOrEqual(5);
    for (const item of collection) {
      expect(item.releaseId).toBeTruthy();
      expect(item.personalNotes).toBeTruthy();
    }
    for (const item of wantlist) expect(item.notes).toBeTruthy();

    const events = await database.db.select().from(activityEvents);
    const catalog = events.filter((event) => event.type === 'catalog');
    expect(catalog.length).toBe(DEMO_FILMS.length);
    expect(new Set(catalog.map((event) => event.action))).toEqual(new Set([ACTIVITY_ACTIONS.titleAdded]));
    const collected = events.filter((event) => event.action === 'added movie and release to collection');
    expect(collected.length).toBe(collection.length);
    // Spread over the past days, none in the future.
    const times = events.map((event) => event.createdAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(7 * 24 * 3_600_000);
  });

  it('starts the challenges with the demo collections counted in them, each item at its collecting date', async () => {
    const rows = await database.db.select().from(challenges);
    expect(rows.map((row) => row.title).sort()).toEqual(DEMO_CHALLENGES.map((c) => c.title).sort());
    const taking = await database.db.select().from(challengeParticipants);
    expect(taking.filter((row) => row.itemCount > 0).length).toBeGreaterThanOrEqual(3);
    for (const row of taking)
      expect(row.isCompleted, row.id).toBe(
        row.itemCount >= rows.find((c) => c.id === row.challengeId)!.target,
      );
    const items = await database.db.select().from(challengeItems);
    const collected = await database.db.select().from(userCollectionItems);
    for (const item of items) {
      const held = collected.find((c) => c.userId === item.userId && c.releaseId === item.itemKey);
      expect(item.addedAt).toEqual(held!.createdAt);
    }
    // Each completion is dated when its target-th item was collected, and so is its row in the feed.
    const completed = taking.filter((row) => row.isCompleted);
    expect(completed.length).toBeGreaterThan(0);
    const events = await database.db.select().from(activityEvents);
    for (const row of completed) {
      const target = rows.find((c) => c.id === row.challengeId)!.target;
      const times = items
        .filter((item) => item.challengeId === row.challengeId && item.userId === row.userId)
        .map((item) => item.addedAt.getTime())
        .sort((a, b) => a - b);
      expect(row.completedAt!.getTime()).toBe(times[target - 1]);
      const event = events.find(
        (event) =>
          event.action === ACTIVITY_ACTIONS.completedChallenge &&
          event.userId === row.userId &&
          event.challengeId === row.challengeId,
      );
      expect(event?.createdAt.getTime()).toBe(times[target - 1]);
    }
  });

  it('leaves a trade proposal for the collector to answer: a spare they want for one of their spares', async () => {
    const [collector] = await database.db
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.username, 'tapehead'));
    const [proposal] = await database.db
      .select()
      .from(tradeProposals)
      .where(eq(tradeProposals.recipientId, collector!.id));
    expect(proposal).toMatchObject({ status: 'proposed' });
    const copies = await database.db
      .select({ ownerId: tradeProposalItems.ownerId, forTrade: userCollectionItems.forTrade })
      .from(tradeProposalItems)
      .innerJoin(userCollectionItems, eq(userCollectionItems.id, tradeProposalItems.collectionItemId))
      .where(eq(tradeProposalItems.proposalId, proposal!.id));
    expect(copies.map((copy) => copy.ownerId).sort()).toEqual([proposal!.proposerId, collector!.id].sort());
    expect(copies.every((copy) => copy.forTrade)).toBe(true);
  });

  describe('the marketplace it opens, through the public API', () => {
    let app: FastifyInstance;
    const getJson = async <T>(url: string, cookie?: string): Promise<T> => {
      const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    };
    const allListings = () => getJson<TListingPage>('/api/v1/listings?pageSize=100');

    beforeAll(async () => {
      app = await buildApp({
        config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' }),
        database,
        storage,
        logger: false,
        checkAnswers: true,
      });
    });
    afterAll(() => app?.close());

    it('lists 10 to 16 copies, each held by its seller, by the sellers but never tapehead', async () => {
      const page = await allListings();
      expect(page.total).toBe(page.items.length);
      expect(page.items.length).toBeGreaterThanOrEqual(10);
      expect(page.items.length).toBeLessThanOrEqual(16);
      const sellers = new Set(page.items.map((item) => item.seller.username));
      expect([...sellers].sort()).toEqual(['bigboxbarb', 'laserlou']);
      expect(new Set(page.items.map((item) => item.mediaCondition)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(page.items.map((item) => item.price)).size).toBeGreaterThan(page.items.length / 2);
      // Each in the feed, as listing it through the API records it.
      const feed = await database.db
        .select({ listingId: activityEvents.listingId })
        .from(activityEvents)
        .where(eq(activityEvents.action, ACTIVITY_ACTIONS.listedForSale));
      expect(feed.map((row) => row.listingId).sort()).toEqual(page.items.map((item) => item.id).sort());
      for (const item of page.items) {
        expect(item.state).toBe('active');
        expect(item.price).toMatch(/^\d+\.\d{2}$/);
        const { listing } = await getJson<TListingView>(`/api/v1/listings/${item.id}`);
        expect(listing.sellerNotes, item.film.title).toBeTruthy();
        expect(listing.seller.sellerTerms).not.toBe(DEFAULT_SELLER_TERMS);
        expect(listing.collectionItemId, item.film.title).toBeTruthy();
        const [copy] = await database.db
          .select({ releaseId: userCollectionItems.releaseId, holder: userProfiles.username })
          .from(userCollectionItems)
          .innerJoin(userProfiles, eq(userProfiles.userId, userCollectionItems.userId))
          .where(eq(userCollectionItems.id, listing.collectionItemId!));
        expect(copy, item.film.title).toEqual({ releaseId: item.release.id, holder: item.seller.username });
      }
    });

    it('finds a listing by a word of its film', async () => {
      const found = await getJson<TListingPage>('/api/v1/listings?q=robocop');
      expect(found.items.map((item) => item.film.title)).toEqual(['RoboCop']);
    });

    it("shows tapehead the listings of their wants, 'In my wantlist'", async () => {
      const tapehead = result.accounts!.find((account) => account.username === 'tapehead')!;
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: tapehead.email, password: tapehead.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const wanted = await getJson<TListingPage>(
        '/api/v1/listings?wanted=true',
        cookieHeader(signIn.headers['set-cookie']),
      );
      expect(wanted.items.length).toBeGreaterThanOrEqual(2);
      const wants = await database.db
        .select({ releaseId: userWantlistItems.releaseId })
        .from(userWantlistItems)
        .innerJoin(userProfiles, eq(userProfiles.userId, userWantlistItems.userId))
        .where(eq(userProfiles.username, 'tapehead'));
      for (const item of wanted.items) expect(wants.map((want) => want.releaseId)).toContain(item.release.id);
    });

    it("shows the sellers' shipping policies, and the ratings of their completed sales", async () => {
      for (const username of ['bigboxbarb', 'laserlou']) {
        const profile = await getJson<TPublicProfile>(`/api/v1/users/${username}`);
        if (profile.isPrivate) throw new Error(`${username}'s profile is private`);
        expect(profile.shippingInWords, username).toBeTruthy();
        expect(profile.sellerRating, username).toMatchObject({ count: 1, completedSales: 1 });
      }
      const tapehead = await getJson<TPublicProfile>('/api/v1/users/tapehead');
      expect(tapehead).toMatchObject({ shippingPolicy: null, sellerRating: { count: 0, completedSales: 0 } });
      const sold = await database.db
        .select()
        .from(marketplaceListings)
        .where(eq(marketplaceListings.isActive, false));
      expect(sold.map((listing) => listing.endReason)).toEqual(['sold', 'sold']);
    });
  });

  it('does nothing on a second run', async () => {
    const counts = async () => ({
      users: (await database.db.select({ n: count() }).from(users))[0]?.n,
      titles: (await database.db.select({ n: count() }).from(mediaTitles))[0]?.n,
      releases: (await database.db.select({ n: count() }).from(movieReleases))[0]?.n,
      collection: (await database.db.select({ n: count() }).from(userCollectionItems))[0]?.n,
      wantlist: (await database.db.select({ n: count() }).from(userWantlistItems))[0]?.n,
      activity: (await database.db.select({ n: count() }).from(activityEvents))[0]?.n,
      listings: (await database.db.select({ n: count() }).from(marketplaceListings))[0]?.n,
      files: listFiles(root).length,
    });
    const before = await counts();
    const again = await seedDemo({ db: database.db, storage, dataDir, log: () => {} });
    expect(again).toEqual({ created: false });
    expect(await counts()).toEqual(before);
  });

  it('skips films someone already entered instead of failing', async () => {
    const db2 = await openMigratedPglite();
    const root2 = mkdtempSync(path.join(os.tmpdir(), 'rewind-seed-test-'));
    try {
      const [first] = DEMO_FILMS;
      await db2.db
        .insert(mediaTitles)
        .values({ title: ` ${first?.title.toUpperCase()} `, year: first?.year });
      const outcome = await seedDemo({
        db: db2.db,
        storage: new LocalStorage(root2),
        dataDir: root2,
        log: () => {},
      });
      expect(outcome.created).toBe(true);
      const rows = await db2.db
        .select({ title: mediaTitles.title })
        .from(mediaTitles)
        .where(inArray(mediaTitles.year, [first?.year ?? 0]));
      expect(
        rows.filter((row) => row.title.trim().toLowerCase() === first?.title.toLowerCase()),
      ).toHaveLength(1);
      const [titleCount] = await db2.db.select({ n: count() }).from(mediaTitles);
      expect(titleCount?.n).toBe(DEMO_FILMS.length);
    } finally {
      await db2.close();
      rmSync(root2, { recursive: true, force: true });
    }
  }, 180_000);
});
