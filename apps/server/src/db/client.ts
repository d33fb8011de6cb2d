import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import { ResilientPool } from './connection-loss';
import { listenForNotifications, type NotifyHandlers, type StopListening } from './notify-listener';
import * as auth from './schema/auth';
import * as blog from './schema/blog';
import * as catalog from './schema/catalog';
import * as challenges from './schema/challenges';
import * as collection from './schema/collection';
import * as images from './schema/images';
import * as activity from './schema/activity';
import * as forum from './schema/forum';
import * as jobs from './schema/jobs';
import * as lookup from './schema/lookup';
import * as marketplace from './schema/marketplace';
import * as notifications from './schema/notifications';
import * as orders from './schema/orders';
import * as profiles from './schema/profiles';
import * as trades from './schema/trades';

export const schema = {
  ...auth,
  ...profiles,
  ...catalog,
  ...images,
  ...collection,
  ...marketplace,
  ...orders,
  ...challenges,
  ...trades,
  ...forum,
  ...activity,
  ...blog,
  ...lookup,
  ...notifications,
  ...jobs,
};

/** What every repo works with, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Who hears that PostgreSQL closed an idle connection (a restart, a failover, an admin's command). */
  onConnectionLost(listener: (error: Error) => void): void;
  /**
   * Hears NOTIFY on `channel`, from this process and, on PostgreSQL, from every other one: a connection of its
   * own that comes back by itself after a loss. PGlite delivers its own NOTIFYs in-process.
   */
  listen(channel: string, handlers: NotifyHandlers): Promise<StopListening>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

type OpenOptions = {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (see `dumpMigratedPglite`) instead of an empty one. */
  loadDataDir?: Blob;
};

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when dataDir is undefined). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : (await openPglite(options)).database;
}

/**
 * A fresh in-memory PGlite with every migration applied, dumped whole: copies open from it in a fraction of
 * the time that creating a database and migrating it take (the tests start hundreds of them).
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const { database, client } = await openPglite({});
  try {
    await database.migrate();
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/**
 * PostgreSQL's default of 128 MB is for a machine of its own. PGlite lives in our process and fills its shared
 * buffers at start, so they were most of an idle app's memory (decision 006); pages beyond them come from the
 * operating system's file cache, as on any PostgreSQL.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite({ dataDir, loadDataDir }: OpenOptions) {
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema });
  const database: Database = {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    onConnectionLost: () => {}, // in-process: there is no connection to lose
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
  return { database, client };
}

async function openPostgres(url: string): Promise<Database> {
  let reportLoss = (error: Error) => process.emitWarning(`PostgreSQL closed a connection: ${error.message}`);
  const pool = new ResilientPool(
    {
      connectionString: url,
      max: 10,
      // A request waits this long for a connection, not forever, while the database cannot be reached.
      connectionTimeoutMillis: 5_000,
      // Notices a server or network gone silent, where no one would say the connection closed.
      keepAlive: true,
      // Every query here is a page's or a count's, of a few milliseconds: starting parallel workers costs more
      // than they save (measured: "In my wantlist" at a million listings, p95 57 ms with them, 33 without).
      options: '-c max_parallel_workers_per_gather=0',
    },
    (error) => reportLoss(error),
  );
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
    onConnectionLost: (listener) => {
      reportLoss = listener;
    },
    listen: (channel, handlers) =>
      listenForNotifications(url, channel, handlers, (error) =>
        process.emitWarning(`The live stream's PostgreSQL listener: ${error.message}`),
      ),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * A query that is the same on every call, built and rendered to text once, its constant values inlined:
 * building a query that joins views and rendering it cost about 1 ms a call, as much as running it did (the
 * home page's feed). Only for values the code itself chooses; a request's input stays a parameter.
 */
export function constantQuery(build: () => SQL): () => SQL {
  let rendered: SQL | undefined;
  return () => (rendered ??= sql.raw(new PgDialect().sqlToQuery(build().inlineParams()).sql));
}
