import { MSG } from '@rewind/shared/messages';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { isApiPath } from './web-app';

const COOKIE = 'rewind_site_pass';
const GATE_PATH = '/site-gate';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/**
 * The site gate (docs/product.md, Departures, 5): when SITE_PASSWORD is set, nothing but the health check is
 * served until the visitor has given the password once; a cookie remembers it (and stops working when the password
 * changes).
 */
export async function registerSiteGate(app: FastifyInstance, options: { password: string; secure: boolean }) {
  const pass = digest(options.password);
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onRequest', async (req, reply) => {
    const pathname = req.url.split('?')[0];
    if (pathname === '/healthz' || pathname === GATE_PATH) return;
    if (matches(req.cookies[COOKIE], pass)) return;
    if (pathname && isApiPath(pathname)) {
      return reply.code(401).send({ error: { code: 'site_password', message: MSG.sitePasswordNeeded } });
    }
    return sendGatePage(reply, 200, '');
  });

  app.post(GATE_PATH, async (req, reply) => {
    const given = (req.body as { password?: unknown } | undefined)?.password;
    if (typeof given !== 'string' || !matches(digest(given), pass)) {
      return sendGatePage(reply, 401, MSG.sitePasswordWrong);
    }
    reply.setCookie(COOKIE, pass, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: THIRTY_DAYS_SECONDS,
    });
    return reply.redirect('/', 303);
  });
}

const digest = (password: string) =>
  createHash('sha256').update(`rewind-site-gate:${password}`).digest('hex');

function matches(candidate: string | undefined, expected: string): boolean {
  if (!candidate || candidate.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(candidate), Buffer.from(expected));
}

function sendGatePage(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).type('text/html').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rewind — access password</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0b14;color:#f4efe6;font:16px system-ui,sans-serif}
form{width:min(22rem,90vw);padding:2rem;border-radius:12px;background:#1a1624;box-shadow:0 0 0 1px #ff2e88 inset}
h1{margin:0 0 1rem;font-size:1.4rem;letter-spacing:.08em}label{display:block;margin-bottom:.4rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:6px;border:1px solid #554c66;background:#0d0b14;color:inherit}
button{margin-top:1rem;width:100%;padding:.6rem;border:0;border-radius:6px;background:#ff2e88;color:#fff;font-weight:700;cursor:pointer}
p{color:#ff8a8a}
</style></head><body>
<form method="post" action="${GATE_PATH}"><h1>REWIND</h1>
<label for="password">Access password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
${error ? `<p role="alert">${error}</p>` : ''}<button type="submit">Enter</button></form>
</body></html>`);
}
