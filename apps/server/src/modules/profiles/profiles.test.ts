import { eq } from 'drizzle-orm';
import { makeAutoUsername } from '@rewind/shared/auth';
import { MSG } from '@rewind/shared/messages';
import { COMPLETION_SELLER_TERMS, DEFAULT_SELLER_TERMS } from '@rewind/shared/options';
import { ZMyProfile, ZPublicProfile } from '@rewind/shared/profiles';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import { createCollectionItem, createSellerRating } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const server = useTestServer();

const unauthenticated = { error: { code: 'unauthenticated', message: MSG.signInRequired } };

const myProfile = async (user: SignedInUser) =>
  ZMyProfile.parse((await server.call('GET', '/api/v1/me/profile', user)).json());
const profileRow = async (userId: string) => {
  const [row] = await server.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
};

/** A member who signed up (auto-generated 'user_…' username) and has not completed the profile yet. */
const newMember = (options: { admin?: boolean } = {}) =>
  signedInUser(server, { name: makeAutoUsername(), ...options });

/** A member who completed the profile with `username`. */
async function member(username: string, options: { admin?: boolean } = {}) {
  const user = await newMember(options);
  const res = await server.call('POST', '/api/v1/me/profile/complete', user, { username });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

let counter = 0;
const freshName = (stem = 'member') => `${stem}_${++counter}_${Date.now().toString(36)}`;

describe('GET /api/v1/me/profile', () => {
  it('is for signed-in users only', async () => {
    const res = await server.call('GET', '/api/v1/me/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
  });

  it("answers the caller's profile, created on first use, with the auto-generated username", async () => {
    const user = await newMember();
    const res = await server.call('GET', '/api/v1/me/profile', user);
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toEqual({
      id: expect.any(String),
      userId: user.userId,
      username: expect.stringMatching(/^user_\d{13}[a-z0-9]{5}$/),
      email: user.email,
      displayName: profile.username,
      bio: null,
      location: null,
      country: null,
      shippingPolicy: null,
      sellerTerms: DEFAULT_SELLER_TERMS,
      isPublic: true,
      showCollectionCount: true,
      avatarUrl: null,
      profileCompletionShown: false,
      isComplete: false,
      twoFactorEnabled: false,
      createdAt: expect.any(String),
    });
    // The same row every time.
    expect((await myProfile(user)).id).toBe(profile.id);
  });

  it("re-creates a missing profile from the account's name", async () => {
    const user = await newMember();
    await server.database.db.delete(userProfiles).where(eq(userProfiles.userId, user.userId));
    await server.database.db.update(users).set({ name: 'Kim Smith' }).where(eq(users.id, user.userId));
    const profile = await myProfile(user);
    expect(profile).toMatchObject({ username: 'kim_smith', displayName: 'kim_smith', isComplete: true });
    expect(await profileRow(user.userId)).toMatchObject({ username: 'kim_smith', isPublic: true });
  });
});

describe('PATCH /api/v1/me/profile', () => {
  it('is for signed-in users only, checked before the body', async () => {
    for (const payload of [{ bio: 'hi' }, { bio: 'x'.repeat(600) }]) {
      const res = await server.call('PATCH', '/api/v1/me/profile', undefined, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthenticated);
    }
  });

  it('updates the text fields and flags, as plain text, and answers the profile', async () => {
    const user = await member(freshName());
    const res = await server.call('PATCH', '/api/v1/me/profile', user, {
      bio: '  <b>Tape</b> head <script>alert(1)</script>since 1984 & proud ',
      location: '<i>Portland</i>, OR',
      sellerTerms: 'Cash only <img src=x onerror=alert(1)>',
      isPublic: false,
      showCollectionCount: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bio: 'Tape head since 1984 & proud',
      location: 'Portland, OR',
      sellerTerms: 'Cash only',
      isPublic: false,
      showCollectionCount: false,
    });
    expect(await profileRow(user.userId)).toMatchObject({
      bio: 'Tape head since 1984 & proud',
      location: 'Portland, OR',
      isPublic: false,
    });
  });

  it('changes only the fields it is given; empty text clears, empty seller terms restore the default', async () => {
    const user = await member(freshName());
    await server.call('PATCH', '/api/v1/me/profile', user, {
      bio: 'Bio',
      location: 'Here',
      sellerTerms: 'Mine',
    });
    const res = await server.call('PATCH', '/api/v1/me/profile', user, { location: '', sellerTerms: '   ' });
    expect(res.json()).toMatchObject({ bio: 'Bio', location: null, sellerTerms: DEFAULT_SELLER_TERMS });
  });

  it('keeps a shipping policy with the country it is domestic to, shown on the public profile', async () => {
    const user = await member(freshName());
    const policy = { domestic: { first: '4', extra: 1.5 }, world: { first: '12.00', extra: '3' } };
    const noCountry = await server.call('PATCH', '/api/v1/me/profile', user, { shippingPolicy: policy });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().error.message).toBe(MSG.shippingNeedsCountry);
    const wrongCountry = await server.call('PATCH', '/api/v1/me/profile', user, { country: 'XX' });
    expect(wrongCountry.statusCode).toBe(400);
    expect(wrongCountry.json().error.message).toBe(MSG.countryInvalid);
    const badAmount = await server.call('PATCH', '/api/v1/me/profile', user, {
      country: 'DE',
      shippingPolicy: { ...policy, world: { first: '-1', extra: '0' } },
    });
    expect(badAmount.statusCode).toBe(400);

    const saved = await server.call('PATCH', '/api/v1/me/profile', user, {
      country: 'DE',
      shippingPolicy: policy,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = {
      country: 'DE',
      shippingPolicy: {
        domestic: { first: '4.00', extra: '1.50' },
        world: { first: '12.00', extra: '3.00' },
      },
    };
    expect(saved.json()).toMatchObject(shown);
    const publicProfile = (await server.call('GET', `/api/v1/users/${saved.json().username}`)).json();
    expect(publicProfile).toMatchObject(shown);
    // The profile page shows it in words, written by the server (the browser need not load region names).
    expect(publicProfile.shippingInWords).toMatch(
      /^Within Germany: .4\.00 first item, .1\.50 each extra\. Rest of the world: .12\.00 first item, .3\.00 each extra\.$/,
    );
    // The country cannot go while a policy needs it; home only is a policy without a world rate.
    expect((await server.call('PATCH', '/api/v1/me/profile', user, { country: null })).statusCode).toBe(400);
    const homeOnly = await server.call('PATCH', '/api/v1/me/profile', user, {
      shippingPolicy: { ...policy, world: null },
    });
    expect(homeOnly.json().shippingPolicy.world).toBeNull();
    expect(
      (await server.call('GET', `/api/v1/users/${saved.json().username}`)).json().shippingInWords,
    ).toMatch(/Ships within Germany only\.$/);
    const cleared = await server.call('PATCH', '/api/v1/me/profile', user, {
      shippingPolicy: null,
      country: null,
    });
    expect(cleared.json()).toMatchObject({ country: null, shippingPolicy: null });
  });

  it('never changes the username', async () => {
    const name = freshName();
    const user = await member(name);
    const res = await server.call('PATCH', '/api/v1/me/profile', user, {
      username: 'someone_else',
      bio: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(name);
    expect((await profileRow(user.userId))?.username).toBe(name);
  });

  it('changes only the caller’s own profile', async () => {
    const [alice, bob] = [await member(freshName('alice')), await member(freshName('bob'))];
    await server.call('PATCH', '/api/v1/me/profile', bob, { bio: 'Bob here', isPublic: false });
    expect(await profileRow(alice.userId)).toMatchObject({ bio: null, isPublic: true });
    expect(await profileRow(bob.userId)).toMatchObject({ bio: 'Bob here', isPublic: false });
  });

  it.each([
    ['bio', 500, MSG.bioTooLong],
    ['location', 100, MSG.locationTooLong],
    ['sellerTerms', 1000, MSG.sellerTermsTooLong],
  ])('limits %s to %i characters', async (field, limit, message) => {
    const user = await member(freshName());
    const ok = await server.call('PATCH', '/api/v1/me/profile', user, { [field]: 'a'.repeat(limit) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[field]).toHaveLength(limit);
    const tooLong = await server.call('PATCH', '/api/v1/me/profile', user, {
      [field]: 'a'.repeat(limit + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: { code: 'validation', message, fields: { [field]: message } } });
  });

  it('refuses values of the wrong type', async () => {
    const user = await member(freshName());
    const res = await server.call('PATCH', '/api/v1/me/profile', user, { isPublic: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation', fields: { isPublic: expect.any(String) } });
  });

  it('does not let a profile point its avatar at an arbitrary URL', async () => {
    const user = await member(freshName());
    for (const avatarUrl of ['https://tracker.example/pixel.gif', '/media/profile-images/someone.jpg']) {
      const res = await server.call('PATCH', '/api/v1/me/profile', user, { avatarUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation',
        message: MSG.avatarNotUploaded,
        fields: { avatarUrl: MSG.avatarNotUploaded },
      });
    }
    const bad = await server.call('PATCH', '/api/v1/me/profile', user, { avatarUrl: 'javascript:alert(1)' });
    expect(bad.json().error.message).toBe(MSG.avatarUrlInvalid);
    expect((await profileRow(user.userId))?.avatarUrl).toBeNull();
  });
});

describe('POST /api/v1/me/profile/complete', () => {
  it('is for signed-in users only', async () => {
    const res = await server.call('POST', '/api/v1/me/profile/complete', undefined, { username: 'kim' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
  });

  it("replaces the 'user_' username, stored lowercase, with the completion seller terms", async () => {
    const user = await newMember();
    const before = await myProfile(user);
    expect(before.isComplete).toBe(false);
    const res = await server.call('POST', '/api/v1/me/profile/complete', user, {
      username: '  Tape_Head-84 ',
      bio: '<b>VHS</b> forever',
      location: ' Tulsa ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: before.id,
      username: 'tape_head-84',
      displayName: 'tape_head-84',
      bio: 'VHS forever',
      location: 'Tulsa',
      sellerTerms: COMPLETION_SELLER_TERMS,
      isComplete: true,
    });
    expect(await profileRow(user.userId)).toMatchObject({
      username: 'tape_head-84',
      sellerTerms: COMPLETION_SELLER_TERMS,
    });
  });

  it('leaves optional fields empty', async () => {
    const user = await newMember();
    const res = await server.call('POST', '/api/v1/me/profile/complete', user, {
      username: freshName('solo'),
    });
    expect(res.json()).toMatchObject({
      bio: null,
      location: null,
      country: null,
      avatarUrl: null,
      isComplete: true,
    });
  });

  it('keeps the country the member ships from and to, when they name one', async () => {
    const user = await newMember();
    const res = await server.call('POST', '/api/v1/me/profile/complete', user, {
      username: freshName('ships'),
      country: 'NL',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await myProfile(user)).country).toBe('NL');
    const wrong = await server.call('POST', '/api/v1/me/profile/complete', await newMember(), {
      username: freshName('nowhere'),
      country: 'XX',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'validation', message: MSG.countryInvalid });
  });

  it.each([
    [{}, MSG.usernameRequired],
    [{ username: '' }, MSG.usernameRequired],
    [{ username: '   ' }, MSG.usernameRequired],
    [{ username: 'ab' }, MSG.usernameTooShort],
    [{ username: 'a'.repeat(31) }, MSG.usernameTooLong],
    [{ username: 'kim smith' }, MSG.usernameInvalidChars],
    [{ username: 'kim<b>' }, MSG.usernameInvalidChars],
    [{ username: 'user_kim' }, MSG.usernameAutoPrefix],
    [{ username: 'USER_kim' }, MSG.usernameAutoPrefix],
    [{ username: 'kimberly', bio: 'x'.repeat(501) }, MSG.bioTooLong],
    [{ username: 'kimberly', location: 'x'.repeat(101) }, MSG.locationTooLong],
  ])('refuses %j with "%s"', async (payload, message) => {
    const user = await newMember();
    const res = await server.call('POST', '/api/v1/me/profile/complete', user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation', message });
    expect((await myProfile(user)).isComplete).toBe(false);
  });

  it('accepts exactly 3 and 30 characters', async () => {
    for (const username of [
      'k' + String(++counter).padStart(2, '0'),
      'k'.repeat(26) + String(++counter).padStart(4, '0'),
    ]) {
      const res = await server.call('POST', '/api/v1/me/profile/complete', await newMember(), { username });
      expect(res.statusCode, username).toBe(200);
    }
  });

  it("refuses a username someone else has, whatever its case: 'Username is already taken'", async () => {
    const name = freshName('kim');
    await member(name);
    const latecomer = await newMember();
    const res = await server.call('POST', '/api/v1/me/profile/complete', latecomer, {
      username: name.toUpperCase(),
      bio: 'not saved',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'username_taken', message: MSG.usernameTaken } });
    expect(await myProfile(latecomer)).toMatchObject({ isComplete: false, bio: null });
  });

  it('gives a name two people ask for at the same time to exactly one of them', async () => {
    const name = freshName('race');
    const [first, second] = [await newMember(), await newMember()];
    await Promise.all([myProfile(first), myProfile(second)]);
    const answers = await Promise.all(
      [first, second].map((user) =>
        server.call('POST', '/api/v1/me/profile/complete', user, { username: name }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({
      error: { code: 'username_taken', message: MSG.usernameTaken },
    });
    const rows = await server.database.db.select().from(userProfiles).where(eq(userProfiles.username, name));
    expect(rows).toHaveLength(1);
  });

  it('answers the product text when the profile was already completed (another tab)', async () => {
    const name = freshName();
    const user = await member(name);
    const res = await server.call('POST', '/api/v1/me/profile/complete', user, {
      username: freshName('other'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'already_completed', message: MSG.profileCompletedElsewhere },
    });
    expect((await myProfile(user)).username).toBe(name);
  });

  it('completes once when two tabs submit at the same time', async () => {
    const user = await newMember();
    await myProfile(user);
    const names = [freshName('tab'), freshName('tab')];
    const answers = await Promise.all(
      names.map((username) => server.call('POST', '/api/v1/me/profile/complete', user, { username })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json().username;
    expect(answers.find((res) => res.statusCode === 409)!.json().error.code).toBe('already_completed');
    expect((await myProfile(user)).username).toBe(winner);
  });
});

describe('POST /api/v1/me/profile/completion-shown', () => {
  it('is for signed-in users only', async () => {
    const res = await server.call('POST', '/api/v1/me/profile/completion-shown');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
  });

  it('records that the prompt was shown', async () => {
    const user = await newMember();
    expect((await myProfile(user)).profileCompletionShown).toBe(false);
    const res = await server.call('POST', '/api/v1/me/profile/completion-shown', user);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await myProfile(user)).toMatchObject({ profileCompletionShown: true, isComplete: false });
  });
});

describe('GET /api/v1/usernames/{name}/availability', () => {
  const check = (name: string, user?: SignedInUser) =>
    server.call('GET', `/api/v1/usernames/${encodeURIComponent(name)}/availability`, user);

  it('is for signed-in users only', async () => {
    const res = await check('kimberly');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated);
  });

  it('answers available, taken (case-insensitively), invalid, and available for the caller’s own name', async () => {
    const taken = freshName('taken');
    const owner = await member(taken);
    const asker = await newMember();
    const autoName = (await myProfile(asker)).username;
    const cases: Array<[string, SignedInUser, string]> = [
      [freshName('free'), asker, 'available'],
      [taken, asker, 'taken'],
      [taken.toUpperCase(), asker, 'taken'],
      [taken, owner, 'available'],
      [taken.toUpperCase(), owner, 'available'],
      ['ab', asker, 'invalid'],
      ['a'.repeat(31), asker, 'invalid'],
      ['kim smith', asker, 'invalid'],
      ['kim.smith', asker, 'invalid'],
      ['user_kim', asker, 'invalid'],
      [autoName, asker, 'invalid'],
      [' ', asker, 'invalid'],
    ];
    for (const [name, user, status] of cases) {
      const res = await check(name, user);
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toEqual({ status });
    }
  });
});

describe('GET /api/v1/users/{username}', () => {
  const view = (username: string, user?: SignedInUser) =>
    server.call('GET', `/api/v1/users/${encodeURIComponent(username)}`, user);

  it('shows a public profile to anyone, by username in any case', async () => {
    const name = freshName('public');
    const owner = await member(name);
    await server.call('PATCH', '/api/v1/me/profile', owner, { bio: 'Betamax fan', location: 'Leeds' });
    const res = await view(name.toUpperCase());
    expect(res.statusCode).toBe(200);
    const profile = ZPublicProfile.parse(res.json());
    expect(profile).toEqual({
      username: name,
      isPrivate: false,
      isOwner: false,
      isPublic: true,
      isSuspended: false,
      avatarUrl: null,
      bio: 'Betamax fan',
      location: 'Leeds',
      country: null,
      shippingPolicy: null,
      shippingInWords: null,
      memberSince: (await myProfile(owner)).createdAt,
      collectionCount: 0,
      sellerRating: { average: 0, count: 0, positiveShare: null, completedSales: 0 },
      traderRating: { average: 0, count: 0, completedTrades: 0 },
      // What the completion step stores.
      sellerTerms: COMPLETION_SELLER_TERMS,
      // Nothing they hold or want meets a visitor's.
      tradeMatch: null,
    });
    expect((await view(name, owner)).json()).toMatchObject({ isOwner: true, isPrivate: false });
  });

  it("answers 404 'User not found' for an unknown username", async () => {
    for (const username of ['nobody-here', 'a b c', 'x'.repeat(90)]) {
      const res = await view(username);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'User not found' } });
    }
  });

  it('shows a private profile to others (signed out, members, admins) only as its username', async () => {
    const name = freshName('private');
    const owner = await member(name);
    await server.call('PATCH', '/api/v1/me/profile', owner, { bio: 'secret bio', isPublic: false });
    await createCollectionItem(server.database.db, owner.userId);
    const [other, admin] = [
      await member(freshName('other')),
      await member(freshName('admin'), { admin: true }),
    ];
    for (const caller of [undefined, other, admin]) {
      const res = await view(name, caller);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ username: name, isPrivate: true, isOwner: false, isSuspended: false });
    }
  });

  it('shows a private profile in full to its owner', async () => {
    const name = freshName('mine');
    const owner = await member(name);
    await server.call('PATCH', '/api/v1/me/profile', owner, { bio: 'just me', isPublic: false });
    const res = await view(name, owner);
    expect(res.json()).toMatchObject({
      username: name,
      isPrivate: false,
      isOwner: true,
      isPublic: false,
      bio: 'just me',
      collectionCount: 0,
    });
  });

  it('counts the collection, and hides the count from others when the owner says so', async () => {
    const name = freshName('collector');
    const owner = await member(name);
    const db = server.database.db;
    await createCollectionItem(db, owner.userId);
    await createCollectionItem(db, owner.userId);
    await createCollectionItem(db, owner.userId, { withRelease: false });
    const other = await newMember();
    expect((await view(name)).json().collectionCount).toBe(3);
    await server.call('PATCH', '/api/v1/me/profile', owner, { showCollectionCount: false });
    expect((await view(name)).json().collectionCount).toBeNull();
    expect((await view(name, other)).json().collectionCount).toBeNull();
    expect((await view(name, owner)).json().collectionCount).toBe(3);
  });

  it('averages seller ratings to one decimal, 0 with none; the share of 4 and 5 stars; completed sales', async () => {
    const name = freshName('seller');
    const seller = await member(name);
    expect((await view(name)).json().sellerRating).toEqual({
      average: 0,
      count: 0,
      positiveShare: null,
      completedSales: 0,
    });
    for (const rating of [5, 4, 2]) await createSellerRating(server.database.db, seller.userId, rating);
    expect((await view(name)).json().sellerRating).toEqual({
      average: 3.7,
      count: 3,
      positiveShare: 67,
      completedSales: 3,
    });
  });
});

describe('API documentation', () => {
  it('describes every profiles endpoint with its schemas', async () => {
    const doc = (await server.app.inject({ url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths['/api/v1/me/profile']!).sort()).toEqual(['get', 'patch']);
    for (const path of [
      '/api/v1/me/profile/complete',
      '/api/v1/me/profile/completion-shown',
      '/api/v1/me/avatar',
    ]) {
      expect(paths[path]?.post, path).toBeDefined();
    }
    expect(paths['/api/v1/usernames/{name}/availability']?.get?.responses['200']).toBeDefined();
    expect(JSON.stringify(paths['/api/v1/users/{username}']?.get?.responses['200'])).toContain('isPrivate');
  });
});
