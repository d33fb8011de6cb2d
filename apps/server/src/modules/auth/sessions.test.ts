import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { adminUsers } from '../../db/schema/auth';
import { authApi, cookiesFrom, createAccount, signIn } from '../../test/auth';
import { useTestServer } from '../../test/server';

const server = useTestServer();
const api = authApi(server);
const NEW_PASSWORD = 'Laserdisc-Forever-42';
const sessionTokens = async (userId: string) =>
  (await server.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map(
    (row) => row.token,
  );

describe('sessions (better-auth under /api/auth)', () => {
  it('has no session for a visitor', async () => {
    const res = await server.app.inject({ url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('signs in into an HttpOnly, SameSite=Lax cookie, not Secure on plain http', async () => {
    const account = await createAccount(server);
    const { res, cookie } = await signIn(server, account.email, account.password);
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers['set-cookie'] ?? []].flat().find((line) => line.includes('session_token'));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const session = await api.session(cookie);
    expect(session.user).toEqual(
      expect.objectContaining({
        id: account.userId,
        email: account.email,
        emailVerified: true,
        twoFactorEnabled: false,
        isAdmin: false,
        image: null,
      }),
    );
    expect(session.user.name).toMatch(/^user_/);
  });

  it('keeps the session token out of every JSON answer: only the HttpOnly cookie carries it', async () => {
    const account = await createAccount(server);
    const { res, cookie } = await signIn(server, account.email, account.password);
    const [token] = await sessionTokens(account.userId);
    expect(res.body).not.toContain(token);
    expect(res.json()).not.toHaveProperty('token');
    const session = await server.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.body).not.toContain(token);
    expect(session.json().session).toMatchObject({ userId: account.userId });
    expect(session.json().session).not.toHaveProperty('token');
  });

  it("lists the account's sessions as an array without their tokens", async () => {
    const account = await createAccount(server);
    await signIn(server, account.email, account.password);
    const { cookie } = await signIn(server, account.email, account.password);
    const res = await server.app.inject({ url: '/api/auth/list-sessions', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const listed = res.json();
    expect(listed).toHaveLength(2);
    for (const session of listed) {
      expect(session).toMatchObject({ userId: account.userId, expiresAt: expect.any(String) });
      expect(session).not.toHaveProperty('token');
    }
    for (const token of await sessionTokens(account.userId)) expect(res.body).not.toContain(token);
  });

  it('refuses a wrong password', async () => {
    const account = await createAccount(server);
    const { res } = await signIn(server, account.email, 'not-the-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('starts a new session with a new token at every sign-in', async () => {
    const account = await createAccount(server);
    const first = await signIn(server, account.email, account.password);
    const second = await signIn(server, account.email, account.password);
    expect(first.cookie).not.toBe(second.cookie);
    expect(await sessionTokens(account.userId)).toHaveLength(2);
  });

  it('ends the session on the server at sign-out: the old cookie no longer works', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    const out = await api.post('/api/auth/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(await sessionTokens(account.userId)).toEqual([]);
    expect(await api.session(cookie)).toBeNull();
  });

  it('ends every other session when the password changes', async () => {
    const account = await createAccount(server);
    const laptop = await signIn(server, account.email, account.password);
    const phone = await signIn(server, account.email, account.password);
    const res = await api.post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      { cookie: phone.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(await api.session(laptop.cookie)).toBeNull();
    expect((await api.session(cookiesFrom(res))).user.id).toBe(account.userId);
    expect(await sessionTokens(account.userId)).toHaveLength(1);
    expect((await signIn(server, account.email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('computes isAdmin on the server from admin_users', async () => {
    const account = await createAccount(server);
    await server.database.db.insert(adminUsers).values({ userId: account.userId });
    const { cookie } = await signIn(server, account.email, account.password);
    expect((await api.session(cookie)).user.isAdmin).toBe(true);
  });

  it('keeps the origin check on: a request from another site is refused', async () => {
    const account = await createAccount(server);
    server.expectLoggedError(/Invalid origin/);
    const { res } = await signIn(server, account.email, account.password, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(cookiesFrom(res)).toBe('');
  });
});
