import path from 'node:path';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { rateLimits } from '../../db/schema/auth';
import { LocalStorage } from '../../platform/storage/local-storage';
import { authApi, createAccount, signIn, uniqueEmail } from '../../test/auth';
import { useTestServer } from '../../test/server';

const server = useTestServer();
const api = authApi(server);
afterEach(() => vi.useRealTimers());

const TOO_MANY = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many attempts. Please wait a minute and try again.',
};
let ipCounter = 0;
const freshIp = () => {
  const n = ++ipCounter;
  return `198.51.${100 + (n >> 8)}.${n & 255}`;
};
const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode);
const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));
const inSequence = async <T>(count: number, make: (index: number) => Promise<T>) => {
  const results: T[] = [];
  for (let index = 0; index < count; index++) results.push(await make(index));
  return results;
};

const WRONG = 'wrong-password-1';

/** Sends 30 wrong passwords for one account at once; counts the answers. */
async function concurrentWrongPasswords(signInOnce: () => Promise<{ statusCode: number }>) {
  const answers = statuses(await times(30, signInOnce));
  expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
  return {
    evaluated: answers.filter((status) => status === 401).length,
    refused: answers.filter((status) => status === 429).length,
  };
}

async function failSignIns(email: string, count: number, ip: string) {
  return inSequence(count, () => signIn(server, email, WRONG, { ip }));
}

describe('sign-in limits', () => {
  it('refuses a sixth attempt from the same address for 15 minutes, with the contract answer', async () => {
    const account = await createAccount(server);
    const ip = freshIp();
    const failures = await failSignIns(account.email, 5, ip);
    expect(failures.map(({ res }) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);

    const { res } = await signIn(server, account.email, account.password, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
  });

  it("lets the owner in at once from another address after a stranger's 50 wrong passwords", async () => {
    const account = await createAccount(server);
    const stranger = await failSignIns(account.email, 50, freshIp());
    expect(stranger.slice(0, 5).map(({ res }) => res.statusCode)).toEqual(Array(5).fill(401));
    expect(new Set(stranger.slice(5).map(({ res }) => res.statusCode))).toEqual(new Set([429]));
    expect(stranger.slice(5).every(({ res }) => Number(res.headers['retry-after']) > 0)).toBe(true);
    expect((await signIn(server, account.email, account.password, { ip: freshIp() })).res.statusCode).toBe(
      200,
    );
  });

  it('evaluates at most 5 of 30 wrong passwords sent at once for one account from one address', async () => {
    const account = await createAccount(server);
    const ip = freshIp();
    const signInOnce = async () => (await signIn(server, account.email, WRONG, { ip })).res;
    expect(await concurrentWrongPasswords(signInOnce)).toEqual({ evaluated: 5, refused: 25 });
  });

  it('checks at most 100 passwords an hour for one account across every address', async () => {
    const account = await createAccount(server);
    const guesses = await times(20, () => failSignIns(account.email, 5, freshIp()));
    expect(new Set(guesses.flat().map(({ res }) => res.statusCode))).toEqual(new Set([401]));
    const { res } = await signIn(server, account.email, account.password, { ip: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1000);
    expect((await signIn(server, account.email, account.password, { ip: freshIp() })).res.statusCode).toBe(
      200,
    );
  });

  it("does not block anyone else: other people's failures do not count against an account", async () => {
    const victim = await createAccount(server);
    const bystander = await createAccount(server);
    const ip = freshIp();
    await failSignIns(victim.email, 5, ip);
    expect((await signIn(server, bystander.email, bystander.password, { ip })).res.statusCode).toBe(200);
  });

  it('lets the owner back in from that address once the 15-minute window has passed', async () => {
    const account = await createAccount(server);
    const ip = freshIp();
    await failSignIns(account.email, 5, ip);
    expect((await signIn(server, account.email, account.password, { ip })).res.statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    expect((await signIn(server, account.email, account.password, { ip })).res.statusCode).toBe(200);
  });

  it('clears the count after a successful sign-in', async () => {
    const account = await createAccount(server);
    const ip = freshIp();
    await failSignIns(account.email, 4, ip);
    expect((await signIn(server, account.email, account.password, { ip })).res.statusCode).toBe(200);
    await failSignIns(account.email, 4, ip);
    expect((await signIn(server, account.email, account.password, { ip })).res.statusCode).toBe(200);
  });

  it('caps sign-in attempts per IP at 30 a minute, whatever the accounts', async () => {
    const ip = freshIp();
    const attempts = await times(30, () => signIn(server, uniqueEmail('spray'), WRONG, { ip }));
    expect(new Set(attempts.map(({ res }) => res.statusCode))).toEqual(new Set([401]));
    const account = await createAccount(server);
    expect((await signIn(server, account.email, account.password, { ip })).res.statusCode).toBe(429);
    expect((await signIn(server, account.email, account.password, { ip: freshIp() })).res.statusCode).toBe(
      200,
    );
  });

  it('keeps the counters in the database, so every app instance sees them', async () => {
    const account = await createAccount(server);
    await failSignIns(account.email, 5, '127.0.0.1');
    const rows = await server.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `account:signInFailures:${account.email}:%`));
    expect(rows).toEqual([expect.objectContaining({ count: 5 })]);

    const secondInstance = await buildApp({
      config: loadConfig({ DATA_DIR: server.dataDir }),
      database: server.database,
      storage: new LocalStorage(path.join(server.dataDir, 'uploads')),
      logger: false,
    });
    try {
      const res = await secondInstance.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: account.email, password: account.password },
        headers: { origin: 'http://127.0.0.1:3000' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await secondInstance.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('with REDIS_URL: two app instances sharing Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: server.dataDir, REDIS_URL: process.env.TEST_REDIS_URL });
    const instance = () =>
      buildApp({
        config,
        database: server.database,
        storage: new LocalStorage(path.join(server.dataDir, 'uploads')),
        logger: false,
      });
    [first, second] = await Promise.all([instance(), instance()]);
  });
  afterAll(() => Promise.all([first?.close(), second?.close()]));
  const signInTo = (app: FastifyInstance, email: string, password: string, ip = freshIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      headers: { origin: 'http://127.0.0.1:3000' },
      remoteAddress: ip,
    });

  it('keeps the counters in Redis, and every app instance sees them', async () => {
    const account = await createAccount(server);
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) await signInTo(first, account.email, WRONG, ip);
    expect((await signInTo(second, account.email, account.password, ip)).statusCode).toBe(429);
    const rows = await server.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `account:signIn%:${account.email}%`));
    expect(rows).toEqual([]);
  });

  it('evaluates at most 5 of 30 wrong passwords sent at once from one address to both instances', async () => {
    const account = await createAccount(server);
    const ip = freshIp();
    let sent = 0;
    const signInOnce = () => signInTo(sent++ % 2 ? first : second, account.email, WRONG, ip);
    expect(await concurrentWrongPasswords(signInOnce)).toEqual({ evaluated: 5, refused: 25 });
  });
});

