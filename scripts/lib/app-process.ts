import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './web-build';

export type AppServer = {
  url: string;
  dataDir: string;
  /** The started process (`tsx`, whose child runs the server). */
  pid: number;
  output: () => string;
  stop: () => Promise<number | null>;
};

/**
 * Starts the real app (`scripts/start.ts`, as `npm start` does, or another `script` that starts it the same
 * way) on a free port, with a new data folder that is removed when it stops, or with a given one that is kept.
 */
export async function startAppServer(
  options: { env?: Record<string, string>; dataDir?: string; script?: string } = {},
): Promise<AppServer> {
  const port = await findFreePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'rewind-e2e-')));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [options.script ?? 'scripts/start.ts', '--no-build'],
    {
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
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealthy(url, child, () => output);
  return {
    url,
    dataDir,
    pid: child.pid!,
    output: () => output,
    async stop() {
      const code = await stopChild(child);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

// Seconds in a quiet moment; a busy machine (CI, tests beside a benchmark) can make it many times that.
const START_TIMEOUT_MS = 120_000;

async function waitForHealthy(url: string, child: ChildProcess, output: () => string) {
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
  child.kill('SIGKILL');
  throw new Error(`The app did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    child.kill('SIGINT');
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
