import { build, type Metafile, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './web-build';

/** What `npm start` runs: the app with the demo catalogue, as scripts/start.ts starts it under tsx. */
const serverEntry = path.join(repoRoot, 'scripts/start.ts');
export const serverBundle = path.join(repoRoot, 'apps/server/dist/start.js');
// esbuild's account of the build: every source file that went in, to tell whether the bundle is stale.
const serverMetafile = path.join(repoRoot, 'apps/server/dist/start.meta.json');
const thisFile = fileURLToPath(import.meta.url);

/**
 * Builds the server when there is no bundle yet, or one of the files it was made from (or this build) changed
 * or is gone (or always, with `force`). A new file matters only once a file already in the bundle imports it,
 * which changes that file.
 */
export async function ensureServerBuild(
  log: (message: string) => void = console.log,
  force = false,
): Promise<void> {
  const builtAt = existsSync(serverBundle) && existsSync(serverMetafile) ? statSync(serverBundle).mtimeMs : 0;
  if (!force && builtAt && !hasNewerInput(builtAt)) return;
  log(
    force
      ? 'Building the server…'
      : builtAt
        ? 'Server sources changed: rebuilding…'
        : 'Building the server (first start)…',
  );
  const started = Date.now();
  await buildServer();
  log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function hasNewerInput(builtAt: number): boolean {
  const { inputs } = JSON.parse(readFileSync(serverMetafile, 'utf8')) as Metafile;
  return [thisFile, ...Object.keys(inputs).map((input) => path.join(repoRoot, input))].some(
    (file) => !existsSync(file) || statSync(file).mtimeMs > builtAt,
  );
}

/**
 * One ES module of our own code (the server, the demo seeding, packages/shared) that plain `node` runs, so
 * production does not load a TypeScript compiler and transpile every file at each start. npm packages stay
 * outside, loaded from node_modules as before. Written beside and then renamed, so a process starting at the
 * same moment (parallel tests) never reads half a file.
 */
async function buildServer(): Promise<void> {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [serverEntry],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesOutside, ownModuleUrls],
  });
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  for (const output of result.outputFiles) {
    writeFileSync(output.path + suffix, output.contents);
    renameSync(output.path + suffix, output.path);
  }
  writeFileSync(serverMetafile + suffix, JSON.stringify(result.metafile));
  renameSync(serverMetafile + suffix, serverMetafile);
}

/** npm packages are imported from node_modules at run time; our workspaces (raw TypeScript) are bundled. */
const npmPackagesOutside: Plugin = {
  name: 'npm-packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rewind/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * In a bundle every module would see the bundle's own `import.meta.url`. Our modules use it for paths beside
 * them (the migrations, the web build, the fonts) and to tell whether they were run as a script, so each one
 * keeps its own: the URL of its source file, relative to the bundle so the folder can move.
 */
const ownModuleUrls: Plugin = {
  name: 'own-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};
