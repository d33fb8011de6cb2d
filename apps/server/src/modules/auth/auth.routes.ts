import { MSG } from '@rewind/shared/messages';
import { ZConfirmedEmail } from '@rewind/shared/auth';
import { ZTwoFactorCodeRequest } from '@rewind/shared/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/actor';
import { type Auth, AUTH_BASE_PATH, confirmedByRequest, failOnDatabaseOutage } from './auth';
import { CLIENT_IP_HEADER } from './auth-limits';
import {
  CONFIRMED_EMAIL_PATH,
  clearedConfirmedEmailCookie,
  confirmedEmailCookie,
  readConfirmedEmail,
} from './confirmed-email';
import type { TwoFactorService } from './two-factor.service';

/**
 * The better-auth endpoints reachable over HTTP: the ones the web app uses, and the list of one's own
 * sessions. The rest stay closed, above all those that turn two-factor off, show its secret or make new
 * recovery codes for a password alone (two-factor is removed with a code: /api/v1/me/two-factor/remove),
 * and those that would change the e-mail address or the server-chosen name.
 */
export const AUTH_ENDPOINTS: readonly { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'GET', path: '/get-session' },
  { method: 'GET', path: '/list-sessions' },
  { method: 'POST', path: '/sign-up/email' },
  { method: 'GET', path: '/verify-email' },
  { method: 'POST', path: '/send-verification-email' },
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'POST', path: '/request-password-reset' },
  { method: 'POST', path: '/reset-password' },
  { method: 'POST', path: '/change-password' },
  // Enrolment: the password starts it, a code from the app turns it on. Refused while a factor is on.
  { method: 'POST', path: '/two-factor/enable' },
  { method: 'POST', path: '/two-factor/verify-totp' },
  { method: 'POST', path: '/two-factor/verify-backup-code' },
];

export const authRoutes =
  ({ auth, twoFactor }: { auth: Auth; twoFactor: TwoFactorService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Hands the endpoints we use to better-auth, translating between Fastify and the Fetch API it speaks.
    // Every other path under /api/auth has no route: Fastify answers 404 before better-auth sees it.
    for (const { method, path } of AUTH_ENDPOINTS) {
      app.route({
        method,
        url: `${AUTH_BASE_PATH}${path}`,
        schema: { hide: true },
        handler: (req, reply) => forwardToAuth(auth, path, req, reply),
      });
    }

    app.get(
      CONFIRMED_EMAIL_PATH,
      {
        schema: {
          tags: ['auth'],
          summary:
            'The address a confirmation link opened in this browser just confirmed (for the login form), once; null without one',
          response: { 200: ZConfirmedEmail },
        },
      },
      async (req, reply) => {
        const { secret, secure } = await cookieOptions(auth);
        const email = readConfirmedEmail(req.headers.cookie, secret);
        if (email) reply.header('set-cookie', clearedConfirmedEmailCookie(secure));
        return { email };
      },
    );

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

async function forwardToAuth(auth: Auth, path: string, req: FastifyRequest, reply: FastifyReply) {
  const request = toFetchRequest(req, path);
  const response = await failOnDatabaseOutage(() => auth.handler(request));
  if (response.status === 429) return sendTooManyAttempts(reply, response);
  reply.code(response.status);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const confirmed = confirmedByRequest.get(request);
  if (confirmed) reply.header('set-cookie', confirmedEmailCookie(confirmed, await cookieOptions(auth)));
  // Fastify measures the body itself: ours may be shorter than better-auth's (see withoutSessionTokens).
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  return reply.send(response.body ? withoutSessionTokens(await response.text()) : null);
}

// better-auth is given the path of the route that matched, never the client's spelling of it.
function toFetchRequest(req: FastifyRequest, path: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // Rate limits count per client address as Fastify resolved it (trustProxy), never a header sent to us.
  headers.set(CLIENT_IP_HEADER, req.ip);
  const { search } = new URL(req.url, 'http://localhost');
  const url = new URL(`${AUTH_BASE_PATH}${path}${search}`, `${req.protocol}://${req.host}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

/** Our cookies are signed with better-auth's secret, and Secure exactly when its own are. */
async function cookieOptions(auth: Auth) {
  const { secret, authCookies } = await auth.$context;
  return { secret, secure: Boolean(authCookies.sessionToken.attributes.secure) };
}

function cookieHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  return headers;
}

/**
 * better-auth also puts session tokens in its JSON (sign-in, two-factor, get-session, list-sessions, ...).
 * A token lives in an HttpOnly cookie precisely so that scripts cannot read it (docs/product.md, Departures, 2), so
 * every `token` field is taken out, at any depth.
 */
function withoutSessionTokens(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), (key, value) => (key === 'token' ? undefined : value));
  } catch {
    return body;
  }
}

// better-auth's own limiter answers in its own words; every 429 from /api/auth speaks the contract's.
function sendTooManyAttempts(reply: FastifyReply, response: Response) {
  const retryAfter = response.headers.get('retry-after') ?? response.headers.get('x-retry-after') ?? '60';
  return reply
    .code(429)
    .header('retry-after', retryAfter)
    .send({ code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts });
}
