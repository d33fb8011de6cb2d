import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { isPublicAddress, type RemoteImagePolicy } from '../platform/remote-image';

/** The fake host's name; the test policy resolves it (and any `*.images.test`) to 127.0.0.1. */
export const FAKE_IMAGE_HOSTNAME = 'images.test';

export type FakeAnswer = (req: IncomingMessage, res: ServerResponse) => void;

export type FakePolicyOptions = Partial<
  Pick<RemoteImagePolicy, 'timeoutMs' | 'maxBytes' | 'maxRedirects'>
> & {
  /**
   * More allowed host names and the address each resolves to, e.g. { 'metadata.test': '169.254.169.254' }.
   * A `*.images.test` name mapped to 127.0.0.1 reaches this host: its certificate covers those names.
   */
  names?: Record<string, string>;
  /**
   * Lets the fetch connect to 127.0.0.1, where the fake host listens (default true). False leaves only the
   * production address check, which must refuse it.
   */
  allowLoopback?: boolean;
};

export type FakeImageHost = {
  port: number;
  /** The host's self-signed certificate, to trust as the only CA. */
  ca: string;
  /** `https://images.test:<port><path>` (or another `*.images.test` name). */
  url(path: string, hostname?: string): string;
  /** Sets what a path answers; unknown paths answer 404. */
  route(path: string, answer: FakeAnswer): void;
  /** Paths requested so far: shows whether a refused fetch ever reached the server. */
  requests: string[];
  /** A policy that allows images.test (and `names`), trusts this host's certificate and uses no real DNS. */
  policy(options?: FakePolicyOptions): RemoteImagePolicy;
  close(): Promise<void>;
};

/**
 * A real HTTPS image host on 127.0.0.1 for tests of anything that fetches images by URL. Pass its
 * `policy()` to `fetchRemoteImage` (or to the app that calls it):
 *
 *   const host = await startFakeImageHost({ '/poster.jpg': serveImage(jpeg) });
 *   await fetchRemoteImage(host.url('/poster.jpg'), host.policy());
 */
export async function startFakeImageHost(
  routes: Record<string, FakeAnswer> = {},
  /** What a path without a route answers (default 404). */
  otherwise: FakeAnswer = (_req, res) => void res.writeHead(404).end(),
): Promise<FakeImageHost> {
  const { key, cert } = await certificate();
  const answers = new Map(Object.entries(routes));
  const requests: string[] = [];
  const server = https.createServer({ key, cert }, (req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    (answers.get(path) ?? otherwise)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    ca: cert,
    url: (path, hostname = FAKE_IMAGE_HOSTNAME) => `https://${hostname}:${port}${path}`,
    route: (path, answer) => void answers.set(path, answer),
    requests,
    policy: (options) => fakeImageHostPolicy(cert, options),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * What may reach a fake image host whose certificate is `ca`: images.test (and `names`), trusted, and no real
 * DNS. Separate from the host so that another process (the app in the browser tests) can build it too.
 */
export function fakeImageHostPolicy(
  ca: string,
  { names = {}, allowLoopback = true, ...limits }: FakePolicyOptions = {},
): RemoteImagePolicy {
  const addresses = new Map(Object.entries(names));
  return {
    allowedHosts: [FAKE_IMAGE_HOSTNAME, ...addresses.keys()],
    ca,
    async resolve(hostname) {
      const isFakeHost = hostname === FAKE_IMAGE_HOSTNAME || hostname.endsWith(`.${FAKE_IMAGE_HOSTNAME}`);
      const address = addresses.get(hostname) ?? (isFakeHost ? '127.0.0.1' : undefined);
      if (!address)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return [{ address, family: address.includes(':') ? 6 : 4 }];
    },
    isAllowedAddress: (address) => (allowLoopback && address === '127.0.0.1') || isPublicAddress(address),
    ...limits,
  };
}

/** Answers 200 with the bytes; `chunked` leaves out Content-Length, as a streaming server would. */
export const serveImage =
  (body: Buffer, contentType = 'image/jpeg', { chunked = false } = {}): FakeAnswer =>
  (_req, res) => {
    res.writeHead(200, {
      'content-type': contentType,
      ...(chunked ? {} : { 'content-length': body.length }),
    });
    res.end(body);
  };

export const redirectTo =
  (location: string, status = 302): FakeAnswer =>
  (_req, res) =>
    void res.writeHead(status, { location }).end();

/** Accepts the request and never answers. */
export const neverAnswer = (): FakeAnswer => () => {};

/** Sends the headers and the first bytes of an image, then nothing more. */
export const stallAfterHeaders =
  (contentType = 'image/jpeg'): FakeAnswer =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': contentType });
    res.write(Buffer.alloc(1024));
  };

/** An image body without end or length: only a client that stops reading lets it finish. */
export const endlessImage =
  (contentType = 'image/jpeg'): FakeAnswer =>
  (_req, res) => {
    const chunk = Buffer.alloc(64 * 1024);
    res.writeHead(200, { 'content-type': contentType });
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  };

// One certificate per test process: generating a key is the slowest part of starting a host.
let cached: Promise<{ key: string; cert: string }> | undefined;
function certificate() {
  cached ??= generate([{ name: 'commonName', value: FAKE_IMAGE_HOSTNAME }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: FAKE_IMAGE_HOSTNAME },
          { type: 2, value: `*.${FAKE_IMAGE_HOSTNAME}` },
        ],
      },
    ],
  }).then(({ private: key, cert }) => ({ key, cert }));
  return cached;
}
