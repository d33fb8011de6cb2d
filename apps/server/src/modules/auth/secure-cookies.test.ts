import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/auth';
import { useTestServer } from '../../test/server';

const PUBLIC_URL = 'https://rewind.example';
const server = useTestServer({ env: { PUBLIC_URL } });

describe('cookies behind https', () => {
  it('marks the session cookie Secure (and HttpOnly, SameSite=Lax) when PUBLIC_URL is https', async () => {
    const account = await createAccount(server, { origin: PUBLIC_URL });
    const { res, cookie } = await signIn(server, account.email, account.password, { origin: PUBLIC_URL });
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers['set-cookie'] ?? []].flat().find((line) => line.includes('session_token'));
    expect(setCookie).toMatch(/^__Secure-/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await server.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.email).toBe(account.email);
    // The API's own reader of the session (platform/actor.ts) knows the __Secure- name too.
    const profile = await server.app.inject({ url: '/api/v1/me/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
  });
});
