import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { MSG } from '@rewind/shared/messages';
import { describe, expect, it } from 'vitest';
import { verifications } from './db/schema/auth';
import { userProfiles } from './db/schema/profiles';
import { AUTH_ENDPOINTS } from './modules/auth/auth.routes';
import { AUTH_BASE_PATH } from './modules/auth/auth';
import { ownOrigins } from './platform/security';
import { createAccount } from './test/auth';
import { multipart, solid } from './test/images';
import { apiOperations, fillPath, STATE_CHANGING } from './test/openapi';
import { useTestServer } from './test/server';
import { signedInUser, TEST_ORIGIN } from './test/sessions';

const server = useTestServer();

const refused = { error: { code: 'cross_origin', message: MSG.crossOriginWrite } };
// The page that replaced a user's avatar ran on another port of the same host: same-site, not same-origin.
const OTHER_PORT = 'http://127.0.0.1:5174';

/** Every write of the API, with its path filled in, and better-auth's (which the document leaves out). */
async function everyWrite() {
  const writes = (await apiOperations(server))
    .filter((operation) => STATE_CHANGING.includes(operation.method))
    .map(({ method, path }) => ({ method, url: fillPath(path, { id: randomUUID() }) }));
  const authWrites = AUTH_ENDPOINTS.filter(({ method }) => method === 'POST').map(({ method, path }) => ({
    method,
    url: `${AUTH_BASE_PATH}${path}`,
  }));
  return [...writes, ...authWrites];
}

describe('writes from another origin', () => {
  it.each([
    ['another port of this host', { origin: OTHER_PORT }],
    ['another port under another loopback name', { origin: 'http://localhost:5174' }],
    ['another site', { origin: 'https://evil.example' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['the same site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['another site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused on every state-changing route: %s', async (_, from) => {
    const user = await signedInUser(server);
    const writes = await everyWrite();
    expect(writes.length).toBeGreaterThan(25);
    for (const { method, url } of writes) {
      const res = await server.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie: user.cookie, ...from },
        payload: {},
      });
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({
        method,
        url,
        status: 403,
        body: refused,
      });
    }
  });

  it('pass from our own pages, and from clients that are no browser', async () => {
    const user = await signedInUser(server);
    for (const headers of [{ origin: TEST_ORIGIN }, { 'sec-fetch-site': 'same-origin' }, {}]) {
      for (const { method, url } of await everyWrite()) {
        const res = await server.app.inject({
          method: method as 'POST',
          url,
          headers: { cookie: user.cookie, ...headers },
          payload: {},
        });
        expect({ method, url, body: res.body }).not.toEqual({
          method,
          url,
          body: JSON.stringify(refused),
        });
      }
    }
  });

  it("pass from this machine's other loopback names on the same port: a local install opened as localhost", async () => {
    for (const origin of ['http://localhost:3000', 'http://[::1]:3000']) {
      const account = await createAccount(server);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: account.email, password: account.password },
      });
      expect({ origin, status: res.statusCode }).toEqual({ origin, status: 200 });
      expect(String(res.headers['set-cookie'])).toContain('session_token');
    }
  });

  it('never reach the avatar upload: a page on another port cannot replace it', async () => {
    const user = await signedInUser(server);
    const uploadAvatar = async (origin: string, colour: string) => {
      const body = multipart([
        {
          name: 'file',
          data: await solid(64, 64, colour).png().toBuffer(),
          filename: 'me.png',
          contentType: 'image/png',
        },
      ]);
      return server.app.inject({
        method: 'POST',
        url: '/api/v1/me/avatar',
        headers: { cookie: user.cookie, origin, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const avatarNow = async () =>
      (
        await server.database.db
          .select({ avatarUrl: userProfiles.avatarUrl })
          .from(userProfiles)
          .where(eq(userProfiles.userId, user.userId))
      )[0]?.avatarUrl;
    const storedAvatars = () =>
      readdirSync(path.join(server.dataDir, 'uploads', 'profile-images')).filter((name) =>
        name.startsWith(user.userId),
      );

    const own = await uploadAvatar(TEST_ORIGIN, '#0a0');
    expect(own.statusCode, own.body).toBe(200);
    const before = { avatar: await avatarNow(), files: storedAvatars() };
    expect(before.avatar).toBe(own.json().avatarUrl);

    const foreign = await uploadAvatar(OTHER_PORT, '#f00');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(refused);
    expect({ avatar: await avatarNow(), files: storedAvatars() }).toEqual(before);
  });

  it('never reach better-auth: a cross-origin sign-in gets no session', async () => {
    const account = await createAccount(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: OTHER_PORT },
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  // better-auth itself lets a form without cookies through from anywhere; another site could send a
  // stranger password-reset mails in the name of this one.
  it('never reach better-auth: another site cannot ask for a password reset', async () => {
    const account = await createAccount(server);
    const resets = async () => (await server.database.db.select({ n: count() }).from(verifications))[0]!.n;
    const before = await resets();
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'https://evil.example' },
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    expect(await resets()).toBe(before);
  });
});

describe('our own origins', () => {
  it('are the public address alone when it is no loopback name', () => {
    expect(ownOrigins('https://rewind.example/')).toEqual(['https://rewind.example']);
    expect(ownOrigins('http://localhost.example:3000')).toEqual(['http://localhost.example:3000']);
  });

  it("are all three of this machine's names on the public port when it is one", () => {
    expect(ownOrigins('http://127.0.0.1:4000')).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
  });
});
