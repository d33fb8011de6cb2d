// `npm run bench:marketplace -- --database-url postgres://... [--listings 1000000] [--keep]`: the marketplace at
// scale. Seeds a database of its own (rewind_bench_market_N): the bench catalogue of 100k
// films (about 200k releases, given the formats and regions of the option lists), a seller for every 200 of the
// N active listings (one per collection item), and a buyer with 1,000 wants, some with rules. Then times each of
// /marketplace's filters and sorts, the Wantlist badge's count and the sellers with most of the buyer's wants:
// through the HTTP API, and as the service runs the same queries in this process. Checks the targets and writes
// docs/benchmarks.md. With --keep the database stays, and the next run skips seeding.
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from 'better-auth/crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { ZListingQuery } from '@rewind/shared/marketplace';
import { ZOrderListQuery } from '@rewind/shared/orders';
import { CONDITIONS, FORMATS, PACKAGING_CONDITIONS, REGIONS, WANT_PRIORITIES } from '@rewind/shared/options';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Db, queryRows } from '../apps/server/src/db/client';
import { sellerStats } from '../apps/server/src/modules/orders/orders.views';
import type { Actor } from '../apps/server/src/platform/actor';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage';
import { measuredCommit, writeSection } from './lib/benchmarks-file';
import { benchWord, expectedTitlesWithWord, seedBench } from './seed-bench';
import { signInCookie } from './lib/sign-in';
import { closeTimingConnection, measureInTurn } from './lib/timing';
import { openBenchDatabase } from './lib/bench-database';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    listings: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error('bench:marketplace measures PostgreSQL: pass --database-url postgres://...');
const listings = Number(args.listings ?? 1_000_000);

/** Bumped whenever the seeded data changes, so a database kept by an older version is seeded anew. */
const SEED_VERSION = 1;
const FILMS = 100_000;
const LISTINGS_PER_SELLER = 200;
const WANTS = { releases: 700, films: 300 };
const BUYER = { email: 'buyer@market.bench', password: 'Bench-Buyer-1985', username: 'bench_buyer' };
// P95 of the API in ms.
const TARGETS = { browse: 15, matchCount: 10, orders: 15, sellerStats: 5 };
// One seller with this many orders (their sales), half of them rated.
const SELLER_ORDERS = 10_000;
const SELLER = { email: 'seller-1@market.bench', password: 'Bench-Seller-1985', username: 'seller_1' };
// Requests per measure, through the API and directly, spread over the measure's variants.
const SAMPLES = 100;

const log = (line: string) => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------------------------
// Seed

/** A uniform number in [0, 1) for row n and draw k, the same on every run. */
const uniform = (n: SQL, draw: number) =>
  sql`((hashint8(${n} * 16 + ${draw}) + 2147483648::bigint)::float8 / 4294967296)`;
/** One of `choices`, drawn by their weights (which add up to 1) with the uniform number `u`. */
const weighted = (u: SQL, choices: [string, number][]) => {
  let bound = 0;
  const whens = choices
    .slice(0, -1)
    .map(([value, weight]) => sql`when ${u} < ${(bound += weight)} then ${value}`);
  return sql`(case ${sql.join(whens, sql` `)} else ${choices.at(-1)![0]} end)`;
};
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

// A shop of old video: mostly VHS, Beta rare; mostly NTSC.
const FORMAT_SHARES: [(typeof FORMATS)[number], number][] = [
  ['VHS', 0.47],
  ['DVD', 0.2],
  ['Blu-ray', 0.1],
  ['LaserDisc', 0.1],
  ['Betamax', 0.1],
  ['Beta', 0.03],
];
const REGION_SHARES: [(typeof REGIONS)[number], number][] = [
  ['NTSC', 0.55],
  ['PAL', 0.4],
  ['SECAM', 0.05],
];

