import type { TAuditLogPage } from '@rewind/shared/admin';
import type {
  TAdminChallenge,
  TAdminChallengePage,
  TChallengeDetail,
  TChallengeList,
  TCreateChallenge,
} from '@rewind/shared/challenges';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { challengePath } from '@rewind/shared/slug';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '../../db/schema/challenges';
import { notifications } from '../../db/schema/notifications';
import { createRelease, createTitle } from '../../test/factories';
import { type Method, useTestServer } from '../../test/server';
import { adminCallers, type SignedInUser, signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

let member: SignedInUser;
let adminWithoutFactor: SignedInUser;
let admin: SignedInUser;
let adminName: string;

beforeAll(async () => {
  [member, adminWithoutFactor, admin] = await adminCallers(server);
  adminName = `curator${Date.now().toString(36)}`;
  expect(
    (await server.call('POST', '/api/v1/me/profile/complete', admin, { username: adminName })).statusCode,
  ).toBe(200);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function create(input: Partial<TCreateChallenge> = {}): Promise<TAdminChallenge> {
  const res = await server.call('POST', '/api/v1/admin/challenges', admin, {
    title: `Tapes ${Math.random().toString(36).slice(2, 8)}`,
    type: 'any_collection',
    target: 3,
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TAdminChallenge;
}

const edit = (id: string, body: object, user: SignedInUser = admin) =>
  server.call('PATCH', `/api/v1/admin/challenges/${id}`, user, body);

const logOf = async (targetId: string) =>
  ((await server.call('GET', `/api/v1/admin/audit-log?targetId=${targetId}`, admin)).json() as TAuditLogPage)
    .items;

const openIds = async () =>
  ((await server.call('GET', '/api/v1/challenges')).json() as TChallengeList).challenges.map((c) => c.id);

/** Adds a new film's release to the member's collection through the API. */
async function collectNewFilm(user: SignedInUser) {
  const title = await createTitle(db(), { genre: 'Horror', year: 1985 });
  const release = await createRelease(db(), title.id);
  const res = await server.call('POST', '/api/v1/me/collection', user, { releaseId: release.id });
  expect(res.statusCode, res.body).toBe(201);
}

async function mineIn(user: SignedInUser, challengeId: string) {
  const res = await server.call('GET', `/api/v1/challenges/${challengeId}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TChallengeDetail).challenge.mine;
}

describe('who may manage challenges', () => {
  it('refuses visitors, members and admins whose session did not pass two-factor, on every endpoint', async () => {
    const challenge = await create();
    const endpoints: [Method, string, object?][] = [
      ['GET', '/api/v1/admin/challenges'],
      ['POST', '/api/v1/admin/challenges', { title: 'Sneaky', type: 'any_collection', target: 1 }],
      ['PATCH', `/api/v1/admin/challenges/${challenge.id}`, { title: 'Sneaky' }],
      ['POST', `/api/v1/admin/challenges/${challenge.id}/close`],
      ['POST', `/api/v1/admin/challenges/${challenge.id}/reopen`],
    ];
    for (const [method, url, body] of endpoints) {
      const visitor = await server.call(method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await server.call(method, url, member, body);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().error.message).toBe(MSG.adminRequired);
      const early = await server.call(method, url, adminWithoutFactor, body);
      expect(early.statusCode, `${method} ${url}`).toBe(403);
      expect(early.json().error.code).toBe('two_factor_required');
    }
    const [row] = await db().select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(row).toMatchObject({ title: challenge.title, isActive: true });
    expect((await logOf(challenge.id)).map((entry) => entry.action)).toEqual(['challenge.create']);
  });

  it('answers 404 for a challenge that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await edit(missing, { title: 'Nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MSG.challengeNotFound);
    expect((await server.call('POST', `/api/v1/admin/challenges/${missing}/close`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/v1/admin/challenges', () => {
  it('creates a challenge that shows on the community list, with its audit row', async () => {
    const startsAt = inDays(-1);
    const endsAt = inDays(30);
    const created = await create({
      title: '  Thirty Days of Horror ',
      description: 'Horror tapes only.',
      type: 'horror_movies',
      target: 30,
      startsAt,
      endsAt,
    });
    expect(created).toMatchObject({
      title: 'Thirty Days of Horror',
      description: 'Horror tapes only.',
      type: 'horror_movies',
      target: 30,
      startsAt,
      endsAt,
      isActive: true,
      participants: 0,
      completions: 0,
      abilities: { changeRule: true },
    });
    const listed = ((await server.call('GET', '/api/v1/challenges')).json() as TChallengeList).challenges;
    expect(listed.find((c) => c.id === created.id)).toMatchObject({
      title: 'Thirty Days of Horror',
      target: 30,
    });
    expect(await logOf(created.id)).toEqual([
      expect.objectContaining({
        admin: adminName,
        action: 'challenge.create',
        targetType: 'challenge',
        targetLabel: 'Thirty Days of Horror',
        details: { type: 'horror_movies', target: 30, startsAt, endsAt },
      }),
    ]);
  });

  it('counts items for a challenge it created', async () => {
    const created = await create({ type: 'horror_movies', target: 5 });
    const collector = await signedInUser(server);
    await collectNewFilm(collector);
    expect((await mineIn(collector, created.id))?.current_count).toBe(1);
  });

  it('refuses bad input with a message per field', async () => {
    const max = LIMITS.challenge.targetMax;
    const cases: [object, string, string][] = [
      [{ title: '   ' }, 'title', MSG.challengeTitleRequired],
      [{ title: 'x'.repeat(121) }, 'title', MSG.challengeTitleTooLong(120)],
      [{ type: 'western_movies' }, 'type', MSG.challengeTypeInvalid],
      [{ target: 0 }, 'target', MSG.challengeTargetInvalid(max)],
      [{ target: max + 1 }, 'target', MSG.challengeTargetInvalid(max)],
      [{ target: 2.5 }, 'target', MSG.challengeTargetInvalid(max)],
      [{ target: '5' }, 'target', MSG.challengeTargetInvalid(max)],
      [{ startsAt: 'next tuesday' }, 'startsAt', MSG.challengeDateInvalid],
      [{ startsAt: inDays(10), endsAt: inDays(5) }, 'endsAt', MSG.challengeEndBeforeStart],
      [{ endsAt: inDays(-1) }, 'endsAt', MSG.challengeEndPassed],
      [{ description: 'x'.repeat(1001) }, 'description', MSG.challengeDescriptionTooLong(1000)],
    ];
    for (const [change, field, message] of cases) {
      const res = await server.call('POST', '/api/v1/admin/challenges', admin, {
        title: 'Valid title',
        type: 'any_collection',
        target: 3,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error, JSON.stringify(change)).toMatchObject({
        code: 'validation',
        message,
        fields: { [field]: message },
      });
    }
    const accepted = await create({ title: 'x'.repeat(120), target: max });
    expect(accepted.target).toBe(max);
  });
});

describe('GET /api/v1/admin/challenges', () => {
  it('lists every challenge, closed ones too, newest first with participant counts, a page at a time', async () => {
    const closed = await create({ title: 'Closed one' });
    expect((await server.call('POST', `/api/v1/admin/challenges/${closed.id}/close`, admin)).statusCode).toBe(
      200,
    );
    const joined = await create({ title: 'Joined one' });
    expect(
      (await server.call('POST', `/api/v1/challenges/${joined.id}/participants`, member)).statusCode,
    ).toBe(201);

    const first = (await server.call('GET', '/api/v1/admin/challenges', admin)).json() as TAdminChallengePage;
    expect(first.items.slice(0, 2).map((c) => [c.title, c.isActive, c.participants])).toEqual([
      ['Joined one', true, 1],
      ['Closed one', false, 0],
    ]);
    expect(first.items[0]!.abilities.changeRule).toBe(false);

    const rows = Array.from({ length: LIMITS.challenge.adminPage }, (_, i) => ({
      title: `Old ${i}`,
      target: 1,
      createdAt: new Date(Date.now() - (i + 1) * 86_400_000 * 365),
    }));
    await db().insert(challenges).values(rows);
    const page1 = (await server.call('GET', '/api/v1/admin/challenges', admin)).json() as TAdminChallengePage;
    expect(page1.items).toHaveLength(LIMITS.challenge.adminPage);
    expect(page1.hasMore).toBe(true);
    const page2 = (
      await server.call('GET', '/api/v1/admin/challenges?page=2', admin)
    ).json() as TAdminChallengePage;
    expect(page2.page).toBe(2);
    const all = [...page1.items, ...page2.items].map((c) => Date.parse(c.createdAt));
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set([...page1.items, ...page2.items].map((c) => c.id)).size).toBe(all.length);
  });
});

describe('PATCH /api/v1/admin/challenges/:id', () => {
  it('changes the title, description, target and end, logging what changed', async () => {
    const challenge = await create({ title: 'Before', target: 10 });
    const endsAt = inDays(14);
    const res = await edit(challenge.id, {
      title: 'After',
      description: 'Now with words',
      target: 12,
      endsAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'After', description: 'Now with words', target: 12, endsAt });
    const [entry] = await logOf(challenge.id);
    expect(entry).toMatchObject({
      action: 'challenge.update',
      targetLabel: 'After',
      details: {
        changed: {
          title: { from: 'Before', to: 'After' },
          description: { from: null, to: 'Now with words' },
          target: { from: 10, to: 12 },
          endsAt: { from: null, to: endsAt },
        },
      },
    });
    expect(
      ((await server.call('GET', '/api/v1/challenges')).json() as TChallengeList).challenges,
    ).toContainEqual(expect.objectContaining({ id: challenge.id, title: 'After', target: 12 }));
  });

  it('changes what it counts and when it starts while nobody has joined', async () => {
    const challenge = await create({ type: 'any_collection' });
    const startsAt = inDays(2);
    const res = await edit(challenge.id, { type: 'decade_1980s', startsAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'decade_1980s', startsAt });
  });

  it('refuses to change the rule or the start once someone has joined (409), and keeps the rest open', async () => {
    const startsAt = inDays(-2);
    const challenge = await create({ type: 'horror_movies', target: 4, startsAt });
    const collector = await signedInUser(server);
    await collectNewFilm(collector);
    expect((await mineIn(collector, challenge.id))?.current_count).toBe(1);

    for (const change of [{ type: 'any_collection' }, { startsAt: inDays(-1) }, { startsAt: null }]) {
      const refused = await edit(challenge.id, { title: 'Renamed', ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'challenge_rule_locked',
        message: MSG.challengeRuleLocked,
      });
      expect(Object.keys(refused.json().error.fields)).toEqual(Object.keys(change));
    }
    // Nothing of a refused change is kept, and it is not logged.
    const [row] = await db().select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(row).toMatchObject({ title: challenge.title, challengeType: 'horror_movies' });
    expect((await logOf(challenge.id)).map((entry) => entry.action)).toEqual(['challenge.create']);

    // The same rule and start sent again (a form sends what it shows) are no change.
    const same = await edit(challenge.id, { type: 'horror_movies', startsAt, title: 'Renamed', target: 6 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ title: 'Renamed', target: 6, abilities: { changeRule: false } });
    expect((await mineIn(collector, challenge.id))?.current_count).toBe(1);
  });

  it('checks the end against the start it keeps', async () => {
    const challenge = await create({ startsAt: inDays(5) });
    const res = await edit(challenge.id, { endsAt: inDays(3) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ endsAt: MSG.challengeEndBeforeStart });
    const past = await edit(challenge.id, { endsAt: inDays(-3) });
    expect(past.json().error.fields).toEqual({ endsAt: MSG.challengeEndBeforeStart });
  });

  it('a lower target completes those who already reach it, once; a higher one keeps them completed', async () => {
    const challenge = await create({ type: 'horror_movies', target: 5 });
    const collector = await signedInUser(server);
    await collectNewFilm(collector);
    await collectNewFilm(collector);
    expect(await mineIn(collector, challenge.id)).toMatchObject({ current_count: 2, isCompleted: false });

    expect((await edit(challenge.id, { target: 2 })).statusCode).toBe(200);
    const completed = await mineIn(collector, challenge.id);
    expect(completed).toMatchObject({ current_count: 2, target_count: 2, isCompleted: true });
    const notices = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, collector.userId), eq(notifications.link, challengePath(challenge.id))),
      );
    expect(notices.map((notice) => notice.kind)).toEqual(['challenge-completed']);

    const raised = await edit(challenge.id, { target: 8 });
    expect(raised.json()).toMatchObject({ target: 8, completions: 1 });
    expect(await mineIn(collector, challenge.id)).toMatchObject({
      current_count: 2,
      isCompleted: true,
      completedAt: completed!.completedAt,
    });
  });

  it('refuses bad input with the same messages as creation', async () => {
    const challenge = await create();
    const res = await edit(challenge.id, { title: '', target: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: MSG.challengeTitleRequired,
      target: MSG.challengeTargetInvalid(LIMITS.challenge.targetMax),
    });
  });
});

describe('closing and reopening', () => {
  it('a closed challenge leaves the open list and counts nothing; reopened, it is back; each logged once', async () => {
    const challenge = await create({ type: 'horror_movies', target: 5 });
    const collector = await signedInUser(server);
    await collectNewFilm(collector);

    const closed = await server.call('POST', `/api/v1/admin/challenges/${challenge.id}/close`, admin);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ isActive: false, participants: 1 });
    expect(await openIds()).not.toContain(challenge.id);
    expect((await server.call('GET', `/api/v1/challenges/${challenge.id}`)).statusCode).toBe(404);
    const join = await server.call('POST', `/api/v1/challenges/${challenge.id}/participants`, member);
    expect(join.statusCode).toBe(404);
    await collectNewFilm(collector);

    // Closing again changes nothing and logs nothing.
    expect(
      (await server.call('POST', `/api/v1/admin/challenges/${challenge.id}/close`, admin)).statusCode,
    ).toBe(200);

    const reopened = await server.call('POST', `/api/v1/admin/challenges/${challenge.id}/reopen`, admin);
    expect(reopened.json()).toMatchObject({ isActive: true });
    expect(await openIds()).toContain(challenge.id);
    expect((await mineIn(collector, challenge.id))?.current_count).toBe(1);

    expect((await logOf(challenge.id)).map((entry) => [entry.action, entry.details])).toEqual([
      ['challenge.reopen', { participants: 1 }],
      ['challenge.close', { participants: 1 }],
      ['challenge.create', expect.anything()],
    ]);
  });

  it('a closed challenge can be edited, and reopening completes those a lower target reached', async () => {
    const challenge = await create({ type: 'horror_movies', target: 5 });
    const collector = await signedInUser(server);
    await collectNewFilm(collector);
    await server.call('POST', `/api/v1/admin/challenges/${challenge.id}/close`, admin);
    const lowered = await edit(challenge.id, { target: 1 });
    expect(lowered.json()).toMatchObject({ target: 1, completions: 0, isActive: false });
    const reopened = await server.call('POST', `/api/v1/admin/challenges/${challenge.id}/reopen`, admin);
    expect(reopened.json()).toMatchObject({ completions: 1 });
    expect(await mineIn(collector, challenge.id)).toMatchObject({ isCompleted: true });
  });
});
