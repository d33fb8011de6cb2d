import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from './platform/http-caching';
import { createRelease, createTitle } from './test/factories';
import { useTestServer } from './test/server';
import { signedInUser } from './test/sessions';

const server = useTestServer();

/** The public catalogue's reads, their paths filled with a real film and release (made once per file). */
let reads: ReturnType<typeof makeCatalogueReads> | undefined;
const catalogueReads = () => (reads ??= makeCatalogueReads());

async function makeCatalogueReads() {
  const db = server.database.db;
  const title = await createTitle(db, { title: 'Videodrome', year: 1983, distributor: 'Vestron Video' });
  const release = await createRelease(db, title.id);
  return {
    title,
    urls: [
      '/api/v1/titles',
      '/api/v1/titles?sort=newest&pageSize=6',
      `/api/v1/titles/${title.id}`,
      `/api/v1/releases/${release.id}`,
      '/api/v1/distributors/Vestron%20Video',
      '/api/v1/search?q=videodrome',
      '/api/v1/search?q=videodrone',
    ],
  };
}

describe('Cache-Control of the public catalogue', () => {
  it('lets browsers and shared caches keep a visitor’s answer briefly, varying by cookie', async () => {
    const { urls } = await catalogueReads();
    for (const url of urls) {
      const res = await server.app.inject({ url });
      expect({ url, status: res.statusCode, cacheControl: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl: PUBLIC_CACHE_CONTROL,
      });
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it('keeps nothing of a signed-in caller’s answer', async () => {
    const user = await signedInUser(server);
    const { urls } = await catalogueReads();
    for (const url of urls) {
      const res = await server.call('GET', url, user);
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it('lets no cache keep an error', async () => {
    const res = await server.app.inject({ url: '/api/v1/titles/999999-no-such-film' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('leaves reads about people to no cache: a profile made private must disappear at once', async () => {
    const user = await signedInUser(server);
    const { username } = (await server.call('GET', '/api/v1/me/profile', user)).json();
    for (const url of [`/api/v1/users/${username}`, `/api/v1/users/${username}/collection`]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});

describe('ETag and 304', () => {
  it('answers 304 without the body when the visitor’s copy is current, and 200 once the film changed', async () => {
    const { title } = await catalogueReads();
    const url = `/api/v1/titles/${title.id}`;
    const first = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await server.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    // An empty field, which anyone signed in may fill.
    const editor = await signedInUser(server);
    const edit = await server.call('PATCH', `/api/v1/titles/${title.id}`, editor, {
      tagline: 'Long live the new flesh',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await server.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().tagline).toBe('Long live the new flesh');
  });

  it('gives every search its own tag, so one term’s copy never answers another', async () => {
    await catalogueReads();
    const found = await server.app.inject({ url: '/api/v1/search?q=videodrome' });
    const other = await server.app.inject({
      url: '/api/v1/search?q=nothing-like-it',
      headers: { 'if-none-match': found.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });
});
