import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../../platform/auth';

/** Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API it speaks. */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(req, reply) {
      const response = await auth.handler(toFetchRequest(req));
      reply.code(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

function toFetchRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}
