import { silencePolicy } from '@rewind/shared/policies/restrictions';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { authorize } from './authorize';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write under /api/v1, present and future, asks the silence rule (`silencePolicy`) before its body is
 * read: a silenced member is refused all but the writes the rule keeps for them.
 */
export function registerSilence(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().filter((method) => WRITE_METHODS.has(method));
    if (!route.url.startsWith('/api/v1/') || writes.length === 0) return;
    const refuseSilenced: onRequestHookHandler = async (req) => {
      if (!WRITE_METHODS.has(req.method)) return;
      authorize(silencePolicy.write(await req.getActor(), req.method, route.url));
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), refuseSilenced];
  });
}
