import { count } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { mediaTitles } from '../../apps/server/src/db/schema/catalog';
import { startServer, type StartOptions } from '../../apps/server/src/main';
import { demoAccountsFile, describeDemoAccounts, hasDemoData, readDemoAccounts } from '../demo/accounts';

// What a person at the terminal needs (the demo passwords, the outbox's links, the address) is printed as
// plain text; everything else is the server's JSON log.
const say = (message: string) => process.stdout.write(`\n${message}\n\n`);

/** The server with the demo catalogue on a new embedded database, as `npm start` runs it. */
export async function startDemoApp(options: Pick<StartOptions, 'posterPolicy'> = {}) {
  const app = await startServer({
    ...options,
    announce: say,
    async prepare({ config, database, storage }) {
      const [titles] = await database.db.select({ total: count() }).from(mediaTitles);
      const isEmptyEmbedded = database.driver === 'pglite' && (titles?.total ?? 0) === 0;
      // The seeding code and its data (films, artwork, fonts) load only when it runs: a restarted server
      // need not hold them (decision 006).
      const seeded =
        (config.seedDemo ?? isEmptyEmbedded) &&
        (await (
          await import('../seed-demo')
        ).seedDemo({ db: database.db, storage, dataDir: config.dataDir, log: say }));
      if (!seeded || !seeded.created) await showDemoAccounts(database.db, config.dataDir);
    },
  });
  const address = app.server.address();
  if (address && typeof address === 'object')
    say(`Rewind is ready: http://${address.address}:${address.port}`);
  return app;
}

/** Every start of a demo database shows its accounts again, with the passwords saved when it was seeded. */
async function showDemoAccounts(db: Db, dataDir: string) {
  if (!(await hasDemoData(db))) return;
  const accounts = readDemoAccounts(dataDir);
  say(
    accounts
      ? describeDemoAccounts(accounts)
      : `Demo accounts: their passwords are not in ${demoAccountsFile(dataDir)} (the demo was seeded with ` +
          'another data folder); "Forgot password" in the sign-in dialog sends a reset link.',
  );
}
