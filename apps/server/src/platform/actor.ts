import { MSG } from '@rewind/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  /** Until when an admin silenced the account (it reads, and writes nothing others see); null: not silenced. */
  silencedUntil: Date | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor. Costs one session lookup the first time. */
    getActor(): Promise<Actor | null>;
  }
}

const resolved = Symbol('actor');

/** Who a session cookie belongs to; the auth module reads it (`readActorWith`, wired in app.ts). */
export type ActorReader = (cookie: string) => Promise<Actor | null>;

export function registerActor(app: FastifyInstance, readActor: ActorReader) {
  app.decorateRequest(
    'getActor',
    async function getActor(this: FastifyRequest & { [resolved]?: Promise<Actor | null> }) {
      // No cookie, no session: a visitor costs nothing (public pages ask who is calling, for their abilities).
      const { cookie } = this.headers;
      this[resolved] ??= cookie ? readActor(cookie) : Promise.resolve(null);
      return this[resolved];
    },
  );
}

/** The caller, or 401: for every route that needs a signed-in user. */
export async function requireUser(req: FastifyRequest, message: string = MSG.signInRequired): Promise<Actor> {
  const actor = await req.getActor();
  if (!actor) throw new AppError(401, 'unauthenticated', message);
  return actor;
}

/**
 * Route options for a route only the signed-in may call: a visitor gets 401 before the body is read or
 * anything is fetched (`...signedInOnly` beside the route's schema).
 */
export const signedInOnly = {
  onRequest: async (req: FastifyRequest) => void (await requireUser(req)),
};
