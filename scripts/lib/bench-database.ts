import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client';

/**
 * A bench's own database `name` on the PostgreSQL server at `serverUrl`: created, migrated and seeded, unless
 * `keep` is asked and `holdsCurrentSeed` finds it seeded by this version of the bench. Answers the database and
 * how long seeding took (null when kept).
 */
export async function openBenchDatabase(options: {
  serverUrl: string;
  name: string;
  keep: boolean;
  holdsCurrentSeed: (url: string) => Promise<boolean>;
  seed: (database: Database, url: string) => Promise<void>;
  log: (message: string) => void;
}): Promise<{ database: Database; seedSeconds: number | null }> {
  const { name } = options;
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: options.serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  const reuse = exists && options.keep && (await options.holdsCurrentSeed(url.toString()));
  if (exists && !reuse) await admin.query(`drop database ${name} with (force)`);
  if (!reuse) await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  if (reuse) return { database, seedSeconds: null };
  options.log(`Seeding ${name}…`);
  const started = Date.now();
  await options.seed(database, url.toString());
  return { database, seedSeconds: (Date.now() - started) / 1000 };
}
