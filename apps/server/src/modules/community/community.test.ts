import type { TCollectorCounts } from '@rewind/shared/community';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userCollectionItems } from '../../db/schema/collection';
import { userProfiles } from '../../db/schema/profiles';
import { createRelease, createTitle, createUser } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

/** A member holding `releases` (ids), with a profile as given. */
async function collector(
  releases: { id: string; masterMovieId: string }[],
  profile: { isPublic?: boolean; showCollectionCount?: boolean } = {},
) {
  const { user, profile: row } = await createUser(db());
  if (releases.length) {
    await db()
      .insert(userCollectionItems)
      .values(
        releases.map((release) => ({
          userId: user.id,
          masterItemId: release.masterMovieId,
          releaseId: release.id,
        })),
      );
  }
  if (Object.keys(profile).length)
    await db().update(userProfiles).set(profile).where(eq(userProfiles.userId, user.id));
  return row.username;
}

async function releases(n: number) {
  const film = await createTitle(db(), { title: `Shared ${Math.random().toString(36).slice(2, 8)}` });
  return Promise.all(Array.from({ length: n }, () => createRelease(db(), film.id)));
}

describe('collectors of the community dashboard', () => {
  it('ranks the largest collections, leaving out private profiles and hidden counts', async () => {
    const shelf = await releases(6);
    const big = await collector(shelf.slice(0, 4));
    const small = await collector(shelf.slice(0, 2));
    await collector(shelf, { isPublic: false });
    await collector(shelf.slice(0, 5), { showCollectionCount: false });
    const res = await server.app.inject({ url: '/api/v1/community/top-collectors' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=30/);
    const { collectors } = res.json() as TCollectorCounts;
    expect(collectors.map((row) => [row.username, row.count])).toEqual([
      [big, 4],
      [small, 2],
    ]);
  });

  it('finds the 5 collections sharing the most releases with mine', async () => {
    const shelf = await releases(3);
    const me = await signedInUser(server);
    const [film] = shelf;
    await db()
      .insert(userCollectionItems)
      .values(
        shelf.map((release) => ({
          userId: me.userId,
          masterItemId: film!.masterMovieId,
          releaseId: release.id,
        })),
      );
    const twoAlike = await collector(shelf.slice(0, 2));
    const oneAlike = await collector(shelf.slice(2));
    await collector(shelf, { isPublic: false });
    await collector(await releases(2));
    const overlapping = await Promise.all(Array.from({ length: 4 }, () => collector(shelf.slice(0, 1))));

    const res = await server.call('GET', '/api/v1/me/collection-overlaps', me);
    expect(res.statusCode).toBe(200);
    const { collectors } = res.json() as TCollectorCounts;
    expect(collectors).toHaveLength(5);
    expect(collectors[0]).toMatchObject({ username: twoAlike, count: 2 });
    expect(collectors.slice(1).every((row) => row.count === 1)).toBe(true);
    expect(collectors.map((row) => row.username)).not.toContain(undefined);
    expect([oneAlike, ...overlapping]).toEqual(
      expect.arrayContaining(collectors.slice(1).map((row) => row.username)),
    );
    expect((await server.app.inject({ url: '/api/v1/me/collection-overlaps' })).statusCode).toBe(401);
  });
});
