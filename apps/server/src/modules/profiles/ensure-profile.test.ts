import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_SELLER_TERMS } from '@rewind/shared/options';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import { useTestServer } from '../../test/server';
import type { ProfilesService } from './profiles.service';

// ensureProfile is what the sign-in flow calls on every sign-in and session restore.
const server = useTestServer();
let profiles: ProfilesService;

beforeAll(() => {
  profiles = server.app.services.profiles;
});

async function account(name: string, email = `${randomUUID().slice(0, 8)}@example.test`) {
  const [user] = await server.database.db
    .insert(users)
    .values({ name, email, emailVerified: true })
    .returning({ id: users.id, email: users.email, name: users.name });
  return user!;
}

const rowsOf = (userIds: string[]) =>
  server.database.db.select().from(userProfiles).where(inArray(userProfiles.userId, userIds));

describe('ensureProfile', () => {
  it("creates the profile from the account's name: username lowercase, display name the same, public", async () => {
    const user = await account('Kim_84', 'kim84@example.test');
    const profile = await profiles.ensureProfile(user);
    expect(profile).toMatchObject({
      userId: user.id,
      username: 'kim_84',
      displayName: 'kim_84',
      email: 'kim84@example.test',
      isPublic: true,
      showCollectionCount: true,
      sellerTerms: DEFAULT_SELLER_TERMS,
      profileCompletionShown: false,
    });
    expect(await rowsOf([user.id])).toHaveLength(1);
  });

  it("keeps the sign-up's auto-generated 'user_…' name, so completion is asked for", async () => {
    const user = await account('user_1712345678901ab3de');
    expect((await profiles.ensureProfile(user)).username).toBe('user_1712345678901ab3de');
  });

  it('turns a name that is not a valid username into one', async () => {
    const cases: Array<[string, string]> = [
      ['José Smith!', 'jose_smith'],
      ['  VHS   Lover  ', 'vhs_lover'],
      ['a'.repeat(40), 'a'.repeat(30)],
    ];
    for (const [name, username] of cases) {
      expect((await profiles.ensureProfile(await account(name))).username, name).toBe(username);
    }
  });

  it('falls back to the part of the e-mail before the @ when there is no usable name', async () => {
    const tag = randomUUID().slice(0, 6);
    expect((await profiles.ensureProfile(await account('', `tape.head${tag}@example.test`))).username).toBe(
      `tape_head${tag}`,
    );
    expect((await profiles.ensureProfile(await account('!!', `beta${tag}@example.test`))).username).toBe(
      `beta${tag}`,
    );
  });

  it("falls back to 'user' when neither gives one, then to a unique variant of it", async () => {
    const first = await profiles.ensureProfile(await account('', `ab@${randomUUID().slice(0, 6)}.test`));
    expect(first.username).toBe('user');
    const second = await profiles.ensureProfile(await account('', `x@${randomUUID().slice(0, 6)}.test`));
    expect(second.username).toMatch(/^user_[a-z0-9]{4}$/);
  });

  it('gives someone else a unique variant of a taken name instead of failing', async () => {
    await profiles.ensureProfile(await account('Rewinder'));
    const twin = await profiles.ensureProfile(await account('REWINDER'));
    expect(twin.username).toMatch(/^rewinder_[a-z0-9]{4}$/);
    const long = 'x'.repeat(30);
    await profiles.ensureProfile(await account(long));
    expect((await profiles.ensureProfile(await account(long))).username).toMatch(/^x{25}_[a-z0-9]{4}$/);
  });

  it('is idempotent: a second call returns the same row and changes nothing', async () => {
    const user = await account('Steady');
    const first = await profiles.ensureProfile(user);
    await server.database.db.update(users).set({ name: 'Changed' }).where(eq(users.id, user.id));
    const second = await profiles.ensureProfile({ ...user, name: 'Changed' });
    expect(second).toEqual(first);
    expect(await rowsOf([user.id])).toHaveLength(1);
  });

  it('creates exactly one row when called many times at once', async () => {
    const user = await account('Concurrent');
    const results = await Promise.all(Array.from({ length: 8 }, () => profiles.ensureProfile(user)));
    expect(new Set(results.map((profile) => profile.id)).size).toBe(1);
    expect(await rowsOf([user.id])).toHaveLength(1);
  });

  it('gives two new users who want the same name at once one each', async () => {
    const [a, b] = [await account('Twin'), await account('twin')];
    const [pa, pb] = await Promise.all([profiles.ensureProfile(a), profiles.ensureProfile(b)]);
    expect(new Set([pa.username, pb.username]).size).toBe(2);
    expect([pa.username, pb.username]).toContain('twin');
    expect(await rowsOf([a.id, b.id])).toHaveLength(2);
  });
});
