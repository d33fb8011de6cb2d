import { openAsBlob, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, type Db, openDatabase } from '../db/client';
import {
  databaseUrl,
  testServerUrl,
  uniqueDatabaseName,
  waitForConnectionsToClose,
  withAdminClient,
} from './database-templates';

export type TestDatabase = { database: Database; dropDatabase: () => Promise<void> };

/** A PGlite with every migration applied, in memory or in `dataDir`: a copy of the run's template. */
export async function openMigratedPglite(dataDir?: string): Promise<Database> {
  return openDatabase({ dataDir, loadDataDir: await openAsBlob(provided('pgliteTemplate')) });
}

/**
 * A migrated database of its own for a test file: in-memory PGlite, or (TEST_DB_DRIVER=postgres) a new
 * database on the server named by TEST_DATABASE_URL, dropped afterwards. `empty` leaves out the migrations.
 */
export async function openTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB_DRIVER !== 'postgres') {
    const database = empty ? await openDatabase({}) : await openMigratedPglite();
    return { database, dropDatabase: async () => {} };
  }
  const serverUrl = testServerUrl();
  const name = uniqueDatabaseName('rewind_test');
  const template = empty ? '' : ` template ${provided('postgresTemplate')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${template}`));
  return {
    database: await openDatabase({ url: databaseUrl(serverUrl, name) }),
    dropDatabase: () =>
      withAdminClient(serverUrl, async (client) => {
        await waitForConnectionsToClose(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

function provided<Key extends 'pgliteTemplate' | 'postgresTemplate'>(key: Key): string {
  const value = inject(key);
  if (!value) throw new Error(`No ${key}: run the tests with vitest.config.ts, whose global setup makes it`);
  return value;
}

/**
 * Runs one migration's statements again on a migrated database: how a test sees a data fix change rows saved
 * as they were before it (the test arranges them first).
 */
export async function replayMigration(db: Db, file: string): Promise<void> {
  const text = readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}
