import { MSG } from '@rewind/shared/messages';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins';
import type { RateLimitRule, RateLimitStore } from '../../platform/rate-limit-store';
import type { Db } from '../../db/client';
import { ACCOUNT_LIMITS, accountLimitKey, CLIENT_IP_HEADER } from './auth-limits';
import { findUserByEmail, recordTwoFactorPassed, spendTotpCode } from './auth.repo';
import { isCommonPassword } from './password-policy';

/** Where the link in the confirmation e-mail lands, with `&error=CODE` appended when it did not work. */
export const VERIFIED_LANDING = '/?verified=1';

type Deps = { db: Db; limits: RateLimitStore };
type Body = Record<string, unknown> | undefined;
type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type SessionRow = { twoFactorVerifiedAt?: Date | null };

/**
 * Our rules around better-auth's endpoints: per-account limits, the password dictionary, spent links, and
 * authenticator codes that work once.
 */
export function createAuthHooks({ db, limits }: Deps) {
  const limitFor = (limit: keyof typeof ACCOUNT_LIMITS, email: unknown, address?: string) =>
    typeof email === 'string'
      ? { key: accountLimitKey(limit, email, address), rule: ACCOUNT_LIMITS[limit] }
      : null;

  async function consumeAccountLimit(limit: keyof typeof ACCOUNT_LIMITS, email: unknown, address?: string) {
    const target = limitFor(limit, email, address);
    if (target) refuseWhenOver(await limits.consume(target.key, target.rule), target.rule);
  }

  /**
   * Every attempt is counted before the password is checked, so that attempts sent at once cannot all pass a
   * count none of them has added to yet. The address's allowance comes first: an attempt it refuses is not
   * counted towards the account's ceiling, so one address cannot spend that either.
   */
  async function consumeSignInAttempt(email: unknown, address: string) {
    await consumeAccountLimit('signInFailures', email, address);
    await consumeAccountLimit('signInAttempts', email);
  }

  const before = createAuthMiddleware(async (ctx) => {
    const body = ctx.body as Body;
    switch (ctx.path) {
      case '/sign-up/email':
        await refuseCommonPassword(body?.password);
        await consumeAccountLimit('signUp', body?.email);
        // The server names new users (databaseHooks); better-auth still insists on a `name` field.
        return { context: { body: { ...body, name: '' } } };
      case '/sign-in/email':
        // A successful sign-in clears its address's count (below).
        return consumeSignInAttempt(body?.email, clientAddressOf(ctx));
      case '/send-verification-email':
        return consumeAccountLimit('verificationMail', body?.email);
      case '/request-password-reset':
        return consumeAccountLimit('passwordResetMail', body?.email);
      case '/reset-password':
      case '/change-password':
        return refuseCommonPassword(body?.newPassword);
      case '/verify-email':
        return refuseSpentVerificationLink(db, ctx.query?.token, (url) => ctx.redirect(url));
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (isAPIError(ctx.context.returned)) return;
    const started = ctx.context.newSession?.session;
    switch (ctx.path) {
      case '/two-factor/verify-totp':
        await refuseSpentTotpCode(ctx);
        // A session started here passed the second factor: at sign-in, or with the code that turned it on.
        if (started) await recordTwoFactorPassed(db, started);
        return;
      case '/two-factor/verify-backup-code':
        if (started) await recordTwoFactorPassed(db, started);
        return;
      case '/change-password': {
        // With revokeOtherSessions the session is replaced; the new one is as verified as the old one was.
        const passedAt = (ctx.context.session?.session as SessionRow | undefined)?.twoFactorVerifiedAt;
        if (started && passedAt) await recordTwoFactorPassed(db, started, passedAt);
        return;
      }
      case '/sign-in/email': {
        const target = limitFor('signInFailures', (ctx.body as Body)?.email, clientAddressOf(ctx));
        if (target) await limits.reset(target.key);
        return;
      }
    }
  });

  /**
   * better-auth accepts a code as often as it likes while it is valid: a code read over a shoulder or from
   * a phishing page would sign in a second time. Once accepted, it is spent.
   */
  async function refuseSpentTotpCode(ctx: AuthContext) {
    const userId = (ctx.context.returned as { user?: { id?: string } } | undefined)?.user?.id;
    const code = (ctx.body as Body)?.code;
    if (!userId || typeof code !== 'string' || (await spendTotpCode(db, userId, code))) return;
    const newSession = ctx.context.newSession;
    if (newSession) await ctx.context.internalAdapter.deleteSession(newSession.session.token);
    throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
  }

  return { before, after };
}

/** The client's address as our Fastify bridge resolved it (see TRUST_PROXY). */
const clientAddressOf = (ctx: AuthContext) => ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';

function refuseWhenOver(decision: { allowed: boolean; retryAfter: number | null }, rule: RateLimitRule) {
  if (decision.allowed) return;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts },
    { 'Retry-After': String(decision.retryAfter ?? rule.window) },
  );
}

async function refuseCommonPassword(password: unknown) {
  if (typeof password === 'string' && (await isCommonPassword(password))) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: MSG.passwordTooCommon });
  }
}

/**
 * better-auth's confirmation tokens are signed, stateless and would keep working until they expire. A
 * token's only use is to confirm its address, so once the address is confirmed every token for it is spent.
 */
async function refuseSpentVerificationLink(db: Db, token: unknown, redirect: (url: string) => unknown) {
  const email = typeof token === 'string' ? emailInToken(token) : undefined;
  if (!email) return;
  const user = await findUserByEmail(db, email);
  if (user?.emailVerified) throw redirect(`${VERIFIED_LANDING}&error=INVALID_TOKEN`);
}

// Reads the payload without checking the signature: a forged token can only lead to this error page.
function emailInToken(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.email === 'string' && !payload.updateTo ? payload.email : undefined;
  } catch {
    return undefined;
  }
}
