// `npm run bench [-- --titles N] [--database-url postgres://...] [--keep]`: seeds a synthetic catalogue (100k
// titles by default, on PGlite; up to 1M on PostgreSQL), then measures the search and film-page endpoints under
// load beside the same queries run directly, checks the targets (search per kind of term) and writes
// docs/benchmarks.md. With --keep the PostgreSQL database (rewind_bench_N) stays for the next run, which then
// skips seeding, unless an older version of the seed wrote it: then it is dropped and seeded anew.
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
import * as collectionRepo from '../apps/server/src/modules/collection/collection.repo';
import * as imagesRepo from '../apps/server/src/modules/images/images.repo';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage';
import { measuredCommit, writeSection } from './lib/benchmarks-file';
import { repoRoot } from './lib/web-build';
import {
  BENCH_LANGUAGES,
  BENCH_SEED_VERSION,
  BENCH_STUDIOS,
  benchWord,
  expectedTitlesWithWord,
  seedBench,
} from './seed-bench';

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
// How many times each search term and film is timed, directly and through the API.
const ROUNDS = 3;

type Measure = { p50: number; p95: number };
type Row = {
  name: string;
  sql: Measure;
  api: Measure & { rps: number | null; non2xx: number };
  target: number;
  // Whether the API's own time is checked against its SQL: for the endpoint as a whole, not for a kind of
  // term, where a fraction of a millisecond of HTTP would weigh more on the quickest kinds.
  checkRatio: boolean;
};

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
  if (count === 0) await seedBench(database.db, titles);
  const seedSeconds = count === 0 ? (Date.now() - started) / 1000 : null;
  log(`${seedSeconds === null ? 'Reused' : 'Seeded'} ${titles.toLocaleString('en')} titles on ${driver}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' });
  const app = await buildApp({
    config,
    database,
    storage: new LocalStorage(path.join(dataDir, 'uploads')),
    logger: { level: 'error' },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const { catalog } = app.services;
  const classes = await searchTermClasses((term) => catalog.search(term, 50));
  const terms = classes.flatMap((kind) => kind.terms);
  const displayIds = Array.from({ length: 200 }, (_, i) => 1 + ((i * 7919) % titles));
  const rows: Row[] = [];
  started = Date.now();
  // The service, as the endpoint calls it: the search, and 'did you mean' when nothing matches.
  const search = await measure(
    base,
    terms.map((term) => ({ input: term, path: `/api/v1/search?q=${encodeURIComponent(term)}` })),
    (term) => catalog.search(term, 50),
  );
  rows.push({
    name: 'search (GET /api/v1/search?q=…)',
    sql: summarize(search.sql.flat()),
    api: { ...summarize(search.api.flat()), rps: search.rps, non2xx: search.non2xx },
    target: TARGETS[driver].search,
    checkRatio: true,
  });
  let first = 0;
  for (const kind of classes) {
    const range = (times: number[][]) => times.slice(first, first + kind.terms.length).flat();
    rows.push({
      name: `search: ${kind.name} (${kind.terms.length} terms, e.g. "${kind.terms[0]}")`,
      sql: summarize(range(search.sql)),
      api: { ...summarize(range(search.api)), rps: null, non2xx: 0 },
      target: TARGETS[driver].search,
      checkRatio: false,
    });
    first += kind.terms.length;
  }
  // What GET /api/v1/titles/:id runs: the film, its releases and their counts, its gallery and covers.
  const film = await measure(
    base,
    displayIds.map((id) => ({ input: id, path: `/api/v1/titles/${id}` })),
    async (displayId) => {
      const [title, releases] = await Promise.all([
        catalogRepo.findTitleBy(database.db, { displayId }),
        catalogRepo.findReleasesOfTitle(database.db, { displayId }),
      ]);
      const releaseIds = releases.map((release) => release.id);
      await Promise.all([
        collectionRepo.countHaveAndWant(database.db, releaseIds),
        imagesRepo.findImages(database.db, { kind: 'title', parentId: title!.id }),
        imagesRepo.findPrimaryReleaseImages(database.db, releaseIds),
      ]);
    },
  );
  rows.push({
    name: 'film page (GET /api/v1/titles/:id)',
    sql: summarize(film.sql.flat()),
    api: { ...summarize(film.api.flat()), rps: film.rps, non2xx: film.non2xx },
    target: TARGETS[driver].film,
    checkRatio: true,
  });
  await app.close();

  const misses = report(rows, seedSeconds);
  log(`Measured in ${((Date.now() - started) / 1000).toFixed(0)} s; results in docs/benchmarks.md`);
  process.exitCode = misses ? 1 : 0;
} finally {
  await dispose();
}

type TermClass = { name: string; terms: string[] };

/**
 * What people type, by kind: whole words and their first letters (the header searches as you type), two
 * words side by side in a film, two words that no film holds side by side (then "did you mean" runs too),
 * years and their first digits, genres, languages and studios. Words come from the whole Zipf curve of the
 * seed, from a word in a third of the films to words in a handful, because common and rare terms take
 * different plans. Each kind is checked: a term that does not match as its kind says is a bench error.
 */
async function searchTermClasses(
  search: (term: string) => Promise<{ rows: unknown[] }>,
): Promise<TermClass[]> {
  // Ranks spaced evenly on a log scale, down to words expected in at least two films.
  const ranks = [1, 2, 4, 8, 16, 40, 100, 250, 600, 1500, 4000, 10_000, 25_000, 60_000, 150_000].filter(
    (rank) => expectedTitlesWithWord(titles, rank) >= 2,
  );
  const words = ranks.map(benchWord);
  // Two neighbouring words of real films: titles, directors and actors ("… Smith") at spread-out rows.
  const samples = await queryRows<{ title: string; director: string; actors: string }>(
    database.db,
    sql`select title, director, actors from media_titles
        where display_id in (${sql.join(
          Array.from({ length: 4 }, (_, i) => sql`${1 + ((i * 104_729) % titles)}`),
          sql`, `,
        )})`,
  );
  const firstTwo = (text: string) => text.toLowerCase().split(' ').slice(0, 2);
  const together = samples.flatMap((film) => {
    const [a, b] = firstTwo(film.title);
    const [c, d] = firstTwo(film.director);
    return [`${a} ${b}`, `${c} ${d!.slice(0, 4)}`, firstTwo(film.actors).join(' ')];
  });
  // Pairs across the curve (common with common, common with rare, rare with rare), and typos: "c" is in no
  // word of the seed, so a word with one turns into a word that only "did you mean" can correct.
  const apart: string[] = [];
  for (const [i, word] of words.entries()) {
    for (const pair of [`${word} ${words[words.length - 1 - i]}`, `${words[words.length - 1 - i]} ${word}`])
      if (apart.length < 8 && (await search(pair)).rows.length === 0) apart.push(pair);
  }
  const typos = together.slice(0, 6).map((pair) => `${pair.slice(0, 3)}c${pair.slice(4)}`);
  const classes: TermClass[] = [
    { name: 'words', terms: words },
    { name: 'prefixes', terms: words.map((word, i) => word.slice(0, 2 + (i % 5))) },
    { name: 'two words that match', terms: together },
    { name: 'two words, no match (did you mean)', terms: [...apart, ...typos] },
    { name: 'years', terms: ['1984', '1971', '2003', '2009', '1999'] },
    { name: 'year prefixes', terms: ['19', '198', '20', '200', '197', '2'] },
    { name: 'genres', terms: ['horror', 'sci-fi', 'western', 'drama', 'anim', 'crime'] },
    {
      name: 'languages',
      terms: BENCH_LANGUAGES.map((language, i) => language.toLowerCase().slice(0, 4 + (i % 4))),
    },
    { name: 'studios', terms: BENCH_STUDIOS.map((studio) => studio.toLowerCase()) },
  ];
  for (const kind of classes) {
    for (const term of kind.terms) {
      const { rows: found } = await search(term);
      if (kind.name.includes('no match') !== (found.length === 0))
        throw new Error(`The bench's term "${term}" (${kind.name}) finds ${found.length} titles`);
    }
  }
  return classes;
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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let exists = await admin(`select 1 from pg_database where datname = '${name}'`);
  if (exists && !(await holdsCurrentSeed(url.toString()))) {
    log(`${name} was seeded by another version of the bench: seeding it anew`);
    await admin(`drop database ${name} with (force)`);
    exists = 0;
  }
  if (!exists) await admin(`create database ${name}`);
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      if (!args.keep) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Whether a kept database holds this version's seed of this many titles (a database seeded by an
 * older bench, or half-seeded by a run that stopped, does not). */
