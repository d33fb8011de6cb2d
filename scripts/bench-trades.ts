// `npm run bench:trades -- --database-url postgres://... [--members 100000] [--keep]`: trade matching at scale.
// Seeds in SQL a database of its own (rewind_bench_trades_N): N members, each holding 10
// releases (three in ten offered for trade) and wanting 10 (one in five a film without a release), over 100,000
// films with two releases each; and a trader with 1,000 wants and 1,000 spares. Then times, as that trader,
// their trade matches (GET /api/v1/me/trade-matches) and a trader's profile with its match line, through the
// HTTP API and as the service's query in the same process. With --keep the database stays for the next run.
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LIMITS } from '@rewind/shared/limits';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { queryRows } from '../apps/server/src/db/client';
import { tradeMatches, tradeMatchesWith } from '../apps/server/src/modules/collection/collection.repo';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage';
import { openBenchDatabase } from './lib/bench-database';
import { measuredCommit, writeSection } from './lib/benchmarks-file';
import { signInCookie } from './lib/sign-in';
import { closeTimingConnection, type Measure, measureInTurn } from './lib/timing';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, members: { type: 'string' }, keep: { type: 'boolean' } },
});
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error('bench:trades measures PostgreSQL: pass --database-url postgres://...');
const MEMBERS = Number(args.members ?? 100_000);
const FILMS = 100_000;
const RELEASES = FILMS * 2;
const ITEMS_EACH = 10;
const TRADER_WANTS = 1_000;
const TRADER_SPARES = 1_000;
/** Bumped whenever the seeded data changes, so a database kept by an older version is seeded anew. */
const SEED_VERSION = 2;
const SAMPLES = 200;
const TARGET_MS = 50;
const TRADER = { email: 'trader@trades.bench', password: 'Bench-Trader-1987', username: 'bench_trader' };
const NAME = `rewind_bench_trades_${MEMBERS}`;

