import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accounts, sessions, users } from './db/schema/auth';
import { mediaTitles, movieReleases } from './db/schema/catalog';
import { masterItemImages, releaseImages } from './db/schema/images';
import { userCollectionItems, userWantlistItems } from './db/schema/collection';
import { userProfiles } from './db/schema/profiles';
import { AUTH_ENDPOINTS } from './modules/auth/auth.routes';
import { AUTH_BASE_PATH } from './modules/auth/auth';
import { createRelease, createTitle } from './test/factories';
import { multipart, solid } from './test/images';
import {
  type ApiOperation,
  type ApiParameter,
  apiOperations,
  fillPath,
  type JsonSchema,
} from './test/openapi';
import { useTestServer } from './test/server';
import { type SignedInUser, signedInUser, TEST_ORIGIN } from './test/sessions';

/*
 * Every operation of the OpenAPI document (and better-auth's form endpoints, which it does not list) is sent
 * malformed path parameters, query parameters and bodies, as a visitor, as an ordinary member and as an admin
 * with two-factor authentication. None may answer 5xx, and none may change another user's rows.
 * The requests come from a seeded generator: FUZZ_SEED=<n> replays a run.
 */

// No poster is fetched from anywhere: this machine sends no traffic outside, whatever a body asks for.
const server = useTestServer({ posterPolicy: () => ({ allowedHosts: [] }) });

const SEED = Number(process.env.FUZZ_SEED ?? 20260512);
// Per operation and caller: some 100 operations make this 3,600 requests, a minute on a busy 2-core machine.
const REQUESTS_PER_OPERATION = 12;

type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

// better-auth's endpoints (which the document leaves out) that take a form, with the fields their forms send.
// Signing out is left out: it would only end the sessions of the accounts doing the fuzzing.
const FORM_FIELDS: Record<string, string[]> = {
  '/sign-up/email': ['email', 'password', 'name'],
  '/sign-in/email': ['email', 'password'],
  '/send-verification-email': ['email', 'callbackURL'],
  '/request-password-reset': ['email', 'redirectTo'],
  '/reset-password': ['newPassword', 'token'],
  '/change-password': ['currentPassword', 'newPassword', 'revokeOtherSessions'],
  '/two-factor/enable': ['password'],
};
const text: JsonSchema = { type: 'string' };
const AUTH_OPERATIONS: ApiOperation[] = AUTH_ENDPOINTS.filter(
  ({ method, path }) => method === 'POST' && path !== '/sign-out',
).map(({ path }) => ({
  method: 'POST',
  path: `${AUTH_BASE_PATH}${path}`,
  parameters: [],
  body: {
    type: 'object',
    properties: Object.fromEntries((FORM_FIELDS[path] ?? ['code']).map((field) => [field, text])),
  },
  takesMultipart: false,
}));

// Text PostgreSQL cannot store, text that looks like an attack, text of odd sizes and scripts.
const BAD_STRINGS = [
  '\u0000',
  'tape\u0000deck',
  '\ud800',
  'x\udfff',
  '%00',
  '..',
  '../../etc/passwd',
  '',
  '   ',
  'x'.repeat(20_000),
  '📼'.repeat(3000),
  'Ωмир映画\u202e',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '-1',
  '1e309',
  '2024-13-45',
  'javascript:alert(1)',
  'https://127.0.0.1:1/poster.jpg',
];
const BAD_VALUES: unknown[] = [
  ...BAD_STRINGS,
  null,
  true,
  0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  [],
  {},
  ['\u0000'],
  { nested: { deeper: '\u0000' } },
  Array.from({ length: 2000 }, (_, i) => i),
];
// Bodies that are not the JSON they claim to be, or JSON of the wrong shape.
const deep = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '{"a":1}}',
  'nul',
  '\u0000',
  '{"\u0000":1}',
  '{"title":"\\u0000"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  'null',
  '[]',
  '"text"',
  '12345',
  '\ufeff{}',
  deep(5000, '[', ']'),
  deep(5000, '{"a":', '}'),
  `{"title":${deep(3000, '[', ']')}}`,
  `{"x":"${'y'.repeat(1_100_000)}"}`,
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
];
// Path segments as they travel in the URL (already percent-encoded where needed).
const BAD_SEGMENTS = [
  '%00',
  'a%00b',
  '..',
  '%2e%2e',
  '%2F',
  '%',
  '%ED%A0%80',
  '%FF%FE',
  'x'.repeat(5000),
  'not-a-uuid',
  '%CE%A9%F0%9F%93%BC',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '99999999999999999999-x-1999',
  '1-' + 'slug-'.repeat(100) + '1999',
  '%20',
  "'%20OR%201=1",
];
const BAD_QUERY_VALUES = [...BAD_SEGMENTS, '', '0', '-5', '1e9', '2.5', 'NaN', 'true', '%5B%5D'];

