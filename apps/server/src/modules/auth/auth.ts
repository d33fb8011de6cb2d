import { makeAutoUsername } from '@rewind/shared/auth';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { formatMoment } from '@rewind/shared/time';
import { APIError, betterAuth, type DBAdapterInstance } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { customSession, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/connection-loss';
import type { ActorReader } from '../../platform/actor';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema/auth';
import type { Mail } from '../../platform/mail/compose';
import { existingAccountMail, passwordResetMail, verificationMail } from './auth-mails';
import { createAuthHooks, VERIFIED_LANDING } from './auth-hooks';
import { CLIENT_IP_HEADER, IP_LIMITS } from './auth-limits';
import { findSessionHolder, findUserById, grantAdmin, isAdminUser, suspendedUntil } from './auth.repo';
import type { MailQueue } from '../../platform/mail/mail-queue';
import { ownOrigins } from '../../platform/security';
import type { RateLimitStore } from '../../platform/rate-limit-store';

/** Where better-auth's endpoints are served (only those listed in modules/auth/auth.routes.ts). */
export const AUTH_BASE_PATH = '/api/auth';

const HOUR_SECONDS = 60 * 60;

/**
 * The addresses better-auth confirmed, by the request that confirmed them (`afterEmailVerification` is handed
 * it): the route that forwarded that request reads the address here, from the confirmation itself.
 */
export const confirmedByRequest = new WeakMap<Request, string>();

export type ProfileEnsurer = (user: { id: string; email: string; name: string | null }) => Promise<unknown>;

export type AuthDeps = {
  db: Db;
  config: Config;
  secret: string;
  mail: MailQueue;
  limits: RateLimitStore;
  logger: FastifyBaseLogger;
  /** Creates the user's profile row when it is missing; called whenever a session is created. */
  ensureProfile: ProfileEnsurer;
  /** How passwords are hashed and checked; better-auth's scrypt unless given (tests: test/server.ts). */
  passwordHashing?: PasswordHashing;
};

/** better-auth's own scrypt by default; the same format whoever computes it. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

/** better-auth on our database: e-mail and password with confirmed addresses, TOTP, HTTP-only cookies. */
export function createAuth(deps: AuthDeps) {
  const { db, config, logger } = deps;
  const send = (to: string, mail: Mail) => deps.mail.enqueue({ to, ...mail });
  return betterAuth({
    appName: 'Rewind',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: ownOrigins(config.publicUrl),
    logger: forwardLogsTo(logger),
    database: reportingOutages(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: {
          user: users,
          session: sessions,
          account: accounts,
          verification: verifications,
          twoFactor: twoFactors,
          rateLimit: rateLimits,
        },
      }),
    ),
    session: {
      // Set by us, never by a client: see modules/auth/auth-hooks.ts.
      additionalFields: { twoFactorVerifiedAt: { type: 'date', required: false, input: false } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      requireEmailVerification: true,
      ...(deps.passwordHashing ? { password: deps.passwordHashing } : {}),
      resetPasswordTokenExpiresIn: HOUR_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) =>
        send(user.email, passwordResetMail(resetPasswordLink(config, token))),
      onExistingUserSignUp: async ({ user }) => send(user.email, existingAccountMail(`${config.publicUrl}/`)),
      // The answer for a taken address must read like a new account's (no enumeration): named as one.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        ...newUserFields(),
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 24 * HOUR_SECONDS,
      sendVerificationEmail: async ({ user, token }) =>
        send(user.email, verificationMail(verificationLink(config, token))),
      afterEmailVerification: async (user, request) => {
        if (request) confirmedByRequest.set(request, user.email);
        if (config.adminEmails.includes(user.email.toLowerCase())) await grantAdmin(db, user.id);
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 120,
      customRules: IP_LIMITS,
      customStorage: deps.limits,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, ...newUserFields() } }),
        },
      },
      session: {
        create: {
          // A suspended member gets no session, whichever way they sign in.
          before: async (session) => {
            const until = await suspendedUntil(db, session.userId);
            if (until)
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: MSG.accountSuspended(formatMoment(until)),
              });
          },
          after: async (session) => ensureProfileQuietly(deps, session.userId),
        },
      },
    },
    hooks: createAuthHooks({ db, limits: deps.limits }),
    advanced: {
      database: { generateId: 'uuid' },
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({ issuer: 'Rewind', backupCodeOptions: { amount: 10 } }),
      // Admin status is computed here, on the server, from admin_users, and travels with the session.
      customSession(async ({ user, session }) => ({
        user: { ...user, isAdmin: await isAdminUser(db, user.id) },
        session,
      })),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** What a better-auth call met: a lost database, and the errors better-auth logged meanwhile (held back). */
type AuthCall = { outage?: unknown; loggedErrors: Array<(level: 'warn' | 'error') => void> };
const currentAuthCall = new AsyncLocalStorage<AuthCall>();

/**
 * Runs a call into better-auth so that a lost database fails it. better-auth answers some database failures
 * as if there were nothing to find (custom-session's lookup says "no session"), which would show people
 * signed out while the database is away. What better-auth logged as errors on the way is about the outage
 * then, and logged as warnings.
 */
export async function failOnDatabaseOutage<T>(call: () => Promise<T>): Promise<T> {
  const record: AuthCall = { loggedErrors: [] };
  try {
    const result = await currentAuthCall.run(record, call);
    if (record.outage) throw record.outage;
    return result;
  } finally {
    for (const log of record.loggedErrors) log(record.outage ? 'warn' : 'error');
  }
}

/**
 * Notes a lost database for failOnDatabaseOutage, and hands it to better-auth as a 503 APIError: any other
 * error better-auth logs and turns into a 500 of its own, but an APIError it passes on as it is.
 */
function reportingOutages(adapter: DBAdapterInstance): DBAdapterInstance {
  return (options) =>
    new Proxy(adapter(options), {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          try {
            return await value.apply(target, args);
          } catch (error) {
            if (!isDatabaseUnavailable(error)) throw error;
            const call = currentAuthCall.getStore();
            if (call) call.outage ??= error;
            const outage = new APIError('SERVICE_UNAVAILABLE', {
              code: 'database_unavailable',
              message: MSG.databaseUnavailable,
            });
            outage.cause = error; // not in the body, which better-auth sends to the client
            throw outage;
          }
        };
      },
    });
}

