import { describe, expect, it } from 'vitest';
import { authApi, createAccount, signIn, uniqueEmail } from '../../test/auth';
import { useTestServer } from '../../test/server';

const server = useTestServer();
const api = authApi(server);
const TOO_COMMON = {
  code: 'PASSWORD_TOO_COMMON',
  message: 'This password is too common. Please choose a less guessable one.',
};

describe('common passwords (zxcvbn-ts dictionary)', () => {
  it.each(['password1', 'Qwerty123', 'iloveyou', 'football'])('refuses "%s" at sign-up', async (password) => {
    const email = uniqueEmail('lazy');
    const res = await api.post('/api/auth/sign-up/email', { email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_COMMON);
    expect((await api.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(401);
  });

  it('accepts a password that is not in the dictionary', async () => {
    const res = await api.post('/api/auth/sign-up/email', {
      email: uniqueEmail('careful'),
      password: 'Umatic-Tape-Deck-1971',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses one as a new password on change', async () => {
    const account = await createAccount(server);
    const { cookie } = await signIn(server, account.email, account.password);
    const res = await api.post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'letmein123', revokeOtherSessions: true },
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_COMMON);
    expect((await signIn(server, account.email, account.password)).res.statusCode).toBe(200);
  });

  it('refuses one as a new password on reset', async () => {
    const res = await api.post('/api/auth/reset-password', { token: 'any-token', newPassword: 'sunshine' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_COMMON);
  });
});
