import http from 'node:http';

// How the API benches time a request and sum up a row: one connection kept open, as a browser's, requests one
// after another, each timed until its whole answer is read; the same work run directly beside it.

export type Measure = { p50: number; p95: number; p99: number };

export function summarize(times: number[]): Measure {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A GET's time until the whole answer is read; anything but 200 is a bench error. */
export function timeGet(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: cookie ? { cookie } : {} }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`GET ${url} answered ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

export async function timeDirect(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * A row of a bench: `samples` requests of its `paths` in turn through the API and directly (`direct`), API and
 * direct alternating so both meet the same state of the caches and of the machine, after `warmUps` rounds.
 */
export async function measureInTurn(row: {
  base: string;
  cookie?: string;
  paths: string[];
  direct: (path: string) => Promise<unknown>;
  samples: number;
  warmUps: number;
}): Promise<{ api: Measure; sql: Measure }> {
  const api: number[] = [];
  const direct: number[] = [];
  for (let round = 0; round < row.warmUps; round++) {
    for (const path of row.paths) {
      await timeGet(row.base + path, row.cookie);
      await row.direct(path);
    }
  }
  for (let i = 0; i < row.samples; i++) {
    const path = row.paths[i % row.paths.length]!;
    api.push(await timeGet(row.base + path, row.cookie));
    direct.push(await timeDirect(() => row.direct(path)));
  }
  return { api: summarize(api), sql: summarize(direct) };
}

/** The keep-alive connection ends, so that the bench's process can exit. */
export const closeTimingConnection = () => agent.destroy();
