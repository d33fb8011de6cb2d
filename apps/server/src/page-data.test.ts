import { PAGE_DATA_ELEMENT_ID } from '@rewind/shared/page-data';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCollectionItem, createListing, createTitle } from './test/factories';
import { useTestServer } from './test/server';
import { signedInUser } from './test/sessions';

const webDist = mkdtempSync(path.join(tmpdir(), 'rewind-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Rewind</title><script type="module" src="/assets/index.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);
const server = useTestServer({ webDist });

type TQuery = { key: unknown[]; data: unknown };

const BLOCK = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`);

async function openPage(url: string, cookie?: string) {
  const res = await server.app.inject({ url, headers: cookie ? { cookie } : {} });
  const block = BLOCK.exec(res.body)?.[1];
  const queries = block === undefined ? [] : (JSON.parse(block) as { queries: TQuery[] }).queries;
  const dataOf = (...key: unknown[]) =>
    queries.find((query) => JSON.stringify(query.key) === JSON.stringify(key))?.data;
  return { res, block, queries, dataOf };
}

const apiAnswer = async (url: string, cookie?: string) =>
  (await server.app.inject({ url, headers: cookie ? { cookie } : {} })).json();

describe("a page's first view travels in its HTML", () => {
  it("embeds the film page's title exactly as the API answers it, and the anonymous session", async () => {
    const title = await createTitle(server.database.db, { title: 'The Goonies', year: 1985 });
    const slug = `${title.displayId}-the-goonies-1985`;
    const page = await openPage(`/catalog/${slug}`);
    expect(page.res.statusCode).toBe(200);
    expect(page.dataOf('titles', 'detail', slug)).toEqual(await apiAnswer(`/api/v1/titles/${slug}`));
    expect(page.dataOf('titles', 'detail', slug)).toMatchObject({ title: 'The Goonies', year: 1985 });
    expect(page.queries).toContainEqual({ key: ['auth', 'session'], data: null });
    expect(page.res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hostile text in a title inside the data block', async () => {
    const hostile = 'Evil </script><script>alert(1)</script> <!-- x --> & \u2028\u2029 end';
    const title = await createTitle(server.database.db, { title: hostile, description: '</SCRIPT >' });
    const page = await openPage(`/catalog/${title.id}`);
    expect(page.block).toBeDefined();
    expect(page.block).not.toMatch(/[<>&\u2028\u2029]/);
    // Nothing after the block was cut off or added: the page's own script and root are still there, once.
    expect(page.res.body.match(/<script/g)).toHaveLength(2);
    expect(page.res.body).toContain('<body><div id="root"></div></body>');
    expect(page.dataOf('titles', 'detail', title.id)).toMatchObject({
      title: hostile,
      description: '</SCRIPT >',
    });
  });

  it('embeds the first page of the catalogue and of the home page', async () => {
    await createTitle(server.database.db, { title: 'Gremlins' });
    const catalog = await openPage('/catalog');
    expect(catalog.dataOf('titles', 'list', { page: 1, pageSize: 24, sort: 'newest' })).toEqual(
      await apiAnswer('/api/v1/titles?page=1&pageSize=24&sort=newest'),
    );
    const home = await openPage('/');
    expect(home.dataOf('titles', 'list', { sort: 'newest', pageSize: 12 })).toEqual(
      await apiAnswer('/api/v1/titles?sort=newest&pageSize=12'),
    );
    // A filtered list is not the first view: the page asks the API for it.
    expect((await openPage('/catalog?genre=Horror')).queries.map((query) => query.key[0])).toEqual(['auth']);
  });

  it("embeds the marketplace's first page and a listing", async () => {
    const seller = await signedInUser(server);
    const listing = await createListing(server.database.db, seller.userId);
    const market = await openPage('/marketplace');
    const firstPage = market.dataOf('listings', 'list', { page: 1, pageSize: 24, sort: 'newest' });
    expect(firstPage).toEqual(await apiAnswer('/api/v1/listings?page=1&pageSize=24&sort=newest'));
    expect(firstPage).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id: listing.id })]),
    });
    const page = await openPage(`/marketplace/item/${listing.id}`);
    expect(page.dataOf('listings', 'detail', listing.id)).toEqual(
      await apiAnswer(`/api/v1/listings/${listing.id}`),
    );
  });

  it('leaves out an answer that is not a 200, and the page still loads', async () => {
    const page = await openPage('/catalog/999999-no-such-film');
    expect(page.res.statusCode).toBe(200);
    expect(page.queries.map((query) => query.key)).toEqual([['auth', 'session']]);
  });

  it("embeds a signed-in caller's own data only in their page, which no cache may keep", async () => {
    const user = await signedInUser(server);
    await createCollectionItem(server.database.db, user.userId);
    const mine = await openPage('/collection', user.cookie);
    expect(mine.res.headers['cache-control']).toBe('private, no-store');
    expect(mine.dataOf('auth', 'session')).toMatchObject({ user: { id: user.userId } });
    expect(mine.dataOf('profiles', 'me', user.userId)).toEqual(
      await apiAnswer('/api/v1/me/profile', user.cookie),
    );
    const shelf = mine.dataOf('collection', 'list', { page: 1, pageSize: 24, sort: 'newest' });
    expect(shelf).toEqual(
      await apiAnswer('/api/v1/me/collection?page=1&pageSize=24&sort=newest', user.cookie),
    );
    expect(shelf).toMatchObject({ items: [expect.anything()] });

    const anonymous = await openPage('/collection');
    expect(anonymous.queries).toEqual([{ key: ['auth', 'session'], data: null }]);
    expect(anonymous.res.headers['cache-control']).toBe('no-cache');
  });

  it("embeds a profile page's public profile, its first listings and its first ratings", async () => {
    const user = await signedInUser(server);
    const { username } = await apiAnswer('/api/v1/me/profile', user.cookie);
    const page = await openPage(`/users/${username}`);
    const name = username.toLowerCase();
    expect(page.dataOf('profiles', 'public', name)).toEqual(await apiAnswer(`/api/v1/users/${username}`));
    expect(page.dataOf('listings', 'seller', name, 1)).toEqual(
      await apiAnswer(`/api/v1/users/${username}/listings?page=1&pageSize=12`),
    );
    expect(page.dataOf('feedback', name, 1)).toEqual(
      await apiAnswer(`/api/v1/users/${username}/feedback?page=1&pageSize=10`),
    );
  });
});