/** mulberry32: small, fast and the same sequence for the same seed everywhere. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof seededRandom>;

/** What a caller may aim at: real ids and slugs (someone else's for a non-admin), usernames, e-mails. */
type Targets = { ids: string[]; slugs: string[]; usernames: string[] };

/** A value the schema accepts, or near enough: the base that one mutation at a time is applied to. */
function exampleOf(schema: JsonSchema, random: Random, targets: Targets, depth = 0): unknown {
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option?.length) return exampleOf(random.pick(option), random, targets, depth);
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return random.pick(targets.ids);
      if (schema.format === 'date-time') return '2024-05-01T10:00:00.000Z';
      if (schema.format === 'date') return '2024-05-01';
      if (schema.format === 'email') return `fuzz-${random.int(1e6)}@example.test`;
      if (schema.format === 'uri') return 'https://example.test/poster.jpg';
      return 'Tape'.padEnd(schema.minLength ?? 0, 'e').slice(0, schema.maxLength ?? 40);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1990, 1990));
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return depth > 4 || !schema.items ? [] : [exampleOf(schema.items, random, targets, depth + 1)];
    case 'object':
    default:
      if (depth > 4 || !schema.properties) return {};
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [
          key,
          exampleOf(value, random, targets, depth + 1),
        ]),
      );
  }
}

/** The example with one thing wrong: a field of the wrong type or content, or a field missing. */
function mutatedBody(schema: JsonSchema, random: Random, targets: Targets): unknown {
  const body = exampleOf(schema, random, targets);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return random.pick(BAD_VALUES);
  const record = body as Record<string, unknown>;
  const keys = Object.keys(record);
  const key = keys.length && random.chance(0.9) ? random.pick(keys) : 'unexpected';
  if (random.chance(0.1)) delete record[key];
  else if (Array.isArray(record[key]) && (record[key] as unknown[]).length && random.chance(0.5)) {
    const [first] = record[key] as unknown[];
    if (first && typeof first === 'object') {
      const inner = first as Record<string, unknown>;
      inner[random.pick(Object.keys(inner).concat('unexpected'))] = random.pick(BAD_VALUES);
    } else record[key] = [random.pick(BAD_VALUES)];
  } else record[key] = random.pick(BAD_VALUES);
  return record;
}

function goodSegment(parameter: ApiParameter, random: Random, targets: Targets): string {
  if (parameter.schema?.format === 'uuid') return random.pick(targets.ids);
  if (/username|name/.test(parameter.name)) return encodeURIComponent(random.pick(targets.usernames));
  return random.pick([...targets.slugs, ...targets.ids]);
}

function goodQuery(parameters: ApiParameter[], random: Random, targets: Targets): string[] {
  return parameters
    .filter(() => random.chance(0.3))
    .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p.schema ?? text, random, targets)))}`);
}

/** One request to `operation` with one or two things wrong with it. */
function fuzzRequest(operation: ApiOperation, random: Random, targets: Targets): FuzzRequest {
  const pathApiParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryApiParameters = operation.parameters.filter((p) => p.in === 'query');
  const segments = Object.fromEntries(
    pathApiParameters.map((p) => [p.name, goodSegment(p, random, targets)] as const),
  );
  const query = goodQuery(queryApiParameters, random, targets);
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;

  const aims = [
    ...(pathApiParameters.length ? ['path'] : []),
    ...(queryApiParameters.length ? ['query', 'query'] : []),
    ...(operation.body ? ['body', 'body', 'body', 'raw', 'raw', 'type'] : []),
    ...(operation.takesMultipart ? ['multipart', 'multipart', 'multipart'] : []),
    'query',
  ];
  const aim = random.pick(aims);
  if (aim === 'path') {
    segments[random.pick(pathApiParameters).name] = random.pick(BAD_SEGMENTS);
  } else if (aim === 'query') {
    const name =
      queryApiParameters.length && random.chance(0.8) ? random.pick(queryApiParameters).name : 'zz';
    const value = random.pick(BAD_QUERY_VALUES);
    query.push(random.chance(0.2) ? `${name}=${value}&${name}=${value}` : `${name}=${value}`);
  }
  if (operation.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(exampleOf(operation.body, random, targets));
    if (aim === 'body') payload = JSON.stringify(mutatedBody(operation.body, random, targets));
    if (aim === 'raw') payload = random.pick(RAW_BODIES);
    if (aim === 'type') headers['content-type'] = random.pick(WRONG_CONTENT_TYPES);
  }
  if (aim === 'multipart') {
    const upload = malformedUpload(random);
    headers['content-type'] = upload.contentType;
    payload = upload.payload;
  }
  if (operation.method !== 'GET') headers.origin = TEST_ORIGIN;
  const url = fillPath(operation.path, segments) + (query.length ? `?${query.join('&')}` : '');
  return { method: operation.method, url, headers, payload };
}

/** Multipart bodies that are cut short, unbounded, over the parser's limits, or carry bad text. */
function malformedUpload(random: Random): { payload: Buffer | string; contentType: string } {
  const notAnImage = {
    name: 'file',
    data: 'GIF89a not really',
    filename: 'tape.gif',
    contentType: 'image/gif',
  };
  const choices: (() => { payload: Buffer | string; contentType: string })[] = [
    () => {
      const body = multipart([notAnImage]);
      return { ...body, payload: body.payload.subarray(0, random.int(body.payload.length)) };
    },
    () => ({ payload: multipart([notAnImage]).payload, contentType: 'multipart/form-data' }),
    () => ({ payload: '--x\r\n', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` }),
    () => multipart([notAnImage, { ...notAnImage, filename: 'two.gif' }]),
    () => multipart(Array.from({ length: 10 }, (_, i) => ({ name: `field${i}`, data: 'x' }))),
    () => multipart([{ ...notAnImage, data: '' }]),
    () => multipart([{ ...notAnImage, filename: '../../\u0000.gif' }]),
    () => multipart([notAnImage, { name: 'caption', data: random.pick(BAD_STRINGS) }]),
    () => multipart([{ name: '__proto__', data: 'x' }]),
    () => ({ payload: 'not multipart at all', contentType: 'multipart/form-data; boundary=abc' }),
  ];
  return random.pick(choices)();
}

