// `npm run bench`: throughput and latency of the hot read paths, on a fresh embedded app with the demo catalogue.
// The targets below are the speed promises; the run fails when one is missed.
import autocannon from 'autocannon';
import { startAppServer } from './lib/app-process';
import { ensureWebBuild } from './lib/web-build';

type Target = { name: string; path: string; maxP99Ms: number; minRequestsPerSecond: number };

const targets: Target[] = [
  { name: 'health check', path: '/healthz', maxP99Ms: 50, minRequestsPerSecond: 1000 },
  {
    name: 'catalogue, newest first',
    path: '/api/v1/titles?pageSize=24',
    maxP99Ms: 150,
    minRequestsPerSecond: 150,
  },
  {
    name: 'catalogue, by title, page 2',
    path: '/api/v1/titles?sort=title&page=2&pageSize=24',
    maxP99Ms: 150,
    minRequestsPerSecond: 150,
  },
  { name: 'web app shell', path: '/catalog', maxP99Ms: 50, minRequestsPerSecond: 800 },
];

await ensureWebBuild();
const server = await startAppServer();
let failed = 0;
try {
  for (const target of targets) {
    const result = await autocannon({ url: server.url + target.path, connections: 10, duration: 5 });
    const p99 = result.latency.p99;
    const rps = result.requests.average;
    const ok = p99 <= target.maxP99Ms && rps >= target.minRequestsPerSecond && result.non2xx === 0;
    if (!ok) failed++;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${target.name.padEnd(30)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${p99} ms` +
        `  (target ≥${target.minRequestsPerSecond} req/s, p99 ≤${target.maxP99Ms} ms)${result.non2xx ? `  ${result.non2xx} non-2xx` : ''}`,
    );
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