async function seed(db: Db) {
  await seedBench(db, FILMS);
  const i = sql`display_id`;
  await db.execute(sql`update movie_releases
    set format = ${weighted(uniform(i, 0), FORMAT_SHARES)}, region = ${weighted(uniform(i, 1), REGION_SHARES)}`);
  log(`  ${FILMS.toLocaleString('en')} films and their releases`);

  const sellers = Math.ceil(listings / LISTINGS_PER_SELLER);
  await db.execute(sql`insert into users (name, email, email_verified)
    select 'Seller ' || s, 'seller-' || s || '@market.bench', true from generate_series(1, ${sellers}::int) s`);
  await db.execute(sql`insert into user_profiles (user_id, username, email)
    select id, 'seller_' || substring(email from 'seller-(\\d+)@'), email from users where email like 'seller-%@market.bench'`);
  // Seller s holds releases s * 7919 + k * (R / 200) mod R for k below 200: all different, every release about as
  // often. Each item is listed: a listing in twenty sealed, prices log-uniform from 2 to 500, over the past year.
  const n = sql`i.n`;
  const isSealed = sql`${uniform(n, 0)} < 0.05`;
  await db.execute(sql`
    with seller as (select id, row_number() over (order by id) - 1 as s from users where email like 'seller-%@market.bench'),
    releases as (select count(*)::int as r from movie_releases),
    item as (
      insert into user_collection_items (user_id, master_item_id, release_id)
      select seller.id, mr.master_movie_id, mr.id
      from generate_series(0, ${listings - 1}::int) n
      cross join releases
      join seller on seller.s = n / ${LISTINGS_PER_SELLER}
      join movie_releases mr on mr.display_id = 1 + (seller.s * 7919 + n % ${LISTINGS_PER_SELLER} * (releases.r / ${LISTINGS_PER_SELLER})) % releases.r
      returning id, user_id, master_item_id, release_id)
    insert into marketplace_listings
      (seller_id, collection_item_id, release_id, master_movie_id, price, condition, packaging_condition, sealed, created_at, updated_at)
    select i.user_id, i.id, i.release_id, i.master_item_id,
      round((2 * power(250, ${uniform(n, 1)}))::numeric, 2),
      case when ${isSealed} then 'Sealed' else (${textArray(CONDITIONS)})[2 + floor(${uniform(n, 2)} * ${CONDITIONS.length - 1})::int] end,
      case when ${isSealed} then 'Sealed' else (${textArray(PACKAGING_CONDITIONS)})[2 + floor(${uniform(n, 3)} * ${PACKAGING_CONDITIONS.length - 1})::int] end,
      ${isSealed},
      now() - ${uniform(n, 4)} * interval '365 days',
      now() - ${uniform(n, 4)} * interval '365 days'
    from (select item.*, row_number() over () as n from item) i`);
  log(`  ${sellers.toLocaleString('en')} sellers, ${listings.toLocaleString('en')} listings`);

  // The buyer signs in as a person does, with a password.
  const [buyer] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (name, email, email_verified) values (${BUYER.username}, ${BUYER.email}, true) returning id`,
  );
  await db.execute(sql`insert into accounts (account_id, provider_id, user_id, password)
    values (${buyer!.id}, 'credential', ${buyer!.id}, ${await hashPassword(BUYER.password)})`);
  await db.execute(sql`insert into user_profiles (user_id, username, email)
    values (${buyer!.id}, ${BUYER.username}, ${BUYER.email})`);
  // Wants of releases and of films (any of their releases), spread over the catalogue; about half carry rules.
  const j = sql`j`;
  const rules = sql`(${textArray(WANT_PRIORITIES)})[1 + j % 3],
    case when ${uniform(j, 0)} < 0.4 then round((5 + ${uniform(j, 1)} * 95)::numeric, 2) end,
    case when ${uniform(j, 2)} < 0.3 then ${weighted(uniform(j, 3), [
      ['Near Mint', 0.3],
      ['Very Good Plus', 0.3],
      ['Very Good', 0.4],
    ])} end,
    case when ${uniform(j, 4)} < 0.2 then 'Very Good' end,
    case when ${uniform(j, 5)} < 0.2 then ${textArray(['VHS'])} when ${uniform(j, 5)} < 0.3 then ${textArray(['VHS', 'Betamax'])} end,
    case when ${uniform(j, 6)} < 0.2 then ${textArray(['PAL'])} when ${uniform(j, 6)} < 0.25 then ${textArray(['NTSC'])} end`;
  const columns = sql`(user_id, master_movie_id, release_id, priority, max_price, min_media_condition,
    min_packaging_condition, formats, regions)`;
  await db.execute(sql`insert into user_wantlist_items ${columns}
    select ${buyer!.id}, mr.master_movie_id, mr.id, ${rules}
    from generate_series(1, ${WANTS.releases}::int) j
    join movie_releases mr on mr.display_id = 1 + j * 104729 % (select count(*) from movie_releases)`);
  await db.execute(sql`insert into user_wantlist_items ${columns}
    select ${buyer!.id}, t.id, null, ${rules}
    from generate_series(${WANTS.releases + 1}::int, ${WANTS.releases + WANTS.films}::int) j
    join media_titles t on t.display_id = 1 + j * 104729 % ${FILMS}`);
  log(`  a buyer with ${(WANTS.releases + WANTS.films).toLocaleString('en')} wants`);

  // As autovacuum would after a load this size: statistics for the planner, the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`create table bench_market_seed (version int not null, listings int not null)`);
  await db.execute(sql`insert into bench_market_seed values (${SEED_VERSION}, ${listings})`);
}

/** The bench's own database, created (and seeded) unless --keep finds it seeded by this version. */
/**
 * Seller 1's sales (the orders' bench), once per bench database: SELLER_ORDERS orders of their listings by other
 * sellers over two years, all completed but the last 50, every other one rated; and a password to sign in with.
 */
async function seedOrders(db: Db) {
  const [done] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from marketplace_orders o join users u on u.id = o.seller_id
      where u.email = ${SELLER.email}`,
  );
  if (done!.count >= SELLER_ORDERS) return;
  const [seller] = await queryRows<{ id: string }>(
    db,
    sql`select id from users where email = ${SELLER.email}`,
  );
  await db.execute(sql`insert into accounts (account_id, provider_id, user_id, password)
    values (${seller!.id}, 'credential', ${seller!.id}, ${await hashPassword(SELLER.password)})`);
  await db.execute(sql`
    with listing as (
      select l.id, l.release_id, l.condition, l.packaging_condition, l.price,
        jsonb_build_object('film', jsonb_build_object('title', f.title, 'year', f.year),
          'release', jsonb_build_object('releaseTitle', coalesce(r.release_title, 'Standard Release'),
            'format', r.format, 'caseType', r.case_type, 'region', r.region, 'edition', r.edition)) as item,
        row_number() over (order by l.id) - 1 as k
      from marketplace_listings l
      join movie_releases r on r.id = l.release_id
      join media_titles f on f.id = r.master_movie_id
      where l.seller_id = ${seller!.id}),
    buyer as (
      select id, row_number() over (order by id) - 1 as k from users
      where email like 'seller-%@market.bench' and id <> ${seller!.id})
    insert into marketplace_orders (listing_id, buyer_id, seller_id, release_id, media_condition,
      packaging_condition, item, price, shipping, status, status_changed_at, created_at, completed_at)
    select listing.id, buyer.id, ${seller!.id}, listing.release_id, listing.condition,
      listing.packaging_condition, listing.item, listing.price, 3.50, 'completed', t.at, t.at, t.at
    from generate_series(0, ${SELLER_ORDERS - 1}::int) n
    join listing on listing.k = n % ${LISTINGS_PER_SELLER}
    join buyer on buyer.k = n % 4000
    cross join lateral (select now() - (n::float / ${SELLER_ORDERS}) * interval '730 days' as at) t`);
  await db.execute(sql`insert into seller_ratings (seller_id, buyer_id, listing_id, order_id, rating, created_at)
    select seller_id, buyer_id, listing_id, id, 1 + (abs(hashtext(id::text)) % 5), completed_at
    from marketplace_orders where seller_id = ${seller!.id} and abs(hashtext(id::text)) % 2 = 0`);
  await db.execute(sql`vacuum analyze marketplace_orders`);
  await db.execute(sql`vacuum analyze seller_ratings`);
  log(`  ${SELLER_ORDERS.toLocaleString('en')} orders of ${SELLER.username}, half of them rated`);
}