type Caller = { role: string; users: (SignedInUser | undefined)[]; targets: Targets };

describe('the API under malformed requests', () => {
  it('answers every operation, as visitor, member and admin, without a 5xx, and changes no one else’s rows', async () => {
    const operations = [...(await apiOperations(server)), ...AUTH_OPERATIONS];
    const victim = await victimWithData();
    // Several accounts per role, so that per-user limits leave most requests to reach validation.
    const members = await Promise.all([1, 2, 3].map(() => signedInUser(server)));
    const admins = await Promise.all(
      [1, 2].map(() => signedInUser(server, { admin: true, twoFactor: true })),
    );
    const playground = await createTitle(server.database.db, { title: `Playground ${randomUUID()}` });
    const playgroundRelease = await createRelease(server.database.db, playground.id);
    const others: Targets = {
      ids: [...victim.ids, randomUUID()],
      slugs: victim.slugs,
      usernames: [victim.username, 'nobody_here'],
    };
    const callers: Caller[] = [
      { role: 'visitor', users: [undefined], targets: others },
      { role: 'member', users: members, targets: others },
      {
        role: 'admin',
        users: admins,
        // An admin may change any film, so the victim's films are not aimed at: their other rows are.
        targets: {
          ...others,
          ids: [...victim.ownIds, playground.id, playgroundRelease.id, randomUUID()],
          slugs: [`${playground.displayId}-playground-1984`, String(playgroundRelease.displayId)],
        },
      },
    ];

    const before = await rowsOf(victim.userId);
    const random = seededRandom(SEED);
    const tally = {
      total: 0,
      byStatus: {} as Record<number, number>,
      failures: [] as string[],
      /** Refused only by the database (the error handler's safety net): a check missing higher up. */
      byDatabase: 0,
    };
    for (const caller of callers) {
      for (const operation of operations) {
        for (let n = 0; n < REQUESTS_PER_OPERATION; n++) {
          const request = fuzzRequest(operation, random, caller.targets);
          const user = random.pick(caller.users);
          if (user) request.headers.cookie = user.cookie;
          // A client address per request: better-auth's per-IP limits would otherwise end the run early.
          const remoteAddress = `10.9.${random.int(250)}.${random.int(250)}`;
          const res = await server.app.inject({ ...request, remoteAddress });
          // better-auth logs each redirect address it refuses as an error; those refusals are the point.
          if (request.url.startsWith('/api/auth/') && res.statusCode === 403) {
            server.expectLoggedError(/^better-auth: Invalid /);
          }
          tally.total++;
          tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) tally.failures.push(describe5xx(caller, request, res));
          if (res.body.includes('"code":"invalid_value"')) tally.byDatabase++;
        }
      }
    }
    const after = await rowsOf(victim.userId);

    const limited = tally.byStatus[429] ?? 0;
    const summary =
      `seed ${SEED}: ${tally.total} requests, ${tally.failures.length} answered 5xx, ` +
      `${limited} refused by rate limits (so ${tally.total - limited} reached the checks), ` +
      `${tally.byDatabase} refused only by the database; ` +
      `by status ${JSON.stringify(tally.byStatus)}`;
    process.stdout.write(`API fuzz: ${summary}\n`);
    expect(tally.failures, summary).toEqual([]);
    expect(tally.total - limited, summary).toBeGreaterThan(2000);
    expect(after, 'the victim’s rows').toEqual(before);
  }, 240_000);
});

