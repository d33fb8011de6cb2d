// `npm run bench:live -- --database-url postgres://... [--rows 10000000] [--clients 1000] [--keep]`: the activity
// feed and the live stream at scale. Seeds a database of its own (rewind_bench_feed_N) with
// members (one in ten private), films and N activity rows spread over two years, then starts the app as
// `npm start` runs it and measures: the feed (GET /api/v1/activity) against its own SQL, p50 and p95; and C
// streams open on that one instance, each timing an event written by another connection (its NOTIFY) until it
// arrives, with the server's memory before and after the streams opened. With --keep the database stays for the
// next run, which then skips seeding.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, queryRows } from '../apps/server/src/db/client';
import { createEventRecorder } from '../apps/server/src/modules/activity/activity.service';
import * as activityRepo from '../apps/server/src/modules/activity/activity.repo';
import { FEED_TAKE } from '../apps/server/src/modules/activity/domain-events';
import { startAppServer } from './lib/app-process';
import { measuredCommit, writeSection } from './lib/benchmarks-file';
import { readProcessRss } from './lib/process-memory';

const record = createEventRecorder();

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rows: { type: 'string' },
    clients: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error('bench:live measures PostgreSQL: pass --database-url postgres://...');
const rows = Number(args.rows ?? 10_000_000);
const clients = Number(args.clients ?? 1_000);
const MEMBERS = 2_000;
const FILMS = 20_000;
const FEED_ROUNDS = 300;
const EVENTS = 5;
// The targets for the feed and the live stream.
const TARGETS = { feedP95Ms: 10, deliveryP99Ms: 1_000 };

const log = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);

async function openBenchDatabase(): Promise<{
  database: Database;
  url: string;
  seededSeconds: number | null;
}> {
  const name = `rewind_bench_feed_${rows}`;
  const url = new URL(serverUrl!);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (exists && !args.keep) await admin.query(`drop database ${name} with (force)`);
  if (!exists || !args.keep) await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from activity_events`,
  );
  if (count >= rows) return { database, url: url.toString(), seededSeconds: null };
  const started = Date.now();
  await seed(database);
  return { database, url: url.toString(), seededSeconds: (Date.now() - started) / 1000 };
}

async function seed({ db }: Database) {
  log(
    `Seeding ${MEMBERS.toLocaleString('en')} members, ${FILMS.toLocaleString('en')} films, ${rows.toLocaleString('en')} activity rows…`,
  );
  await db.execute(sql`insert into users (name, email, email_verified)
    select 'bench ' || n, 'bench-' || n || '@example.test', true from generate_series(1, ${MEMBERS}::int) n`);
  await db.execute(sql`insert into user_profiles (user_id, username, is_public)
    select id, 'bench_' || row_number() over (order by id), random() > 0.1 from users`);
  await db.execute(sql`insert into media_titles (title, year)
    select 'Bench Feed Film ' || n, 1950 + n % 70 from generate_series(1, ${FILMS}::int) n`);
  const kinds = Object.keys(FEED_TAKE);
  const batch = 1_000_000;
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(sql`
      with member as (select array_agg(id) ids from users), film as (select array_agg(id) ids, array_agg(title) titles from media_titles)
      insert into activity_events (kind, type, action, item_title, user_id, title_id, created_at)
      select k.kind, 'catalog', 'bench', film.titles[1 + n % ${FILMS}], member.ids[1 + (n * 7) % ${MEMBERS}],
             film.ids[1 + n % ${FILMS}], now() - random() * interval '730 days'
      from generate_series(${from}::int, ${to}::int) n, member, film,
           lateral (select (${sql.raw(`array[${kinds.map((kind) => `'${kind}'`).join(',')}]`)})[1 + n % ${kinds.length}] as kind) k`);
    log(`  ${to.toLocaleString('en')} rows`);
  }
  await db.execute(sql`analyze`);
}

async function timeFeed(base: string, database: Database) {
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}/api/v1/activity`, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const direct = async () => {
    const started = performance.now();
    await activityRepo.publicFeed(database.db);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await Promise.all([get(), direct()]);
  const api: number[] = [];
  const direct95: number[] = [];
  for (let i = 0; i < FEED_ROUNDS; i++) {
    api.push(await get());
    direct95.push(await direct());
  }
  return {
    api: { p50: percentile(api, 50), p95: percentile(api, 95) },
    sql: { p50: percentile(direct95, 50), p95: percentile(direct95, 95) },
  };
}

type Stream = { arrivals: Map<string, number>; close(): void };

/** One stream from its own loopback address (the app allows 20 per address), noting when each item arrives. */
function openStream(base: string, index: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const req = http.get(
      `${base}/api/v1/events`,
      { localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${index}: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        let isOpen = false;
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!isOpen) {
              isOpen = true;
              resolve({ arrivals, close: () => req.destroy() });
            }
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) arrivals.set((JSON.parse(data) as { item: string }).item, performance.now());
          }
        });
      },
    );
    req.on('error', reject);
  });
}

