import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from './platform/http-caching';
import { createRelease, createTitle } from './test/factories';
import { apiOperations, fillPath } from './test/openapi';
import { useTestServer } from './test/server';
import { signedInUser } from './test/sessions';

const server = useTestServer();

/** Every GET of the API, its path filled with a real film, release and user. */
async function everyRead() {
  const title = await createTitle(server.database.db);
  const release = await createRelease(server.database.db, title.id);
  const owner = await signedInUser(server);
  const { username } = (await server.call('GET', '/api/v1/me/profile', owner)).json();
  const values: Record<string, string> = {
    idOrSlug: title.id,
    id: title.id,
    name: 'Vestron',
    username,
    imageId: randomUUID(),
    itemId: randomUUID(),
  };
  const reads = (await apiOperations(server)).filter((operation) => operation.method === 'GET');
  return {
    title,
    release,
    reads: reads.map(({ path }) => ({
      path,
      url: fillPath(path.replace('/releases/{idOrSlug}', `/releases/${release.id}`), values),
    })),
  };
}

describe('Cache-Control of private answers', () => {
  it('is no-store on every /api/v1/me answer, signed in or not', async () => {
    const user = await signedInUser(server);
    const { reads } = await everyRead();
    const mine = reads.filter(({ path }) => path.startsWith('/api/v1/me/'));
    expect(mine.length).toBeGreaterThanOrEqual(6);
    for (const cookie of [user.cookie, undefined]) {
      for (const { url } of mine) {
        const res = await server.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect({ url, signedIn: Boolean(cookie), cacheControl: res.headers['cache-control'] }).toEqual({
          url,
          signedIn: Boolean(cookie),
          cacheControl: 'no-store',
        });
      }
    }
  });

  it('is no-store on every API answer to a signed-in caller, which may carry their abilities and state', async () => {
    const user = await signedInUser(server);
    const { reads } = await everyRead();
    for (const { url } of reads.filter(({ path }) => path.startsWith('/api/'))) {
      const res = await server.call('GET', url, user);
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it('is no-store on better-auth’s answers (the session, with who is signed in)', async () => {
    const user = await signedInUser(server);
    for (const cookie of [user.cookie, undefined]) {
      const res = await server.app.inject({
        url: '/api/auth/get-session',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no-store on a film seen signed in (an answer built for the caller), left to caches for visitors', async () => {
    const user = await signedInUser(server);
    const { title } = await everyRead();
    const signedIn = await server.call('GET', `/api/v1/titles/${title.id}`, user);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const visitor = await server.app.inject({ url: `/api/v1/titles/${title.id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});