const log = (message: string) => console.log(message);

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (label: string, text: string) => {
    const started = Date.now();
    await client.query(text);
    if (label) log(`  ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  };
  try {
    // Triggers (the wantlist's match bookkeeping, which needs listings, of which there are none) are skipped.
    await run(
      '',
      `set session_replication_role = replica; set synchronous_commit = off; set work_mem = '256MB'`,
    );
    await run(
      `${MEMBERS.toLocaleString('en')} members`,
      `insert into users (name, email, email_verified) select 'Member ' || m, 'member-' || m || '@trades.bench', true
       from generate_series(1, ${MEMBERS}) m;
       insert into user_profiles (user_id, username, email)
       select id, 'member_' || substring(email from 'member-(\\d+)@'), email from users where email like '%@trades.bench'`,
    );
    await run(
      `${FILMS.toLocaleString('en')} films, ${RELEASES.toLocaleString('en')} releases`,
      `insert into media_titles (title, year) select 'Bench Trade Film ' || f, 1970 + f % 40 from generate_series(1, ${FILMS}) f;
       create table bench_films as
         select row_number() over (order by length(title), title) as n, id from media_titles;
       insert into movie_releases (master_movie_id, release_title, format)
       select id, 'Edition ' || e, (array['VHS','DVD','LaserDisc','Blu-ray'])[1 + (n + e) % 4]
       from bench_films, generate_series(1, 2) e;
       create table bench_releases as
         select row_number() over (order by f.n, r.release_title) as n, r.id, r.master_movie_id
         from movie_releases r join bench_films f on f.id = r.master_movie_id;
       create index on bench_releases (n)`,
    );
    // Numbered by name, never by id: ids are random, and who holds and wants what must be the same every run.
    // Member m's k-th item and want are releases spread by two different strides, so most members hold and want
    // different releases; three in ten items are spares, one in five wants names the film alone.
    await run(
      `${(MEMBERS * ITEMS_EACH).toLocaleString('en')} collection items and as many wants`,
      `insert into user_collection_items (user_id, master_item_id, release_id, for_trade)
       select u.id, r.master_movie_id, r.id, (m * 7 + k) % 10 < 3
       from (select id, row_number() over (order by email) as m from users where email like 'member-%') u
         cross join generate_series(1, ${ITEMS_EACH}) k
         join bench_releases r on r.n = 1 + (u.m * 7919 + k * 104729) % ${RELEASES}
       on conflict do nothing;
       insert into user_wantlist_items (user_id, master_movie_id, release_id)
       select u.id, r.master_movie_id, case when (m + k) % 5 = 0 then null else r.id end
       from (select id, row_number() over (order by email) as m from users where email like 'member-%') u
         cross join generate_series(1, ${ITEMS_EACH}) k
         join bench_releases r on r.n = 1 + (u.m * 15485863 + k * 7727) % ${RELEASES}
       on conflict do nothing`,
    );
    const traderId = (
      await client.query<{ id: string }>(
        `insert into users (name, email, email_verified) values ($1, $2, true) returning id`,
        [TRADER.username, TRADER.email],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into accounts (account_id, provider_id, user_id, password) values ($1::text, 'credential', $1::uuid, $2)`,
      [traderId, await hashPassword(TRADER.password)],
    );
    await client.query(`insert into user_profiles (user_id, username, email) values ($1, $2, $3)`, [
      traderId,
      TRADER.username,
      TRADER.email,
    ]);
    await run(
      `the trader: ${TRADER_WANTS.toLocaleString('en')} wants, ${TRADER_SPARES.toLocaleString('en')} spares`,
      `insert into user_wantlist_items (user_id, master_movie_id, release_id)
       select '${traderId}', r.master_movie_id, case when k % 5 = 0 then null else r.id end
       from generate_series(1, ${TRADER_WANTS}) k join bench_releases r on r.n = 1 + (k * 197) % ${RELEASES}
       on conflict do nothing;
       insert into user_collection_items (user_id, master_item_id, release_id, for_trade)
       select '${traderId}', r.master_movie_id, r.id, true
       from generate_series(1, ${TRADER_SPARES}) k join bench_releases r on r.n = 1 + (k * 389 + 7) % ${RELEASES}
       on conflict do nothing`,
    );
    await run('', 'drop table bench_films; drop table bench_releases');
    // One statement each: VACUUM cannot run inside the transaction a multi-statement query is.
    const started = Date.now();
    for (const table of ['user_collection_items', 'user_wantlist_items', 'user_profiles', 'users']) {
      await client.query(`vacuum analyze ${table}`);
    }
    log(`  vacuum analyze (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    await client.query(
      `create table bench_trades_seed as select ${SEED_VERSION} as version, ${MEMBERS} as members`,
    );
  } finally {
    await client.end();
  }
}

async function holdsCurrentSeed(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number; members: number }>(
      'select version, members from bench_trades_seed',
    );
    return rows[0]?.version === SEED_VERSION && rows[0]?.members === MEMBERS;
  } catch {
    return false; // no bench_trades_seed table: a run stopped before its seed was complete
  } finally {
    await client.end();
  }
}

const { database, seedSeconds } = await openBenchDatabase({
  serverUrl: serverUrl!,
  name: NAME,
  keep: Boolean(args.keep),
  holdsCurrentSeed,
  seed: (_database, url) => seed(url),
  log,
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-bench-trades-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' });
const app = await buildApp({
  config,
  database,
  storage: new LocalStorage(path.join(dataDir, 'uploads')),
  logger: { level: 'error' },
});
try {
  const db = database.db;
  const [trader] = await queryRows<{ id: string; wants: number; spares: number; items: number }>(
    db,
    sql`select u.id,
      (select count(*)::int from user_wantlist_items where user_id = u.id) as wants,
      (select count(*)::int from user_collection_items where user_id = u.id and for_trade) as spares,
      (select count(*)::int from user_collection_items) as items
      from users u where u.email = ${TRADER.email}`,
  );
  const matches = await tradeMatches(db, trader!.id, LIMITS.tradeMatches, true);
  const [spares] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from user_collection_items where for_trade`,
  );
  log(
    `${seedSeconds === null ? 'Reused' : `Seeded in ${seedSeconds.toFixed(0)} s:`} ${trader!.items.toLocaleString('en')} collection items (${spares!.n.toLocaleString('en')} spares); ` +
      `the trader: ${trader!.wants} wants, ${trader!.spares} spares; first match ${matches[0]?.username} (${matches[0]?.theirs} / ${matches[0]?.mine}), ${matches.filter((m) => m.isMutual).length} mutual of the ${matches.length} listed`,
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await signInCookie(base, config.publicUrl, TRADER);
  const [other] = await queryRows<{ id: string; username: string }>(
    db,
    sql`select p.user_id as id, p.username from user_profiles p where p.username = ${matches[0]!.username}`,
  );

  const rows = [
    {
      name: 'trade matches (GET /api/v1/me/trade-matches)',
      target: TARGET_MS,
      paths: ['/api/v1/me/trade-matches'],
      direct: () => tradeMatches(db, trader!.id, LIMITS.tradeMatches, true),
    },
    {
      name: "a matching member's profile, with its match line",
      target: null,
      paths: [`/api/v1/users/${other!.username}`],
      direct: () => tradeMatchesWith(db, trader!.id, [other!.id]),
    },
  ];
  const loadBefore = loadavg()[0]!;
  const lines: string[] = [];
  let misses = 0;
  const ms = (m: Measure) => `${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)}`;
  for (const row of rows) {
    const { api, sql: direct } = await measureInTurn({ base, cookie, ...row, samples: SAMPLES, warmUps: 2 });
    const ok = row.target === null || api.p95 <= row.target;
    if (!ok) misses++;
    log(
      `${ok ? 'ok  ' : 'MISS'} ${row.name}: SQL p50 ${direct.p50.toFixed(1)} / p95 ${direct.p95.toFixed(1)} ms; API p50 ${api.p50.toFixed(1)} / p95 ${api.p95.toFixed(1)} / p99 ${api.p99.toFixed(1)} ms`,
    );
    lines.push(
      `| ${row.name} | ${ms(direct)} | ${ms(api)} | API ≤ ${TARGET_MS} ms | ${ok ? 'met' : '**missed**'} |`,
    );
  }
  const loadAfter = loadavg()[0]!;
  writeSection(
    'trades',
    `## Trade matching (PostgreSQL, ${MEMBERS.toLocaleString('en')} members)

\`npm run bench:trades -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--keep]\`, on commit ${measuredCommit()}, ${new Date().toISOString().slice(0, 10)}:
${MEMBERS.toLocaleString('en')} members holding ${ITEMS_EACH} releases each (three in ten offered for trade) and wanting ${ITEMS_EACH} (one in five a film
without a release), ${trader!.items.toLocaleString('en')} collection items in all over ${FILMS.toLocaleString('en')} films of two releases; a trader with ${trader!.wants.toLocaleString('en')} wants and
${trader!.spares.toLocaleString('en')} spares; ${seedSeconds === null ? 'seeded by an earlier run (--keep)' : `seeded in ${seedSeconds.toFixed(0)} s`}. ${SAMPLES} requests per row as the trader, one at a time,
through the API and directly (the service's query in the same process), after two warm-up rounds. Machine: ${cpus().length} cores,
load average (1 min) ${loadBefore.toFixed(2)} when measuring began and ${loadAfter.toFixed(2)} when it ended.

| measure | SQL p50 ms | SQL p95 ms | SQL p99 ms | API p50 ms | API p95 ms | API p99 ms | target (p95) | result |
|---|---|---|---|---|---|---|---|---|
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
    await admin.query(`drop database if exists ${NAME} with (force)`);
    await admin.end();
  }
}
