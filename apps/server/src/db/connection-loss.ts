import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';

/** A connection to PostgreSQL could not be had: refused, timed out, or not accepted by the server. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Cannot connect to PostgreSQL: ${(cause as Error)?.message ?? cause}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/**
 * A pg pool that survives PostgreSQL closing its connections (a restart, a failover, pg_terminate_backend).
 * pg reports a lost connection as an 'error' event on its client, and the pool listens for it only while the
 * client is idle: a client checked out (a transaction between two statements) had no listener, and the event
 * ended the process. Here every checked-out client has one, which also gives the client back to the pool, so
 * it is replaced even where its borrower never releases it (drizzle, when `begin` fails). A failure to get a
 * connection at all comes out as DatabaseUnavailableError.
 */
export class ResilientPool extends pg.Pool {
  /** `onIdleConnectionLost` hears of connections lost while idle; a borrower's loss fails its next query. */
  constructor(config: pg.PoolConfig, onIdleConnectionLost: (error: Error) => void) {
    super(config);
    // Without a listener this event would end the process; the pool has already dropped the client.
    this.on('error', onIdleConnectionLost);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) {
      return new Promise((resolve, reject) =>
        this.connect((error, client) => (error ? reject(error) : resolve(client!))),
      );
    }
    // The client is watched before anything else runs: a new connection's first words may be its last, in
    // the same packet as the ones that made it ready, before a promise's reaction would get to run.
    super.connect((error, client) => {
      if (error || !client) return callback(new DatabaseUnavailableError(error), undefined, () => {});
      const watched = watch(client);
      callback(undefined, watched, () => watched.release());
    });
  }
}

/** Gives the client back to the pool when its connection is lost; its borrower's release then does nothing. */
function watch(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let isReleased = false;
  const releaseLost = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.off('error', releaseLost);
    release(error);
  };
  client.on('error', releaseLost);
  return client;
}

// PostgreSQL's codes for a session it ended (admin_shutdown, crash_shutdown, cannot_connect_now) and class 08,
// connection exceptions.
const CONNECTION_ENDED_CODE = /^(57P0[123]|08...)$/;
// pg's own words when the socket closed under a query, or a query is sent on a client whose connection is gone.
const CONNECTION_ENDED_MESSAGE = /^Connection terminated|is not queryable$/;
// The network failing under a query; only counted below a failed query, as other services fail the same way.
const NETWORK_ERROR_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * The error in `error`'s chain that says the database could not be reached (rather than a fault of ours), or
 * undefined. It is the one to log: the query wrapped around it carries the query's parameters (a session token).
 */
export function findDatabaseOutage(error: unknown): Error | undefined {
  let isBelowQuery = false;
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return current;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && CONNECTION_ENDED_CODE.test(code)) return current;
    if (CONNECTION_ENDED_MESSAGE.test(current.message)) return current;
    if (isBelowQuery && typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return current;
    isBelowQuery ||= current instanceof DrizzleQueryError;
    current = current.cause;
  }
  return undefined;
}

export const isDatabaseUnavailable = (error: unknown) => findDatabaseOutage(error) !== undefined;
