import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { mediaTitles, movieReleases } from '../db/schema/catalog';
import { userProfiles } from '../db/schema/profiles';

const unique = () => randomUUID().slice(0, 8);

export async function createUser(db: Db, overrides: { username?: string; email?: string } = {}) {
  const username = overrides.username ?? `collector_${unique()}`;
  const [user] = await db
    .insert(users)
    .values({ name: username, email: overrides.email ?? `${username}@example.test`, emailVerified: true })
    .returning();
  const [profile] = await db
    .insert(userProfiles)
    .values({ userId: user!.id, username, email: user!.email, displayName: username })
    .returning();
  return { user: user!, profile: profile! };
}

export async function createTitle(db: Db, overrides: Partial<typeof mediaTitles.$inferInsert> = {}) {
  const [title] = await db
    .insert(mediaTitles)
    .values({ title: `Film ${unique()}`, year: 1984, ...overrides })
    .returning();
  return title!;
}

export async function createRelease(
  db: Db,
  masterMovieId: string,
  overrides: Partial<typeof movieReleases.$inferInsert> = {},
) {
  const [release] = await db
    .insert(movieReleases)
    .values({ masterMovieId, releaseTitle: 'Standard Release', ...overrides })
    .returning();
  return release!;
}
