/** One Server-Sent Event as a browser's EventSource would hand it over. */
export type StreamEvent = { event: string; data: string; id?: string };

/**
 * A client of the live stream for tests: reads `text/event-stream` from a real HTTP connection and keeps what
 * arrives, so a test can wait for an event (or a heartbeat) and check what did not come.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  let heartbeats = 0;
  const waiters = new Set<() => void>();
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block);
          if (event) events.push(event);
          else if (block.startsWith(':')) heartbeats++;
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  /** Resolves once `check` holds for what has arrived; fails after `timeoutMs`. */
  function until<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const test = () => {
        const result = check();
        if (result === undefined) return;
        cleanup();
        resolve(result);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(`event stream: nothing matched within ${timeoutMs} ms (got ${JSON.stringify(events)})`),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(test);
      };
      waiters.add(test);
      test();
    });
  }

  return {
    response,
    events,
    heartbeats: () => heartbeats,
    /** The first event named `event` whose data passes `match`, waiting for it to come. */
    next(event: string, match: (data: unknown) => boolean = () => true, timeoutMs?: number) {
      return until(
        () => events.find((candidate) => candidate.event === event && match(JSON.parse(candidate.data))),
        timeoutMs,
      );
    },
    until,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

function parseBlock(block: string): StreamEvent | null {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
  }
  const data = fields.get('data');
  if (data === undefined) return null;
  return { event: fields.get('event') ?? 'message', data, id: fields.get('id') };
}
