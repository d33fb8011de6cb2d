import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { customSession } from 'better-auth/plugins';
import { LIMITS } from '@rewind/shared/limits';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/auth';
import { isAdminUser } from '../modules/auth/auth.repo';

/** better-auth on our database: e-mail and password, sessions in the database, HTTP-only cookies. */
export function createAuth({ db, config, secret }: { db: Db; config: Config; secret: string }) {
  return betterAuth({
    appName: 'Rewind',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
    },
    advanced: {
      database: { generateId: 'uuid' },
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Admin status is computed here, on the server, from admin_users, and travels with the session.
    plugins: [
      customSession(async ({ user, session }) => ({
        user: { ...user, isAdmin: await isAdminUser(db, user.id) },
        session,
      })),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
