import { URI } from 'otpauth';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { adminUsers } from '../../db/schema/auth';
import { authApi, cookiesFrom, createAccount, enrolTotp, signIn } from '../../test/auth';
import { createTitle } from '../../test/factories';
import { useTestServer } from '../../test/server';

const server = useTestServer();
const api = authApi(server);

const remove = (code: string, cookie?: string) =>
  api.post('/api/v1/me/two-factor/remove', { code }, { cookie });
const sessionsOf = async (userId: string) =>
  server.database.db.select().from(sessions).where(eq(sessions.userId, userId));
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor authentication (TOTP and recovery codes)', () => {
  it('enrols: a TOTP secret for an authenticator app and 10 recovery codes, on once a code is confirmed', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    const enabled = await api.post('/api/auth/two-factor/enable', { password: account.password }, { cookie });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    const totp = URI.parse(totpURI);
    expect(totp.issuer).toBe('Rewind');
    expect(totp.label).toBe(account.email);
    expect(backupCodes).toHaveLength(10);
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(false);

    const wrong = await api.post('/api/auth/two-factor/verify-totp', { code: '000000' }, { cookie });
    expect(wrong.statusCode).toBe(401);
    const right = await api.post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, { cookie });
    expect(right.statusCode).toBe(200);
    expect((await api.session(cookiesFrom(right))).user.twoFactorEnabled).toBe(true);
  });

  it('asks for a code at sign-in and starts the session only with a right one', async () => {
    const account = await createAccount(server);
    const { nextCode } = await enrolTotp(server, account);

    const first = await signIn(server, account.email, account.password);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await api.session(first.cookie)).toBeNull();

    const code = nextCode();
    const wrong = await api.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(code) }, first);
    expect(wrong.statusCode).toBe(401);
    const right = await api.post('/api/auth/two-factor/verify-totp', { code }, first);
    expect(right.statusCode).toBe(200);
    expect((await api.session(cookiesFrom(right))).user).toMatchObject({
      email: account.email,
      twoFactorEnabled: true,
    });
  });

  it('accepts a code once: the same code again starts no second session', async () => {
    const account = await createAccount(server);
    const { confirmingCode, nextCode } = await enrolTotp(server, account);
    // The code that confirmed the set-up is spent already. It is that very code, not the one the app shows
    // now: on a busy machine the 30 s period may have turned since, and a new code would rightly pass.
    const afterSetUp = await signIn(server, account.email, account.password);
    const confirmedCode = await api.post(
      '/api/auth/two-factor/verify-totp',
      { code: confirmingCode },
      afterSetUp,
    );
    expect(confirmedCode.statusCode).toBe(401);
    expect(confirmedCode.json()).toMatchObject({ code: 'INVALID_CODE' });

    const code = nextCode();
    const first = await signIn(server, account.email, account.password);
    const used = await api.post('/api/auth/two-factor/verify-totp', { code }, first);
    expect(used.statusCode).toBe(200);
    const { user } = await api.session(cookiesFrom(used));
    const sessionCount = async () =>
      (await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const before = await sessionCount();

    const second = await signIn(server, account.email, account.password);
    const replayed = await api.post('/api/auth/two-factor/verify-totp', { code }, second);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'INVALID_CODE' });
    // better-auth had already made a session for it; that one is ended before anyone could use it.
    expect(await sessionCount()).toBe(before);
    expect(await api.session(cookiesFrom(used))).toMatchObject({ user: { email: account.email } });
  });

  it('accepts a recovery code at sign-in once', async () => {
    const account = await createAccount(server);
    const { backupCodes } = await enrolTotp(server, account);
    const recoveryCode = backupCodes[0]!;

    const first = await signIn(server, account.email, account.password);
    const used = await api.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCode }, first);
    expect(used.statusCode).toBe(200);
    expect((await api.session(cookiesFrom(used))).user.email).toBe(account.email);

    const second = await signIn(server, account.email, account.password);
    const reused = await api.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCode }, second);
    expect(reused.statusCode).toBe(401);
    expect(cookiesFrom(reused)).not.toMatch(/session_token=/);
  });
});

