import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuild, serverBundle } from './server-build';
import { repoRoot } from './web-build';

export type AppServer = {
  url: string;
  dataDir: string;
  /** The server's own process (node running the bundle, when it runs compiled). */
  pid: number;
  output: () => string;
  stop: () => Promise<number | null>;
};

type StartOptions = {
  env?: Record<string, string>;
  dataDir?: string;
  /** Another script that starts the app the same way, run from source by tsx. */
  script?: string;
  /** `npm start` itself, build step included, as a person runs it. */
  npmStart?: boolean;
};

/**
 * Starts the real app on a free port, with a new data folder that is removed when it stops, or with a given one
 * that is kept: compiled, as `npm start` runs it (built first if its sources changed), `npm start` itself, or
 * another `script`.
 */
export async function startAppServer(options: StartOptions = {}): Promise<AppServer> {
  const port = await findFreePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'rewind-e2e-')));
  const url = `http://127.0.0.1:${port}`;
  if (!options.script && !options.npmStart) await ensureServerBuild(() => {});
  const [command, args]: [string, string[]] = options.npmStart
    ? ['npm', ['start']]
    : options.script
      ? [path.join(repoRoot, 'node_modules/.bin/tsx'), [options.script]]
      : [process.execPath, [serverBundle]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'WARN',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.npmStart,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // npm runs the server through a shell: signals go to all of them, as a terminal's Ctrl+C does.
  const target = options.npmStart ? -child.pid! : child.pid!;
  await waitForHealthy(url, child, target, () => output);
  return {
    url,
    dataDir,
    pid: options.npmStart ? findServerProcess(child.pid!) : child.pid!,
    output: () => output,
    async stop() {
      const code = await stopChild(child, target);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** The process below `ancestor` (npm, then a shell) that runs the server bundle. */
function findServerProcess(ancestor: number): number {
  const bundleArgument = path.relative(repoRoot, serverBundle);
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The command may hold spaces and parentheses: the fields after its closing one are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const isBelow = (pid: number): boolean => {
    const parent = parents.get(pid);
    return parent === ancestor || (parent !== undefined && parent > 1 && isBelow(parent));
  };
  const server = [...parents.keys()].find(
    (pid) =>
      isBelow(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(bundleArgument),
  );
  if (server === undefined) throw new Error(`No server process below process ${ancestor}`);
  return server;
}

// Seconds in a quiet moment; a busy machine (CI, tests beside a benchmark) can make it many times that.
const START_TIMEOUT_MS = 120_000;

async function waitForHealthy(url: string, child: ChildProcess, target: number, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(target, 'SIGKILL');
  throw new Error(`The app did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Stops the app as Ctrl+C would: `target` is its process, or (negative) its process group. */
function stopChild(child: ChildProcess, target: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(target, 'SIGKILL'), 10_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    process.kill(target, 'SIGINT');
  });
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
