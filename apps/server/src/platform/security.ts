import { MSG } from '@rewind/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { AppError } from './errors';
import { LOCAL_MEDIA_PREFIX } from './storage/local-storage';

/**
 * Whether a page may show an image from this address, as the CSP below allows: our own site (and its stored
 * media, by path), the S3 origins,
 * or a poster host over https (for addresses typed in, such as a blog post's cover).
 */
export function isShownImage(config: Config): (url: string) => boolean {
  const origins = new Set(
    [config.publicUrl, config.s3?.publicUrl, config.s3?.endpoint]
      .filter(Boolean)
      .map((url) => new URL(url!).origin),
  );
  return (url) => {
    if (url.startsWith(LOCAL_MEDIA_PREFIX)) return true;
    const address = new URL(url);
    return (
      origins.has(address.origin) ||
      (address.protocol === 'https:' && config.posterHosts.includes(address.hostname))
    );
  };
}

/**
 * Scripts only from our own origin (the built app has no inline script). Inline styles are allowed because
 * the dialog library sets style attributes and injects small <style> tags at run time; styles cannot run code.
 */
function contentSecurityPolicy(config: Config) {
  // Uploads on S3, and the film databases' posters and backdrops that movie search shows and saves.
  const imageOrigins = [
    ...[config.s3?.publicUrl, config.s3?.endpoint].filter(Boolean).map((url) => new URL(url!).origin),
    // On any port, as the server's poster fetch allows (a host name without one would mean 443 only).
    ...config.posterHosts.map((host) => `https://${host}:*`),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}

/**
 * Helmet's headers, with the policy above, on every answer. Helmet's middleware is made once: the Fastify
 * plugin made it anew for every request, parsing the policy each time, which cost more than all of an API
 * answer's other hooks together (decision 006).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const setSecurityHeaders = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  app.addHook('onRequest', (req, reply, done) => setSecurityHeaders(req.raw, reply.raw, () => done()));
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes come only from our own pages. Browsers send `Origin` on every POST, PUT, PATCH and DELETE; a page on
 * another site, or on another port of this host (same-site, not same-origin), is refused before its body is
 * read, multipart uploads included. Without `Origin` the fetch metadata decides; with neither header the
 * caller is no browser (curl, a script), so no one's cookies are being ridden and the request may pass.
 * This covers /api/auth too, where better-auth checks the origin only for some requests (with cookies, or
 * its sign-in and sign-up forms).
 */
export function registerSameOriginWrites(app: FastifyInstance, publicUrl: string) {
  const origins = new Set(ownOrigins(publicUrl));
  app.addHook('onRequest', async (req) => {
    if (STATE_CHANGING_METHODS.has(req.method) && !comesFromOwnPages(req.headers, origins)) {
      throw new AppError(403, 'cross_origin', MSG.crossOriginWrite);
    }
  });
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our pages are served from: the public URL's, and for a local install on a loopback address all
 * three names of this machine on the same port, since a person opens `localhost` as readily as the
 * `127.0.0.1` the start log shows, and both reach this very server.
 */
export function ownOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

function comesFromOwnPages(headers: FastifyRequest['headers'], origins: Set<string>): boolean {
  if (headers.origin !== undefined) return origins.has(headers.origin);
  const site = headers['sec-fetch-site'];
  // 'none' is the person themself (a bookmark, the address bar), not another page.
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true;
}

/**
 * Input no route can use is refused at the door, for every route, in a path parameter, a query parameter or
 * anywhere in a JSON body, keys included: text PostgreSQL cannot store, that is a NUL character (which
 * `text` columns cannot hold) or a lone UTF-16 surrogate (which has no UTF-8 form and would be silently
 * replaced), and JSON nested deeper than any of our requests, which would exhaust the stack of code that
 * walks it recursively (better-auth's, for one).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    assertUsableInput('params', req.params);
    assertUsableInput('querystring', req.query);
    assertUsableInput('body', req.body);
  });
}

/** The same check for input a handler reads itself (the text fields of a multipart upload). */
export function assertUsableInput(source: string, value: unknown) {
  const fault = findInputFault(value);
  if (!fault) return;
  // Named as the validation errors name fields; an unknown key may be long, so the name is cut short.
  const field = (fault.path || source).slice(0, FIELD_NAME_MAX);
  const message = fault.isTooDeep ? MSG.nestedTooDeep(field) : MSG.unstorableText(field);
  throw new AppError(400, 'validation', message, { [field]: message });
}

const FIELD_NAME_MAX = 100;
// Our deepest request (an import row inside its list) is three levels down.
const MAX_DEPTH = 32;
// In a `u` regex a well-formed surrogate pair is one code point, so \p{Cs} matches only the lone halves.
const LONE_SURROGATE = /\p{Cs}/u;
const isStorable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

type Visit = { value: unknown; key: string; depth: number; parent: Visit | null };

/**
 * Where in `value` the first unusable input sits, as a dotted path ('' for `value` itself), or undefined
 * when all is well. Iterative, and the path is spelled only once found: a body may nest very deep.
 */
function findInputFault(value: unknown): { path: string; isTooDeep: boolean } | undefined {
  const pending: Visit[] = [{ value, key: '', depth: 0, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (!isStorable(visit.value)) return { path: pathOf(visit), isTooDeep: false };
    } else if (isJsonContainer(visit.value)) {
      if (visit.depth > MAX_DEPTH) return { path: pathOf(visit), isTooDeep: true };
      for (const [key, child] of Object.entries(visit.value)) {
        // A bad key is named by where it sits: its own name cannot be shown as it is.
        if (!isStorable(key)) return { path: pathOf(visit), isTooDeep: false };
        pending.push({ value: child, key, depth: visit.depth + 1, parent: visit });
      }
    }
  }
  return undefined;
}

// Parsed JSON, params and query (whose objects the parsers make without Object's prototype); a raw Buffer
// body is bytes, not text, and looking at each byte as a key would be slow.
function isJsonContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}
