import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTitle } from './test/factories';
import { useTestServer } from './test/server';

// Decision 012: the server draws a page's first view with the web app's server module and puts it in #root.
// The web app's own module is exercised by the browser journeys (first-view.spec.ts); here a module of the same
// shape stands in for it, to pin down what the server gives it and what it does with each kind of answer.
const dir = mkdtempSync(path.join(tmpdir(), 'rewind-ssr-'));
const webDist = path.join(dir, 'dist');
mkdirSync(webDist);
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Rewind</title></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
const webServerEntry = path.join(dir, 'entry-server.js');
writeFileSync(
  webServerEntry,
  `export async function renderApp({ url, data, timeoutMs }) {
     if (url.startsWith('/left-to-the-browser')) return { html: null, reason: 'a component threw' };
     if (url.startsWith('/broken')) throw new Error('a component threw');
     const film = data?.queries.find((query) => query.key[0] === 'titles' && query.key[1] === 'detail')?.data;
     const keys = (data?.queries ?? []).map((query) => query.key.join('.')).join(',');
     return { html: '<h1>' + (film ? film.title : url) + '</h1><p>' + keys + ' within ' + timeoutMs + ' ms</p>' };
   }`,
);
const server = useTestServer({ webDist, webServerEntry });

const ROOT = /<div id="root">(.*?)<\/div><script/;
const rootOf = async (url: string) => {
  const res = await server.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return ROOT.exec(res.body)?.[1];
};

describe("the server draws a page's first view", () => {
  it('draws the film page from the data it embeds, inside #root, with a time limit', async () => {
    const title = await createTitle(server.database.db, { title: 'Tron', year: 1982 });
    expect(await rootOf(`/catalog/${title.id}`)).toBe(
      `<h1>Tron</h1><p>auth.session,titles.detail.${title.id} within 10000 ms</p>`,
    );
  });

  it('gives the module the address with its query string', async () => {
    expect(await rootOf('/about?from=footer')).toBe(
      '<h1>/about?from=footer</h1><p>auth.session within 10000 ms</p>',
    );
  });

  it('leaves #root empty for the browser when the module draws nothing or throws', async () => {
    expect(await rootOf('/left-to-the-browser')).toBe('');
    expect(await rootOf('/broken')).toBe(''); // logged as a warning: the page still works
  });
});

describe('without a loadable server module', () => {
  const broken = path.join(dir, 'broken-entry.js');
  writeFileSync(broken, 'export const renderApp = ;');
  const plain = useTestServer({ webDist, webServerEntry: broken });

  it('serves every page for the browser to draw', async () => {
    const res = await plain.app.inject({ url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
