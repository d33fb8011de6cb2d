import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './lib/app-process';
import { readProcessRss } from './lib/process-memory';
import { ensureServerBuild } from './lib/server-build';
import { repoRoot } from './lib/web-build';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const titleTotal = async (server: AppServer) =>
  ((await (await fetch(`${server.url}/api/v1/titles?pageSize=1`)).json()) as { total: number }).total;

/** The printed sign-in lines of the demo accounts: '  admin@rewind.demo / <password>  (rewind_admin, admin)'. */
const accountLines = (output: string) => output.match(/^ {2}\S+@rewind\.demo \/ \S+ {2}\(.+\)$/gm) ?? [];

function demoAccountsCommand(folder: string) {
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/demo-accounts.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: folder },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The server's output, once it contains `text`. */
async function waitForOutput(server: AppServer, text: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const output = server.output();
    if (output.includes(text)) return output;
    if (Date.now() > deadline) throw new Error(`No ${JSON.stringify(text)} in the output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Built once up front, so the tests' time is the app's own.
beforeAll(() => ensureServerBuild(() => {}), 120_000);

describe('npm start', { timeout: 120_000 }, () => {
  let firstTotal = 0;
  let firstAccounts: string[] = [];

  it('seeds the demo catalogue on an empty data folder and prints the demo accounts', async () => {
    const server = await startAppServer({ dataDir });
    try {
      firstTotal = await titleTotal(server);
      expect(firstTotal).toBeGreaterThanOrEqual(60);
      expect(server.output()).toContain('Demo accounts');
      firstAccounts = accountLines(server.output());
      expect(firstAccounts).toHaveLength(4);
      expect(firstAccounts.join('\n')).toContain('admin@rewind.demo / ');
      expect(existsSync(path.join(dataDir, 'rewind.pid'))).toBe(true);

      // A second instance on the same folder refuses to start, naming the folder.
      await expect(startAppServer({ dataDir })).rejects.toThrow(/already using the data folder/);
      expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'rewind.pid'))).toBe(false);
  });

  it('starts again on the same folder after Ctrl+C with the data intact, no second seeding and the same accounts shown', async () => {
    const server = await startAppServer({ dataDir });
    try {
      expect(await titleTotal(server)).toBe(firstTotal);
      expect(server.output()).not.toContain('Demo catalogue seeded');
      expect(accountLines(server.output())).toEqual(firstAccounts);

      // `npm run demo-accounts` shows them too, while the app runs on the folder.
      const shown = demoAccountsCommand(dataDir);
      expect(shown.code).toBe(0);
      expect(accountLines(shown.stdout)).toEqual(firstAccounts);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it("prints a sign-up's confirmation link as a plain line that confirms the address", async () => {
    const server = await startAppServer({ dataDir });
    try {
      const email = `clicker-${Date.now()}@example.test`;
      const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email, password: 'Kodak-Betamax-1985', name: '' }),
      });
      expect(signUp.status).toBe(200);
      // The mail's link alone on the line below its subject, where a terminal makes it clickable.
      const announced = `E-mail to ${email}: Confirm your e-mail address for Rewind\n  `;
      const output = await waitForOutput(server, announced);
      const link = output.slice(output.indexOf(announced) + announced.length).split('\n')[0]!;
      expect(link.startsWith(`${server.url}/`)).toBe(true);
      const opened = await fetch(link, { redirect: 'manual' });
      expect(opened.headers.get('location')).toBe('/?verified=1');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('npm run demo-accounts says so when the data folder has no demo', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'rewind-no-demo-'));
    try {
      const shown = demoAccountsCommand(empty);
      expect(shown.code).toBe(1);
      expect(shown.stderr).toContain(`No demo accounts in ${path.join(empty, 'demo-accounts.json')}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses a bad setting, naming the variable', async () => {
    await expect(startAppServer({ env: { PORT: 'eighty' } })).rejects.toThrow(/PORT: must be a port number/);
  });

  it('stops when REDIS_URL names a Redis that does not answer', async () => {
    await expect(startAppServer({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /REDIS_URL: cannot connect to Redis/,
    );
  });

  it('builds the server and runs it compiled, with plain node: no TypeScript is transpiled at start', async () => {
    // The PATH of a person's shell, without the node_modules/.bin folders this test run has on its own.
    const shellPath = process.env
      .PATH!.split(path.delimiter)
      .filter((folder) => !folder.endsWith(path.join('node_modules', '.bin')))
      .join(path.delimiter);
    const server = await startAppServer({ npmStart: true, env: { SEED_DEMO: 'false', PATH: shellPath } });
    try {
      const [program, ...args] = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8')
        .split('\0')
        .filter(Boolean);
      expect(path.basename(program!)).toBe('node');
      // The Node the `node` dev dependency installs, whichever Node the machine has.
      expect(readlinkSync(`/proc/${server.pid}/exe`)).toBe(path.join(repoRoot, 'node_modules/node/bin/node'));
      // No loader (tsx's --import) before the script, and the script is the JavaScript bundle.
      expect(args).toEqual(['apps/server/dist/start.js']);
      expect(await readProcessRss(server.pid)).toBeGreaterThan(process.memoryUsage().heapUsed / 10);
      // The web app it built is the production build even though this test runs with Vitest's NODE_ENV=test:
      // no script uses JSX's development runtime.
      const assets = path.join(repoRoot, 'apps/web/dist/assets');
      const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(10);
      expect(
        scripts.filter((name) => readFileSync(path.join(assets, name), 'utf8').includes('jsxDEV')),
      ).toEqual([]);
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
