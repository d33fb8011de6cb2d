// `npm run demo-accounts`: the demo accounts and their passwords again, as saved in DATA_DIR when the demo was
// seeded. Only that file is read, so it also works while the app is running on the folder.
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { demoAccountsFile, describeDemoAccounts, readDemoAccounts } from './demo/accounts';

try {
  const { dataDir } = loadConfig();
  const accounts = readDemoAccounts(dataDir);
  if (accounts) {
    process.stdout.write(`${describeDemoAccounts(accounts)}\n`);
  } else {
    process.stderr.write(
      `No demo accounts in ${demoAccountsFile(dataDir)}: the demo is seeded by the first \`npm start\` on an ` +
        'empty data folder, or by `npm run seed`.\n',
    );
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
