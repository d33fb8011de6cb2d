// Vitest global setup: the migrated database every test file starts from, made once per run by the real
// migrations. A test file then copies it (test/database.ts) in well under a second, where creating a database
// and migrating it took seconds.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder (PGlite's dumpDataDir). */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server, to create test databases from. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_DRIVER === 'postgres') {
    const template = await createPostgresTemplate();
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  // Each project loads this file afresh; the projects that use PGlite share one template.
  const shared = globalThis as { rewindPgliteTemplate?: ReturnType<typeof writePgliteTemplate> };
  shared.rewindPgliteTemplate ??= writePgliteTemplate();
  const template = await shared.rewindPgliteTemplate;
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}

async function writePgliteTemplate() {
  const folder = await mkdtemp(path.join(tmpdir(), 'rewind-pglite-template-'));
  const file = path.join(folder, 'pgdata.tar');
  const dump = await dumpMigratedPglite();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function createPostgresTemplate() {
  const serverUrl = testServerUrl();
  const name = uniqueDatabaseName('rewind_template');
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  await database.migrate();
  await database.close();
  await withAdminClient(serverUrl, async (client) => {
    // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template: nobody may from now on.
    await waitForConnectionsToClose(client, name);
    await client.query(`alter database ${name} allow_connections false`);
  });
  return {
    name,
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name}`)),
  };
}

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Databases of concurrent runs (and of the workers of one run) share the server: each gets its own name. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

// pg's pool.end() resolves before its connections have said goodbye; dropping the database under them
// makes the server kill them, and pg reports that as an unhandled error. Generous: the machine may be busy.
export async function waitForConnectionsToClose(client: pg.Client, database: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await client.query(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0].open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
