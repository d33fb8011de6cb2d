import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { LightMyRequestResponse } from 'fastify';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRelease, createTitle } from '../test/factories';
import { useTestServer } from '../test/server';
import { type SignedInUser, signedInUser } from '../test/sessions';
import { queryRows } from './client';
import { ResilientPool } from './connection-loss';
import { mediaTitles, movieReleases } from './schema/catalog';
import { userCollectionItems } from './schema/collection';

// Cutting connections needs a PostgreSQL server; PGlite has no connections to lose.
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'when PostgreSQL drops the app’s connections',
  () => {
    const server = useTestServer();
    let admin: pg.Client;
    let databaseUrl: string;
    let user: SignedInUser;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const [current] = await queryRows<{ name: string }>(
        server.database.db,
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${current!.name}`;
      databaseUrl = url.toString();
      user = await signedInUser(server);
    });
    afterAll(async () => {
      await allowConnections(true);
      await admin.end();
    });

    const databaseName = () => new URL(databaseUrl).pathname.slice(1);
    const allowConnections = (allow: boolean) =>
      admin.query(`alter database ${databaseName()} allow_connections ${allow}`);

    /** Ends every backend of the app's database, as an administrator, a restart or a failover would. */
    async function cutConnections(): Promise<number> {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [databaseName()],
      );
      return rowCount ?? 0;
    }

    const post = (url: string, payload: object) => server.call('POST', url, user, payload);
    const addFilm = (title: string) => post('/api/v1/titles', { title, released: '1986' });
    const health = () => server.app.inject({ url: '/healthz' });
    const pool = () => (server.database.db as unknown as { $client: pg.Pool }).$client;

    function expectUnavailable(res: LightMyRequestResponse) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        error: {
          code: 'database_unavailable',
          message: 'The database is unavailable. Please try again in a moment.',
        },
      });
    }

    it('keeps running and loses no acknowledged write while its connections are cut again and again', async () => {
      const shelf = await createTitle(server.database.db);
      const releases = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          createRelease(server.database.db, shelf.id, { releaseTitle: `Cut ${i}` }),
        ),
      );
      const acknowledged = { films: [] as string[], collectionItems: [] as string[] };
      const refused: LightMyRequestResponse[] = [];

      // Every write is a transaction: a film with its first release and activity row, or a collection entry.
      let next = 0;
      let answered = 0;
      let isCutting = true;
      const writeOnce = async (n: number) => {
        const isFilm = n % 2 === 0;
        const res = isFilm
          ? await post('/api/v1/titles', {
              title: `Cut Tape ${n}`,
              released: '1986',
              firstRelease: { releaseTitle: `Cut Release ${n}`, format: 'VHS' },
            })
          : await post('/api/v1/me/collection', { releaseId: releases[n]!.id });
        answered++;
        if (res.statusCode !== 201) refused.push(res);
        else (isFilm ? acknowledged.films : acknowledged.collectionItems).push(res.json().id);
      };
      const writer = async () => {
        while (isCutting && next < releases.length) await writeOnce(next++);
      };
      const writers = Array.from({ length: 6 }, writer);

      let terminated = 0;
      for (let round = 0; round < 8; round++) {
        // Each cut waits for writes to be answered again since the last, so it lands among new transactions.
        const answeredBefore = answered;
        await vi.waitFor(() => expect(answered > answeredBefore + 2 || next >= releases.length).toBe(true), {
          timeout: 20_000,
          interval: 10,
        });
        terminated += await cutConnections();
      }
      isCutting = false;
      await Promise.all(writers);

      expect(terminated).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) expectUnavailable(res);

      // Every film acknowledged is there with its first release, every collection entry too. (A write may
      // also be there unacknowledged: committed, then its answer lost with the connection.) Read on a
      // connection opened after the last cut: pg_terminate_backend only signals, so the app's pool may still
      // lend out an idle connection whose end has not reached it yet, and the check would fail on that.
      const checker = new pg.Client({ connectionString: databaseUrl });
      await checker.connect();
      try {
        const db = drizzle(checker);
        const films = await db
          .select({ id: mediaTitles.id })
          .from(mediaTitles)
          .innerJoin(movieReleases, eq(movieReleases.masterMovieId, mediaTitles.id))
          .where(inArray(mediaTitles.id, [shelf.id, ...acknowledged.films]));
        expect(new Set(films.map((row) => row.id))).toEqual(new Set([shelf.id, ...acknowledged.films]));
        const filmsWithoutRelease = await db
          .select({ id: mediaTitles.id })
          .from(mediaTitles)
          .leftJoin(movieReleases, eq(movieReleases.masterMovieId, mediaTitles.id))
          .where(and(like(mediaTitles.title, 'Cut Tape %'), isNull(movieReleases.id)));
        expect(filmsWithoutRelease).toEqual([]);
        const items = await db
          .select({ id: userCollectionItems.id })
          .from(userCollectionItems)
          .where(eq(userCollectionItems.userId, user.userId));
        expect(items.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledged.collectionItems));
      } finally {
        await checker.end();
      }

      // No connection was left checked out: with the writes done, every one is back in the pool.
      await vi.waitFor(() => expect(pool().idleCount).toBe(pool().totalCount), {
        timeout: 5_000,
        interval: 25,
      });
      expect((await health()).statusCode).toBe(200);
      const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => addFilm(`After The Cut ${i}`)));
      expect(burst.map((res) => res.statusCode)).toEqual(burst.map(() => 201));
    });

    it('answers /healthz 503 while the database refuses connections, and 200 within 5 s of its return', async () => {
      await allowConnections(false);
      await cutConnections();
      await vi.waitFor(async () => expect((await health()).statusCode).toBe(503), {
        timeout: 10_000,
        interval: 25,
      });
      expect((await health()).json()).toEqual({ status: 'error', database: 'unavailable' });
      expectUnavailable(await addFilm('Refused Tape'));
      expectUnavailable(await server.call('GET', '/api/auth/get-session', user));

      await allowConnections(true);
      const back = Date.now();
      await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), {
        timeout: 5_000,
        interval: 25,
      });
      expect(Date.now() - back).toBeLessThan(5_000);
      expect((await addFilm('Welcome Back Tape')).statusCode).toBe(201);
    });

    it('answers /healthz 503 in time while every connection waits on the database', async () => {
      const locker = new pg.Client({ connectionString: databaseUrl });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query('lock table media_titles in access exclusive mode');
        const stuck = Array.from({ length: pool().options.max }, (_, i) => addFilm(`Stuck Tape ${i}`));
        await vi.waitFor(
          async () => {
            const { rows } = await admin.query(
              "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
              [databaseName()],
            );
            expect(rows[0].waiting).toBe(pool().options.max);
          },
          { timeout: 10_000, interval: 25 },
        );

        // The probe gives up before the pool's own wait for a connection (5 s) would.
        const asked = Date.now();
        const res = await health();
        expect(res.statusCode).toBe(503);
        expect(Date.now() - asked).toBeLessThan(4_500);

        await locker.query('rollback');
        expect((await Promise.all(stuck)).map((res) => res.statusCode)).toEqual(stuck.map(() => 201));
      } finally {
        await locker.end();
      }
    });
  },
);

describe('the pool', () => {
  // A server that ends each connection in the very packet that makes it ready, as PostgreSQL may when an
  // administrator's command or a shutdown catches a connection just opened.
  async function startDyingServer() {
    const message = (type: string, body: Buffer) => {
      const header = Buffer.alloc(5);
      header.write(type, 0);
      header.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([header, body]);
    };
    const fields = (entries: Record<string, string>) =>
      Buffer.concat([
        ...Object.entries(entries).map(([key, value]) => Buffer.from(`${key}${value}\0`)),
        Buffer.from([0]),
      ]);
    const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
    const readyForQuery = message('Z', Buffer.from('I'));
    const terminated = message(
      'E',
      fields({
        S: 'FATAL',
        V: 'FATAL',
        C: '57P01',
        M: 'terminating connection due to administrator command',
      }),
    );
    const server = net.createServer((socket) => {
      socket.once('data', () => socket.end(Buffer.concat([authenticationOk, readyForQuery, terminated])));
      socket.on('error', () => {}); // the client may hang up first
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    return { url: `postgres://rewind@127.0.0.1:${port}/rewind`, close: () => server.close() };
  }

  it('survives a connection ended in the packet that made it ready, and replaces it', async () => {
    const dying = await startDyingServer();
    const lost: Error[] = [];
    const pool = new ResilientPool({ connectionString: dying.url, max: 1 }, (error) => lost.push(error));
    try {
      const client = await pool.connect();
      await expect(client.query('select 1')).rejects.toThrow(/not queryable|Connection terminated/);
      client.release();
      await vi.waitFor(() => expect(pool.totalCount).toBe(0));
      // The slot it held is free: the next borrower gets a new connection, not a wait.
      (await pool.connect()).release();
    } finally {
      await pool.end();
      dying.close();
    }
  });
});
