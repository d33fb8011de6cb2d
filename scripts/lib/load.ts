// Runs in its own process so the load generator never shares an event loop with the server it measures.
// Input (argv[2], JSON): { base, paths, connections, seconds or rounds }: for a time, or each path `rounds`
// times. Output (stdout, JSON): latencies and rate, and with one connection each path's own latencies
// (byPath, in the order of paths).
import autocannon from 'autocannon';

const { base, paths, connections, seconds, rounds } = JSON.parse(process.argv[2]!) as {
  base: string;
  paths: string[];
  connections: number;
  seconds?: number;
  rounds?: number;
};

const latencies: number[] = [];
const byPath: number[][] = paths.map(() => []);
// With one connection requests go out one at a time in the order they are set up, so the oldest one
// set up is the one a response answers.
const pending: number[] = [];
let next = 0;
const instance = autocannon(
  {
    url: base,
    connections,
    ...(rounds ? { amount: rounds * paths.length } : { duration: seconds }),
    requests: [
      {
        setupRequest: (request) => {
          const index = next++ % paths.length;
          pending.push(index);
          return { ...request, path: paths[index] };
        },
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    process.stdout.write(
      JSON.stringify({
        p50: at(0.5),
        p95: at(0.95),
        rps: result.requests.average,
        non2xx: result.non2xx,
        byPath: connections === 1 ? byPath : null,
      }),
    );
  },
);
instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
  latencies.push(responseTime);
  const index = pending.shift();
  if (index !== undefined) byPath[index]!.push(responseTime);
});
