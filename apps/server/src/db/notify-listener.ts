import pg from 'pg';

export type NotifyHandlers = {
  /** A NOTIFY's payload on the channel. */
  onNotify(payload: string): void;
  /** The listener is back after a lost connection: what was announced meanwhile was not heard. */
  onResumed(): void;
};

export type StopListening = () => Promise<void>;

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others between queries), which comes back
 * by itself when PostgreSQL closes it (a restart, a failover, pg_terminate_backend): tries again with backoff,
 * listens again, and says so through `onResumed`.
 */
export async function listenForNotifications(
  connectionString: string,
  channel: string,
  handlers: NotifyHandlers,
  onProblem: (error: Error) => void,
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'rewind-live' });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    // Without a listener a lost connection's 'error' would end the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the connection ended')));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = RETRY_MIN_MS;
  }

  function lost(which: pg.Client, error: Error) {
    if (client !== which || isStopped) return;
    client = null;
    onProblem(error);
    which.end().catch(() => {});
    retry();
  }

  function retry() {
    if (isStopped) return;
    retryTimer = setTimeout(() => {
      connect().then(handlers.onResumed, (error: Error) => {
        onProblem(error);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        retry();
      });
    }, retryMs);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
    client = null;
  };
}
