import { MSG } from '@rewind/shared/messages';
import { formatMoment } from '@rewind/shared/time';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { AppError } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The writes a silenced member keeps (issue 19 point 3: they read, and post nothing): their own shelves,
 * settings and read markers (/me/…, …/read), a preview or a lookup that stores nothing, and the steps of the
 * orders, offers and trades they are already in, so a sale or a swap under way can finish. Everything else
 * others would see — topics, replies, messages, listings, trade requests, catalogue entries, photos — is
 * refused.
 */
const OPEN_TO_SILENCED = [
  /^\/api\/v1\/me\//,
  /\/read$/,
  /^\/api\/v1\/forum\/preview$/,
  /^\/api\/v1\/lookup\//,
  /^\/api\/v1\/(orders|trade-proposals)\/:[a-zA-Z]+\/steps$/,
  /^\/api\/v1\/offers\/:offerId\/answer$/,
];

/** Whether a silenced member keeps this write (`url` as the route names it, `/api/v1/orders/:orderId/steps`). */
export const keptWhenSilenced = (url: string) => OPEN_TO_SILENCED.some((pattern) => pattern.test(url));

/** Every write under /api/v1, present and future, checks the caller is not silenced (unless it is one they keep). */
export function registerSilence(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/v1/') || !methods.some((method) => WRITE_METHODS.has(method))) return;
    if (keptWhenSilenced(route.url)) return;
    const refuseSilenced: onRequestHookHandler = async (req) => {
      if (!WRITE_METHODS.has(req.method)) return;
      const until = (await req.getActor())?.silencedUntil;
      if (until) throw new AppError(403, 'silenced', MSG.accountSilenced(formatMoment(until)));
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), refuseSilenced];
  });
}
