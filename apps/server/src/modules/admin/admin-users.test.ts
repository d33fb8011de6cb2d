import type { TAdminUserPage, TAuditLogPage } from '@rewind/shared/admin';
import { MSG } from '@rewind/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../test/mail-catcher';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser, TEST_ORIGIN } from '../../test/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
const mail = await startMailCatcher();
afterAll(() => mail.close());
const server = useTestServer({ env: { SMTP_URL: mail.url } });

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, user?: SignedInUser, payload?: object) =>
  server.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

let admin: SignedInUser;
let adminWithoutFactor: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  [admin, adminWithoutFactor, member] = await Promise.all([
    signedInUser(server, { admin: true, twoFactor: true }),
    signedInUser(server, { admin: true }),
    signedInUser(server),
  ]);
});

const tomorrow = () => new Date(Date.now() + DAY_MS).toISOString();
const auditOf = async (userId: string) =>
  ((await call('GET', `/api/v1/admin/audit-log?targetId=${userId}`, admin)).json() as TAuditLogPage).items;
const signIn = (user: SignedInUser) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: user.email, password: user.password },
  });
const postTopic = (user: SignedInUser) =>
  call('POST', '/api/v1/forum/topics', user, { title: 'Hello', content: 'Is anyone there?' });

describe('the admin portal: members (issue 19 point 3)', () => {
  it('refuses every members endpoint to visitors, members and admins without a two-factor session', async () => {
    const target = member.userId;
    const requests: [Method, string, object?][] = [
      ['GET', '/api/v1/admin/users'],
      ['POST', `/api/v1/admin/users/${target}/admin`, { isAdmin: true }],
      ['POST', `/api/v1/admin/users/${target}/sanctions`, { kind: 'warn', reason: 'Be kind.' }],
      ['POST', `/api/v1/admin/users/${target}/lift`, { kind: 'silence', reason: 'Done.' }],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, member, payload)).statusCode, url).toBe(403);
      const early = await call(method, url, adminWithoutFactor, payload);
      expect(early.json().error.code, url).toBe('two_factor_required');
    }
  });

  it('finds members by a part of their e-mail, with their rights', async () => {
    const part = member.email.slice(0, 10);
    const found = (await call('GET', `/api/v1/admin/users?q=${part}`, admin)).json() as TAdminUserPage;
    expect(found.items).toEqual([
      expect.objectContaining({
        userId: member.userId,
        email: member.email,
        isAdmin: false,
        suspendedUntil: null,
        abilities: { setAdmin: true, restrict: true },
      }),
    ]);
  });

  it('suspends until a time: sessions end, sign-in is refused with the date, the reason is mailed and logged', async () => {
    const target = await signedInUser(server);
    const until = tomorrow();
    const res = await call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
      kind: 'suspend',
      reason: 'Selling fakes.',
      until,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', '/api/v1/me/profile', target)).statusCode).toBe(401);
    const refused = await signIn(target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.json().message).toMatch(
      /^Your account is suspended until .+\. The e-mail from the admins says why\.$/,
    );
    const letter = await mail.nextMailTo(target.email, {
      subject: 'Your Rewind account: a message from the admins',
    });
    expect(letter.text).toContain('The reason: Selling fakes.');
    expect(letter.text).toContain('suspended your account until');
    expect(await auditOf(target.userId)).toEqual([
      expect.objectContaining({ action: 'user.suspend', reason: 'Selling fakes.', details: { until } }),
    ]);

    // Lifted early: they sign in again, and hear of it.
    const lifted = await call('POST', `/api/v1/admin/users/${target.userId}/lift`, admin, {
      kind: 'suspend',
      reason: 'Appeal accepted.',
    });
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect((await signIn(target)).statusCode).toBe(200);
    expect(
      (await mail.nextMailTo(target.email, { subject: 'Your Rewind account: restriction lifted' })).text,
    ).toContain('Appeal accepted.');
    expect((await auditOf(target.userId)).map((entry) => entry.action)).toEqual([
      'user.lift',
      'user.suspend',
    ]);
  });

  it('silences: the member reads and keeps their own shelves, but posts nothing until lifted', async () => {
    const target = await signedInUser(server);
    await call('POST', '/api/v1/me/profile/complete', target, {
      username: `quiet${Date.now().toString(36)}`,
    });
    const res = await call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
      kind: 'silence',
      reason: 'Flooding the forum.',
      until: tomorrow(),
    });
    expect(res.statusCode, res.body).toBe(204);
    const topic = await postTopic(target);
    expect(topic.statusCode).toBe(403);
    expect(topic.json().error.message).toMatch(
      /^Your account is silenced until .+: you can read, but not post/,
    );
    expect((await call('POST', '/api/v1/trades', target, { wants: ['Tron'] })).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/forum/categories', target)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/me/collection', target)).statusCode).toBe(200);
    await call('POST', `/api/v1/admin/users/${target.userId}/lift`, admin, {
      kind: 'silence',
      reason: 'Calmer now.',
    });
    expect((await postTopic(target)).statusCode).toBe(201);
  });

  it('warns with a mail and a log row; admins are not restricted, and nobody revokes their own rights', async () => {
    const target = await signedInUser(server);
    const warned = await call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
      kind: 'warn',
      reason: 'Mind the rules.',
    });
    expect(warned.statusCode).toBe(204);
    const letter = await mail.nextMailTo(target.email, {
      subject: 'Your Rewind account: a message from the admins',
    });
    expect(letter.text).toContain('sent you a warning');
    expect(
      (
        await call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
          kind: 'suspend',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);

    const made = await call('POST', `/api/v1/admin/users/${target.userId}/admin`, admin, { isAdmin: true });
    expect(made.statusCode).toBe(204);
    const onAdmin = await call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
      kind: 'suspend',
      reason: 'x',
      until: tomorrow(),
    });
    expect(onAdmin.statusCode).toBe(409);
    expect(onAdmin.json().error.message).toBe(MSG.cannotRestrictAdmin);
    const me = (
      await call('GET', `/api/v1/admin/users?q=${admin.email.slice(0, 14)}`, admin)
    ).json() as TAdminUserPage;
    expect(me.items.find((row) => row.userId === admin.userId)?.abilities).toEqual({
      setAdmin: false,
      restrict: false,
    });
    const own = await call('POST', `/api/v1/admin/users/${admin.userId}/admin`, admin, { isAdmin: false });
    expect(own.json().error.message).toBe(MSG.cannotRevokeOwnAdmin);
    expect((await auditOf(target.userId)).map((entry) => entry.action)).toEqual([
      'user.grant-admin',
      'user.warn',
    ]);
  });
});
