import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/server';

const server = useTestServer({ env: { SITE_PASSWORD: 'be kind rewind' } });

const enter = (password: string) =>
  server.app.inject({
    method: 'POST',
    url: '/site-gate',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

describe('site gate (SITE_PASSWORD)', () => {
  it('asks for the password before serving pages or the API', async () => {
    const page = await server.app.inject({ url: '/catalog' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Access password');
    const api = await server.app.inject({ url: '/api/v1/titles' });
    expect(api.statusCode).toBe(401);
    expect(api.json().error.code).toBe('site_password');
  });

  it('answers an API path in any case as the API, not with the password page', async () => {
    const api = await server.app.inject({ url: '/API/V1/titles' });
    expect(api.statusCode).toBe(401);
    expect(api.json().error.code).toBe('site_password');
  });

  it('keeps the health check open for load balancers', async () => {
    expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses a wrong password', async () => {
    const res = await enter('please');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('That password is not right');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('lets the visitor in with the right password and remembers it in an HttpOnly cookie', async () => {
    const res = await enter('be kind rewind');
    expect(res.statusCode).toBe(303);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain('be kind rewind');
    const pass = cookie.split(';')[0]!;
    const api = await server.app.inject({ url: '/api/v1/titles', headers: { cookie: pass } });
    expect(api.statusCode).toBe(200);
  });

  it('does not accept a made-up cookie', async () => {
    const api = await server.app.inject({
      url: '/api/v1/titles',
      headers: { cookie: 'rewind_site_pass=abc' },
    });
    expect(api.statusCode).toBe(401);
  });
});
