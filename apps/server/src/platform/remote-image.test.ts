import { MSG } from '@rewind/shared/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  endlessImage,
  type FakeImageHost,
  neverAnswer,
  redirectTo,
  serveImage,
  stallAfterHeaders,
  startFakeImageHost,
} from '../test/fake-image-host';
import { AppError } from './errors';
import { fetchRemoteImage, isPublicAddress } from './remote-image';

const poster = Buffer.from('not really a JPEG, but the bytes must arrive unchanged');

const refusal = (status: number, message: string) => expect.objectContaining({ status, message });
const urlInvalid = refusal(400, MSG.posterUrlInvalid);
const hostNotAllowed = refusal(400, MSG.posterHostNotAllowed);
const fetchFailed = refusal(422, MSG.posterFetchFailed);

describe('fetchRemoteImage', () => {
  let host: FakeImageHost;
  beforeAll(async () => {
    host = await startFakeImageHost({ '/poster.jpg': serveImage(poster) });
  });
  afterAll(() => host.close());
  beforeEach(() => {
    host.requests.length = 0;
  });

  it('returns the bytes of an image on an allowed host', async () => {
    // images.test exists only in the policy's resolver: success also shows the connection used the pinned address.
    expect(await fetchRemoteImage(host.url('/poster.jpg'), host.policy())).toEqual(poster);
  });

  it('follows up to three redirects, each checked again', async () => {
    host.route('/r1', redirectTo(host.url('/poster.jpg', 'cdn.images.test'), 301));
    host.route('/r2', redirectTo('/r1', 307));
    host.route('/r3', redirectTo(host.url('/r2')));
    expect(
      await fetchRemoteImage(host.url('/r3'), host.policy({ names: { 'cdn.images.test': '127.0.0.1' } })),
    ).toEqual(poster);
    expect(host.requests).toEqual(['/r3', '/r2', '/r1', '/poster.jpg']);
  });

  it.each([
    ['plain http', 'http://images.test/poster.jpg'],
    ['no URL at all', 'poster.jpg'],
    ['a URL with credentials', 'https://user:secret@images.test/poster.jpg'],
    ['another scheme', 'file:///etc/passwd'],
  ])('refuses %s', async (_case, url) => {
    await expect(fetchRemoteImage(url, host.policy())).rejects.toEqual(urlInvalid);
  });

  it.each([
    ['an unlisted host', 'https://evil.example/poster.jpg'],
    ['a subdomain of a listed host', 'https://images.test.evil.example/poster.jpg'],
    ['an IP address', 'https://127.0.0.1/poster.jpg'],
  ])('refuses %s', async (_case, url) => {
    await expect(fetchRemoteImage(url, host.policy())).rejects.toEqual(hostNotAllowed);
  });

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1'])(
    'refuses a listed host that resolves to %s',
    async (address) => {
      const policy = host.policy({ names: { 'inside.test': address }, allowLoopback: false });
      await expect(fetchRemoteImage(`https://inside.test:${host.port}/poster.jpg`, policy)).rejects.toEqual(
        fetchFailed,
      );
      // The images.test name points at the fake host too: without the loopback exception it is refused as well.
      await expect(fetchRemoteImage(host.url('/poster.jpg'), policy)).rejects.toEqual(fetchFailed);
      expect(host.requests).toEqual([]);
    },
  );

  it('refuses a host when any of its addresses is private', async () => {
    const policy = host.policy();
    const resolve = policy.resolve!;
    policy.resolve = async (hostname) => [...(await resolve(hostname)), { address: '10.0.0.1', family: 4 }];
    await expect(fetchRemoteImage(host.url('/poster.jpg'), policy)).rejects.toEqual(fetchFailed);
    expect(host.requests).toEqual([]);
  });

  it.each(['169.254.169.254', '127.0.0.2', 'fd00::1'])('refuses a redirect to %s', async (address) => {
    host.route('/to-inside', redirectTo(`https://inside.test:${host.port}/poster.jpg`));
    const policy = host.policy({ names: { 'inside.test': address } });
    // The target would not answer anyway, so the test watches the check itself refusing it.
    const isAllowed = policy.isAllowedAddress!;
    const checked: [string, boolean][] = [];
    policy.isAllowedAddress = (candidate) => {
      checked.push([candidate, isAllowed(candidate)]);
      return isAllowed(candidate);
    };
    await expect(fetchRemoteImage(host.url('/to-inside'), policy)).rejects.toEqual(fetchFailed);
    expect(checked).toEqual([
      ['127.0.0.1', true],
      [address, false],
    ]);
  });

  it('refuses a redirect to an unlisted host', async () => {
    host.route('/to-elsewhere', redirectTo('https://evil.example/poster.jpg'));
    await expect(fetchRemoteImage(host.url('/to-elsewhere'), host.policy())).rejects.toEqual(hostNotAllowed);
  });

  it('refuses a redirect to plain http', async () => {
    host.route('/to-http', redirectTo(`http://images.test:${host.port}/poster.jpg`));
    await expect(fetchRemoteImage(host.url('/to-http'), host.policy())).rejects.toEqual(urlInvalid);
  });

  it('gives up after three redirects', async () => {
    host.route('/loop', redirectTo('/loop'));
    await expect(fetchRemoteImage(host.url('/loop'), host.policy())).rejects.toEqual(fetchFailed);
    expect(host.requests).toEqual(['/loop', '/loop', '/loop', '/loop']);
  });

  it('refuses at once a body whose Content-Length is over the limit', async () => {
    host.route('/announced.jpg', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 2000 });
      res.write(Buffer.alloc(10));
    });
    const started = Date.now();
    await expect(
      fetchRemoteImage(host.url('/announced.jpg'), host.policy({ maxBytes: 1999, timeoutMs: 20_000 })),
    ).rejects.toEqual(fetchFailed);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('accepts a body of exactly the limit', async () => {
    host.route('/exact.jpg', serveImage(Buffer.alloc(2000)));
    expect(await fetchRemoteImage(host.url('/exact.jpg'), host.policy({ maxBytes: 2000 }))).toHaveLength(
      2000,
    );
  });

  it('refuses a body over the limit without Content-Length', async () => {
    host.route('/big-chunked.jpg', serveImage(Buffer.alloc(2000), 'image/jpeg', { chunked: true }));
    await expect(
      fetchRemoteImage(host.url('/big-chunked.jpg'), host.policy({ maxBytes: 1999 })),
    ).rejects.toEqual(fetchFailed);
  });

  it('stops reading as soon as the limit is passed', async () => {
    host.route('/endless.jpg', endlessImage());
    const started = Date.now();
    await expect(
      fetchRemoteImage(host.url('/endless.jpg'), host.policy({ maxBytes: 1024 * 1024, timeoutMs: 20_000 })),
    ).rejects.toEqual(fetchFailed);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('times out on a server that does not answer', async () => {
    host.route('/silent.jpg', neverAnswer());
    const started = Date.now();
    await expect(fetchRemoteImage(host.url('/silent.jpg'), host.policy({ timeoutMs: 300 }))).rejects.toEqual(
      fetchFailed,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('times out on a body that stops arriving', async () => {
    host.route('/stalled.jpg', stallAfterHeaders());
    await expect(fetchRemoteImage(host.url('/stalled.jpg'), host.policy({ timeoutMs: 300 }))).rejects.toEqual(
      fetchFailed,
    );
  });

  it('times out on a name that does not resolve in time', async () => {
    const policy = { ...host.policy({ timeoutMs: 300 }), resolve: () => new Promise<never>(() => {}) };
    await expect(fetchRemoteImage(host.url('/poster.jpg'), policy)).rejects.toEqual(fetchFailed);
  });

  it.each([
    ['text/html', 'text/html; charset=utf-8'],
    ['no content type', ''],
  ])('refuses %s', async (_case, contentType) => {
    host.route('/page', (_req, res) =>
      res.writeHead(200, contentType ? { 'content-type': contentType } : {}).end('<html></html>'),
    );
    await expect(fetchRemoteImage(host.url('/page'), host.policy())).rejects.toEqual(fetchFailed);
  });

  it('refuses an error answer and an empty image', async () => {
    await expect(fetchRemoteImage(host.url('/missing.jpg'), host.policy())).rejects.toEqual(fetchFailed);
    host.route('/empty.jpg', serveImage(Buffer.alloc(0)));
    await expect(fetchRemoteImage(host.url('/empty.jpg'), host.policy())).rejects.toEqual(fetchFailed);
  });

  it('refuses a certificate it does not trust', async () => {
    const { ca: _trusted, ...policy } = host.policy();
    await expect(fetchRemoteImage(host.url('/poster.jpg'), policy)).rejects.toEqual(fetchFailed);
  });

  it('throws AppError, so the API shows the message', async () => {
    await expect(fetchRemoteImage('http://x', host.policy())).rejects.toBeInstanceOf(AppError);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '151.101.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
