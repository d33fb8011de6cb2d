import { adminSession } from '@rewind/shared/policies/policy';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminUsers, sessions } from '../db/schema/auth';
import { createAccount, enrolTotp, signIn } from '../test/auth';
import { useTestServer } from '../test/server';
import { requireUser } from './actor';
import { authorize } from './authorize';

const server = useTestServer({
  testRoutes(app) {
    app.get('/api/v1/test/signed-in', async (req) => ({ userId: (await requireUser(req)).userId }));
    app.get('/api/v1/test/admin-only', async (req) => {
      const actor = await req.getActor();
      authorize(adminSession(actor));
      return { userId: actor!.userId };
    });
  },
});

const makeAdmin = (userId: string) => server.database.db.insert(adminUsers).values({ userId });

describe('requireUser, and an admin action authorized from a real session', () => {
  it('answers 401 to a visitor', async () => {
    for (const url of ['/api/v1/test/signed-in', '/api/v1/test/admin-only']) {
      const res = await server.call('GET', url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('lets a user through requireUser but not to the admin action', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    expect((await server.call('GET', '/api/v1/test/signed-in', { cookie })).json()).toEqual({
      userId: account.userId,
    });
    const res = await server.call('GET', '/api/v1/test/admin-only', { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'Access denied. Admin privileges required.' },
    });
  });

  it('sends an admin without two-factor to enable it first', async () => {
    const account = await createAccount(server);
    await makeAdmin(account.userId);
    const { cookie } = await signIn(server, account.email, account.password);
    const res = await server.call('GET', '/api/v1/test/admin-only', { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'two_factor_required',
        message: 'Admin actions need two-factor authentication. Enable it on your profile page first.',
      },
    });
  });

  it('lets an admin with two-factor through', async () => {
    const account = await createAccount(server);
    await makeAdmin(account.userId);
    const { cookie } = await enrolTotp(server, account);
    const res = await server.call('GET', '/api/v1/test/admin-only', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: account.userId });
  });

  it('knows no one from a session cookie with a signature that is not ours, or none', async () => {
    const first = await signIn(server, ...credentialsOf(await createAccount(server)));
    const second = await signIn(server, ...credentialsOf(await createAccount(server)));
    const [name, value] = decodeURIComponent(first.cookie).split('=', 2) as [string, string];
    const token = value.slice(0, value.lastIndexOf('.'));
    const otherSignature = decodeURIComponent(second.cookie).slice(
      decodeURIComponent(second.cookie).lastIndexOf('.'),
    );
    for (const forged of [token, `${token}${otherSignature}`, `${token}.`]) {
      const res = await server.call('GET', '/api/v1/test/signed-in', {
        cookie: `${name}=${encodeURIComponent(forged)}`,
      });
      expect(res.statusCode, forged).toBe(401);
    }
    expect((await server.call('GET', '/api/v1/test/signed-in', first)).statusCode).toBe(200);
  });

  it('knows no one from a session that has expired', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    await server.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, account.userId));
    expect((await server.call('GET', '/api/v1/test/signed-in', { cookie })).statusCode).toBe(401);
  });
});

const credentialsOf = (account: { email: string; password: string }) =>
  [account.email, account.password] as const;
