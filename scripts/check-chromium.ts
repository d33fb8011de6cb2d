import { chromiumMissingMessage } from './lib/chromium';

const missing = chromiumMissingMessage();
if (missing) {
  process.stderr.write(`\n${missing}\n\n`);
  process.exit(1);
}
