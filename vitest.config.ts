import { defineConfig } from 'vitest/config';

// Server tests run once on a fresh PGlite per file and, when TEST_DATABASE_URL is set,
// once more on a fresh database of that PostgreSQL server.
const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    include: ['apps/server/src/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
