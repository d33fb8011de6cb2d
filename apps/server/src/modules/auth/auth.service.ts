import type { Period } from '../../platform/periods';
import type { Db } from '../../db/client';
import * as repo from './auth.repo';

/** What other modules may ask of the accounts (better-auth's tables are this module's). */
export function createAuthService(db: Db) {
  return {
    /** The account's id, e-mail and name; undefined when there is none. */
    findUser: (userId: string) => repo.findUserById(db, userId),
    /** An account with its admin right, restrictions and username (the admin portal). */
    findUserRights: (userId: string, tx: Db = db) => repo.findUserRights(tx, userId),
    /** Members by a part of their username or e-mail, newest first (the admin portal). */
    searchUsers: (query: { q?: string | undefined; limit: number; offset: number }) =>
      repo.searchUsers(db, query),
    /** Accounts now and at the period's start, and those made in it (the admin dashboard). */
    dashboardCounts: (period: Period) => repo.memberCounts(db, period),
    grantAdmin: (tx: Db, userId: string) => repo.grantAdmin(tx, userId),
    revokeAdmin: (tx: Db, userId: string) => repo.revokeAdmin(tx, userId),
    /** Sets or clears a suspension or silence; a suspension also ends every session of the account. */
    async restrict(
      tx: Db,
      userId: string,
      restrictions: { suspendedUntil?: Date | null; silencedUntil?: Date | null },
    ): Promise<void> {
      await repo.setRestrictions(tx, userId, restrictions);
      if (restrictions.suspendedUntil) await repo.deleteSessionsOf(tx, userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
