import { MSG } from '@rewind/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, failOnDatabaseOutage } from './auth';
import { AppError } from './errors';

/** Who is calling: resolved from the session cookie, on demand, once per request. */
export type Actor = {
  userId: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  /** This session passed the account's second factor (signing in with a code, or turning it on with one). */
  sessionPassedTwoFactor: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor. Costs one session lookup the first time. */
    getActor(): Promise<Actor | null>;
  }
}

const resolved = Symbol('actor');

export function registerActor(app: FastifyInstance, auth: Auth) {
  app.decorateRequest(
    'getActor',
    async function getActor(this: FastifyRequest & { [resolved]?: Promise<Actor | null> }) {
      this[resolved] ??= lookUpActor(auth, this);
      return this[resolved];
    },
  );
}

async function lookUpActor(auth: Auth, req: FastifyRequest): Promise<Actor | null> {
  // No cookie, no session: a visitor costs nothing (public pages ask who is calling, for their abilities).
  if (!req.headers.cookie) return null;
  const headers = new Headers({ cookie: req.headers.cookie });
  const session = await failOnDatabaseOutage(() => auth.api.getSession({ headers }));
  if (!session) return null;
  const user = session.user as typeof session.user & { twoFactorEnabled?: boolean | null };
  const { twoFactorVerifiedAt } = session.session as { twoFactorVerifiedAt?: Date | null };
  const twoFactorEnabled = Boolean(user.twoFactorEnabled);
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    twoFactorEnabled,
    sessionPassedTwoFactor: twoFactorEnabled && Boolean(twoFactorVerifiedAt),
  };
}

/** The caller, or 401: for every route that needs a signed-in user. */
export async function requireUser(req: FastifyRequest, message: string = MSG.signInRequired): Promise<Actor> {
  const actor = await req.getActor();
  if (!actor) throw new AppError(401, 'unauthenticated', message);
  return actor;
}
