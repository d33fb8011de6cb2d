import type { TActivityFeed } from '@rewind/shared/activity';
import type { TCommunityStats } from '@rewind/shared/community';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { activityEvents } from '../../db/schema/activity';
import { tradeListings } from '../../db/schema/trades';
import { createTitle } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';
import { STATS_CACHE_MS } from '../community/community.service';
import { announceFeedChange, createEventRecorder, type DomainEvent } from './activity.service';

const record = createEventRecorder();

const server = useTestServer();
let collector: SignedInUser;
let hermit: SignedInUser;
const db = () => server.database.db;

beforeAll(async () => {
  [collector, hermit] = await Promise.all([signedInUser(server), signedInUser(server)]);
});

async function feed() {
  const res = await server.app.inject({ url: '/api/v1/activity' });
  expect(res.statusCode).toBe(200);
  return (res.json() as TActivityFeed).items;
}

/** `count` events of one kind, each in its own transaction, as the services write them. */
async function happen(count: number, event: (film: { id: string; title: string }) => DomainEvent) {
  for (let index = 0; index < count; index++) {
    const film = await createTitle(db());
    await db().transaction((tx) => record(tx, event(film)));
  }
}

describe('GET /api/v1/activity', () => {
  it('merges the newest of each kind, 10 catalogue additions and 20 of the rest, into the newest 30', async () => {
    await happen(12, (film) => ({ kind: 'film-added', userId: collector.userId, film }));
    await happen(22, (film) => ({ kind: 'collection-added', userId: collector.userId, film }));
    const items = await feed();
    expect(items).toHaveLength(30);
    expect(items.filter((item) => item.action === 'added a title to the catalog')).toHaveLength(10);
    expect(items.filter((item) => item.action === 'added movie to collection')).toHaveLength(20);
    const times = items.map((item) => Date.parse(item.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The newest first: the last collection addition leads.
    expect(items[0]).toMatchObject({ action: 'added movie to collection', type: 'collection' });
    expect(items[0]!.itemLink).toMatch(/^\/catalog\/\d+-film-/);
  });

  it("leaves out a private profile's activity, and shows it again once public", async () => {
    const setPublic = async (isPublic: boolean) => {
      const res = await server.call('PATCH', '/api/v1/me/profile', hermit, { isPublic });
      expect(res.statusCode).toBe(200);
    };
    const shows = async () => (await feed()).some((item) => item.item === 'Hermit Tape');
    await happen(1, (film) => ({ kind: 'film-added', userId: collector.userId, film }));
    expect(await feed()).not.toHaveLength(0); // the feed is kept now: what follows must change it
    await setPublic(false);
    const film = await createTitle(db(), { title: 'Hermit Tape' });
    await db().transaction((tx) => record(tx, { kind: 'wantlist-added', userId: hermit.userId, film }));
    expect(await shows()).toBe(false);
    // Made public again: this instance's next read has it at once; the announcement tells the others.
    await setPublic(true);
    expect(await shows()).toBe(true);
  });

  it('shows a new row at the next read, and drops a withdrawn one', async () => {
    await happen(1, (film) => ({ kind: 'film-added', userId: collector.userId, film }));
    expect(await feed()).not.toHaveLength(0);
    const film = await createTitle(db(), { title: 'Fresh Tape' });
    await db().transaction((tx) => record(tx, { kind: 'collection-added', userId: collector.userId, film }));
    expect((await feed())[0]).toMatchObject({ item: 'Fresh Tape' });
    await db().transaction((tx) => withdrawCollectionRows(tx, film.id));
    expect((await feed())[0]?.item).not.toBe('Fresh Tape');
  });
});

/** Deletes a film's feed rows and announces it, as the services' withdraw functions do. */
async function withdrawCollectionRows(tx: Db, titleId: string) {
  await tx.delete(activityEvents).where(eq(activityEvents.titleId, titleId));
  await announceFeedChange(tx);
}

describe('GET /api/v1/community/stats', () => {
  // The forum's counts are tested with the forum (forum.test.ts), written through its API.
  it('counts members, active trades and completed challenges', async () => {
    const trader = collector.userId;
    await db()
      .insert(tradeListings)
      .values([
        { traderId: trader, isActive: true },
        { traderId: trader, isActive: false },
      ]);
    const res = await server.app.inject({ url: '/api/v1/community/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=30/);
    const stats = res.json() as TCommunityStats;
    expect(stats).toMatchObject({ activeTrades: 1, challengeProgress: 0 });
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
  });

  it('counts at most once per 30 seconds', async () => {
    const { community } = server.app.services;
    // Well past whatever the earlier tests left counted.
    const start = Date.now() + 10 * STATS_CACHE_MS;
    const before = await community.stats(start);
    await signedInUser(server);
    expect(await community.stats(start + STATS_CACHE_MS - 1)).toEqual(before);
    expect((await community.stats(start + STATS_CACHE_MS)).totalUsers).toBe(before.totalUsers + 1);
  });
});
