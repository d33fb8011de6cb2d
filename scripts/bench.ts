// `npm run bench [-- --titles N] [--database-url postgres://...] [--keep]`: seeds a synthetic catalogue (100k
// titles by default, on PGlite; up to 1M on PostgreSQL), then measures the search and film-page endpoints under
// load beside the same queries run directly, checks the targets and writes docs/benchmarks.md. With --keep the
// PostgreSQL database (rewind_bench_N) stays for the next run, which then skips seeding.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase, queryRows } from '../apps/server/src/db/client';
import * as catalogRepo from '../apps/server/src/modules/catalog/catalog.repo';
import { createCatalogService } from '../apps/server/src/modules/catalog/catalog.service';
import * as imagesRepo from '../apps/server/src/modules/images/images.repo';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage';
import { writeSection } from './lib/benchmarks-file';
import { repoRoot } from './lib/web-build';
import { benchVocabulary, seedBench } from './seed-bench';

const { values: args } = parseArgs({
  options: {
    titles: { type: 'string' },
    'database-url': { type: 'string' },
    seconds: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const titles = Number(args.titles ?? process.env.BENCH_TITLES ?? 100_000);
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;
const seconds = Number(args.seconds ?? 5);
const driver = serverUrl ? 'postgres' : 'pglite';

// The promises, per driver: p95 in ms under one connection, and the API at most 1.5x its own SQL.
const TARGETS = {
  postgres: { search: 15, film: 10 },
  pglite: { search: 30, film: 20 },
};
const MAX_API_TO_SQL = 1.5;

type Measure = { p50: number; p95: number };
type Row = { name: string; sql: Measure; api: Measure & { rps: number; non2xx: number }; target: number };

const BENCHMARKS_INTRO = `# Benchmarks

Written by \`npm run bench\`, one section per database; a run replaces its own section. Latencies are per
request with one connection (SQL: the same queries run directly in the server process; API: the HTTP endpoint,
loaded by autocannon from another process); throughput is with ten connections. Commands:
\`npm run bench\` (PGlite, 100k titles) and
\`npm run bench -- --titles 1000000 --database-url postgres://postgres@127.0.0.1:5432/postgres [--keep]\`.
`;

const log = (message: string) => process.stdout.write(`${message}\n`);

const { database, dispose } = await openBenchDatabase();
try {
  await database.migrate();
  let started = Date.now();
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from media_titles`,
  );
  if (count !== 0 && count !== titles)
    throw new Error(`The kept bench database holds ${count} titles, not ${titles}: drop it or seed anew.`);
  if (count === 0) await seedBench(database.db, titles);
  const seedSeconds = count === 0 ? (Date.now() - started) / 1000 : null;
  log(`${seedSeconds === null ? 'Reused' : 'Seeded'} ${titles.toLocaleString('en')} titles on ${driver}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-bench-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' }),
    database,
    storage: new LocalStorage(path.join(dataDir, 'uploads')),
    logger: { level: 'error' },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const terms = searchTerms();
  const catalog = createCatalogService(database.db);
  const displayIds = Array.from({ length: 200 }, (_, i) => 1 + ((i * 7919) % titles));
  const rows: Row[] = [];
  started = Date.now();
  rows.push({
    name: 'search (GET /api/v1/search?q=…)',
    // The service, as the endpoint calls it: the search, and 'did you mean' when nothing matches.
    sql: await timeDirect(terms, (term) => catalog.search(term, 50)),
    api: await load(
      base,
      terms.map((term) => `/api/v1/search?q=${encodeURIComponent(term)}`),
    ),
    target: TARGETS[driver].search,
  });
  rows.push({
    name: 'film page (GET /api/v1/titles/:id)',
    sql: await timeDirect(displayIds, async (displayId) => {
      // What GET /api/v1/titles/:id runs: the film, its releases and their counts, its gallery and covers.
      const title = await catalogRepo.findTitleBy(database.db, { displayId });
      const releases = await catalogRepo.findReleasesOfTitle(database.db, title!.id);
      const releaseIds = releases.map((release) => release.id);
      await catalogRepo.countHaveAndWant(database.db, releaseIds);
      await Promise.all([
        imagesRepo.findImages(database.db, { kind: 'title', parentId: title!.id }),
        imagesRepo.findPrimaryReleaseImages(database.db, releaseIds),
      ]);
    }),
    api: await load(
      base,
      displayIds.map((id) => `/api/v1/titles/${id}`),
    ),
    target: TARGETS[driver].film,
  });
  await app.close();

  const misses = report(rows, seedSeconds);
  log(`Measured in ${((Date.now() - started) / 1000).toFixed(0)} s; results in docs/benchmarks.md`);
  process.exitCode = misses ? 1 : 0;
} finally {
  await dispose();
}

/**
 * What people type: whole words, the first letters of one (the header searches as you type), two words,
 * a year, a genre and a language. Rare and common terms alike, so both of the planner's paths are measured.
 */
function searchTerms(): string[] {
  const words = benchVocabulary().filter((_, i) => i % 97 === 0);
  return [
    ...words.slice(0, 30),
    ...words.slice(30, 45).map((word) => word.slice(0, 4)),
    ...words.slice(45, 55).map((word, i) => `${word} ${words[(i * 7) % words.length]}`),
    '1984',
    '199',
    'horror',
    'sci-fi',
    'fren',
    'vestron video',
  ];
}

async function openBenchDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (!serverUrl) return { database: await openDatabase({}), dispose: async () => {} };
  const name = args.keep ? `rewind_bench_${titles}` : `rewind_bench_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const result = await client.query(statement);
    await client.end();
    return result.rowCount ?? 0;
  };
  const exists = await admin(`select 1 from pg_database where datname = '${name}'`);
  if (!exists) await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      if (!args.keep) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The queries behind an endpoint, run in this process one after another: their own p50 and p95. */
async function timeDirect<T>(inputs: T[], run: (input: T) => Promise<unknown>): Promise<Measure> {
  for (const input of inputs.slice(0, 20)) await run(input); // warm the caches as the load phase will
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const input of inputs) {
      const started = performance.now();
      await run(input);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

/** Latency with one connection (comparable with the direct SQL), throughput with ten. */
async function load(base: string, paths: string[]) {
  // Asynchronously: the server under test answers from this very process.
  const run = async (connections: number) => {
    const { stdout } = await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/tsx'), [
      path.join(repoRoot, 'scripts/lib/load.ts'),
      JSON.stringify({ base, paths, connections, seconds }),
    ]);
    return JSON.parse(stdout) as { p50: number; p95: number; rps: number; non2xx: number };
  };
  const single = await run(1);
  const busy = await run(10);
  return { p50: single.p50, p95: single.p95, rps: busy.rps, non2xx: single.non2xx + busy.non2xx };
}

function report(rows: Row[], seedSeconds: number | null): number {
  let misses = 0;
  const lines = rows.map((row) => {
    const ratio = row.api.p50 / Math.max(row.sql.p50, 0.001);
    const ok =
      row.api.rps > 0 && row.api.p95 <= row.target && ratio <= MAX_API_TO_SQL && row.api.non2xx === 0;
    if (!ok) misses++;
    log(
      `${ok ? 'ok  ' : 'MISS'} ${row.name}: SQL p50 ${row.sql.p50.toFixed(1)} / p95 ${row.sql.p95.toFixed(1)} ms; ` +
        `API p50 ${row.api.p50.toFixed(1)} / p95 ${row.api.p95.toFixed(1)} ms (x${ratio.toFixed(2)}); ${row.api.rps.toFixed(0)} req/s at 10 connections`,
    );
    return `| ${row.name} | ${row.sql.p50.toFixed(1)} | ${row.sql.p95.toFixed(1)} | ${row.api.p50.toFixed(1)} | ${row.api.p95.toFixed(1)} | ${ratio.toFixed(2)} | ${row.api.rps.toFixed(0)} | p95 ≤ ${row.target} ms, ≤ ${MAX_API_TO_SQL}x SQL | ${ok ? 'met' : 'missed'} |`;
  });
  writeSection(
    driver,
    `## ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${titles.toLocaleString('en')} titles

Run ${new Date().toISOString().slice(0, 10)}: ${titles.toLocaleString('en')} synthetic titles with 1–3 releases each and collection rows,
${seedSeconds === null ? 'seeded by an earlier run' : `seeded in ${seedSeconds.toFixed(1)} s`}, on a machine with ${cpus().length} cores.

| endpoint | SQL p50 ms | SQL p95 ms | API p50 ms | API p95 ms | API / SQL (p50) | req/s | target | result |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}`,
    BENCHMARKS_INTRO,
  );
  return misses;
}
