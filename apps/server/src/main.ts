import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type AppDeps, buildApp } from './app';
import { convertStoredImages } from './db/data-migrations/convert-stored-images';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { acquireDataLock, DataDirLockedError } from './platform/data-lock';
import { createStorage } from './platform/storage/create-storage';
import type { Storage } from './platform/storage/storage';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const webServerEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

export type StartContext = {
  config: Config;
  database: Database;
  storage: Storage;
  log: (message: string) => void;
};

export type StartOptions = {
  /** Runs once the database is migrated, before the server listens (e.g. demo seeding). */
  prepare?: (context: StartContext) => Promise<void>;
  /** Only the browser tests set this, to let posters come from their fake image host. */
  posterPolicy?: AppDeps['posterPolicy'];
  announce?: AppDeps['announce'];
};

/** Reads the config, opens and migrates the database, runs `prepare` and listens. */
export async function startServer(options: StartOptions = {}) {
  const config = loadConfigOrExit();
  mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = config.databaseUrl ? () => {} : lockOrExit(config.dataDir);

  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await database.migrate();
  const storage = await createStorage(config);
  const app = await exitOnConfigError(
    buildApp({
      config,
      database,
      storage,
      webDist,
      webServerEntry,
      posterPolicy: options.posterPolicy,
      announce: options.announce,
    }),
  );
  await options.prepare?.({ config, database, storage, log: (message) => app.log.info(message) });

  const stopConversion = new AbortController();
  let conversion: Promise<unknown> = Promise.resolve();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return process.exit(1); // a second Ctrl+C does not wait
    closing = true;
    app.log.info(`${signal} received: shutting down`);
    stopConversion.abort();
    await conversion;
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Rewind is ready on ${config.publicUrl} (database: ${database.driver})`);
  // In the background, once the server answers: pages show unconverted images as they are meanwhile.
  conversion = convertStoredImages({ db: database.db, storage, signal: stopConversion.signal }).then(
    (report) => report.converted && app.log.info(report, 'Stored images given their resized copies'),
    (err: unknown) => app.log.error({ err }, 'Converting stored images failed; the next start tries again'),
  );
  return app;
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    return exitIfConfigError(error);
  }
}

/** A setting that only fails in use (e.g. a REDIS_URL nobody answers at) stops start-up the same way. */
async function exitOnConfigError<T>(starting: Promise<T>): Promise<T> {
  try {
    return await starting;
  } catch (error) {
    return exitIfConfigError(error);
  }
}

function exitIfConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

function lockOrExit(dataDir: string): () => void {
  try {
    return acquireDataLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startServer();
}
