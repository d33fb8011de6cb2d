import type { Db } from '../../db/client';
import * as repo from './auth.repo';

/** What other modules may ask of the accounts (better-auth's tables are this module's). */
export function createAuthService(db: Db) {
  return {
    /** The account's id, e-mail and name; undefined when there is none. */
    findUser: (userId: string) => repo.findUserById(db, userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
