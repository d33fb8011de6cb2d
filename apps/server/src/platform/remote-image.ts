import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MSG } from '@rewind/shared/messages';
import { AppError } from './errors';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** What `fetchRemoteImage` may reach. Production passes only `allowedHosts`; tests replace the network edges. */
export type RemoteImagePolicy = {
  /** Exact host names (no wildcards), e.g. config.posterHosts. */
  allowedHosts: readonly string[];
  /** Every address a host name resolves to. Default: the system resolver. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whether an address may be connected to. Default: `isPublicAddress`. */
  isAllowedAddress?: (address: string) => boolean;
  /** Certificate authorities to trust instead of Node's bundled ones (a test's self-signed certificate). */
  ca?: string | Buffer;
  /** For the whole fetch, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Default 10 MB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const urlInvalid = () => new AppError(400, 'poster_url_invalid', MSG.posterUrlInvalid);
const hostNotAllowed = () => new AppError(400, 'poster_host_not_allowed', MSG.posterHostNotAllowed);
// One answer for every failure past the URL check: which private address or port exists is nobody's business.
const fetchFailed = () => new AppError(422, 'poster_fetch_failed', MSG.posterFetchFailed);

/**
 * GETs an image from an allowed host over HTTPS without letting the URL reach anything inside our network:
 * every hop (redirects are followed by hand) is checked for protocol, host and resolved address, and the
 * connection goes to exactly the address that was checked, so a second DNS answer cannot redirect it.
 */
export async function fetchRemoteImage(url: string, policy: RemoteImagePolicy): Promise<Buffer> {
  try {
    return await followRedirects(url, policy);
  } catch (error) {
    throw error instanceof AppError ? error : fetchFailed();
  }
}

async function followRedirects(url: string, policy: RemoteImagePolicy): Promise<Buffer> {
  const deadline = AbortSignal.timeout(policy.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let target = checkUrl(url, policy);
  for (let redirects = 0; ; redirects++) {
    const address = await beforeDeadline(resolveChecked(target.hostname, policy), deadline);
    const response = await get(target, address, policy, deadline);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location)
      return await readImage(response, policy.maxBytes ?? DEFAULT_MAX_BYTES);
    response.destroy();
    if (redirects === (policy.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) throw fetchFailed();
    target = checkUrl(new URL(location, target).href, policy);
  }
}

function checkUrl(url: string, policy: RemoteImagePolicy): URL {
  if (!URL.canParse(url)) throw urlInvalid();
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) throw urlInvalid();
  if (!policy.allowedHosts.includes(parsed.hostname)) throw hostNotAllowed();
  return parsed;
}

/** The first address of the host, provided that every address it has is allowed. */
async function resolveChecked(hostname: string, policy: RemoteImagePolicy): Promise<ResolvedAddress> {
  const resolve = policy.resolve ?? ((host) => dnsLookup(host, { all: true }) as Promise<ResolvedAddress[]>);
  const isAllowed = policy.isAllowedAddress ?? isPublicAddress;
  const addresses = await resolve(hostname);
  // Refusing mixed answers outright: which one Node would pick is not something to rely on.
  if (addresses.length === 0 || !addresses.every(({ address }) => isAllowed(address))) throw fetchFailed();
  return addresses[0]!;
}

function get(target: URL, pinned: ResolvedAddress, policy: RemoteImagePolicy, signal: AbortSignal) {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return new Promise<IncomingMessage>((resolve, reject) => {
    https
      .get(target, {
        lookup,
        // A pooled socket could be one opened for another address; `servername` still follows the URL.
        agent: false,
        ca: policy.ca,
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Rewind poster fetcher' },
      })
      .on('response', resolve)
      .on('error', reject);
  });
}

async function readImage(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  try {
    const contentType = response.headers['content-type'] ?? '';
    const declaredLength = Number(response.headers['content-length'] ?? 0);
    if (response.statusCode !== 200 || !/^image\//i.test(contentType) || declaredLength > maxBytes)
      throw fetchFailed();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw fetchFailed();
      chunks.push(chunk);
    }
    if (size === 0) throw fetchFailed();
    return Buffer.concat(chunks);
  } finally {
    // Stops a body we will not read (or one still arriving) instead of letting it download.
    response.destroy();
  }
}

function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(fetchFailed());
    if (deadline.aborted) return onAbort();
    deadline.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onAbort));
  });
}

// Everything a poster host cannot legitimately be: this machine, private networks, the cloud metadata
// service (169.254.169.254), shared carrier NAT, multicast, and documentation or reserved ranges.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
// IPv6 is allowed only in global unicast (2000::/3), which leaves out ::, ::1, fc00::/7, fe80::/10 and
// ff00::/8; inside it, the ranges that embed or tunnel to an IPv4 address or are only for documentation.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an address is one a public web host may have (see the ranges above). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  if (ipv4Mapped.check(address, 'ipv6')) return isPublicAddress(mappedIpv4(address));
  return globalUnicast.check(address, 'ipv6') && !blocked.check(address, 'ipv6');
}

/** '::ffff:10.0.0.1' and '::ffff:a00:1' both give '10.0.0.1'. */
function mappedIpv4(address: string): string {
  const hex = new URL(`http://[${address}]`).hostname.slice(1, -1).split(':').slice(-2);
  const value = hex.reduce((total, group) => total * 0x10000 + parseInt(group, 16), 0);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}
