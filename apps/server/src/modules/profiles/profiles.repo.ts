import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { AUTO_USERNAME_PREFIX } from '@rewind/shared/options';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { isSuspended } from '../auth/auth.views';

const profileColumns = {
  id: userProfiles.id,
  userId: userProfiles.userId,
  username: userProfiles.username,
  email: userProfiles.email,
  displayName: userProfiles.displayName,
  bio: userProfiles.bio,
  location: userProfiles.location,
  country: userProfiles.country,
  shippingDomesticFirst: userProfiles.shippingDomesticFirst,
  shippingDomesticExtra: userProfiles.shippingDomesticExtra,
  shippingWorldFirst: userProfiles.shippingWorldFirst,
  shippingWorldExtra: userProfiles.shippingWorldExtra,
  sellerTerms: userProfiles.sellerTerms,
  isPublic: userProfiles.isPublic,
  showCollectionCount: userProfiles.showCollectionCount,
  avatarUrl: userProfiles.avatarUrl,
  profileCompletionShown: userProfiles.profileCompletionShown,
  createdAt: userProfiles.createdAt,
};

const selectProfiles = (db: Db) => db.select(profileColumns).from(userProfiles);
export type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

export async function findProfileByUserId(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await selectProfiles(db).where(eq(userProfiles.userId, userId)).limit(1);
  return row;
}

/** The user's profile, locked until the transaction `tx` ends: read-check-write without lost updates. */
export async function lockProfileByUserId(tx: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await selectProfiles(tx).where(eq(userProfiles.userId, userId)).for('update');
  return row;
}

/**
 * Usernames are stored lowercase, so the unique index serves this lookup. With whether the member is suspended
 * now: their profile is then hidden but from admins.
 */
export async function findProfileByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ ...profileColumns, isSuspended: isSuspended(userProfiles.userId) })
    .from(userProfiles)
    .where(eq(userProfiles.username, username.toLowerCase()))
    .limit(1);
  return row;
}

/** Members by lowercased username, for those of `usernames` that exist (mentions). */
export async function membersNamed(db: Db, usernames: string[]) {
  if (usernames.length === 0) return [];
  return db
    .select({ userId: userProfiles.userId, username: userProfiles.username })
    .from(userProfiles)
    .where(inArray(userProfiles.username, usernames));
}

export type NewProfile = {
  userId: string;
  username: string;
  email: string;
};

/**
 * Inserts the profile unless the user already has one or the username is taken: either conflict makes it
 * a no-op (undefined), which the caller tells apart by looking the user's profile up again.
 */
export async function insertProfileIfAbsent(db: Db, profile: NewProfile): Promise<ProfileRow | undefined> {
  const [row] = await db
    .insert(userProfiles)
    .values({
      userId: profile.userId,
      username: profile.username,
      email: profile.email,
      displayName: profile.username,
      isPublic: true,
    })
    .onConflictDoNothing()
    .returning(profileColumns);
  return row;
}

export type ProfileChanges = Partial<{
  bio: string | null;
  location: string | null;
  country: string | null;
  shippingDomesticFirst: string | null;
  shippingDomesticExtra: string | null;
  shippingWorldFirst: string | null;
  shippingWorldExtra: string | null;
  sellerTerms: string;
  isPublic: boolean;
  showCollectionCount: boolean;
  avatarUrl: string | null;
  profileCompletionShown: boolean;
}>;

export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(userProfiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(userProfiles.userId, userId))
    .returning(profileColumns);
  return row;
}

/**
 * Replaces the auto-generated username, only while the profile still has one. Undefined means the profile
 * was completed meanwhile (another tab). A taken username fails on the unique index (23505).
 */
export async function completeProfile(
  db: Db,
  userId: string,
  completion: {
    username: string;
    bio: string | null;
    location: string | null;
    country: string | null;
    sellerTerms: string;
    avatarUrl?: string | null;
  },
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(userProfiles)
    .set({ ...completion, displayName: completion.username, updatedAt: sql`now()` })
    .where(
      and(
        eq(userProfiles.userId, userId),
        sql`starts_with(${userProfiles.username}, ${AUTO_USERNAME_PREFIX})`,
      ),
    )
    .returning(profileColumns);
  return row;
}

export async function countProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(userProfiles);
  return row?.total ?? 0;
}
