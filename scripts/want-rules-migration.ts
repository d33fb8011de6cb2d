// `npm run db:want-rules -- NAME`: a new migration, NAME, whose SQL makes the database's want rules those of
// packages/shared again (decision 046). Drizzle Kit registers it in the journal as a custom migration, as any
// hand-written one; its text is rendered by the server (db/want-rules-sql.ts), so it is reviewed as plain SQL and
// applied as written, whatever the rules become later.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { wantRulesMigration } from '../apps/server/src/db/want-rules-sql';
import { repoRoot } from './lib/web-build';

const [migrationName] = process.argv.slice(2);
if (!migrationName || !/^[a-z0-9_]+$/.test(migrationName)) {
  process.stderr.write('Usage: npm run db:want-rules -- NAME   (lower case, digits and _)\n');
  process.exit(2);
}

const migrations = path.join(repoRoot, 'apps/server/drizzle');
const generated = spawnSync(
  path.join(repoRoot, 'node_modules/.bin/drizzle-kit'),
  ['generate', '--config', 'apps/server/drizzle.config.ts', '--custom', '--name', migrationName],
  { cwd: repoRoot, stdio: 'inherit' },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);

const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const file = path.join(migrations, `${journal.entries.at(-1)!.tag}.sql`);
writeFileSync(file, wantRulesMigration());
process.stdout.write(`Wrote ${path.relative(repoRoot, file)}\n`);
