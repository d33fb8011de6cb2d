import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { type TOTP, URI } from 'otpauth';
import { users } from '../db/schema/auth';
import type { TestServer } from './server';
import { cookieHeader, TEST_ORIGIN } from './sessions';

export const GOOD_PASSWORD = 'Kodak-Betamax-1985';

/** `ip` is the client's address as the socket gives it (no proxy in between). */
type RequestOptions = { cookie?: string; ip?: string; origin?: string };

export function authApi(server: TestServer) {
  const request = ({ cookie, ip, origin = TEST_ORIGIN }: RequestOptions) => ({
    headers: { origin, ...(cookie ? { cookie } : {}) },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return {
    post: (url: string, payload: object, options: RequestOptions = {}) =>
      server.app.inject({ method: 'POST', url, payload, ...request(options) }),
    get: (url: string, options: RequestOptions = {}) =>
      server.app.inject({ method: 'GET', url, ...request(options) }),
    session: async (cookie: string) =>
      (await server.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json(),
  };
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesFrom(res: LightMyRequestResponse): string {
  return cookieHeader(res.headers['set-cookie']);
}

export const uniqueEmail = (label = 'collector') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** An account that has confirmed its address, made through the real sign-up endpoint. */
export async function createAccount(
  server: TestServer,
  {
    email = uniqueEmail(),
    password = GOOD_PASSWORD,
    ...options
  }: { email?: string; password?: string } & RequestOptions = {},
) {
  const res = await authApi(server).post('/api/auth/sign-up/email', { email, password }, options);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const [user] = await server.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { email, password, userId: user!.id };
}

export async function signIn(
  server: TestServer,
  email: string,
  password: string,
  options: RequestOptions = {},
) {
  const res = await authApi(server).post('/api/auth/sign-in/email', { email, password }, options);
  return { res, cookie: cookiesFrom(res) };
}

/**
 * Turns TOTP on for a signed-in account the way a person does: enable with the password, confirm a code.
 * A code works once, so the next one to use is `nextCode()`: the app's code for the coming 30 s, which the
 * server already accepts (one step of clock drift either way).
 */
export async function enrolTotp(
  server: TestServer,
  account: { email: string; password: string },
  { ip }: Pick<RequestOptions, 'ip'> = {},
) {
  const api = authApi(server);
  const { cookie } = await signIn(server, account.email, account.password, { ip });
  const enabled = await api.post(
    '/api/auth/two-factor/enable',
    { password: account.password },
    { cookie, ip },
  );
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const totp = URI.parse(totpURI) as TOTP;
  const confirmingCode = totp.generate();
  const confirmed = await api.post(
    '/api/auth/two-factor/verify-totp',
    { code: confirmingCode },
    { cookie, ip },
  );
  if (confirmed.statusCode !== 200)
    throw new Error(`verify failed: ${confirmed.statusCode} ${confirmed.body}`);
  const nextCode = () => totp.generate({ timestamp: Date.now() + totp.period * 1000 });
  return { totp, confirmingCode, nextCode, totpURI, backupCodes, cookie: cookiesFrom(confirmed) };
}