function describe5xx(caller: Caller, request: FuzzRequest, res: LightMyRequestResponse): string {
  const payload = String(request.payload ?? '').slice(0, 120);
  return `${caller.role} ${request.method} ${request.url.slice(0, 160)} [${request.headers['content-type'] ?? '-'}] ${JSON.stringify(payload)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
}

/**
 * A user with something of everything: a profile with text, a film and a release they added (every field
 * filled, so that only an admin could change them), a collection and a wantlist entry, a photo.
 */
async function victimWithData() {
  const { db } = server.database;
  const victim = await signedInUser(server);
  const filled = 'Filled by the victim';
  const title = await createTitle(db, {
    title: `Victim's Tape ${randomUUID()}`,
    year: 1986,
    ...Object.fromEntries(
      [
        'director',
        'producer',
        'writer',
        'distributor',
        'studio',
        'actors',
        'genre',
        'description',
        'notes',
        'imdbRating',
        'rated',
        'runtime',
        'budget',
        'boxoffice',
        'country',
        'language',
        'tagline',
        'originalTitle',
        'imdbId',
      ].map((field) => [field, filled]),
    ),
    released: '1986-05-01',
    trailerUrl: 'https://example.test/trailer',
    backdropUrl: 'https://example.test/backdrop.jpg',
    coverImageUrl: 'https://example.test/cover.jpg',
    tmdbId: 424242,
    productionCompanies: [{ name: filled }],
    addedBy: victim.userId,
  });
  const release = await createRelease(db, title.id, {
    mainTitle: filled,
    releaseTitle: filled,
    studio: filled,
    releaseYear: 1987,
    releaseNotes: filled,
    frontCoverUrl: 'https://example.test/front.jpg',
    upc: '012345678905',
    upcDistributor: filled,
    upcCategory: filled,
    distributorCode: filled,
    editionOther: filled,
    addedBy: victim.userId,
  });
  const [collected] = await db
    .insert(userCollectionItems)
    .values({ userId: victim.userId, masterItemId: title.id, releaseId: release.id, notes: filled })
    .returning();
  const [wanted] = await db
    .insert(userWantlistItems)
    .values({ userId: victim.userId, masterMovieId: title.id, notes: filled })
    .returning();
  const asVictim = { cookie: victim.cookie, origin: TEST_ORIGIN };
  const profile = await server.app.inject({
    method: 'PATCH',
    url: '/api/v1/me/profile',
    headers: asVictim,
    payload: { bio: filled, location: filled },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const photo = multipart([
    {
      name: 'file',
      data: await solid(64, 64).png().toBuffer(),
      filename: 'box.png',
      contentType: 'image/png',
    },
  ]);
  const upload = await server.app.inject({
    method: 'POST',
    url: `/api/v1/releases/${release.id}/images`,
    headers: { ...asVictim, 'content-type': photo.contentType },
    payload: photo.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const slugs = [`${title.displayId}-victims-tape-1986`, String(title.displayId), String(release.displayId)];
  return {
    userId: victim.userId,
    username: profile.json().username as string,
    // Everything of theirs that a path or a body may name.
    ids: [title.id, release.id, collected!.id, wanted!.id, upload.json().id as string],
    /** The ids no admin right reaches: their collection and wantlist entries. */
    ownIds: [collected!.id, wanted!.id],
    slugs,
  };
}

async function rowsOf(userId: string) {
  const { db } = server.database;
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    accounts: await db.select().from(accounts).where(eq(accounts.userId, userId)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)),
    profile: await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
    collection: await db.select().from(userCollectionItems).where(eq(userCollectionItems.userId, userId)),
    wantlist: await db.select().from(userWantlistItems).where(eq(userWantlistItems.userId, userId)),
    titles: await db.select().from(mediaTitles).where(eq(mediaTitles.addedBy, userId)),
    releases: await db.select().from(movieReleases).where(eq(movieReleases.addedBy, userId)),
    titleImages: await db.select().from(masterItemImages).where(eq(masterItemImages.uploadedBy, userId)),
    releaseImages: await db.select().from(releaseImages).where(eq(releaseImages.uploadedBy, userId)),
  };
}
