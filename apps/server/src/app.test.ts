import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaTitles } from './db/schema/catalog';
import { AppError } from './platform/errors';
import { useTestServer } from './test/server';

const webDist = mkdtempSync(path.join(tmpdir(), 'rewind-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rewind</title><div id="root"></div>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');

const server = useTestServer({
  webDist,
  testRoutes(app, { db }) {
    app.post('/api/v1/test/echo', async (req) => req.body);
    app.get('/api/v1/test/app-error', async () => {
      throw new AppError(403, 'forbidden', 'Access denied. Admin privileges required.');
    });
    app.get('/api/v1/test/crash', async () => {
      throw new Error('secret internal detail');
    });
    // A query that fails for a reason of ours (no such table) while carrying a secret as its parameter.
    app.get('/api/v1/test/failed-query', async () => {
      await db.execute(sql`select * from no_such_table where token = ${'s3cr3t-session-token'}`);
    });
    // Both titles normalise to 'alien' + 1979, which the database's duplicate rule refuses.
    let spelling = 0;
    app.post('/api/v1/test/duplicate-title', async () => {
      spelling += 1;
      await db.insert(mediaTitles).values({ title: spelling === 1 ? 'Alien' : '  ALIEN ', year: 1979 });
      return { ok: true };
    });
  },
});

describe('web app serving', () => {
  it.each([
    '/',
    '/catalog',
    '/catalog/12-alien-1979',
    '/users/tapehead',
    '/no/such/page',
    '/distributors/Vestron Video Inc.',
  ])('answers %s with index.html (history fallback)', async (url) => {
    const res = await server.app.inject({ url: encodeURI(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await server.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it.each(['/api/v1/nothing-here', '/api/v2/titles', '/api', '/API/v1/titles', '/Api/V1/me/profile', '/API'])(
    'answers unknown API path %s with a JSON 404',
    async (url) => {
      const res = await server.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining(url) } });
    },
  );

  it('answers a POST to an unknown path with a JSON 404', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/catalog' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('security headers', () => {
  it.each(['/', '/api/v1/titles', '/api/v1/nothing-here'])(
    'sends a strict Content-Security-Policy and the usual hardening headers (%s)',
    async (url) => {
      const res = await server.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // Movie search shows posters from the film databases' image hosts, and only from those.
      expect(csp).toMatch(
        /img-src 'self' data: blob: https:\/\/image\.tmdb\.org:\* https:\/\/m\.media-amazon\.com:\*/,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeDefined();
    },
  );

  it('gives every response a request id, and keeps one sent by a proxy', async () => {
    const generated = await server.app.inject({ url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-42' } });
    expect(passed.headers['x-request-id']).toBe('lb-42');
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document with the API routes', async () => {
    const res = await server.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/api/v1/titles']));
  });

  it('files each operation under exactly one section of the page', async () => {
    const doc = (await server.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, tags: operation.tags ?? [] })),
    );
    // The routes this file adds for its own tests are no part of the API.
    const api = operations.filter(({ path }) => !path.startsWith('/api/v1/test/'));
    expect(api.length).toBeGreaterThan(100);
    expect(api.filter(({ tags }) => tags.length !== 1)).toEqual([]);
  });

  it('serves a readable page', async () => {
    const res = await server.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});

describe('error handler', () => {
  it('turns a zod failure into 400 with the field and its message', async () => {
    const res = await server.app.inject({ url: '/api/v1/titles?pageSize=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation', message: expect.any(String), fields: { pageSize: expect.any(String) } },
    });
  });

  it('turns bad JSON into a 400, not a 500', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it('shows an AppError as it is', async () => {
    const res = await server.app.inject({ url: '/api/v1/test/app-error' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'Access denied. Admin privileges required.' },
    });
  });

  it('hides an unknown error behind a 500 and logs it', async () => {
    server.expectLoggedError(/secret internal detail/);
    const res = await server.app.inject({ url: '/api/v1/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });
  });

  it("logs a failed query's SQL but never its parameters (a session token, a password hash)", async () => {
    // Matches only a logged line that names the query and does not contain the parameter.
    server.expectLoggedError(
      /^(?![\s\S]*s3cr3t-session-token)[\s\S]*Failed query: select \* from no_such_table/,
    );
    const res = await server.app.inject({ url: '/api/v1/test/failed-query' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('s3cr3t');
  });

  it('turns a duplicate key from the database into 409 duplicate', async () => {
    const first = await server.app.inject({ method: 'POST', url: '/api/v1/test/duplicate-title' });
    expect(first.statusCode).toBe(200);
    const second = await server.app.inject({ method: 'POST', url: '/api/v1/test/duplicate-title' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('duplicate');
  });
});
