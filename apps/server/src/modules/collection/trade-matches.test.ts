import type { TCollectionItem, TTradeMatches } from '@rewind/shared/collection';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import { userProfiles } from '../../db/schema/profiles';
import { createRelease, createTitle, createUser } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

type Film = { titleId: string; releaseId: string };

async function film(): Promise<Film> {
  const title = await createTitle(db());
  return { titleId: title.id, releaseId: (await createRelease(db(), title.id)).id };
}

const spare = (userId: string, item: Film, forTrade = true) =>
  db()
    .insert(userCollectionItems)
    .values({ userId, masterItemId: item.titleId, releaseId: item.releaseId, forTrade })
    .returning()
    .then(([row]) => row!);

const want = (userId: string, item: Film, { wholeFilm = false, fulfilled = false } = {}) =>
  db()
    .insert(userWantlistItems)
    .values({
      userId,
      masterMovieId: item.titleId,
      releaseId: wholeFilm ? null : item.releaseId,
      fulfilledAt: fulfilled ? new Date() : null,
    });

async function member(username: string) {
  const { user } = await createUser(db(), { username });
  return user.id;
}

let me: SignedInUser;
let matches: TTradeMatches['matches'];

// Me: I want R1 and any copy of film F2; my spares are R3 and R4 (of film F5). Each member below meets that
// in one way, and the expected order is the issue's: mutual first, by how much matches on both sides.
beforeAll(async () => {
  me = await signedInUser(server);
  const [r1, f2, r3, r4] = [await film(), await film(), await film(), await film()];
  const otherCopyOfF2 = { titleId: f2.titleId, releaseId: (await createRelease(db(), f2.titleId)).id };
  await want(me.userId, r1);
  await want(me.userId, f2, { wholeFilm: true });
  for (const mine of [r3, r4]) {
    const item = await spare(me.userId, mine, false);
    // My own spares are marked through the API, as the collection page does.
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/me/collection/${item.id}/for-trade`,
      headers: { cookie: me.cookie },
      payload: { forTrade: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TCollectionItem).forTrade).toBe(true);
  }

  const amber = await member('amber_trades'); // mutual: R1 for my R3
  await spare(amber, r1);
  await want(amber, r3);
  const blake = await member('blake_trades'); // mutual twice: R1 and a copy of F2 for my R3 and any F5
  await spare(blake, r1);
  await spare(blake, otherCopyOfF2);
  await want(blake, r3);
  await want(blake, r4, { wholeFilm: true });
  const casey = await member('casey_trades'); // one-sided: has R1, wants nothing of mine
  await spare(casey, r1);
  const devon = await member('devon_trades'); // one-sided: wants my R4
  await want(devon, r4);
  const hidden = await member('hidden_trades'); // mutual, but a private profile
  await spare(hidden, r1);
  await want(hidden, r3);
  await db().update(userProfiles).set({ isPublic: false }).where(eq(userProfiles.userId, hidden));
  const keeper = await member('keeper_trades'); // holds R1 but not for trade; wanted R3 and has it now
  await spare(keeper, r1, false);
  await want(keeper, r3, { fulfilled: true });

  const res = await server.app.inject({ url: '/api/v1/me/trade-matches', headers: { cookie: me.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  matches = (res.json() as TTradeMatches).matches;
});

describe('GET /api/v1/me/trade-matches', () => {
  it('ranks mutual matches by the items matching on both sides, then the one-sided ones', () => {
    expect(
      matches.map(({ username, theirs, mine, isMutual }) => ({ username, theirs, mine, isMutual })),
    ).toEqual([
      { username: 'blake_trades', theirs: 2, mine: 2, isMutual: true },
      { username: 'amber_trades', theirs: 1, mine: 1, isMutual: true },
      { username: 'casey_trades', theirs: 1, mine: 0, isMutual: false },
      { username: 'devon_trades', theirs: 0, mine: 1, isMutual: false },
    ]);
  });

  it("shows on a member's profile to a signed-in visitor: how their spares and wants meet mine", async () => {
    const profile = async (username: string, user?: SignedInUser) =>
      (
        await server.app.inject({
          url: `/api/v1/users/${username}`,
          headers: user ? { cookie: user.cookie } : {},
        })
      ).json() as { tradeMatch: { theirs: number; mine: number } | null };
    expect((await profile('blake_trades', me)).tradeMatch).toEqual({ theirs: 2, mine: 2 });
    expect((await profile('devon_trades', me)).tradeMatch).toEqual({ theirs: 0, mine: 1 });
    expect((await profile('keeper_trades', me)).tradeMatch).toBeNull();
    expect((await profile('blake_trades')).tradeMatch).toBeNull();
  });

  it('needs a signed-in member', async () => {
    expect((await server.app.inject({ url: '/api/v1/me/trade-matches' })).statusCode).toBe(401);
  });

  it("marks only the caller's own items as spares", async () => {
    const other = await signedInUser(server);
    const item = await spare(other.userId, await film(), false);
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/me/collection/${item.id}/for-trade`,
      headers: { cookie: me.cookie },
      payload: { forTrade: true },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await db().select().from(userCollectionItems).where(eq(userCollectionItems.id, item.id));
    expect(row!.forTrade).toBe(false);
  });
});
