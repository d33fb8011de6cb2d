import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema/auth';
import { adminUsers } from '../db/schema/auth';
import type { TestServer } from './server';

/** The origin better-auth trusts in tests (config.publicUrl with the default HOST and PORT). */
export const TEST_ORIGIN = 'http://127.0.0.1:3000';

export type SignedInUser = {
  /** Send as the `cookie` header. */
  cookie: string;
  userId: string;
  email: string;
  password: string;
};

export type SignedInUserOptions = {
  /** Also grant admin rights (a row in admin_users). */
  admin?: boolean;
  /**
   * Mark two-factor authentication as on after signing in, and the session as having passed it, as admin
   * actions require: the session an enrolled user gets after entering their code. Tests of the enrolment
   * itself live with auth.
   */
  twoFactor?: boolean;
  email?: string;
  password?: string;
  /** What the sign-up form sends as `name` (the server may replace it with an auto-generated username). */
  name?: string;
};

let clientCounter = 0;

// One password for the members a test file makes: test/server.ts remembers its hash, so making a member costs
// no scrypt after the first (tests of passwords themselves use their own).
const MEMBER_PASSWORD = `Tape-${randomUUID()}`;

/**
 * A real account with a real session, made through better-auth's own endpoints: sign up, mark the address
 * verified (as following the e-mailed link would), sign in. Each call comes from its own client address,
 * so per-IP rate limits on sign-up and sign-in do not trip over a test file that makes many users.
 */
export async function signedInUser(
  server: TestServer,
  options: SignedInUserOptions = {},
): Promise<SignedInUser> {
  const email = (options.email ?? `member-${randomUUID().slice(0, 8)}@example.test`).toLowerCase();
  const password = options.password ?? MEMBER_PASSWORD;
  const client = nextClientAddress();
  const headers = { origin: TEST_ORIGIN };

  const signUp = await server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    remoteAddress: client,
    payload: { email, password, name: options.name ?? '' },
  });
  if (signUp.statusCode !== 200) {
    throw new Error(`signedInUser: sign-up answered ${signUp.statusCode} ${signUp.body}`);
  }
  const [user] = await server.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user) throw new Error(`signedInUser: no user row for ${email} after sign-up`);
  if (options.admin) await server.database.db.insert(adminUsers).values({ userId: user.id });

  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    remoteAddress: client,
    payload: { email, password },
  });
  const cookie = cookieHeader(signIn.headers['set-cookie']);
  if (signIn.statusCode !== 200 || !cookie) {
    throw new Error(`signedInUser: sign-in answered ${signIn.statusCode} ${signIn.body}`);
  }
  if (options.twoFactor) {
    const { db } = server.database;
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    await db.update(sessions).set({ twoFactorVerifiedAt: new Date() }).where(eq(sessions.userId, user.id));
  }
  return { cookie, userId: user.id, email, password };
}

/** The `cookie` request header that sends back every cookie a response set. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

// 10.x.y.z from a counter: unique per call within a test file (each file has its own server and database).
function nextClientAddress(): string {
  const n = ++clientCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The callers an admin endpoint is tried with: a member, an admin whose session did not pass two-factor, and
 * an admin whose session did.
 */
export const adminCallers = (server: TestServer) =>
  Promise.all([
    signedInUser(server),
    signedInUser(server, { admin: true }),
    signedInUser(server, { admin: true, twoFactor: true }),
  ]);
