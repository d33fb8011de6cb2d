import { countsIn, type Period, periodStart } from '../../platform/periods';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, sessions, twoFactors, usedTotpCodes, users } from '../../db/schema/auth';
import { memberNames } from '../profiles/profiles.views';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function isAdminUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: adminUsers.userId })
    .from(adminUsers)
    .where(eq(adminUsers.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Who holds this live session, in one query (session, user and admin row): every signed-in request asks it.
 * The session says whether it passed the account's second factor.
 */
export async function findSessionHolder(db: Db, token: string) {
  const [holder] = await db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorVerifiedAt: sessions.twoFactorVerifiedAt,
      isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
      silencedUntil: users.silencedUntil,
      suspendedUntil: users.suspendedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminUsers, eq(adminUsers.userId, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return holder;
}

export async function findUserById(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Where mail for a member goes: their address once they confirmed it, else nowhere. */
export async function verifiedEmailOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.emailVerified, true)));
  return user?.email ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(byEmail(email));
  return user;
}

export async function grantAdmin(db: Db, userId: string): Promise<void> {
  await db.insert(adminUsers).values({ userId }).onConflictDoNothing();
}

export async function revokeAdmin(db: Db, userId: string): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.userId, userId));
}

/** Makes admins of the users with these addresses who have confirmed them; returns how many were new. */
export async function grantAdminToVerifiedEmails(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const verified = await db
    .select({ userId: users.id })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, true),
        inArray(
          sql`lower(${users.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
      ),
    );
  if (verified.length === 0) return 0;
  const granted = await db
    .insert(adminUsers)
    .values(verified)
    .onConflictDoNothing()
    .returning({ userId: adminUsers.userId });
  return granted.length;
}

/** Turns the factor off. The sessions that passed it keep going, but no longer count as having passed one. */
export async function removeTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.update(sessions).set({ twoFactorVerifiedAt: null }).where(eq(sessions.userId, userId));
  });
}

/**
 * Records that the session passed the account's second factor, and ends the account's sessions that did
 * not: above all those started with the password alone before two-factor was turned on.
 */
export async function recordTwoFactorPassed(
  db: Db,
  session: { token: string; userId: string },
  at = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ twoFactorVerifiedAt: at }).where(eq(sessions.token, session.token));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, session.userId), isNull(sessions.twoFactorVerifiedAt)));
  });
}

// An authenticator code is accepted for its own 30 s and one step either side: 90 s, and a little slack.
const TOTP_CODE_LIFETIME_MS = 2 * 60 * 1000;

/**
 * Records that `code` was accepted for the user; false when it already was while still valid. One insert
 * decides, so two requests racing with the same code cannot both pass.
 */
export async function spendTotpCode(
  db: Db,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, now - TOTP_CODE_LIFETIME_MS)));
  const spent = await db
    .insert(usedTotpCodes)
    .values({ userId, code, usedAt: now })
    .onConflictDoNothing()
    .returning({ code: usedTotpCodes.code });
  return spent.length > 0;
}

/** When the account's suspension ends, if it is suspended now (a new session is refused until then). */
export async function suspendedUntil(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: users.suspendedUntil })
    .from(users)
    .where(and(eq(users.id, userId), gt(users.suspendedUntil, sql`now()`)));
  return row?.until ?? null;
}

/** Sets or clears the account's restrictions. */
export async function setRestrictions(
  db: Db,
  userId: string,
  restrictions: { suspendedUntil?: Date | null; silencedUntil?: Date | null },
): Promise<void> {
  await db.update(users).set(restrictions).where(eq(users.id, userId));
}

/** Ends every session of the account: a suspended member is signed out everywhere at once. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Members by a part of their username or e-mail, newest first, with admin rights and restrictions. */
export async function searchUsers(db: Db, query: { q?: string | undefined; limit: number; offset: number }) {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%` : null;
  return db
    .select({
      userId: users.id,
      email: users.email,
      username: memberNames.username,
      isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
      joinedAt: users.createdAt,
      suspendedUntil: users.suspendedUntil,
      silencedUntil: users.silencedUntil,
    })
    .from(users)
    .leftJoin(memberNames, eq(memberNames.userId, users.id))
    .leftJoin(adminUsers, eq(adminUsers.userId, users.id))
    .where(
      pattern
        ? sql`(lower(${users.email}) like ${pattern} or lower(${memberNames.username}) like ${pattern})`
        : undefined,
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function findUserRights(db: Db, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
      suspendedUntil: users.suspendedUntil,
      silencedUntil: users.silencedUntil,
      username: memberNames.username,
    })
    .from(users)
    .leftJoin(memberNames, eq(memberNames.userId, users.id))
    .leftJoin(adminUsers, eq(adminUsers.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Accounts now and at the period's start; accounts made in it and in the one before (the admin dashboard). */
export async function memberCounts(db: Db, period: Period) {
  const [row] = await db
    .select({
      now: sql<number>`count(*)`.mapWith(Number),
      atStart: sql<number>`count(*) filter (where ${users.createdAt} < ${periodStart(period)})`.mapWith(
        Number,
      ),
      ...countsIn(users.createdAt, period),
    })
    .from(users);
  return {
    members: { current: row!.now, previous: row!.atStart },
    newMembers: { current: row!.current, previous: row!.previous },
  };
}
