import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../db/schema/auth';
import { useTestServer } from '../test/server';
import {
  createDatabaseRateLimitStore,
  createRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
  withFallback,
} from './rate-limit-store';

const server = useTestServer();
const db = () => server.database.db;
const quiet = { warn: () => {} };
const redisUrl = process.env.TEST_REDIS_URL;
const freshKey = () => `test:${randomUUID()}`;
const times = <T>(count: number, make: () => Promise<T>) => Promise.all(Array.from({ length: count }, make));

/** What every store promises; run against the database and, where a test Redis is named, against Redis. */
function behavesAsARateLimitStore(store: () => RateLimitStore) {
  it('allows `max` requests in a window, then refuses with the seconds left', async () => {
    const key = freshKey();
    const rule = { window: 60, max: 3 };
    const decisions = [];
    for (let index = 0; index < 4; index++) decisions.push(await store().consume(key, rule));
    expect(decisions.slice(0, 3)).toEqual(Array(3).fill({ allowed: true, retryAfter: null }));
    expect(decisions[3]).toEqual({ allowed: false, retryAfter: expect.any(Number) });
    expect(decisions[3]!.retryAfter).toBeGreaterThan(55);
    expect(decisions[3]!.retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts concurrent requests exactly', async () => {
    const key = freshKey();
    const decisions = await times(20, () => store().consume(key, { window: 60, max: 5 }));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = freshKey();
    const rule = { window: 1, max: 1 };
    const started = Date.now();
    expect((await store().consume(key, rule)).allowed).toBe(true);
    expect((await store().consume(key, rule)).allowed).toBe(false);
    // Refused until the window has passed; the request that gets through opens the next window.
    await vi.waitUntil(async () => (await store().consume(key, rule)).allowed, {
      timeout: 10_000,
      interval: 50,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await store().consume(key, rule)).allowed).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const key = freshKey();
    const rule = { window: 60, max: 2 };
    await store().consume(key, rule);
    await store().consume(key, rule);
    expect((await store().consume(key, rule)).allowed).toBe(false);
    await store().reset(key);
    expect(await store().consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
  });
}

describe('the database store', () => {
  behavesAsARateLimitStore(() => createDatabaseRateLimitStore(db()));
});

describe.runIf(redisUrl)('the Redis store', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(() => redis.quit());

  behavesAsARateLimitStore(() => createRedisRateLimitStore(redis));

  it('is what the app uses when REDIS_URL is set, leaving the database alone', async () => {
    const store = await createRateLimitStore({ db: db(), redisUrl, logger: quiet });
    const key = freshKey();
    try {
      await store.consume(key, { window: 60, max: 5 });
      expect(await redis.get(`rewind:rate-limit:${key}`)).toBe('1');
      expect(await db().select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('without Redis', () => {
  it('stops start-up with a message naming REDIS_URL when Redis cannot be reached', async () => {
    await expect(
      createRateLimitStore({ db: db(), redisUrl: 'redis://127.0.0.1:1', logger: quiet }),
    ).rejects.toThrow(/^REDIS_URL: cannot connect to Redis/);
  });

  it('keeps counting in the database while Redis fails, so a limit still holds', async () => {
    const failing = new Error('Connection is closed.');
    const broken: RateLimitStore = {
      consume: () => Promise.reject(failing),
      reset: () => Promise.reject(failing),
    };
    const warnings: string[] = [];
    const logger = { warn: (_details: object, message: string) => void warnings.push(message) };
    const store = withFallback(broken, createDatabaseRateLimitStore(db()), logger);
    const key = freshKey();
    const rule = { window: 60, max: 2 };
    const decisions = [];
    for (let index = 0; index < 3; index++) decisions.push((await store.consume(key, rule)).allowed);
    expect(decisions).toEqual([true, true, false]);
    await store.reset(key);
    expect((await store.consume(key, rule)).allowed).toBe(true);
    // One warning, not one per request.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Redis rate limits unavailable');
  });
});