async function holdsCurrentSeed(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number; titles: number }>(
      'select version, titles from bench_seed',
    );
    return rows[0]?.version === BENCH_SEED_VERSION && rows[0]?.titles === titles;
  } catch {
    return false; // no bench_seed table: seeded before versions were recorded
  } finally {
    await client.end();
  }
}

/**
 * Each input's own times, directly (the queries behind the endpoint, run in this process one after another)
 * and through the API (its path, one request at a time from another process), then the API's throughput
 * with ten connections for a time. Direct and API rounds alternate after a warm-up of each, so that both
 * see the machine in the same state: measured one after the other, a drift in the machine's speed between
 * the two phases moved their ratio by a third.
 */
async function measure<T>(
  base: string,
  cases: { input: T; path: string }[],
  direct: (input: T) => Promise<unknown>,
) {
  const paths = cases.map((item) => item.path);
  const sql: number[][] = cases.map(() => []);
  const api: number[][] = cases.map(() => []);
  let non2xx = 0;
  for (const { input } of cases.slice(0, 20)) await direct(input); // warm the caches as the API's warm-up does
  non2xx += (await load(base, paths, 1, { rounds: 1 })).non2xx;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { input }] of cases.entries()) {
      const started = performance.now();
      await direct(input);
      sql[i]!.push(performance.now() - started);
    }
    const single = await load(base, paths, 1, { rounds: 1 });
    for (const [i, times] of single.byPath!.entries()) api[i]!.push(...times);
    non2xx += single.non2xx;
  }
  const busy = await load(base, paths, 10, { seconds });
  return { sql, api, rps: busy.rps, non2xx: non2xx + busy.non2xx };
}

