import type { TCollectionItem, TTradeMatches } from '@rewind/shared/collection';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import { notifications } from '../../db/schema/notifications';
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
// in one way, and the expected order is the product's (docs/product.md, Trades): mutual first, by how much
// matches on both sides.
beforeAll(async () => {
  me = await signedInUser(server);
  const [r1, f2, r3, r4] = [await film(), await film(), await film(), await film()];
  const otherCopyOfF2 = { titleId: f2.titleId, releaseId: (await createRelease(db(), f2.titleId)).id };
  await want(me.userId, r1);
  await want(me.userId, f2, { wholeFilm: true });
  for (const mine of [r3, r4]) {
    const item = await spare(me.userId, mine, false);
    // My own spares are marked through the API, as the collection page does.
    const res = await server.call('PUT', `/api/v1/me/collection/${item.id}/for-trade`, me, {
      forTrade: true,
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

  const res = await server.call('GET', '/api/v1/me/trade-matches', me);
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
      (await server.call('GET', `/api/v1/users/${username}`, user)).json() as {
        tradeMatch: { theirs: number; mine: number } | null;
      };
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
    const res = await server.call('PUT', `/api/v1/me/collection/${item.id}/for-trade`, me, {
      forTrade: true,
    });
    expect(res.statusCode).toBe(404);
    const [row] = await db().select().from(userCollectionItems).where(eq(userCollectionItems.id, item.id));
    expect(row!.forTrade).toBe(false);
  });
});

describe('the notice of a new mutual match', () => {
  const noticesOf = (userId: string) =>
    db()
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'trade-match')));
  const markSpare = (user: SignedInUser, itemId: string) =>
    server.call('PUT', `/api/v1/me/collection/${itemId}/for-trade`, user, { forTrade: true });

  it('tells both members once, when a new spare or a new want makes them a mutual match', async () => {
    const x = await signedInUser(server);
    const y = await member(`y_${Date.now().toString(36)}`);
    const [r1, r2, r3, r4] = [await film(), await film(), await film(), await film()];
    await want(x.userId, r1);
    await spare(y, r1); // one-sided: Y holds a spare X wants
    await want(y, r2);
    const held = await spare(x.userId, r2, false);
    expect(await noticesOf(x.userId)).toEqual([]);

    expect((await markSpare(x, held.id)).statusCode).toBe(200); // now mutual
    const [yName] = await db().select().from(userProfiles).where(eq(userProfiles.userId, y));
    expect(await noticesOf(x.userId)).toEqual([
      { text: `You and ${yName!.username} can trade: each of you has spares on the other's wantlist.` },
    ]);
    expect(await noticesOf(y)).toHaveLength(1);

    // Already mutual: one more spare Y wants says nothing new.
    await want(y, r3);
    const more = await spare(x.userId, r3, false);
    expect((await markSpare(x, more.id)).statusCode).toBe(200);
    expect(await noticesOf(x.userId)).toHaveLength(1);

    // A new want of X makes a mutual match with Z, who holds it as a spare and wants X's spare.
    const z = await member(`z_${Date.now().toString(36)}`);
    await spare(z, r4);
    await want(z, r2);
    const res = await server.call('POST', '/api/v1/me/wantlist', x, { releaseId: r4.releaseId });
    expect(res.statusCode, res.body).toBe(201);
    expect(await noticesOf(x.userId)).toHaveLength(2);
    expect(await noticesOf(z)).toHaveLength(1);
  });
});
