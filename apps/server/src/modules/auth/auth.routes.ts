import { MSG } from '@rewind/shared/messages';
import { ZTwoFactorCodeRequest } from '@rewind/shared/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/actor';
import { type Auth, CLIENT_IP_HEADER, failOnDatabaseOutage } from '../../platform/auth';
import type { TwoFactorService } from './two-factor.service';

export const authRoutes =
  ({ auth, twoFactor }: { auth: Auth; twoFactor: TwoFactorService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Hands /api/auth/* to better-auth, translating between Fastify and the Fetch API it speaks.
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(req, reply) {
        const response = await failOnDatabaseOutage(() => auth.handler(toFetchRequest(req)));
        if (response.status === 429) return sendTooManyAttempts(reply, response);
        reply.code(response.status);
        for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
        // Fastify measures the body itself: ours may be shorter than better-auth's (see withoutSessionToken).
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        return reply.send(response.body ? withoutSessionToken(await response.text()) : null);
      },
    });

    app.post(
      '/api/v1/me/two-factor/remove',
      {
        schema: {
          tags: ['auth'],
          summary: 'Turn two-factor authentication off, proven with a current TOTP code or a recovery code',
          body: ZTwoFactorCodeRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req);
        await twoFactor.remove(actor, req.body.code, cookieHeaders(req));
        return reply.code(204).send(null);
      },
    );
  };

function toFetchRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // Rate limits count per client address as Fastify resolved it (trustProxy), never a header sent to us.
  headers.set(CLIENT_IP_HEADER, req.ip);
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

function cookieHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  return headers;
}

/**
 * better-auth also puts the session token in its JSON (sign-in, two-factor, get-session). The token lives in
 * an HttpOnly cookie precisely so that scripts cannot read it (DECISIONS.md item 2), so it is taken out.
 */
function withoutSessionToken(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== 'object') return body;
  const { token: _token, session, ...rest } = parsed as { token?: unknown; session?: unknown };
  const safe: Record<string, unknown> = rest;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...safeSession } = session as Record<string, unknown>;
    safe.session = safeSession;
  } else if (session !== undefined) {
    safe.session = session;
  }
  return JSON.stringify(safe);
}

// better-auth's own limiter answers in its own words; every 429 from /api/auth speaks the contract's.
function sendTooManyAttempts(reply: FastifyReply, response: Response) {
  const retryAfter = response.headers.get('retry-after') ?? response.headers.get('x-retry-after') ?? '60';
  return reply
    .code(429)
    .header('retry-after', retryAfter)
    .send({ code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts });
}
