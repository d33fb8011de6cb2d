import { count } from 'drizzle-orm';
import { mediaTitles } from '../../apps/server/src/db/schema/catalog';
import { startServer, type StartOptions } from '../../apps/server/src/main';
import { seedDemo } from '../seed-demo';

// What a person at the terminal needs (the demo passwords, the address) is printed as plain text;
// everything else is the server's JSON log.
const say = (message: string) => process.stdout.write(`\n${message}\n\n`);

/** The server with the demo catalogue on a new embedded database, as `npm start` runs it. */
export async function startDemoApp(options: Pick<StartOptions, 'posterPolicy'> = {}) {
  const app = await startServer({
    ...options,
    async prepare({ config, database, storage }) {
      const [titles] = await database.db.select({ total: count() }).from(mediaTitles);
      const isEmptyEmbedded = database.driver === 'pglite' && (titles?.total ?? 0) === 0;
      if (config.seedDemo ?? isEmptyEmbedded) await seedDemo({ db: database.db, storage, log: say });
    },
  });
  const address = app.server.address();
  if (address && typeof address === 'object')
    say(`Rewind is ready: http://${address.address}:${address.port}`);
  return app;
}
