import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as auth from './schema/auth';
import * as blog from './schema/blog';
import * as catalog from './schema/catalog';
import * as collection from './schema/collection';
import * as community from './schema/community';
import * as lookup from './schema/lookup';
import * as marketplace from './schema/marketplace';
import * as profiles from './schema/profiles';

export const schema = {
  ...auth,
  ...profiles,
  ...catalog,
  ...collection,
  ...marketplace,
  ...community,
  ...blog,
  ...lookup,
};

/** What every repo works with, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when dataDir is undefined). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The server may close an idle connection (restart, failover, an admin's command). Without a listener
  // that error would end the process; the pool has already dropped the connection and opens a new one.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
