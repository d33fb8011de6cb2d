import * as MSG from '../texts.ts';
import { adminSession, ALLOW, deny, type TDecision, type TPolicyActor } from './policy.ts';

/**
 * The Admin Portal: its link and /admin are there for admins, whatever their second factor;
 * what is done there needs an admin session as well (`adminSession`), which the portal asks for when missing.
 */
export const adminPolicy = {
  viewPortal: (actor: Pick<NonNullable<TPolicyActor>, 'isAdmin'> | null): TDecision => {
    if (!actor) return deny(401, 'unauthenticated', MSG.adminRequired);
    return actor.isAdmin ? ALLOW : deny(403, 'forbidden', MSG.adminRequired);
  },

  /** Anything under the portal's API (/api/v1/admin/): an admin with a two-factor session, whatever it does. */
  portal: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** Reading the audit log: an admin with a two-factor session. Nobody may change it. */
  readAuditLog: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** The dashboard's numbers. */
  readDashboard: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** Members: search, admin rights, warnings, silences and suspensions. */
  manageUsers: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** Collecting challenges: create, edit, close and reopen them. */
  manageChallenges: (actor: TPolicyActor): TDecision => adminSession(actor),

  /**
   * What a suspended member put up (listings, trade requests, forum posts) is hidden from everyone while the
   * suspension lasts, but admins with a two-factor session, who moderate it: an admin's
   * password alone shows no more than a member sees. It shapes the view, refuses nothing.
   */
  seeSuspendedMembers: (actor: TPolicyActor): boolean => adminSession(actor).allowed,
};
