// `npm run bench:memory [-- --database-url postgres://...] [--idle-seconds N]`: the memory of the app run by
// `npm start` itself, idle after a restart. It starts the app on a new data folder (PGlite, or the given
// PostgreSQL database with the demo seeded), stops it once the demo is in, starts it again, waits and reads
// the server's resident memory (RSS), and does that restart twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startAppServer } from './lib/app-process';
import { readProcessRss } from './lib/process-memory';

const { values: args } = parseArgs({
  options: { 'database-url': { type: 'string' }, 'idle-seconds': { type: 'string' } },
});
const databaseUrl = args['database-url'];
const idleMs = Number(args['idle-seconds'] ?? 20) * 1000;
// The targets for a small server.
const TARGET_MB = databaseUrl ? 200 : 300;

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idleRss(dataDir: string): Promise<number> {
  const server = await startAppServer({
    npmStart: true,
    dataDir,
    env: { SEED_DEMO: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    await pause(idleMs);
    return await readProcessRss(server.pid);
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-memory-'));
try {
  const seeded = await idleRss(dataDir);
  const restarts = [await idleRss(dataDir), await idleRss(dataDir)];
  const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`${driver}: RSS idle ${idleMs / 1000} s after start`);
  console.log(`  just after seeding the demo: ${megabytes(seeded)} MB`);
  console.log(`  after a restart: ${restarts.map(megabytes).join(' MB, ')} MB (target ≤ ${TARGET_MB} MB)`);
  if (restarts.some((rss) => megabytes(rss) > TARGET_MB)) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
