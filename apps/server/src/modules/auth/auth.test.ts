import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { adminUsers } from '../../db/schema/profiles';
import { useTestServer } from '../../test/server';

const server = useTestServer();
const origin = 'http://127.0.0.1:3000';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers: { origin, ...headers } });

const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('auth (better-auth under /api/auth)', () => {
  it('has no session for a visitor', async () => {
    const res = await server.app.inject({ url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('signs up and in with e-mail and password, in an HttpOnly SameSite=Lax cookie', async () => {
    const signUp = await post('/api/auth/sign-up/email', {
      email: 'vhs@example.test',
      password: 'betamax-85',
      name: 'vhs',
    });
    expect(signUp.statusCode).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'vhs@example.test',
      password: 'betamax-85',
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = [signIn.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await server.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: sessionCookie(signIn.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({ email: 'vhs@example.test', isAdmin: false });
  });

  it('refuses a wrong password', async () => {
    const res = await post('/api/auth/sign-in/email', {
      email: 'vhs@example.test',
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(401);
  });

  it('computes isAdmin on the server from admin_users', async () => {
    const [user] = await server.database.db.select().from(users).where(eq(users.email, 'vhs@example.test'));
    await server.database.db.insert(adminUsers).values({ userId: user!.id });
    const signIn = await post('/api/auth/sign-in/email', {
      email: 'vhs@example.test',
      password: 'betamax-85',
    });
    const session = await server.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: sessionCookie(signIn.headers['set-cookie']) },
    });
    expect(session.json().user.isAdmin).toBe(true);
  });

  it('keeps the origin check on: a request from another site is refused', async () => {
    const res = await post(
      '/api/auth/sign-in/email',
      { email: 'vhs@example.test', password: 'betamax-85' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });
});
