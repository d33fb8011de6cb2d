import type { TActivityItem } from '@rewind/shared/activity';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase, queryRows } from '../../db/client';
import { activityEvents } from '../../db/schema/activity';
import { userProfiles } from '../../db/schema/profiles';
import { announce } from '../../platform/live-bus';
import { LocalStorage } from '../../platform/storage/local-storage';
import { openEventStream } from '../../test/event-stream';
import { createTitle } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser, TEST_ORIGIN } from '../../test/sessions';
import { createEventRecorder } from '../activity/activity.service';

const record = createEventRecorder();

const HEARTBEAT_MS = 200;
const server = useTestServer({ liveHeartbeatMs: HEARTBEAT_MS });
let base: string;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  [alice, bob] = await Promise.all([signedInUser(server), signedInUser(server)]);
});

const streams: Awaited<ReturnType<typeof openEventStream>>[] = [];
async function stream(cookie?: string, headers: Record<string, string> = {}, url = base) {
  const opened = await openEventStream(`${url}/api/v1/events`, { ...(cookie ? { cookie } : {}), ...headers });
  streams.push(opened);
  return opened;
}
afterAll(() => Promise.all(streams.map((opened) => opened.close())));

let filmCounter = 0;
async function addFilm(user: SignedInUser, app: FastifyInstance = server.app) {
  const title = `Live Wire ${++filmCounter} ${Date.now()}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/titles',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    payload: { title, released: '1989' },
  });
  expect(res.statusCode).toBe(201);
  return title;
}
const itemIs = (title: string) => (data: unknown) => (data as TActivityItem).item === title;
const usernameOf = async (user: SignedInUser) =>
  (
    await server.database.db
      .select({ username: userProfiles.username })
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.userId))
  )[0]?.username;

describe('GET /api/v1/events', () => {
  it('is an event stream that proxies do not buffer, with a heartbeat while nothing happens', async () => {
    const visitor = await stream();
    expect(visitor.response.status).toBe(200);
    expect(visitor.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(visitor.response.headers.get('x-accel-buffering')).toBe('no');
    expect(visitor.response.headers.get('cache-control')).toBe('no-store');
    expect(visitor.response.headers.get('content-encoding')).toBeNull();
    await visitor.until(() => (visitor.heartbeats() >= 2 ? true : undefined), HEARTBEAT_MS * 20);
  });

  it('sends a film added by anyone to every stream, signed in or not, as a feed item', async () => {
    const [visitor, other] = [await stream(), await stream(bob.cookie)];
    const title = await addFilm(alice);
    const [seen] = await Promise.all([
      visitor.next('activity', itemIs(title)),
      other.next('activity', itemIs(title)),
    ]);
    const item = JSON.parse(seen.data) as TActivityItem;
    expect(item).toMatchObject({
      user: await usernameOf(alice),
      action: 'added a title to the catalog',
      item: title,
      type: 'catalog',
    });
    expect(item.itemLink).toMatch(/^\/catalog\/\d+-live-wire-/);
    expect(seen.id).toBe(item.id);
  });

  it('resumes after the Last-Event-ID it is given, with what came meanwhile', async () => {
    const first = await addFilm(alice);
    const live = await stream();
    const missed = await addFilm(alice);
    const lastSeen = (await live.next('activity', itemIs(missed))).id!;
    const firstId = String(Number(lastSeen) - 1);
    const resumed = await stream(undefined, { 'last-event-id': String(Number(firstId) - 1) });
    expect(JSON.parse((await resumed.next('activity', itemIs(first))).data)).toMatchObject({ id: firstId });
    await resumed.next('activity', itemIs(missed));
  });

  it('leaves out what a private profile does', async () => {
    const visitor = await stream();
    await server.database.db
      .update(userProfiles)
      .set({ isPublic: false })
      .where(eq(userProfiles.userId, bob.userId));
    const hidden = await addFilm(bob);
    const shown = await addFilm(alice);
    await visitor.next('activity', itemIs(shown));
    expect(visitor.events.some((event) => event.data.includes(hidden))).toBe(false);
    await server.database.db
      .update(userProfiles)
      .set({ isPublic: true })
      .where(eq(userProfiles.userId, bob.userId));
  });

  it("sends a user's event to that user's streams only", async () => {
    const [mine, theirs, visitor] = [await stream(alice.cookie), await stream(bob.cookie), await stream()];
    await server.database.db.transaction((tx) =>
      announce(tx, { topic: 'user', userId: alice.userId, event: 'unread', data: { community: 2 } }),
    );
    // A later public event reaches everyone: by then the user's event would have too.
    const title = await addFilm(alice);
    await Promise.all([theirs, visitor].map((other) => other.next('activity', itemIs(title))));
    expect(JSON.parse((await mine.next('unread')).data)).toEqual({ community: 2 });
    for (const other of [theirs, visitor])
      expect(other.events.some((event) => event.event === 'unread')).toBe(false);
  });

  it('announces a write only once it commits, never one rolled back', async () => {
    const visitor = await stream();
    const film = await createTitle(server.database.db, { title: `Rolled Back ${Date.now()}` });
    await expect(
      server.database.db.transaction(async (tx) => {
        await record(tx, { kind: 'film-added', userId: alice.userId, film });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await server.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.titleId, film.id));
    expect(rows).toEqual([]);
    const title = await addFilm(alice);
    await visitor.next('activity', itemIs(title));
    expect(visitor.events.some((event) => event.data.includes(film.title))).toBe(false);
  });

  it('holds one address to its streams whatever X-Forwarded-For claims, without a trusted proxy', async () => {
    const opened = [];
    for (let n = 1; n <= 21; n++)
      opened.push(await openEventStream(`${base}/api/v1/events`, { 'x-forwarded-for': `203.0.113.${n}` }));
    const statuses = opened.map((one) => one.response.status);
    await Promise.all(opened.map((one) => one.close()));
    expect(statuses).toContain(429);
  });
});

describe('two instances on one database', () => {
  let second: { app: FastifyInstance; database: Database; base: string };

  beforeAll(async () => {
    // On PostgreSQL the second instance has connections of its own, as another machine would.
    let database = server.database;
    if (server.database.driver === 'postgres') {
      const [current] = await queryRows<{ name: string }>(
        server.database.db,
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${current!.name}`;
      database = await openDatabase({ url: url.toString() });
    }
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: server.dataDir }),
      database,
      storage: new LocalStorage(path.join(server.dataDir, 'uploads')),
      logger: false,
      liveHeartbeatMs: HEARTBEAT_MS,
    });
    second = { app, database, base: await app.listen({ host: '127.0.0.1', port: 0 }) };
  });
  let isSecondClosed = false;
  afterAll(async () => {
    if (!isSecondClosed) await second.app.close();
    if (second.database !== server.database) await second.database.close();
  });

  it("delivers a film written through one to the other's stream within a second", async () => {
    const elsewhere = await stream(undefined, {}, second.base);
    const started = Date.now();
    const title = await addFilm(alice, server.app);
    await elsewhere.next('activity', itemIs(title), 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
    'keeps delivering after PostgreSQL cuts the listening connection, with what was written meanwhile',
    async () => {
      const elsewhere = await stream(undefined, {}, second.base);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const [current] = await queryRows<{ name: string }>(
          server.database.db,
          sql`select current_database() as name`,
        );
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'rewind-live'`,
          [current!.name],
        );
        expect(rowCount).toBe(2);
        const duringOutage = await addFilm(alice, server.app);
        await elsewhere.next('activity', itemIs(duringOutage), 10_000);
        const after = await addFilm(alice, server.app);
        await elsewhere.next('activity', itemIs(after), 5_000);
      } finally {
        await admin.end();
      }
    },
  );

  // Last: it closes the second instance.
  it('ends its open streams at once when it closes, rather than waiting for them', async () => {
    const open = await stream(undefined, {}, second.base);
    await open.until(() => (open.heartbeats() > 0 ? true : undefined));
    const started = Date.now();
    isSecondClosed = true;
    await second.app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
