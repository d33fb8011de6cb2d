import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { PasswordHashing } from '../modules/auth/auth';
import type { Database } from '../db/client';
import type { RemoteImagePolicy } from '../platform/remote-image';
import { LocalStorage } from '../platform/storage/local-storage';
import { openTestDatabase } from './database';
import { TEST_ORIGIN } from './sessions';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TestServer = {
  app: FastifyInstance;
  /**
   * A call to the API as the web app makes it, from our own pages: signed in as `user` (its session cookie)
   * when one is given, with `payload` as the JSON body.
   */
  call(
    method: Method,
    url: string,
    user?: { cookie: string } | null,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  database: Database;
  dataDir: string;
  /** Declares that the next logged error matching `pattern` is part of the test. */
  expectLoggedError(pattern: RegExp): void;
  assertNoUnexpectedErrors(): void;
  close(): Promise<void>;
};

type LogLine = { level: number; msg?: string; err?: { message?: string; stack?: string } };
const PINO_ERROR = 50;

/**
 * The whole app on a fresh database: in-memory PGlite, or (TEST_DB_DRIVER=postgres) a new database on the
 * server named by TEST_DATABASE_URL, dropped afterwards.
 */
type TestServerOptions = {
  env?: Record<string, string>;
  webDist?: string;
  webServerEntry?: string;
  /** Routes that exist only in one test file, to drive the platform through the real handlers. */
  testRoutes?: (app: FastifyInstance, database: Database) => void;
  /** The poster fetch policy, read when the app starts (e.g. a fake image host's, started just before). */
  posterPolicy?: () => RemoteImagePolicy;
  liveHeartbeatMs?: number;
  /** How often the app looks for due scheduled jobs; a test that runs them itself makes it rare. */
  schedulerTickMs?: number;
  /** The clock orders' steps and timers read (a test moves it). */
  now?: () => Date;
  /** False to serialize answers as production does, without zod's parse (platform/response-serializer.ts). */
  checkAnswers?: boolean;
};

/**
 * better-auth's own scrypt, remembered for the life of the test process. A hash costs some 100 ms of CPU
 * (250 ms on a busy 2-core machine), and every member a test makes signs up and signs in: the suite spent
 * minutes in it. The answers are scrypt's; only a password hashed before gets its earlier hash (same salt)
 * again, and a hash is checked against a given password once.
 */
const remembered = globalThis as {
  rewindPasswordHashes?: Map<string, Promise<string>>;
  rewindPasswordChecks?: Map<string, Promise<boolean>>;
};
const passwordHashes = (remembered.rewindPasswordHashes ??= new Map());
const passwordChecks = (remembered.rewindPasswordChecks ??= new Map());
const checkKey = (hash: string, password: string) => `${hash}\0${password}`;
const rememberedPasswordHashing: PasswordHashing = {
  hash(password) {
    let hash = passwordHashes.get(password);
    if (!hash) {
      hash = hashPassword(password).then((value) => {
        passwordChecks.set(checkKey(value, password), Promise.resolve(true));
        return value;
      });
      passwordHashes.set(password, hash);
    }
    return hash;
  },
  verify({ hash, password }) {
    const key = checkKey(hash, password);
    let matches = passwordChecks.get(key);
    if (!matches) {
      matches = verifyPassword({ hash, password });
      passwordChecks.set(key, matches);
    }
    return matches;
  },
};

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rewind-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'INFO', ...options.env });
  const { database, dropDatabase } = await openTestDatabase();

  const errors: LogLine[] = [];
  const expected: RegExp[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as LogLine;
        if (entry.level >= PINO_ERROR) errors.push(entry);
      }
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    storage: new LocalStorage(path.join(dataDir, 'uploads')),
    webDist: options.webDist,
    webServerEntry: options.webServerEntry,
    logger: { level: 'info', stream },
    posterPolicy: options.posterPolicy?.(),
    liveHeartbeatMs: options.liveHeartbeatMs,
    schedulerTickMs: options.schedulerTickMs,
    ...(options.now ? { now: options.now } : {}),
    passwordHashing: rememberedPasswordHashing,
    checkAnswers: options.checkAnswers ?? true,
  });
  options.testRoutes?.(app, database);

  return {
    app,
    call: (method, url, user, payload) =>
      app.inject({
        method,
        url,
        payload,
        headers: { origin: TEST_ORIGIN, ...(user && { cookie: user.cookie }) },
      }),
    database,
    dataDir,
    expectLoggedError: (pattern) => expected.push(pattern),
    assertNoUnexpectedErrors() {
      const unexpected = errors.filter((entry) => {
        const text = `${entry.msg ?? ''} ${entry.err?.message ?? ''} ${entry.err?.stack ?? ''}`;
        const index = expected.findIndex((pattern) => pattern.test(text));
        if (index === -1) return true;
        expected.splice(index, 1);
        return false;
      });
      errors.length = 0;
      expected.length = 0;
      expect(unexpected, 'errors logged by the server').toEqual([]);
    },
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers the server for a test file: fresh per file, error log checked after every test. */
export function useTestServer(options?: TestServerOptions): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await createTestServer(options));
  });
  afterEach(() => server.assertNoUnexpectedErrors());
  afterAll(() => server.close());
  return server;
}
