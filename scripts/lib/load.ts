// Runs in its own process so the load generator never shares an event loop with the server it measures.
// Input (argv[2], JSON): { base, paths, connections, seconds }. Output (stdout, JSON): latencies and rate.
import autocannon from 'autocannon';

const { base, paths, connections, seconds } = JSON.parse(process.argv[2]!) as {
  base: string;
  paths: string[];
  connections: number;
  seconds: number;
};

const latencies: number[] = [];
let next = 0;
const instance = autocannon(
  {
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  },
  (error, result) => {
    if (error) throw error;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    process.stdout.write(
      JSON.stringify({ p50: at(0.5), p95: at(0.95), rps: result.requests.average, non2xx: result.non2xx }),
    );
  },
);
instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
  latencies.push(responseTime),
);
