// The demo accounts' sign-in details, kept beside the demo database: their passwords are random and the database
// holds only hashes, so this file is the one place they can be shown again from (`npm run demo-accounts`, every start).
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema/auth';
import { DEMO_EMAIL_DOMAIN } from './users';

export type DemoAccount = { email: string; username: string; password: string; isAdmin: boolean };

export const demoAccountsFile = (dataDir: string) => path.join(dataDir, 'demo-accounts.json');

/** Readable by the owner only (0600), like the generated auth secret beside it. */
export function saveDemoAccounts(dataDir: string, accounts: readonly DemoAccount[]): void {
  mkdirSync(dataDir, { recursive: true });
  const file = demoAccountsFile(dataDir);
  writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // a file that was already there keeps its old mode otherwise
}

export function forgetDemoAccounts(dataDir: string): void {
  rmSync(demoAccountsFile(dataDir), { force: true });
}

/** The accounts saved at seeding, or null when this data folder has none. */
export function readDemoAccounts(dataDir: string): DemoAccount[] | null {
  const file = demoAccountsFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoAccount[]) : null;
}

/** The lines a person signs in with, under a heading that says how to see them again. */
export function describeDemoAccounts(accounts: readonly DemoAccount[]): string {
  return [
    'Demo accounts (random passwords for this install; `npm run demo-accounts` shows them again):',
    ...accounts.map(
      (account) =>
        `  ${account.email} / ${account.password}  (${account.username}${account.isAdmin ? ', admin' : ''})`,
    ),
  ].join('\n');
}

/** Whether this database holds the demo: one of its accounts is there. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  return rows.length > 0;
}