async function holdsCurrentSeed(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number; listings: number }>(
      'select version, listings from bench_market_seed',
    );
    return rows[0]?.version === SEED_VERSION && rows[0]?.listings === listings;
  } catch {
    return false; // no bench_market_seed table: a run stopped before its seed was complete
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Measures

type Case = {
  name: string;
  /** The API's p95 in ms; none: reported only. */
  target: number | null;
  /** A p95 in ms for the direct call instead (a measure no endpoint answers alone). */
  directTarget?: number;
  /** Requested in turn: a filter's different values. */
  paths: string[];
  /** The session cookie it is asked with, if any. */
  cookie?: string;
  /** What the endpoint runs, without HTTP. */
  direct: (path: string) => Promise<unknown>;
};

// ---------------------------------------------------------------------------------------------------------------
// Run

const { database, seedSeconds } = await openBenchDatabase({
  serverUrl: serverUrl!,
  name: `rewind_bench_market_${listings}`,
  keep: Boolean(args.keep),
  holdsCurrentSeed,
  seed: (database) => seed(database.db),
  log,
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-bench-market-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' });
const storage = new LocalStorage(path.join(dataDir, 'uploads'));
const app = await buildApp({ config, database, storage, logger: { level: 'error' } });
try {
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from marketplace_listings where is_active`,
  );
  log(
    `${seedSeconds === null ? 'Reused' : `Seeded in ${seedSeconds.toFixed(0)} s:`} ${count.toLocaleString('en')} active listings`,
  );
  await seedOrders(database.db);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await signInCookie(base, config.publicUrl, BUYER);
  const sellerCookie = await signInCookie(base, config.publicUrl, SELLER);
  const [buyer] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where email = ${BUYER.email}`,
  );
  const actor: Actor = {
    userId: buyer!.id,
    email: BUYER.email,
    emailVerified: true,
    isAdmin: false,
    twoFactorEnabled: false,
    sessionPassedTwoFactor: false,
    silencedUntil: null,
  };
  // The app's own services: the endpoint and its service measured on one graph.
  const { marketplace, orders } = app.services;
  const [seller] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where email = ${SELLER.email}`,
  );
  const sellerActor: Actor = { ...actor, userId: seller!.id, email: SELLER.email };

  const browse = (name: string, queries: string[], signedIn = false): Case => ({
    name: `browse: ${name}`,
    target: TARGETS.browse,
    paths: queries.map((query) => `/api/v1/listings${query ? `?${query}` : ''}`),
    ...(signedIn ? { cookie } : {}),
    async direct(path) {
      const query = ZListingQuery.parse(Object.fromEntries(new URL(path, base).searchParams));
      const page = await marketplace.browse(signedIn ? actor : null, query);
      if (page.items.length === 0) throw new Error(`The bench's ${path} finds no listing`);
    },
  });
  // Words from the top of the seed's Zipf curve (in a fifth of the films) and from its tail (in a few).
  const commonWords = [1, 2, 3].map(benchWord);
  const rareWords = [4000, 6000, 8000].map(benchWord);
  log(
    `Search words: common ${commonWords.join(', ')} (about ${Math.round(expectedTitlesWithWord(FILMS, 1))} films), ` +
      `rare ${rareWords.join(', ')} (about ${expectedTitlesWithWord(FILMS, 6000).toFixed(0)})`,
  );
  const cases: Case[] = [
    browse('newest (default)', ['']),
    browse('a later page (page 20)', ['page=20']),
    browse(
      'search, a common word',
      commonWords.map((word) => `q=${word}`),
    ),
    browse(
      'search, a rare word',
      rareWords.map((word) => `q=${word}`),
    ),
    browse(
      'format (each)',
      FORMATS.map((format) => `format=${format}`),
    ),
    browse(
      'region (each)',
      REGIONS.map((region) => `region=${region}`),
    ),
    browse(
      'minimum media condition (Sealed, Mint, Near Mint, Very Good)',
      ['Sealed', 'Mint', 'Near Mint', 'Very Good'].map(
        (grade) => `minCondition=${encodeURIComponent(grade)}`,
      ),
    ),
    browse('price range (2–3, 5–10, 20–40, 100–500)', [
      'minPrice=2&maxPrice=3',
      'minPrice=5&maxPrice=10',
      'minPrice=20&maxPrice=40',
      'minPrice=100&maxPrice=500',
    ]),
    browse('sealed', ['sealed=true']),
    browse('In my wantlist (the buyer)', ['wanted=true'], true),
    browse('price, low to high', ['sort=price-asc']),
    browse('price, high to low', ['sort=price-desc']),
    {
      name: 'Wantlist badge (GET /api/v1/me/wantlist/matches)',
      target: TARGETS.matchCount,
      paths: ['/api/v1/me/wantlist/matches'],
      cookie,
      direct: () => marketplace.wantlistMatchCount(actor),
    },
    {
      name: 'sellers with most of my wants (GET /api/v1/me/wantlist/sellers)',
      target: null,
      paths: ['/api/v1/me/wantlist/sellers'],
      cookie,
      direct: () => marketplace.sellersWithMyWants(actor),
    },
    {
      name: `/orders: my sales, newest first (a seller with ${SELLER_ORDERS.toLocaleString('en')} orders)`,
      target: TARGETS.orders,
      paths: ['/api/v1/me/orders?role=sales', '/api/v1/me/orders?role=sales&page=50'],
      cookie: sellerCookie,
      direct: (path) =>
        orders.listMine(
          sellerActor,
          ZOrderListQuery.parse(Object.fromEntries(new URL(path, base).searchParams)),
        ),
    },
    {
      name: `seller stats (the same seller; the API row is their profile)`,
      target: null,
      directTarget: TARGETS.sellerStats,
      paths: [`/api/v1/users/${SELLER.username}`],
      direct: () => sellerStats(database.db, [seller!.id], new Date()),
    },
  ];

  const loadBefore = loadavg()[0]!;
  const started = Date.now();
  let misses = 0;
  const lines: string[] = [];
  for (const c of cases) {
    const { api, sql: direct } = await measureInTurn({ base, ...c, samples: SAMPLES, warmUps: 1 });
    const ok =
      (c.target === null || api.p95 <= c.target) &&
      (c.directTarget === undefined || direct.p95 <= c.directTarget);
    if (!ok) misses++;
    const hasTarget = c.target !== null || c.directTarget !== undefined;
    const result = !hasTarget ? 'reported' : ok ? 'met' : '**missed**';
    log(
      `${ok ? 'ok  ' : 'MISS'} ${c.name}: SQL p50 ${direct.p50.toFixed(1)} / p95 ${direct.p95.toFixed(1)} ms; ` +
        `API p50 ${api.p50.toFixed(1)} / p95 ${api.p95.toFixed(1)} ms`,
    );
    lines.push(
      `| ${c.name} | ${direct.p50.toFixed(1)} | ${direct.p95.toFixed(1)} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${c.target !== null ? `API ≤ ${c.target} ms` : c.directTarget !== undefined ? `SQL ≤ ${c.directTarget} ms` : '–'} | ${result} |`,
    );
  }
  const loadAfter = loadavg()[0]!;
  log(
    `Measured in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} on ${cpus().length} cores`,
  );

  writeSection(
    'marketplace',
    `## Marketplace (PostgreSQL, ${count.toLocaleString('en')} active listings)

\`npm run bench:marketplace -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--keep]\`, on commit ${measuredCommit()}, ${new Date().toISOString().slice(0, 10)}:
${FILMS.toLocaleString('en')} films with about two releases each, ${Math.ceil(listings / LISTINGS_PER_SELLER).toLocaleString('en')} sellers with ${LISTINGS_PER_SELLER} listings each, and a buyer with ${(WANTS.releases + WANTS.films).toLocaleString('en')} wants
(${WANTS.films} of films; about half with rules), and one seller with ${SELLER_ORDERS.toLocaleString('en')} orders (half rated); ${seedSeconds === null ? 'seeded by an earlier run (--keep)' : `seeded in ${seedSeconds.toFixed(0)} s`}. ${SAMPLES} requests per row, one at a time, through the API
and directly (the service's queries in the same process), a row's variants in turn; the target is the API's p95. Machine: ${cpus().length} cores,
load average (1 min) ${loadBefore.toFixed(2)} when measuring began and ${loadAfter.toFixed(2)} when it ended.

| measure | SQL p50 ms | SQL p95 ms | API p50 ms | API p95 ms | target (p95) | result |
|---|---|---|---|---|---|---|
${lines.join('\n')}`,
  );
  process.exitCode = misses ? 1 : 0;
} finally {
  closeTimingConnection();
  await app.close();
  await database.close();
  if (!args.keep) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists rewind_bench_market_${listings} with (force)`);
    await admin.end();
  }
}
