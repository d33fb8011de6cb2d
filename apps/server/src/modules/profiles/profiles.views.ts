import { and, eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { userProfiles } from '../../db/schema/profiles';
import { notSuspended } from '../auth/auth.views';

/**
 * Members' names and whether their profile is public, for other modules' queries that must join them in one
 * statement (the activity feed leaves out private profiles before it counts its rows). Read-only (decision 017).
 */
export const memberNames = new QueryBuilder()
  .select({ userId: userProfiles.userId, username: userProfiles.username, isPublic: userProfiles.isPublic })
  .from(userProfiles)
  .as('member_names');

/** Members as a name and an avatar, under the alias given (a query may join two: an order's buyer and seller). */
export const memberCards = (alias: string) =>
  new QueryBuilder()
    .select({
      userId: userProfiles.userId,
      username: userProfiles.username,
      avatarUrl: userProfiles.avatarUrl,
      isPublic: userProfiles.isPublic,
    })
    .from(userProfiles)
    .as(alias);

/**
 * Members who show others how many items their collection holds: a public profile with the count shown, and
 * not suspended now (top collectors, collections like mine). Read-only (decision 017).
 */
export const countedCollectors = new QueryBuilder()
  .select({ userId: userProfiles.userId, username: userProfiles.username, avatarUrl: userProfiles.avatarUrl })
  .from(userProfiles)
  .where(
    and(
      eq(userProfiles.isPublic, true),
      eq(userProfiles.showCollectionCount, true),
      notSuspended(userProfiles.userId),
    ),
  )
  .as('counted_collectors');
