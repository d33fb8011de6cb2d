// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { chromiumMissingMessage } from './lib/chromium';
import { repoRoot } from './lib/web-build';

const missing = chromiumMissingMessage();
if (missing) {
  process.stderr.write(`\n${missing}\n\n`);
  process.exit(1);
}

const steps: [string, string[]][] = [
  ['Lint', ['run', 'lint']],
  ['Type check', ['run', 'typecheck']],
  ['Unit and server tests', ['run', 'test:unit']],
  ['Browser tests', ['run', 'test:e2e']],
];

for (const [name, args] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n${name} failed.\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write('\nAll checks passed.\n');
