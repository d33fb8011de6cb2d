import { eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/auth';

/** Where a Redis outage is reported (the app's logger). */
type Warner = { warn(details: object, message: string): void };

export type RateLimitRule = { window: number; max: number };
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null };

/**
 * Fixed-window counters shared by every app instance. Implements better-auth's custom rate-limit storage
 * (`consume`) and adds what per-account limits need: clearing after a success, so that failures add up.
 * There is deliberately no look without counting: a check followed by a count lets requests sent at once
 * all pass before any of them is counted.
 */
export interface RateLimitStore {
  /** Counts one request under `key` and says whether it stays within `rule.max` per `rule.window` seconds. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  reset(key: string): Promise<void>;
}

// Rows older than the longest window in use are useless; sweeping them once an hour keeps the table small.
const KEEP_ROWS_MS = 2 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Counters in Redis when `redisUrl` is set (the way to run several instances without a write to PostgreSQL on
 * every limited request), else in the database. `close` ends the Redis connection.
 */
export async function createRateLimitStore(options: {
  db: Db;
  redisUrl?: string;
  logger: Warner;
}): Promise<RateLimitStore & { close(): Promise<void> }> {
  const database = createDatabaseRateLimitStore(options.db);
  if (!options.redisUrl) return { ...database, close: async () => {} };
  const redis = await connectRedis(options.redisUrl);
  return {
    ...withFallback(createRedisRateLimitStore(redis), database, options.logger),
    close: () => quit(redis),
  };
}

/** Counters in the rate_limits table. `last_request` holds the start of the key's current window. */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let lastSweep = 0;

  async function sweepNow(now: number) {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.delete(rateLimits).where(lt(rateLimits.lastRequest, now - KEEP_ROWS_MS));
  }

  return {
    async consume(key, rule) {
      const now = Date.now();
      const windowStartedBefore = now - rule.window * 1000;
      const isExpired = sql`${rateLimits.lastRequest} <= ${windowStartedBefore}`;
      // One statement, so concurrent requests on several instances cannot both pass a stale read.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${isExpired} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${isExpired} then ${now} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
      await sweepNow(now);
      return decide(row!.count <= rule.max, row!.windowStart, rule, now);
    },

    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

function decide(allowed: boolean, windowStart: number, rule: RateLimitRule, now: number): RateLimitDecision {
  if (allowed) return { allowed, retryAfter: null };
  return { allowed, retryAfter: Math.max(1, Math.ceil((windowStart + rule.window * 1000 - now) / 1000)) };
}

const REDIS_KEY_PREFIX = 'rewind:rate-limit:';
// Counts and starts the window in one step: the first request of a window sets its expiry.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** Fixed-window counters in Redis: a key per limit, expiring when its window ends. */
export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  const keyOf = (key: string) => REDIS_KEY_PREFIX + key;
  return {
    async consume(key, rule) {
      const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, keyOf(key), rule.window * 1000)) as [
        number,
        number,
      ];
      return decideByTtl(count <= rule.max, ttl);
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}

function decideByTtl(allowed: boolean, ttlMs: number): RateLimitDecision {
  return allowed
    ? { allowed, retryAfter: null }
    : { allowed, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

/**
 * While Redis cannot be reached, the database keeps counting: a limit stays a limit (a sign-in brute force
 * must not get through an outage), at the cost of a write per request until Redis is back.
 */
export function withFallback(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  logger: Warner,
): RateLimitStore {
  let lastWarning = 0;
  const guarded =
    <A extends unknown[], R>(
      name: keyof RateLimitStore,
      run: (store: RateLimitStore, ...args: A) => Promise<R>,
    ) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(primary, ...args);
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          logger.warn({ err: error }, `Redis rate limits unavailable (${name}); counting in the database`);
        }
        return run(fallback, ...args);
      }
    };
  return {
    consume: guarded('consume', (store, key: string, rule: RateLimitRule) => store.consume(key, rule)),
    reset: guarded('reset', (store, key: string) => store.reset(key)),
  };
}

/** Connects at start-up, so that a wrong REDIS_URL stops the server with a clear message. */
async function connectRedis(url: string): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a server without it need not carry the client (decision 006).
  const { Redis } = await import('ioredis');
  // Commands fail at once while disconnected (the fallback takes over) instead of waiting in a queue.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // reported by the commands that fail; ioredis reconnects by itself
  try {
    await redis.connect();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new ConfigError(`REDIS_URL: cannot connect to Redis (${(error as Error).message})`);
  }
}

async function quit(redis: Redis) {
  await redis.quit().catch(() => redis.disconnect());
}
