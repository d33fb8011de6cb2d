import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/auth';
import { authApi, createAccount, signIn, uniqueEmail } from '../../test/auth';
import { startMailCatcher } from '../../test/mail-catcher';
import { useTestServer } from '../../test/server';
import { TEST_ORIGIN } from '../../test/sessions';

const mail = await startMailCatcher();
afterAll(() => mail.close());
const server = useTestServer({ env: { SMTP_URL: mail.url } });
const api = authApi(server);
const NEW_PASSWORD = 'Cassette-Rewinder-77';

const requestReset = (email: string) => api.post('/api/auth/request-password-reset', { email });
const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
  api.post('/api/auth/reset-password', { token, newPassword });

async function mailedResetToken(email: string): Promise<string> {
  const message = await mail.nextMailTo(email, { subject: 'Reset your Rewind password' });
  const link = new URL(message.links[0]!);
  expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/auth/reset-password`);
  return link.searchParams.get('token')!;
}

describe('password reset by e-mail (over SMTP)', () => {
  it('mails a link to the reset page; the new password works and every session ends', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    expect((await requestReset(account.email)).statusCode).toBe(200);

    const res = await resetPassword(await mailedResetToken(account.email));
    expect(res.statusCode).toBe(200);
    expect(await api.session(cookie)).toBeNull();
    expect((await signIn(server, account.email, account.password)).res.statusCode).toBe(401);
    expect((await signIn(server, account.email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('answers the same for an unknown address and mails nobody', async () => {
    const account = await createAccount(server);
    const stranger = uniqueEmail('stranger');
    const unknown = await requestReset(stranger);
    const known = await requestReset(account.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await mailedResetToken(account.email);
    expect(mail.received.filter((message) => message.to.includes(stranger))).toEqual([]);
  });

  it('accepts a reset link once', async () => {
    const account = await createAccount(server);
    await requestReset(account.email);
    const token = await mailedResetToken(account.email);
    expect((await resetPassword(token)).statusCode).toBe(200);
    const again = await resetPassword(token, 'Another-Fresh-Secret-5');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(server, account.email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  it('refuses a reset link once its hour has passed', async () => {
    const account = await createAccount(server);
    await requestReset(account.email);
    const token = await mailedResetToken(account.email);
    await server.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${token}`));
    const res = await resetPassword(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(server, account.email, account.password)).res.statusCode).toBe(200);
  });

  it('gives the link one hour', async () => {
    const account = await createAccount(server);
    const requestedAt = Date.now();
    await requestReset(account.email);
    const token = await mailedResetToken(account.email);
    const [row] = await server.database.db
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(like(verifications.identifier, `%${token}`));
    const lifetime = row!.expiresAt.getTime() - requestedAt;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('refuses a common password without spending the link', async () => {
    const account = await createAccount(server);
    await requestReset(account.email);
    const token = await mailedResetToken(account.email);
    const common = await resetPassword(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose a less guessable one.',
    });
    expect((await resetPassword(token)).statusCode).toBe(200);
  });
});