// Whatever the client sends, new users start with a generated name they replace on their profile.
const newUserFields = () => ({ name: makeAutoUsername(), image: null });

function verificationLink(config: Config, token: string): string {
  const landing = encodeURIComponent(VERIFIED_LANDING);
  return `${config.publicUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${landing}`;
}

function resetPasswordLink(config: Config, token: string): string {
  return `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

// A missing profile is created again on the next request that needs it; signing in must not fail for it.
async function ensureProfileQuietly(deps: AuthDeps, userId: string) {
  try {
    const user = await findUserById(deps.db, userId);
    if (user) await deps.ensureProfile(user);
  } catch (err) {
    deps.logger.error({ err, userId }, 'Could not ensure the profile at sign-in');
  }
}

function forwardLogsTo(logger: FastifyBaseLogger) {
  return {
    level: 'info' as const,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => !(arg instanceof Error));
      const write = (at: typeof level) =>
        logger[at]({ err, details: details.length ? details : undefined }, `better-auth: ${message}`);
      const call = currentAuthCall.getStore();
      if (level === 'error' && call) call.loggedErrors.push(write);
      else write(level);
    },
  };
}

/**
 * Who a session cookie belongs to, for `registerActor` (platform/actor.ts): null when it names no live session.
 * Every signed-in request asks, so this is one query of our own (better-auth's getSession takes three, one
 * after another: session, user, admin row). It checks the cookie's signature as better-auth does; keeping the
 * session alive (sliding its expiry) stays with better-auth's session endpoint, which the web calls on load.
 */
export function readActorWith(auth: Auth, db: Db): ActorReader {
  return async (cookieHeader) => {
    const { authCookies, secret } = await auth.$context;
    const token = verifiedCookieValue(parseCookies(cookieHeader).get(authCookies.sessionToken.name), secret);
    if (!token) return null;
    const holder = await findSessionHolder(db, token);
    if (!holder) return null;
    const { twoFactorVerifiedAt, suspendedUntil, silencedUntil, ...actor } = holder;
    const now = Date.now();
    // A suspension ends its sessions; one that slipped through (made in the same instant) is no one's.
    if (suspendedUntil && suspendedUntil.getTime() > now) return null;
    return {
      ...actor,
      sessionPassedTwoFactor: actor.twoFactorEnabled && Boolean(twoFactorVerifiedAt),
      silencedUntil: silencedUntil && silencedUntil.getTime() > now ? silencedUntil : null,
    };
  };
}

const signatureOf = (value: string, secret: string) => createHmac('sha256', secret).update(value).digest();

/** A cookie's value signed as better-auth signs its own: `value.base64(HMAC-SHA256(secret, value))`. */
export const signedCookieValue = (value: string, secret: string) =>
  `${value}.${signatureOf(value, secret).toString('base64')}`;

/** The value of a cookie signed so (by better-auth or signedCookieValue), or null when forged. */
export function verifiedCookieValue(cookie: string | undefined, secret: string): string | null {
  const dot = cookie?.lastIndexOf('.') ?? -1;
  if (!cookie || dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = Buffer.from(cookie.slice(dot + 1), 'base64');
  const expected = signatureOf(value, secret);
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}