describe('POST /api/v1/me/two-factor/remove', () => {
  it('removes the factor with a current TOTP code; sign-in then asks for none', async () => {
    const account = await createAccount(server);
    const { nextCode, cookie } = await enrolTotp(server, account);
    const res = await remove(nextCode(), cookie);
    expect(res.statusCode).toBe(204);
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(false);
    const { res: signedIn, cookie: fresh } = await signIn(server, account.email, account.password);
    expect(signedIn.json().twoFactorRedirect).toBeUndefined();
    expect((await api.session(fresh)).user.email).toBe(account.email);
  });

  it('removes it with a recovery code', async () => {
    const account = await createAccount(server);
    const { backupCodes, cookie } = await enrolTotp(server, account);
    expect((await remove(backupCodes[3]!, cookie)).statusCode).toBe(204);
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(false);
  });

  it('refuses a wrong code with a clear message and keeps the factor', async () => {
    const account = await createAccount(server);
    const { totp, cookie } = await enrolTotp(server, account);
    for (const code of [wrongCodeFor(totp.generate()), 'AAAAA-BBBBB']) {
      const res = await remove(code, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'invalid_code',
          message:
            'That code is not valid. Enter the current code from your authenticator app or an unused recovery code.',
        },
      });
    }
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(true);
  });

  it('stops guessing after 5 wrong codes', async () => {
    const account = await createAccount(server);
    const { totp, cookie } = await enrolTotp(server, account);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await remove(wrongCodeFor(totp.generate()), cookie)).statusCode).toBe(400);
    }
    const blocked = await remove(totp.generate(), cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_requests');
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(true);
  });

  it('checks at most 5 of 30 wrong codes sent at once', async () => {
    const account = await createAccount(server);
    const { totp, cookie } = await enrolTotp(server, account);
    const wrong = wrongCodeFor(totp.generate());
    const answers = await Promise.all(Array.from({ length: 30 }, () => remove(wrong, cookie)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(true);
  });

  it('answers 400 when two-factor is off, 401 when signed out, and validates the body', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    const off = await remove('123456', cookie);
    expect(off.statusCode).toBe(400);
    expect(off.json().error.code).toBe('two_factor_not_enabled');
    expect((await remove('123456')).statusCode).toBe(401);
    const empty = await remove('  ', cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Enter a code');
  });
});

describe('admin actions need a session that passed two-factor', () => {
  // Each test from its own address: together they make more two-factor requests than one IP may a minute.
  let clients = 0;
  let ip = '';
  beforeEach(() => {
    ip = `192.0.2.${++clients}`;
  });
  const adminAccount = async () => {
    const account = await createAccount(server);
    await server.database.db.insert(adminUsers).values({ userId: account.userId });
    return account;
  };
  const deleteTitle = async (cookie: string) => {
    const title = await createTitle(server.database.db);
    return server.app.inject({ method: 'DELETE', url: `/api/v1/titles/${title.id}`, headers: { cookie } });
  };

  it('turning two-factor on ends every other session; the session that turned it on may delete a title', async () => {
    const account = await adminAccount();
    const laptop = await signIn(server, account.email, account.password, { ip });
    const tablet = await signIn(server, account.email, account.password, { ip });
    const { cookie: phone } = await enrolTotp(server, account, { ip });

    for (const { cookie } of [laptop, tablet]) {
      expect(await api.session(cookie)).toBeNull();
      expect((await deleteTitle(cookie)).statusCode).toBe(401);
    }
    expect(await sessionsOf(account.userId)).toHaveLength(1);
    expect((await deleteTitle(phone)).statusCode).toBe(204);
  });

  it('refuses an admin whose session did not pass two-factor, even though the account has it', async () => {
    const account = await adminAccount();
    const { cookie } = await enrolTotp(server, account, { ip });
    // A session from before this was recorded, or one started with the password alone.
    await server.database.db
      .update(sessions)
      .set({ twoFactorVerifiedAt: null })
      .where(eq(sessions.userId, account.userId));
    expect((await api.session(cookie)).user.twoFactorEnabled).toBe(true);

    const res = await deleteTitle(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'two_factor_required',
        message:
          'Admin actions need a sign-in with your two-factor code. Sign out, then sign in again with your code.',
      },
    });
  });

  it('lets a session signed in with a code or a recovery code delete, and keeps the other verified sessions', async () => {
    const account = await adminAccount();
    const { cookie: enrolled, nextCode, backupCodes } = await enrolTotp(server, account, { ip });
    const withCode = await api.post(
      '/api/auth/two-factor/verify-totp',
      { code: nextCode() },
      { ...(await signIn(server, account.email, account.password, { ip })), ip },
    );
    const withRecoveryCode = await api.post(
      '/api/auth/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { ...(await signIn(server, account.email, account.password, { ip })), ip },
    );
    for (const cookie of [enrolled, cookiesFrom(withCode), cookiesFrom(withRecoveryCode)]) {
      expect((await deleteTitle(cookie)).statusCode).toBe(204);
    }
    expect(await sessionsOf(account.userId)).toHaveLength(3);
  });

  it('keeps the session verified when a password change replaces it', async () => {
    const account = await adminAccount();
    const { cookie } = await enrolTotp(server, account, { ip });
    const changed = await api.post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'Laserdisc-Forever-42', revokeOtherSessions: true },
      { cookie, ip },
    );
    expect(changed.statusCode).toBe(200);
    expect((await deleteTitle(cookiesFrom(changed))).statusCode).toBe(204);
  });

  it('counts a session as verified only while two-factor stays on; turning it on again ends the others', async () => {
    const account = await adminAccount();
    const { cookie: laptop, nextCode } = await enrolTotp(server, account, { ip });
    expect((await remove(nextCode(), laptop)).statusCode).toBe(204);
    const withoutFactor = await deleteTitle(laptop);
    expect(withoutFactor.statusCode).toBe(403);
    expect(withoutFactor.json().error.message).toBe(
      'Admin actions need two-factor authentication. Enable it on your profile page first.',
    );

    const { cookie: phone } = await enrolTotp(server, account, { ip });
    expect(await api.session(laptop)).toBeNull();
    expect((await deleteTitle(phone)).statusCode).toBe(204);
  });
});
