import { adminSession, type TDecision, type TPolicyActor } from './policy.ts';

/** The blog: everyone reads what is published; admins with a two-factor session write. */
export const blogPolicy = {
  /** Drafts and posts scheduled for later, and every write. */
  manage: (actor: TPolicyActor): TDecision => adminSession(actor),
};
