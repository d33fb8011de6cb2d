import { adminPolicy } from '@rewind/shared/policies/admin';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { authorize } from './authorize';

/** Where the admin portal's API lives: every route under it is for admins whose session passed two-factor. */
export const ADMIN_API_PREFIX = '/api/v1/admin/';

/**
 * Refuses every request under /api/v1/admin/ from anyone but an admin with a two-factor session, before its
 * input is even read. Each service still checks its own rule (the policies module decides
 * both); this makes a route added under the prefix safe even if its service forgot, and keeps a visitor from
 * learning an admin route's input by its validation errors.
 */
export function registerAdminGate(app: FastifyInstance) {
  const adminsOnly: onRequestHookHandler = async (req) => {
    authorize(adminPolicy.portal(await req.getActor()));
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_API_PREFIX)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), adminsOnly];
  });
}
