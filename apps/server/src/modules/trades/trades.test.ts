import type { TCommunityStats } from '@rewind/shared/community';
import { describeImage } from '@rewind/shared/image-variants';
import { MSG } from '@rewind/shared/messages';
import type { TTradeRequest, TTradeRequestPage } from '@rewind/shared/trades';
import { eq, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activityEvents } from '../../db/schema/activity';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import { tradeListings } from '../../db/schema/trades';
import { createCollectionItem, createRelease, createTitle } from '../../test/factories';
import { uploadPhoto } from '../../test/images';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';
import type { AppError } from '../../platform/errors';
import { insertTrade } from './trades.repo';
import { tradeSaveFailure } from './trades.service';

const server = useTestServer();
const db = () => server.database.db;

const post = async (user: SignedInUser, payload: object) => {
  const res = await server.call('POST', '/api/v1/trades', user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
};

const listed = async (user?: SignedInUser, page = 1) =>
  (await server.call('GET', `/api/v1/trades?page=${page}`, user)).json() as TTradeRequestPage;

let trader: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [trader, other, admin] = await Promise.all([
    signedInUser(server),
    signedInUser(server),
    signedInUser(server, { admin: true, twoFactor: true }),
  ]);
});

describe('POST /api/v1/trades', () => {
  it("offers a collection item of mine: offers default to its film's title, wants to 'open to offers'", async () => {
    const item = await createCollectionItem(db(), trader.userId);
    const id = await post(trader, { collectionItemId: item.id });
    const [row] = await db().select().from(tradeListings).where(eq(tradeListings.id, id));
    const [film] = (await listed()).items.filter((trade) => trade.id === id);
    expect(row).toMatchObject({
      tradeWants: 'open to offers',
      tradeOffers: film!.film!.title,
      collectionItemId: item.id,
      releaseId: item.releaseId,
      itemId: item.masterItemId,
      isActive: true,
    });
    // The item becomes a spare, matched against others' wants.
    const [held] = await db().select().from(userCollectionItems).where(eq(userCollectionItems.id, item.id));
    expect(held!.forTrade).toBe(true);
  });

  it("joins the wants with a comma and a space; by hand, without a film, offers 'Not specified'", async () => {
    const id = await post(trader, { wants: ['Tron (VHS)', 'any Criterion LaserDisc'] });
    const [row] = await db().select().from(tradeListings).where(eq(tradeListings.id, id));
    expect(row).toMatchObject({
      tradeWants: 'Tron (VHS), any Criterion LaserDisc',
      tradeOffers: 'Not specified',
      releaseId: null,
      itemId: null,
    });
    const byRelease = await post(trader, {
      releaseId: (await createRelease(db(), (await createTitle(db(), { title: 'Pump Up the Volume' })).id))
        .id,
      offers: 'My sealed copy',
    });
    const [named] = await db().select().from(tradeListings).where(eq(tradeListings.id, byRelease));
    expect(named!.tradeOffers).toBe('My sealed copy');
  });

  it("refuses someone else's collection item, a visitor and a missing release", async () => {
    const theirs = await createCollectionItem(db(), other.userId);
    const res = await server.call('POST', '/api/v1/trades', trader, { collectionItemId: theirs.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You can only offer items from your own collection.');
    expect((await server.call('POST', '/api/v1/trades', undefined, {})).statusCode).toBe(401);
    const missing = await server.call('POST', '/api/v1/trades', trader, {
      releaseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const tooMany = await server.call('POST', '/api/v1/trades', trader, { wants: Array(11).fill('a tape') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Name at most 10 things you would take, separated by commas.');
  });

  it("words a failed save as the product does: 'Foreign key constraint violation: {msg}' 422, else 'Database error: {msg}' 400", async () => {
    // Real refusals of the database: a release that is not there, and a trade without a trader.
    const dangling = await insertTrade(db(), {
      traderId: trader.userId,
      wants: 'open to offers',
      offers: 'Not specified',
      collectionItemId: null,
      releaseId: '00000000-0000-4000-8000-000000000000',
      titleId: null,
    }).catch((error: unknown) => error);
    expect(tradeSaveFailure(dangling)).toMatchObject({
      status: 422,
      message: expect.stringMatching(/^Foreign key constraint violation: .*"trade_listings".*foreign key/),
    });
    const orphan = await db()
      .execute(sql`insert into trade_listings (trader_id) values (null)`)
      .catch((error: unknown) => error);
    const failure = tradeSaveFailure(orphan) as AppError;
    expect(failure).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Database error: .*trader_id/),
    });
    // Only the database's own words: never the query or its parameters.
    expect(failure.message).not.toMatch(/insert into/i);
  });
});

describe('GET /api/v1/trades', () => {
  it("tells a signed-in viewer how the trader's spares and wants meet theirs", async () => {
    const film = await createTitle(db());
    const release = await createRelease(db(), film.id);
    // The other member wants the release the trader offers: one of the trader's spares on their wantlist.
    await db()
      .insert(userWantlistItems)
      .values({ userId: other.userId, masterMovieId: film.id, releaseId: release.id });
    const item = await db()
      .insert(userCollectionItems)
      .values({ userId: trader.userId, masterItemId: film.id, releaseId: release.id })
      .returning();
    const id = await post(trader, { collectionItemId: item[0]!.id });
    const seen = (await listed(other)).items.find((trade) => trade.id === id);
    expect(seen!.tradeMatch).toEqual({ theirs: 1, mine: 0 });
    expect((await listed()).items.find((trade) => trade.id === id)!.tradeMatch).toBeNull();
  });

  it('lists active requests newest first, 20 a page, with the release and the trader, to anyone', async () => {
    const item = await createCollectionItem(db(), other.userId);
    const newest = await post(other, { collectionItemId: item.id, wants: ['Blade Runner'] });
    const first = await listed();
    expect(first.items.length).toBeLessThanOrEqual(20);
    expect(first.items[0]).toMatchObject({
      id: newest,
      wants: 'Blade Runner',
      release: { id: item.releaseId },
      abilities: { remove: false },
    });
    const times = first.items.map((trade) => Date.parse(trade.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A member of their own: 21 requests use up most of one member's hourly allowance.
    const prolific = await signedInUser(server);
    for (let i = 0; i < 21; i++) await post(prolific, { offers: `Spare ${i}` });
    const [page1, page2] = [await listed(prolific), await listed(prolific, 2)];
    expect(page1.items).toHaveLength(20);
    expect(page1.hasMore).toBe(true);
    expect(page2.items[0]!.offers).not.toBe(page1.items[19]!.offers);
    expect(page1.items[0]!.abilities.remove).toBe(true);
    // The trader's own requests, and anyone's to a visitor, carry no match.
    expect(page1.items[0]!.tradeMatch).toBeNull();
  });
});

describe('DELETE /api/v1/trades/:id', () => {
  it('lets the trader alone end a request; it leaves the list, the feed and the stats', async () => {
    const id = await post(trader, { offers: 'A box of Disney clamshells' });
    const stats = async () =>
      ((await server.call('GET', '/api/v1/community/stats')).json() as TCommunityStats).activeTrades;
    const feed = async () =>
      ((await server.call('GET', '/api/v1/activity')).json() as { items: { action: string; item: string }[] })
        .items;
    expect((await feed()).find((item) => item.item === 'A box of Disney clamshells')).toMatchObject({
      action: 'posted a trade request for',
    });
    for (const [caller, status] of [
      [undefined, 401],
      [other, 403],
      [admin, 403],
    ] as const) {
      expect((await server.call('DELETE', `/api/v1/trades/${id}`, caller)).statusCode).toBe(status);
    }
    expect((await server.call('DELETE', `/api/v1/trades/${id}`, trader)).statusCode).toBe(204);
    expect((await listed()).items.some((trade) => trade.id === id)).toBe(false);
    expect((await server.call('DELETE', `/api/v1/trades/${id}`, trader)).statusCode).toBe(404);
    await expect
      .poll(async () => (await feed()).some((item) => item.item === 'A box of Disney clamshells'))
      .toBe(false);
    expect(await stats()).toBeGreaterThanOrEqual(0);
  });
});

describe('photos of a trade request (/api/v1/trades/{id}/images)', () => {
  const upload = (id: string, user?: SignedInUser, background?: string) =>
    uploadPhoto(server.app, `/api/v1/trades/${id}/images`, user?.cookie, background);
  const cardOf = async (id: string, user?: SignedInUser): Promise<TTradeRequest> =>
    (await listed(user)).items.find((trade) => trade.id === id)!;

  it('its trader adds up to 5, shown in order on its card to anyone; nobody else adds, orders or removes them', async () => {
    const item = await createCollectionItem(db(), trader.userId);
    const id = await post(trader, { collectionItemId: item.id });
    expect((await cardOf(id)).images).toEqual([]);
    for (const colour of ['#101010', '#202020']) {
      const res = await upload(id, trader, colour);
      expect(res.statusCode, res.body).toBe(201);
    }
    const [first, second] = (await cardOf(id)).images;
    // In order, the first primary; no 'Release Image {n}' caption, as they show no release's image.
    expect([first, second].map((image) => [image?.order, image?.isPrimary, image?.caption])).toEqual([
      [1, true, null],
      [2, false, null],
    ]);
    // Stored as every gallery's photos are: re-encoded, named by size, with resized copies (decision 007).
    expect(first!.url).toMatch(/^\/media\/trade-photos\/[a-z0-9-]+-trade-\d+-1~400x300\.jpg$/);
    expect(first!.thumbUrl).toBe(`${first!.url}~w320.webp`);
    expect(describeImage(first!.thumbUrl)).toMatchObject({ width: 400, height: 300 });

    // Who may change them: the trader alone, admins included, as the card says.
    for (const [caller, mayChange] of [
      [undefined, false],
      [other, false],
      [admin, false],
      [trader, true],
    ] as const) {
      expect((await cardOf(id, caller)).abilities.changePhotos).toBe(mayChange);
    }
    const swapped = { images: [second, first].map((image) => ({ id: image!.id, caption: null })) };
    for (const [caller, status] of [
      [undefined, 401],
      [other, 403],
      [admin, 403],
    ] as const) {
      const res = await upload(id, caller);
      expect(res.statusCode).toBe(status);
      if (caller) expect(res.json().error.message).toBe(MSG.tradePhotosNotYours);
      expect((await server.call('PUT', `/api/v1/trades/${id}/images`, caller, swapped)).statusCode).toBe(
        status,
      );
      const removal = await server.call('DELETE', `/api/v1/trades/${id}/images/${first!.id}`, caller);
      expect(removal.statusCode).toBe(status);
    }
    expect((await cardOf(id)).images.map((image) => image.id)).toEqual([first!.id, second!.id]);

    const reordered = await server.call('PUT', `/api/v1/trades/${id}/images`, trader, swapped);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await cardOf(id)).images.map((image) => image.id)).toEqual([second!.id, first!.id]);
    for (let n = 3; n <= 5; n++) expect((await upload(id, trader)).statusCode).toBe(201);
    const sixth = await upload(id, trader);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(MSG.maxImages(5));
    const removed = await server.call('DELETE', `/api/v1/trades/${id}/images/${second!.id}`, trader);
    expect(removed.statusCode).toBe(200);
    expect((await cardOf(id)).images.map((image) => [image.order, image.isPrimary])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    // A request's photos are not the catalogue's: the feed does not show them.
    const kinds = await db()
      .select({ kind: activityEvents.kind })
      .from(activityEvents)
      .where(eq(activityEvents.userId, trader.userId));
    expect(kinds.map((row) => row.kind)).not.toContain('photo-added');
  });

  it('takes none for an ended request, or one that does not exist', async () => {
    const id = await post(trader, { offers: 'A sealed Akira laserdisc box set, both sides' });
    expect((await server.call('DELETE', `/api/v1/trades/${id}`, trader)).statusCode).toBe(204);
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-a-trade']) {
      const res = await upload(target, trader);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MSG.tradeRequestNotFound);
    }
  });

  it("reads a whole page's photos in one query", async () => {
    const ids = [];
    for (const offers of ['First spare', 'Second spare', 'Third spare']) {
      const id = await post(other, { offers });
      expect((await upload(id, other)).statusCode).toBe(201);
      ids.push(id);
    }
    // Every statement the app sends is rendered by the database's dialect first, whichever the driver.
    const { dialect } = db() as unknown as { dialect: PgDialect };
    const rendered = vi.spyOn(dialect, 'sqlToQuery');
    try {
      const page = await listed();
      for (const id of ids) expect(page.items.find((trade) => trade.id === id)!.images).toHaveLength(1);
      const photoQueries = rendered.mock.results.filter(
        (result) => result.type === 'return' && /"trade_images"/.test(result.value.sql),
      );
      expect(photoQueries).toHaveLength(1);
    } finally {
      rendered.mockRestore();
    }
  });
});