const { database, url, seededSeconds } = await openBenchDatabase();
const [{ count: rowCount } = { count: 0 }] = await queryRows<{ count: number }>(
  database.db,
  sql`select count(*)::int as count from activity_events`,
);
log(
  `${seededSeconds === null ? 'Reused' : `Seeded in ${Math.round(seededSeconds)} s:`} ${rowCount.toLocaleString('en')} activity rows`,
);
const app = await startAppServer({ env: { DATABASE_URL: url } });
try {
  const feed = await timeFeed(app.url, database);
  log(
    `Feed: API p50 ${ms(feed.api.p50)} ms, p95 ${ms(feed.api.p95)} ms; SQL p50 ${ms(feed.sql.p50)} ms, p95 ${ms(feed.sql.p95)} ms`,
  );

  const rssBefore = await readProcessRss(app.pid);
  const streams: Stream[] = [];
  for (let i = 0; i < clients; i += 50) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, clients - i) }, (_, j) => openStream(app.url, i + j)),
      )),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssAfter = await readProcessRss(app.pid);
  log(
    `${streams.length} streams open; server RSS ${Math.round(rssBefore / 2 ** 20)} → ${Math.round(rssAfter / 2 ** 20)} MB`,
  );

  const [member] = await queryRows<{ id: string }>(
    database.db,
    sql`select user_id as id from user_profiles where is_public limit 1`,
  );
  const delays: number[] = [];
  for (let n = 0; n < EVENTS; n++) {
    const [film] = await queryRows<{ id: string; title: string }>(
      database.db,
      sql`insert into media_titles (title, year) values (${`Live Bench ${Date.now()} ${n}`}, 1999) returning id, title`,
    );
    const written = performance.now();
    await database.db.transaction((tx) =>
      record(tx, { kind: 'film-added', userId: member!.id, film: film! }),
    );
    const deadline = Date.now() + 10_000;
    while (streams.some((stream) => !stream.arrivals.has(film!.title)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const stream of streams)
      delays.push((stream.arrivals.get(film!.title) ?? Number.POSITIVE_INFINITY) - written);
  }
  const missed = delays.filter((delay) => !Number.isFinite(delay)).length;
  const delivery = { p50: percentile(delays, 50), p99: percentile(delays, 99) };
  const perConnectionKb = (rssAfter - rssBefore) / streams.length / 1024;
  log(
    `Delivery to ${streams.length} streams × ${EVENTS} events: p50 ${ms(delivery.p50)} ms, p99 ${ms(delivery.p99)} ms, ${missed} missed; ~${perConnectionKb.toFixed(1)} KB per stream`,
  );
  for (const stream of streams) stream.close();

  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  writeSection(
    'live',
    [
      `## Activity feed and live stream (PostgreSQL, ${rowCount.toLocaleString('en')} activity rows)`,
      '',
      `\`npm run bench:live -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--keep]\`, on commit ${measuredCommit()}, ${new Date().toISOString().slice(0, 10)}:`,
      `${MEMBERS.toLocaleString('en')} members (one in ten private), ${FILMS.toLocaleString('en')} films; the app as \`npm start\` runs it, on this machine.`,
      '',
      '| measure | p50 | p95 / p99 | target |',
      '|---|---|---|---|',
      `| GET /api/v1/activity, ${FEED_ROUNDS} in a row | ${ms(feed.api.p50)} ms | p95 ${ms(feed.api.p95)} ms | p95 ≤ ${TARGETS.feedP95Ms} ms: ${met(feed.api.p95 <= TARGETS.feedP95Ms)} |`,
      `| its SQL alone | ${ms(feed.sql.p50)} ms | p95 ${ms(feed.sql.p95)} ms | |`,
      `| an event reaching ${streams.length} open streams (${EVENTS} events, ${missed} missed) | ${ms(delivery.p50)} ms | p99 ${ms(delivery.p99)} ms | p99 ≤ ${TARGETS.deliveryP99Ms} ms: ${met(delivery.p99 <= TARGETS.deliveryP99Ms && missed === 0)} |`,
      '',
      `Server memory (RSS): ${Math.round(rssBefore / 2 ** 20)} MB before the streams opened, ${Math.round(rssAfter / 2 ** 20)} MB with ${streams.length} open: about ${perConnectionKb.toFixed(1)} KB per stream.`,
    ].join('\n'),
  );
} finally {
  await app.stop();
  await database.close();
}
