// `npm run admin -- grant EMAIL` / `revoke EMAIL`: admin rights come only from admin_users (docs/product.md, Roles).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { findUserByEmail, grantAdmin, revokeAdmin } from '../apps/server/src/modules/auth/auth.repo';
import { acquireDataLock } from '../apps/server/src/platform/data-lock';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  process.stderr.write('Usage: npm run admin -- grant EMAIL   |   npm run admin -- revoke EMAIL\n');
  process.exit(2);
}

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const releaseLock = config.databaseUrl ? () => {} : acquireDataLock(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  const user = await findUserByEmail(database.db, email);
  if (!user) {
    process.stderr.write(`No user with the e-mail ${email}. They need to sign up first.\n`);
    process.exitCode = 1;
  } else if (action === 'grant' && !user.emailVerified) {
    // Anyone can sign up with any address; only its confirmed owner may become an admin.
    process.stderr.write(
      `${email} has not confirmed the e-mail address yet. Ask them to follow the link first.\n`,
    );
    process.exitCode = 1;
  } else if (action === 'grant') {
    await grantAdmin(database.db, user.id);
    process.stdout.write(`${email} is now an admin.\n`);
  } else {
    await revokeAdmin(database.db, user.id);
    process.stdout.write(`${email} is no longer an admin.\n`);
  }
} finally {
  await database.close();
  releaseLock();
}
