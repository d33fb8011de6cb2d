import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hash } from 'node:crypto';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read whose answer is the same for every visitor (the public catalogue): browsers and shared caches may
     * keep a visitor's copy briefly. A caller with cookies still gets an answer of their own, never kept.
     */
    publicCache?: boolean;
  }
}

/**
 * Fresh for 30 s, then served while it is checked again for 5 min more: an edit reaches visitors within a
 * minute or so, and a page they come back to shows at once (decision 006).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/**
 * The one place that says how long an API answer may be kept:
 * - answers that may hold someone's private data are never kept by a browser or a shared cache: everything
 *   under /api/v1/me and /api/auth, and any API answer to a request that carries cookies (a signed-in caller's
 *   view of a film carries their abilities and collection state). Judged by the route that answered, not the
 *   URL as sent, which may spell the same path in other ways;
 * - a visitor's successful answer from a route marked `publicCache` may be kept briefly, and varies by
 *   `Cookie` so that no cache hands it to someone signed in;
 * - every other answer says nothing, and is not kept.
 * Every answer with a body of its own gets a (weak: the same for each compression) ETag, and a request that
 * names it gets 304 without the body.
 */
export async function registerHttpCaching(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    const route = req.routeOptions.url ?? '';
    const isPrivate =
      route.startsWith('/api/v1/me/') ||
      route.startsWith('/api/auth/') ||
      (route.startsWith('/api/') && req.headers.cookie !== undefined);
    if (isPrivate) {
      reply.header('cache-control', 'no-store');
    } else if (req.routeOptions.config?.publicCache && reply.statusCode === 200) {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      addVary(reply, 'cookie');
    }
  });
  // After the hook above, which then sees the answer's own status rather than a 304. SHA-1 as the plugin's
  // default, in one call: no hash object per answer (a 12 KB answer hashes in about 8 µs; a JS FNV-1a took 22).
  await app.register(fastifyEtag, { weak: true, hashFn: (payload) => hash('sha1', payload, 'base64') });
}

/** Adds `header` to the answer's `Vary`, after any named there already. */
export function addVary(reply: FastifyReply, header: string) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${header}` : header);
}