function summarize(times: number[]): Measure {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/** autocannon on `paths` from its own process (the server under test answers from this very process):
 * each path `rounds` times one at a time, or with `connections` for a time. */
async function load(
  base: string,
  paths: string[],
  connections: number,
  duration: { seconds: number } | { rounds: number },
) {
  const { stdout } = await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/tsx'), [
    path.join(repoRoot, 'scripts/lib/load.ts'),
    JSON.stringify({ base, paths, connections, ...duration }),
  ]);
  return JSON.parse(stdout) as { rps: number; non2xx: number; byPath: number[][] | null };
}

function report(rows: Row[], seedSeconds: number | null): number {
  let misses = 0;
  const lines = rows.map((row) => {
    const ratio = row.api.p50 / Math.max(row.sql.p50, 0.001);
    const ok =
      row.api.rps !== 0 &&
      row.api.non2xx === 0 &&
      row.api.p95 <= row.target &&
      row.sql.p95 <= row.target &&
      (!row.checkRatio || ratio <= MAX_API_TO_SQL);
    if (!ok) misses++;
    const rate = row.api.rps === null ? '' : `; ${row.api.rps.toFixed(0)} req/s at 10 connections`;
    log(
      `${ok ? 'ok  ' : 'MISS'} ${row.name}: SQL p50 ${row.sql.p50.toFixed(1)} / p95 ${row.sql.p95.toFixed(1)} ms; ` +
        `API p50 ${row.api.p50.toFixed(1)} / p95 ${row.api.p95.toFixed(1)} ms (x${ratio.toFixed(2)})${rate}`,
    );
    const target = `p95 ≤ ${row.target} ms${row.checkRatio ? `, ≤ ${MAX_API_TO_SQL}x SQL` : ''}`;
    return `| ${row.name} | ${row.sql.p50.toFixed(1)} | ${row.sql.p95.toFixed(1)} | ${row.api.p50.toFixed(1)} | ${row.api.p95.toFixed(1)} | ${ratio.toFixed(2)} | ${row.api.rps?.toFixed(0) ?? '–'} | ${target} | ${ok ? 'met' : 'missed'} |`;
  });
  writeSection(
    driver,
    `## ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${titles.toLocaleString('en')} titles

Run ${new Date().toISOString().slice(0, 10)} on commit ${measuredCommit()}: ${titles.toLocaleString('en')} synthetic titles (seed version ${BENCH_SEED_VERSION}: Zipf-distributed words) with 1–3 releases each
and collection rows, ${seedSeconds === null ? 'seeded by an earlier run (--keep)' : `seeded in ${seedSeconds.toFixed(1)} s`}, on a machine with ${cpus().length} cores.
Each kind of search term is checked on its own (SQL and API p95); the endpoint as a whole also against its SQL.

| endpoint | SQL p50 ms | SQL p95 ms | API p50 ms | API p95 ms | API / SQL (p50) | req/s | target | result |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}`,
    BENCHMARKS_INTRO,
  );
  return misses;
}
