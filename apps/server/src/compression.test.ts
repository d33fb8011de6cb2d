import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_AT_ONCE_MAX_BYTES, COMPRESSION_THRESHOLD_BYTES } from './platform/compression';
import { createTitle } from './test/factories';
import { useTestServer } from './test/server';

// A web build as the build leaves it: each text file with its .br and .gz beside it.
const webDist = mkdtempSync(path.join(tmpdir(), 'rewind-web-'));
const indexHtml = `<!doctype html><title>Rewind</title><meta name="padding" content="${'x'.repeat(2000)}"><div id="root"></div>`;
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
mkdirSync(path.join(webDist, 'assets'));
const script = `export const films = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Film ${i}`))};`;
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));

const eventText = `data: ${'tick '.repeat(500)}\n\n`;
// An answer too large to compress in the request's own turn (a long export).
const largeJson = JSON.stringify(
  Array.from({ length: 4000 }, (_, i) => ({ id: i, title: `Film ${i}`, note: `${i * 7919}` })),
);
const server = useTestServer({
  webDist,
  testRoutes(app) {
    // The live updates' content type, with a body long enough to be compressed if it were any other type.
    app.get('/api/v1/test/events', async (_req, reply) => reply.type('text/event-stream').send(eventText));
    app.get('/api/v1/test/large', async (_req, reply) => reply.type('application/json').send(largeJson));
  },
});

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

async function get(url: string, acceptEncoding?: string) {
  return server.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('compression', () => {
  it.each(['br', 'gzip'] as const)(
    'sends API JSON above the threshold as %s, varying by Accept-Encoding',
    async (encoding) => {
      for (let i = 0; i < 12; i += 1) await createTitle(server.database.db);
      const plain = await get('/api/v1/titles?pageSize=12');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

      const compressed = await get('/api/v1/titles?pageSize=12', `${encoding}, deflate`);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode[encoding](compressed.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('compresses an answer made per request at brotli 4 or gzip 6, not at the build’s maximum, with its length', async () => {
    for (let i = 0; i < 12; i += 1) await createTitle(server.database.db);
    const plain = await get('/api/v1/titles?pageSize=12');
    const size = plain.rawPayload.length;
    const br = await get('/api/v1/titles?pageSize=12', 'br');
    expect(br.rawPayload).toEqual(
      brotliCompressSync(plain.rawPayload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      }),
    );
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const gzip = await get('/api/v1/titles?pageSize=12', 'gzip');
    expect(gzip.rawPayload.subarray(10)).toEqual(gzipSync(plain.rawPayload, { level: 6 }).subarray(10));
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
  });

  it('compresses an answer too large to do at once as a stream, off the event loop', async () => {
    expect(largeJson.length).toBeGreaterThan(COMPRESS_AT_ONCE_MAX_BYTES);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/api/v1/test/large', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-length']).toBeUndefined();
      expect(decode[encoding](res.rawPayload).toString()).toBe(largeJson);
    }
  });

  it('gives each encoding of an answer the same tag, and answers it with 304 and nothing to compress', async () => {
    for (let i = 0; i < 12; i += 1) await createTitle(server.database.db);
    const url = '/api/v1/titles?pageSize=12';
    const plain = await get(url);
    const br = await get(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await server.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('prefers brotli when both are accepted, and sends small answers as they are', async () => {
    const small = await get('/healthz', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const big = await get('/api/v1/titles?pageSize=12', 'gzip, deflate, br');
    expect(big.headers['content-encoding']).toBe('br');
  });

  it('compresses the pages rendered from index.html', async () => {
    const res = await get('/catalog/12-alien-1979', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)(
    'sends a built asset as the build compressed it for %s, with its length',
    async (encoding, extension) => {
      const res = await get('/assets/index-abc123.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const file = path.join(webDist, 'assets', `index-abc123.js${extension}`);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload).toEqual(readFileSync(file));
      expect(decode[encoding](res.rawPayload).toString()).toBe(script);
    },
  );

  it('sends a built asset as it is to a client that accepts no compression', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('never compresses an event stream, whose events must arrive one by one', async () => {
    const res = await get('/api/v1/test/events', 'br, gzip');
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(eventText);
  });

  it('refuses a compressed request body rather than inflating it', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/titles',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ title: 'Alien', year: 1979 })),
    });
    expect(res.statusCode).toBe(400);
  });
});
