import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Generous for every project: on a busy 2-core machine (CI, or tests beside a benchmark) a hook that opens a
// database or a test that starts a process can take many times its quiet duration.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// Migrates the run's template databases once; each test file starts from a copy (test/database.ts).
const globalSetup = ['apps/server/src/test/database-templates.ts'];

// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on that PostgreSQL server,
// each test file on a fresh copy of the migrated template.
const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    include: ['apps/server/src/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    // A worker runs its files one after another in one module graph instead of importing the whole app (Fastify,
    // better-auth, Drizzle, PGlite, sharp) afresh for each: that import took some 1.5 s per file, a third of
    // the server tests' time. Each file still builds its own app on its own database (test/server.ts), and the
    // server keeps no state in modules but caches of constants (the password dictionary).
    isolate: false,
    globalSetup,
    ...timeouts,
  },
});

export default defineConfig({
  test: {
    // Vitest's own default leaves one core free, which is one worker on a 2-core machine; most test files wait
    // on a database or a child process much of the time, so two keep both cores busy (365 s -> 248 s here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], ...timeouts } },
      { test: { name: 'eslint-rules', include: ['eslint-rules/**/*.test.js'], ...timeouts } },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          globalSetup,
          ...timeouts,
          // They start the app or a script in a process of its own.
          testTimeout: 60_000,
        },
      },
      {
        // The web app's own logic, drawn to a string in Node: no browser, no build.
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], ...timeouts },
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
