import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webRoot = path.join(repoRoot, 'apps/web');
const builtIndex = path.join(webRoot, 'dist/index.html');
/** The module the server draws first views with (decision 012). */
export const builtServerEntry = path.join(webRoot, 'dist-server/entry-server.js');
const webSources = [
  path.join(webRoot, 'src'),
  path.join(webRoot, 'public'),
  path.join(webRoot, 'index.html'),
  path.join(webRoot, 'vite.config.ts'),
  path.join(repoRoot, 'packages/shared/src'),
];

/** Builds the web app when there is no build yet or a source file is newer than it (or always, with `force`). */
export async function ensureWebBuild(
  log: (message: string) => void = console.log,
  force = false,
): Promise<void> {
  const builtAt = Math.min(...[builtIndex, builtServerEntry].map(builtMtime));
  const newestSource = Math.max(...webSources.map(newestMtime));
  if (!force && builtAt >= newestSource) return;
  log(
    force
      ? 'Building the web app…'
      : builtAt
        ? 'Web app sources changed: rebuilding…'
        : 'Building the web app (first start)…',
  );
  const started = Date.now();
  const { build } = await import('vite');
  // Always the production build, whoever asks. Vite takes "production" from NODE_ENV, and a caller's
  // NODE_ENV=test (Vitest's, inherited by the scripts tests that start the app and so build it) gave the
  // browser tests JSX's development runtime: not the app people run (and, on the server, a crash).
  const callersNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = path.join(webRoot, 'vite.config.ts');
    await build({ root: webRoot, logLevel: 'warn', configFile });
    await build({
      root: webRoot,
      logLevel: 'warn',
      configFile,
      build: { ssr: path.join(webRoot, 'src/entry-server.tsx') },
    });
  } finally {
    // process.env keeps strings only: an unset variable is deleted, not set to "undefined".
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const builtMtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}