describe('sign-up limits', () => {
  const signUp = (email: string, ip: string) =>
    api.post('/api/auth/sign-up/email', { email, password: 'Kodak-Betamax-1985' }, { ip });

  it('allows 5 sign-ups per address in 15 minutes', async () => {
    const email = uniqueEmail('again');
    const results = await inSequence(6, () => signUp(email, freshIp()));
    expect(statuses(results)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(results[5]!.json()).toEqual(TOO_MANY);
  });

  it('allows 15 sign-ups per IP a minute', async () => {
    const ip = freshIp();
    const results = await inSequence(16, () => signUp(uniqueEmail('crowd'), ip));
    expect(statuses(results).slice(0, 15)).toEqual(Array(15).fill(200));
    expect(results[15]!.statusCode).toBe(429);
    expect(results[15]!.json()).toEqual(TOO_MANY);
  });
});

describe.each([
  ['confirmation', '/api/auth/send-verification-email'],
  ['password reset', '/api/auth/request-password-reset'],
])('%s e-mail limits', (_name, url) => {
  it('sends at most 3 per address in 10 minutes, known or not', async () => {
    const known = await createAccount(server);
    for (const email of [known.email, uniqueEmail('nobody')]) {
      const results = await inSequence(4, () => api.post(url, { email }, { ip: freshIp() }));
      expect(statuses(results)).toEqual([200, 200, 200, 429]);
      expect(results[3]!.json()).toEqual(TOO_MANY);
    }
  });

  it('allows 10 requests per IP a minute', async () => {
    const ip = freshIp();
    const results = await times(11, () => api.post(url, { email: uniqueEmail('many') }, { ip }));
    expect(statuses(results).filter((status) => status === 200)).toHaveLength(10);
    expect(statuses(results).filter((status) => status === 429)).toHaveLength(1);
  });
});
