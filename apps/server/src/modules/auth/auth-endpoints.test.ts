import type { LightMyRequestResponse } from 'fastify';
import { URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAuth } from './auth';
import { createMailQueue } from '../../platform/mail/mail-queue';
import { createMailer } from '../../platform/mail/mailer';
import { createDatabaseRateLimitStore } from '../../platform/rate-limit-store';
import { authApi, cookiesFrom, createAccount, enrolTotp, signIn, uniqueEmail } from '../../test/auth';
import { useTestServer } from '../../test/server';
import { TEST_ORIGIN } from '../../test/sessions';
import { AUTH_ENDPOINTS } from './auth.routes';

const server = useTestServer();
const api = authApi(server);

/** Every endpoint better-auth would serve over HTTP with the app's configuration and plugins. */
function betterAuthEndpoints() {
  const config = loadConfig({ DATA_DIR: server.dataDir });
  const auth = createAuth({
    db: server.database.db,
    config,
    secret: 'a-secret-only-for-listing-the-endpoints',
    mail: createMailQueue(createMailer(config, server.app.log), server.app.log),
    limits: createDatabaseRateLimitStore(server.database.db),
    logger: server.app.log,
    ensureProfile: async () => {},
  });
  return Object.values(auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
    .filter((endpoint) => endpoint.path) // server-only endpoints have no path
    .flatMap(({ path, options }) => {
      const methods = [options?.method ?? '*'].flat() as string[];
      return methods
        .flatMap((method) => (method === '*' ? ['GET', 'POST'] : [method]))
        .map((method) => ({
          method: method as 'GET' | 'POST',
          path: path!.replace(/:\w+/g, 'anything'),
        }));
    });
}

type Endpoint = { method: string; path: string };
const isSame = (a: Endpoint) => (b: Endpoint) => a.method === b.method && a.path === b.path;
const isAllowed = (endpoint: Endpoint) => AUTH_ENDPOINTS.some(isSame(endpoint));

/** Paths to every `token` field in a JSON value. */
function tokenFieldsIn(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => tokenFieldsIn(item, `${at}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(key === 'token' ? [`${at}.token`] : []),
    ...tokenFieldsIn(item, `${at}.${key}`),
  ]);
}

/** The session token in a response's Set-Cookie, if it sets one. */
const sessionTokenSetBy = (res: LightMyRequestResponse) =>
  /session_token=([^.;]+)/.exec(cookiesFrom(res))?.[1];

describe('better-auth endpoints over HTTP', () => {
  it('serves only the allow-listed endpoints: every other one answers 404, signed in or not', async () => {
    const endpoints = betterAuthEndpoints();
    const closed = endpoints.filter((endpoint) => !isAllowed(endpoint));
    expect(closed.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/two-factor/disable',
        '/two-factor/get-totp-uri',
        '/two-factor/generate-backup-codes',
        '/change-email',
        '/update-user',
        '/delete-user',
        '/revoke-session',
        '/revoke-other-sessions',
      ]),
    );
    // An allow-listed path that better-auth does not serve would be a typo.
    expect(AUTH_ENDPOINTS.filter((allowed) => !endpoints.some(isSame(allowed)))).toEqual([]);

    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    for (const { method, path } of closed) {
      for (const headers of [{ origin: TEST_ORIGIN }, { origin: TEST_ORIGIN, cookie }]) {
        const res = await server.app.inject({
          method,
          url: `/api/auth${path}`,
          headers,
          ...(method === 'POST' ? { payload: { password: account.password, email: account.email } } : {}),
        });
        expect({ method, path, status: res.statusCode }).toEqual({ method, path, status: 404 });
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect((await api.session(cookie)).user.email).toBe(account.email);
  });

  it('cannot turn two-factor off, show its secret or make new recovery codes with the password alone', async () => {
    const account = await createAccount(server);
    const { cookie, totpURI } = await enrolTotp(server, account);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const attempts = [
      '/api/auth/two-factor/disable',
      '/api/auth/two-factor/get-totp-uri',
      '/api/auth/two-factor/generate-backup-codes',
      // The same, spelled otherwise.
      '/api/auth/two-factor/disable/',
      '/api/auth//two-factor/disable',
      '/api/auth/two-factor%2Fdisable',
      '/api/auth/Two-Factor/Disable',
      '/api/auth/two-factor/get-totp-uri?x=1',
      '/api/auth/two-factor/./get-totp-uri',
    ];
    for (const url of attempts) {
      const res = await api.post(url, { password: account.password }, { cookie });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain(secret);
    }
    // Enrolment starts with the password, but not over a factor that is on: that one stays.
    const again = await api.post('/api/auth/two-factor/enable', { password: account.password }, { cookie });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOTP_ALREADY_ENABLED' });
    expect(again.body).not.toContain('otpauth');
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(true);
    // Turning it off takes a code; the password is no code.
    const withPassword = await api.post(
      '/api/v1/me/two-factor/remove',
      { code: account.password },
      { cookie },
    );
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().error.code).toBe('invalid_code');
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(true);
  });

  it('puts no session token in any JSON answer of any allow-listed endpoint', async () => {
    const answers = new Map<string, LightMyRequestResponse[]>();
    const keep = (endpoint: string, res: LightMyRequestResponse) => {
      answers.set(endpoint, [...(answers.get(endpoint) ?? []), res]);
      return res;
    };
    const post = async (path: string, payload: object, cookie?: string) =>
      keep(`POST ${path}`, await api.post(`/api/auth${path}`, payload, { cookie }));
    const get = async (path: string, cookie?: string) =>
      keep(`GET ${path.split('?')[0]}`, await api.get(`/api/auth${path}`, { cookie }));

    await post('/sign-up/email', { email: uniqueEmail('fresh'), password: 'Kodak-Betamax-1985' });
    await get('/verify-email?token=not-a-token&callbackURL=%2F');
    const account = await createAccount(server);
    await post('/send-verification-email', { email: account.email, callbackURL: '/' });
    let cookie = cookiesFrom(await post('/sign-in/email', account));
    await get('/get-session', cookie);
    await get('/list-sessions', cookie);
    const newPassword = 'Laserdisc-Forever-42';
    const changed = await post(
      '/change-password',
      { currentPassword: account.password, newPassword, revokeOtherSessions: true },
      cookie,
    );
    cookie = cookiesFrom(changed);
    account.password = newPassword;
    const enrolled = await post('/two-factor/enable', { password: account.password }, cookie);
    const { totpURI, backupCodes } = enrolled.json() as { totpURI: string; backupCodes: string[] };
    const totp = URI.parse(totpURI);
    cookie = cookiesFrom(await post('/two-factor/verify-totp', { code: totp.generate() }, cookie));
    const challenge = cookiesFrom(await post('/sign-in/email', account));
    await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, challenge);
    await post('/request-password-reset', { email: account.email, redirectTo: '/auth/reset-password' });
    await post('/reset-password', { token: 'not-a-token', newPassword: 'Betamax-Forever-77' });
    await post('/sign-out', {}, cookie);

    const everyEndpoint = AUTH_ENDPOINTS.map(({ method, path }) => `${method} ${path}`);
    expect([...answers.keys()].sort()).toEqual(everyEndpoint.sort());
    for (const [endpoint, responses] of answers) {
      for (const res of responses) {
        const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
        expect({ endpoint, tokens: isJson ? tokenFieldsIn(res.json()) : [] }).toEqual({
          endpoint,
          tokens: [],
        });
        const token = sessionTokenSetBy(res);
        if (token) expect(res.body, endpoint).not.toContain(token);
      }
    }
    const statuses = Object.fromEntries(
      [...answers].map(([endpoint, responses]) => [endpoint, responses.map((res) => res.statusCode)]),
    );
    expect(statuses).toEqual({
      'POST /sign-up/email': [200],
      'GET /verify-email': [302],
      'POST /send-verification-email': [200],
      'POST /sign-in/email': [200, 200],
      'GET /get-session': [200],
      'GET /list-sessions': [200],
      'POST /change-password': [200],
      'POST /two-factor/enable': [200],
      'POST /two-factor/verify-totp': [200],
      'POST /two-factor/verify-backup-code': [200],
      'POST /request-password-reset': [200],
      'POST /reset-password': [400],
      'POST /sign-out': [200],
    });
  });
});
