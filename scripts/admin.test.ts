import { eq } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/auth';
import { adminUsers } from '../apps/server/src/db/schema/auth';
import { openMigratedPglite } from '../apps/server/src/test/database';
import { repoRoot } from './lib/web-build';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-admin-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const CONFIRMED = 'Owner@Example.test';
const UNCONFIRMED = 'newbie@example.test';

function runAdmin(...args: string[]) {
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/admin.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const databaseDir = path.join(dataDir, 'db');

async function withDatabase<T>(work: (db: Db) => Promise<T>) {
  const database = await openDatabase({ dataDir: databaseDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const adminEmails = () =>
  withDatabase(async (db) => {
    const rows = await db
      .select({ email: users.email })
      .from(adminUsers)
      .innerJoin(users, eq(users.id, adminUsers.userId));
    return rows.map((row) => row.email);
  });

beforeAll(async () => {
  const database = await openMigratedPglite(databaseDir);
  try {
    await database.db.insert(users).values([
      { name: 'owner', email: CONFIRMED.toLowerCase(), emailVerified: true },
      { name: 'newbie', email: UNCONFIRMED, emailVerified: false },
    ]);
  } finally {
    await database.close();
  }
});

describe('npm run admin', { timeout: 60_000 }, () => {
  it('grants admin rights by e-mail address, in any case', async () => {
    const result = runAdmin('grant', CONFIRMED);
    expect(result).toMatchObject({ code: 0, stdout: `${CONFIRMED} is now an admin.\n` });
    expect(await adminEmails()).toEqual([CONFIRMED.toLowerCase()]);
  });

  it('revokes them', async () => {
    const result = runAdmin('revoke', CONFIRMED.toLowerCase());
    expect(result).toMatchObject({ code: 0, stdout: `${CONFIRMED.toLowerCase()} is no longer an admin.\n` });
    expect(await adminEmails()).toEqual([]);
  });

  // One process per test: each loads PGlite and migrates, which takes half a minute on a heavily loaded machine.
  it('refuses an address that has not been confirmed', async () => {
    expect(runAdmin('grant', UNCONFIRMED)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('not confirmed'),
    });
    expect(await adminEmails()).toEqual([]);
  });

  it('refuses an address that nobody signed up with', async () => {
    expect(runAdmin('grant', 'ghost@example.test')).toMatchObject({
      code: 1,
      stderr: 'No user with the e-mail ghost@example.test. They need to sign up first.\n',
    });
    expect(await adminEmails()).toEqual([]);
  });

  it('explains its usage', () => {
    expect(runAdmin('promote', CONFIRMED)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
  });
});
