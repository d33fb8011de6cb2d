import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './lib/app-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const titleTotal = async (server: AppServer) =>
  ((await (await fetch(`${server.url}/api/v1/titles?pageSize=1`)).json()) as { total: number }).total;

describe('npm start', { timeout: 120_000 }, () => {
  let firstTotal = 0;

  it('seeds the demo catalogue on an empty data folder and prints the demo accounts', async () => {
    const server = await startAppServer({ dataDir });
    try {
      firstTotal = await titleTotal(server);
      expect(firstTotal).toBeGreaterThanOrEqual(60);
      expect(server.output()).toContain('Demo accounts');
      expect(server.output()).toContain('admin@rewind.demo');
      expect(existsSync(path.join(dataDir, 'rewind.pid'))).toBe(true);

      // A second instance on the same folder refuses to start, naming the folder.
      await expect(startAppServer({ dataDir })).rejects.toThrow(/already using the data folder/);
      expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'rewind.pid'))).toBe(false);
  });

  it('starts again on the same folder after Ctrl+C with the data intact and no second seeding', async () => {
    const server = await startAppServer({ dataDir });
    try {
      expect(await titleTotal(server)).toBe(firstTotal);
      expect(server.output()).not.toContain('Demo accounts');
    } finally {
      expect(await server.stop()).toBe(0);
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
});
