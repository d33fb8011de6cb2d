import { MSG } from '@rewind/shared/messages';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/auth';
import { apiOperations, fillPath, STATE_CHANGING } from '../test/openapi';
import { useTestServer } from '../test/server';
import { signedInUser, TEST_ORIGIN } from '../test/sessions';
import { WRITE_LIMITS, type WriteLimitName, writeLimitKey } from './rate-limits';

// A write added without a word about limits, as a new feature's route might be.
const server = useTestServer({
  testRoutes: (app) => app.post('/api/v1/test/unnamed-write', async () => ({ written: true })),
});

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The 429 of a used-up allowance: its text says when to try again, as Retry-After does. */
const tooManyRequests = {
  error: {
    code: 'too_many_requests',
    message: expect.stringMatching(
      /^You have done that too often for now\. Please try again in (a minute|\d+ (minutes|hours))\.$/,
    ),
  },
};

const send = (method: Method, url: string, { cookie, payload }: { cookie?: string; payload?: object } = {}) =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

/** Uses up an allowance in its current window, as that many requests would have. */
async function useUp(allowance: WriteLimitName, who: string) {
  const row = {
    key: writeLimitKey(allowance, who),
    count: WRITE_LIMITS[allowance].max,
    lastRequest: Date.now(),
  };
  await server.database.db
    .insert(rateLimits)
    .values(row)
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: row.count, lastRequest: row.lastRequest } });
}

describe('per-user write limits', () => {
  it('refuses the 101st new title in an hour from one account with 429 and Retry-After', async () => {
    const user = await signedInUser(server);
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < 150; i++) {
      const res = await send('POST', '/api/v1/titles', {
        cookie: user.cookie,
        payload: { title: `Bulk Title ${i}`, released: '01 Jan 1990' },
      });
      statuses.push(res.statusCode);
      refused ??= res.statusCode === 429 ? res : undefined;
    }
    const allowed = WRITE_LIMITS.titles.max;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(201));
    expect(new Set(statuses.slice(allowed))).toEqual(new Set([429]));
    expect(refused!.json()).toEqual(tooManyRequests);
    const retryAfter = Number(refused!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WRITE_LIMITS.titles.window);
    expect(refused!.json().error.message).toBe(MSG.tooManyRequests(retryAfter));

    // Another account is not held back by the first one's count.
    const other = await signedInUser(server);
    const theirs = await send('POST', '/api/v1/titles', {
      cookie: other.cookie,
      payload: { title: 'Bulk Title 0', released: '01 Jan 1991' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('limits every write route under /api/v1, each by its own allowance and per account', async () => {
    const writes = (await apiOperations(server)).filter((operation) =>
      STATE_CHANGING.includes(operation.method),
    );
    expect(writes.length).toBeGreaterThanOrEqual(20);
    for (const { method, path, rateLimit } of writes) {
      expect(rateLimit, `${method} ${path} documents its rate limit`).toBeDefined();
    }
    const limited = await signedInUser(server);
    const fresh = await signedInUser(server);
    for (const allowance of new Set(writes.map((write) => write.rateLimit!.allowance))) {
      await useUp(allowance, limited.userId);
    }
    for (const { method, path } of writes) {
      // Placeholder ids: the limit answers before the path is even validated.
      const url = fillPath(path, {});
      const over = await send(method as Method, url, { cookie: limited.cookie });
      expect({ route: `${method} ${path}`, status: over.statusCode, body: over.json() }).toEqual({
        route: `${method} ${path}`,
        status: 429,
        body: tooManyRequests,
      });
      const within = await send(method as Method, url, { cookie: fresh.cookie });
      expect(within.statusCode, `${method} ${path} for another account`).not.toBe(429);
      expect(within.statusCode, `${method} ${path} for another account`).toBeLessThan(500);
    }
  });

  it('counts a write route that names no allowance against the general one', async () => {
    const user = await signedInUser(server);
    expect((await send('POST', '/api/v1/test/unnamed-write', { cookie: user.cookie })).statusCode).toBe(200);
    await useUp('writes', user.userId);
    expect((await send('POST', '/api/v1/test/unnamed-write', { cookie: user.cookie })).statusCode).toBe(429);
  });

  it('counts routes that name the same allowance together: a lookup of either kind uses up both', async () => {
    const user = await signedInUser(server);
    await useUp('lookups', user.userId);
    for (const url of ['/api/v1/lookup/movies', '/api/v1/lookup/upc']) {
      expect((await send('POST', url, { cookie: user.cookie, payload: {} })).statusCode).toBe(429);
    }
    expect((await send('POST', '/api/v1/me/wantlist', { cookie: user.cookie, payload: {} })).statusCode).toBe(
      400,
    );
  });

  it('counts a visitor by address, and still tells them to sign in until they are over it', async () => {
    const visitor = (remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/titles',
        remoteAddress,
        headers: { origin: TEST_ORIGIN },
        payload: { title: 'Anonymous', released: '01 Jan 1990' },
      });
    await useUp('titles', 'ip:203.0.113.9');
    expect((await visitor('203.0.113.9')).statusCode).toBe(429);
    expect((await visitor('203.0.113.10')).statusCode).toBe(401);
  });
});
