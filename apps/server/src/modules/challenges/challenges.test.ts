import type { TChallenge, TChallengeDetail, TChallengeList } from '@rewind/shared/challenges';
import type { TCommunityStats } from '@rewind/shared/community';
import type { TChallengeType } from '@rewind/shared/options';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { challenges } from '../../db/schema/challenges';
import { notifications } from '../../db/schema/notifications';
import { userProfiles } from '../../db/schema/profiles';
import { createRelease, createTitle } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

async function newChallenge(
  type: TChallengeType,
  target: number,
  extra: Partial<typeof challenges.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(challenges)
    .values({ title: `${type} ${Math.random()}`, challengeType: type, target, ...extra })
    .returning();
  return row!;
}

/** Adds a release (or the film alone) to the member's collection through the API; the item's id. */
async function collect(user: SignedInUser, item: { releaseId: string } | { titleId: string }) {
  const res = await server.call('POST', '/api/v1/me/collection', user, item);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function filmWithRelease(film: { genre?: string; year?: number | null } = {}) {
  const title = await createTitle(db(), { genre: null, year: null, ...film });
  return { title, release: await createRelease(db(), title.id) };
}

async function progressIn(user: SignedInUser | undefined, challengeId: string) {
  const res = await server.call('GET', `/api/v1/challenges/${challengeId}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TChallengeDetail;
}

const countOf = async (user: SignedInUser, challengeId: string) =>
  (await progressIn(user, challengeId)).challenge.mine?.current_count ?? null;

let member: SignedInUser;

beforeEach(async () => {
  // Each test's challenges are its own: older ones are closed, so they count nothing here.
  await db().update(challenges).set({ isActive: false });
  member = await signedInUser(server);
});

describe('challenge rules', () => {
  const films: Record<string, { genre?: string; year?: number | null }> = {
    horror: { genre: 'Horror', year: 1978 },
    'horror-sci-fi': { genre: 'Horror, Sci-Fi', year: 1986 },
    action: { genre: 'Action, Thriller', year: 1991 },
    comedy: { genre: 'comedy', year: 1989 },
    'science fiction': { genre: 'Science Fiction', year: 1999 },
    'no genre or year': {},
    'the year 2000': { genre: 'Drama', year: 2000 },
  };
  const expected: Record<TChallengeType, string[]> = {
    any_collection: Object.keys(films),
    horror_movies: ['horror', 'horror-sci-fi'],
    action_movies: ['action'],
    comedy_movies: ['comedy'],
    sci_fi_movies: ['horror-sci-fi', 'science fiction'],
    decade_1980s: ['horror-sci-fi', 'comedy'],
    decade_1990s: ['action', 'science fiction'],
  };

  it('counts each film in the challenges whose rule it meets, joining the member to them', async () => {
    const byType = new Map<TChallengeType, string>();
    for (const type of Object.keys(expected) as TChallengeType[])
      byType.set(type, (await newChallenge(type, 100)).id);
    const titles = new Map<string, string>();
    for (const [name, film] of Object.entries(films)) {
      const { title, release } = await filmWithRelease(film);
      titles.set(title.title, name);
      await collect(member, { releaseId: release.id });
    }
    for (const [type, names] of Object.entries(expected)) {
      const detail = await progressIn(member, byType.get(type as TChallengeType)!);
      const counted = detail.myItems.map((item) => titles.get(item.title)).sort();
      expect(counted, type).toEqual([...names].sort());
      expect(detail.challenge.mine?.current_count, type).toBe(names.length);
      expect(detail.challenge.participants, type).toBe(1);
    }
  });

  it('counts a film held without a release, and lists each item with its date and link', async () => {
    const challenge = await newChallenge('decade_1980s', 5);
    const { title } = await filmWithRelease({ year: 1982 });
    const before = Date.now();
    await collect(member, { titleId: title.id });
    const [item] = (await progressIn(member, challenge.id)).myItems;
    expect(item).toMatchObject({ id: title.id, title: title.title });
    expect(Date.parse(item!.date_added)).toBeGreaterThanOrEqual(before - 1000);
    expect(item!.link).toMatch(/^\/catalog\/\d+-film-/);
  });
});

describe('progress', () => {
  it('counts the same item once when it is added, removed and added again', async () => {
    const challenge = await newChallenge('any_collection', 5);
    const { release } = await filmWithRelease();
    const first = await collect(member, { releaseId: release.id });
    expect(await countOf(member, challenge.id)).toBe(1);
    expect((await server.call('DELETE', `/api/v1/me/collection/${first}`, member)).statusCode).toBe(204);
    expect(await countOf(member, challenge.id)).toBe(0);
    await collect(member, { releaseId: release.id });
    expect(await countOf(member, challenge.id)).toBe(1);
    expect((await progressIn(member, challenge.id)).myItems).toHaveLength(1);
  });

  it('counts two adds at the same time once each: the same release once, two releases twice', async () => {
    const challenge = await newChallenge('any_collection', 10);
    const { release } = await filmWithRelease();
    const same = await Promise.all(
      [1, 2].map(() => server.call('POST', '/api/v1/me/collection', member, { releaseId: release.id })),
    );
    expect(same.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await countOf(member, challenge.id)).toBe(1);
    const [a, b] = [await filmWithRelease(), await filmWithRelease()];
    const both = await Promise.all(
      [a, b].map(({ release: r }) =>
        server.call('POST', '/api/v1/me/collection', member, { releaseId: r.id }),
      ),
    );
    expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(await countOf(member, challenge.id)).toBe(3);
  });

  it('completes at the target with a timestamp, a feed row and a notice, and keeps it when items leave', async () => {
    const challenge = await newChallenge('decade_1980s', 2, { title: 'Two from the Eighties' });
    const items: string[] = [];
    for (const year of [1981, 1987]) {
      const { release } = await filmWithRelease({ year });
      items.push(await collect(member, { releaseId: release.id }));
    }
    const { challenge: done } = await progressIn(member, challenge.id);
    expect(done.mine).toMatchObject({ current_count: 2, target_count: 2, isCompleted: true });
    expect(Date.parse(done.mine!.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(done.completions).toBe(1);

    const feed = (await server.call('GET', '/api/v1/activity')).json() as {
      items: { action: string; item: string; itemLink: string }[];
    };
    expect(feed.items.find((item) => item.action === 'completed the challenge')).toMatchObject({
      item: 'Two from the Eighties',
      itemLink: `/community?tab=challenges&challenge=${challenge.id}`,
    });
    const notices = await db().select().from(notifications).where(eq(notifications.userId, member.userId));
    expect(notices.filter((notice) => notice.kind === 'challenge-completed')).toEqual([
      expect.objectContaining({
        text: 'You completed the challenge “Two from the Eighties”. Well collected!',
      }),
    ]);

    // Completed is completed: removing an item afterwards changes nothing, and a third counts no more.
    expect((await server.call('DELETE', `/api/v1/me/collection/${items[0]}`, member)).statusCode).toBe(204);
    const { release } = await filmWithRelease({ year: 1984 });
    await collect(member, { releaseId: release.id });
    expect((await progressIn(member, challenge.id)).challenge.mine).toMatchObject({
      current_count: 2,
      isCompleted: true,
      completedAt: done.mine!.completedAt,
    });
    const stats = (await server.call('GET', '/api/v1/community/stats')).json() as TCommunityStats;
    expect(stats.challengeProgress).toBeGreaterThanOrEqual(1);
  });

  it('completes once when the last two items arrive at the same time', async () => {
    const challenge = await newChallenge('any_collection', 2);
    const [a, b] = [await filmWithRelease(), await filmWithRelease()];
    await Promise.all([a, b].map(({ release }) => collect(member, { releaseId: release.id })));
    expect((await progressIn(member, challenge.id)).challenge.mine).toMatchObject({
      current_count: 2,
      isCompleted: true,
    });
    const rows = await db()
      .select()
      .from(notifications)
      .where(
        sql`${notifications.userId} = ${member.userId} and ${notifications.kind} = 'challenge-completed'`,
      );
    expect(rows).toHaveLength(1);
  });

  it('counts an import, each matching row once', async () => {
    const challenge = await newChallenge('horror_movies', 10);
    const films = [await filmWithRelease({ genre: 'Horror' }), await filmWithRelease({ genre: 'Western' })];
    const rows = films.map(({ title }) => ({ title: title.title }));
    const res = await server.call('POST', '/api/v1/me/collection/import', member, { rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(await countOf(member, challenge.id)).toBe(1);
  });

  it('counts nothing before its start, after its end or once closed', async () => {
    const hour = 60 * 60 * 1000;
    const later = await newChallenge('any_collection', 5, { startsAt: new Date(Date.now() + hour) });
    const over = await newChallenge('any_collection', 5, { endsAt: new Date(Date.now() - hour) });
    const closed = await newChallenge('any_collection', 5, { isActive: false });
    const { release } = await filmWithRelease();
    await collect(member, { releaseId: release.id });
    expect(await countOf(member, later.id)).toBeNull();
    expect(await countOf(member, over.id)).toBeNull();
    expect((await server.call('GET', `/api/v1/challenges/${closed.id}`, member)).statusCode).toBe(404);
  });
});

describe('joining, the list and the leaderboard', () => {
  it('lets members join while it runs, once: joining again answers 200; visitors are asked to sign in', async () => {
    const challenge = await newChallenge('comedy_movies', 3);
    const ended = await newChallenge('comedy_movies', 3, { endsAt: new Date(Date.now() - 1000) });
    const join = (id: string, user?: SignedInUser) =>
      server.call('POST', `/api/v1/challenges/${id}/participants`, user);

    expect((await join(challenge.id)).statusCode).toBe(401);
    const list = (await server.call('GET', '/api/v1/challenges')).json() as TChallengeList;
    expect(list.challenges.find((c) => c.id === challenge.id)).toMatchObject({
      mine: null,
      abilities: { join: false },
    });

    const mine = (await server.call('GET', '/api/v1/challenges', member)).json() as TChallengeList;
    expect(mine.challenges.find((c) => c.id === challenge.id)?.abilities.join).toBe(true);
    const joined = await join(challenge.id, member);
    expect(joined.statusCode).toBe(201);
    expect(joined.json() as TChallenge).toMatchObject({
      participants: 1,
      mine: { current_count: 0, target_count: 3, isCompleted: false },
      abilities: { join: false },
    });
    const again = await join(challenge.id, member);
    expect(again.statusCode).toBe(200);
    expect(again.json() as TChallenge).toMatchObject({ participants: 1, mine: { current_count: 0 } });
    expect((await join(ended.id, member)).json().error.message).toBe('This challenge has ended.');
    expect((await join('00000000-0000-4000-8000-000000000000', member)).statusCode).toBe(404);
  });

  it('answers ten joins sent at once with one 201 and nine 200s, for one participation', async () => {
    const challenge = await newChallenge('comedy_movies', 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('POST', `/api/v1/challenges/${challenge.id}/participants`, member),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    for (const res of answers) expect((res.json() as TChallenge).participants).toBe(1);
  });

  it('ranks by items, the first to complete first, without private profiles', async () => {
    const challenge = await newChallenge('any_collection', 2);
    const [first, second, hidden] = [member, await signedInUser(server), await signedInUser(server)];
    const add = async (user: SignedInUser, count: number) => {
      for (let i = 0; i < count; i++)
        await collect(user, { releaseId: (await filmWithRelease()).release.id });
    };
    await add(second, 1);
    await add(first, 2);
    await add(hidden, 2);
    await db().update(userProfiles).set({ isPublic: false }).where(eq(userProfiles.userId, hidden.userId));
    const board = (await progressIn(undefined, challenge.id)).leaderboard;
    const names = await Promise.all(
      [first, second].map(async (user) => {
        const [row] = await db().select().from(userProfiles).where(eq(userProfiles.userId, user.userId));
        return row!.username;
      }),
    );
    expect(board.map(({ rank, username, count }) => ({ rank, username, count }))).toEqual([
      { rank: 1, username: names[0], count: 2 },
      { rank: 2, username: names[1], count: 1 },
    ]);
    expect(board[0]!.completedAt).not.toBeNull();
    expect((await progressIn(undefined, challenge.id)).myItems).toEqual([]);
  });
});
