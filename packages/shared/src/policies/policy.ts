import * as MSG from '../texts.ts';

/**
 * Who is asking, as the rules see them: null for a visitor. An admin's admin actions also need
 * the account's second factor, passed by this very session (a session begun with the password alone before the
 * factor was turned on has not passed it).
 */
export type TPolicyActor = {
  userId: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  sessionPassedTwoFactor: boolean;
} | null;

/** A refusal as the API answers it: its status, code and the product's text. */
export type TDenial = {
  status: 401 | 403;
  code: 'unauthenticated' | 'forbidden' | 'two_factor_required' | 'silenced';
  message: string;
};

export type TDecision = { allowed: true } | ({ allowed: false } & TDenial);

export const ALLOW: TDecision = { allowed: true };

export const deny = (status: TDenial['status'], code: TDenial['code'], message: string): TDecision => ({
  allowed: false,
  status,
  code,
  message,
});

/**
 * Whether the web offers an action: it is allowed, or it is the caller's once their session has passed
 * two-factor. An admin without it still sees the action, and trying it tells them what to do (the server
 * refuses with that reason) rather than the action silently missing.
 */
export const isOffered = (decision: TDecision): boolean =>
  decision.allowed || decision.code === 'two_factor_required';

/** Anyone signed in; a visitor gets 401 with `message` (the area's own words where the product has them). */
export function signedIn(actor: TPolicyActor, message: string = MSG.signInRequired): TDecision {
  return actor ? ALLOW : deny(401, 'unauthenticated', message);
}

/**
 * An admin whose session passed two-factor: every admin action. Anyone else is told why, the non-admin in
 * the area's own words (`notAdmin`).
 */
export function adminSession(actor: TPolicyActor, notAdmin: string = MSG.adminRequired): TDecision {
  if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
  if (!actor.isAdmin) return deny(403, 'forbidden', notAdmin);
  if (!actor.twoFactorEnabled) return deny(403, 'two_factor_required', MSG.adminNeedsTwoFactor);
  if (!actor.sessionPassedTwoFactor) return deny(403, 'two_factor_required', MSG.adminSessionNeedsTwoFactor);
  return ALLOW;
}

/**
 * Someone else's private exchange (an order, a trade proposal, and their messages): an admin with a two-factor
 * session, and only while a report about it (or its listing, or one of its members) is open (`isReported`).
 */
export function adminUnderReport(actor: TPolicyActor, isReported: boolean, notYours: string): TDecision {
  const admin = adminSession(actor, notYours);
  if (!admin.allowed) return admin;
  return isReported ? ALLOW : deny(403, 'forbidden', MSG.privateNeedsOpenReport);
}

/** The owner of a thing; anyone else needs an admin session. */
export function ownerOrAdmin(
  actor: TPolicyActor,
  ownerIds: readonly (string | null)[],
  notOwner: string,
): TDecision {
  if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
  if (ownerIds.every((ownerId) => ownerId === actor.userId)) return ALLOW;
  return adminSession(actor, notOwner);
}
