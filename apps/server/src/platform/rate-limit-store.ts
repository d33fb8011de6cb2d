import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/auth';

export type RateLimitRule = { window: number; max: number };
export type RateLimitDecision = { allowed: boolean; retryAfter: number | null };

/**
 * Fixed-window counters shared by every app instance. Implements better-auth's custom rate-limit storage
 * (`consume`) and adds what per-account limits need: counting only failures and clearing after success.
 */
export interface RateLimitStore {
  /** Counts one request under `key` and says whether it stays within `rule.max` per `rule.window` seconds. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Whether `key` has already used up `rule.max` in its current window, without counting anything. */
  check(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  reset(key: string): Promise<void>;
}

// Rows older than the longest window in use are useless; sweeping them once an hour keeps the table small.
const KEEP_ROWS_MS = 2 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

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

    async check(key, rule) {
      const now = Date.now();
      const [row] = await db
        .select({ count: rateLimits.count, windowStart: rateLimits.lastRequest })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, now - rule.window * 1000)));
      return row ? decide(row.count < rule.max, row.windowStart, rule, now) : decide(true, now, rule, now);
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
