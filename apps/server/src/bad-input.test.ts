import { sql } from 'drizzle-orm';
import { MSG } from '@rewind/shared/messages';
import { describe, expect, it } from 'vitest';
import { createTitle } from './test/factories';
import { multipart, solid } from './test/images';
import { useTestServer } from './test/server';
import { type SignedInUser, signedInUser, TEST_ORIGIN } from './test/sessions';

const server = useTestServer({
  testRoutes(app, { db }) {
    // A value that only the database finds wrong, as a route whose own checks missed it would pass it on.
    app.post('/api/v1/test/store', async (req) => {
      const { value, as } = req.body as { value: string; as: 'integer' | 'date' };
      await db.execute(as === 'integer' ? sql`select ${value}::integer` : sql`select ${value}::date`);
      return { ok: true };
    });
  },
});

const unstorable = (field: string) => ({
  error: {
    code: 'validation',
    message: MSG.unstorableText(field),
    fields: { [field]: MSG.unstorableText(field) },
  },
});

let sharedMember: Promise<SignedInUser> | undefined;
/** One member for the tests that leave nothing of theirs behind. */
const member = () => (sharedMember ??= signedInUser(server));

const send = (user: SignedInUser | undefined, method: string, url: string, payload?: unknown) =>
  server.app.inject({
    method: method as 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(user && { cookie: user.cookie }) },
    ...(payload !== undefined && { payload: payload as object }),
  });

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a path parameter', '/api/v1/users/tape%00head', 'username'],
    ['a path parameter (distributor)', '/api/v1/distributors/Vestron%00', 'name'],
    ['a path parameter (film)', '/api/v1/titles/12-alien%00-1979', 'idOrSlug'],
    ['a query parameter', '/api/v1/search?q=alien%00', 'q'],
    ['a filter of the catalogue', '/api/v1/titles?studio=%00', 'studio'],
  ])('in %s answers 400 naming the field', async (_, url, field) => {
    const res = await send(undefined, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(unstorable(field));
  });

  it.each([
    ['a NUL character', 'Tapes\u0000and more'],
    ['half of a surrogate pair', 'Tapes \ud83d'],
    ['the other half alone', '\ude00 Tapes'],
  ])('in a JSON body field (%s) answers 400 naming the field, and nothing is saved', async (_, bio) => {
    const user = await signedInUser(server);
    const res = await send(user, 'PATCH', '/api/v1/me/profile', { bio });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(unstorable('bio'));
    const profile = await send(user, 'GET', '/api/v1/me/profile');
    expect(profile.json().bio).toBeNull();
  });

  it('deep in a body is named by its path, and a bad key by where it sits', async () => {
    const user = await member();
    const row = { title: 'Alien', year: '1979', format: 'VHS' };
    const nested = await send(user, 'POST', '/api/v1/me/collection/import', {
      dryRun: true,
      rows: [row, { ...row, title: 'Ali\u0000en' }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(unstorable('rows.1.title'));

    const key = await send(user, 'POST', '/api/v1/me/collection/import', {
      dryRun: true,
      rows: [{ ...row, ['no\u0000te']: 'x' }],
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(unstorable('rows.0'));
  });

  it('is refused on better-auth’s routes too', async () => {
    const res = await send(undefined, 'POST', '/api/auth/sign-up/email', {
      email: 'tape\u0000head@example.test',
      password: 'Kodak-Betamax-1985',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(unstorable('email'));
  });

  it('in a multipart text field answers 400 naming the field, and no image is added', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(server.database.db);
    const body = multipart([
      {
        name: 'file',
        data: await solid(64, 64).png().toBuffer(),
        filename: 'box.png',
        contentType: 'image/png',
      },
      { name: 'caption', data: 'Front\u0000' },
    ]);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v1/titles/${title.id}/images`,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(unstorable('caption'));
    const gallery = await send(undefined, 'GET', `/api/v1/titles/${title.id}`);
    expect(gallery.json().images).toEqual([]);
  });

  it('accepts what is well-formed: emoji (surrogate pairs) and other scripts', async () => {
    const user = await signedInUser(server);
    const bio = 'Big-box VHS 📼 — 映画 — Ωmega';
    const res = await send(user, 'PATCH', '/api/v1/me/profile', { bio });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bio).toBe(bio);
  });
});

describe('JSON nested deeper than any request of ours', () => {
  it.each([
    ['arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
    ['objects', '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)],
  ])('of %s answers 400, on our routes and better-auth’s alike', async (_, nested) => {
    const user = await member();
    for (const url of ['/api/auth/sign-in/email', '/api/v1/me/collection/import']) {
      const res = await server.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: `{"email":${nested}}`,
      });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation',
        message: expect.stringContaining('nested'),
      });
    }
  });
});

describe('values only the database finds wrong', () => {
  it.each([
    ['a number out of range', { value: '99999999999', as: 'integer' }],
    ['a number that is not one', { value: 'twelve', as: 'integer' }],
    ['an impossible date', { value: '2024-02-31', as: 'date' }],
  ])('(%s) answer 400, not 500', async (_, payload) => {
    const res = await send(undefined, 'POST', '/api/v1/test/store', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_value', message: MSG.invalidValue } });
  });
});

describe('multipart bodies that are not whole or not multipart', () => {
  const picture = async () =>
    multipart([
      {
        name: 'file',
        data: await solid(64, 64).png().toBuffer(),
        filename: 'box.png',
        contentType: 'image/png',
      },
    ]);
  const malformed = { error: { code: 'malformed_multipart', message: MSG.malformedMultipart } };

  const upload = async (url: string, user: SignedInUser, contentType: string, payload: Buffer | string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });

  const cases: [string, () => Promise<{ contentType: string; payload: Buffer | string }>][] = [
    [
      'cut off in the middle of the file',
      async () => {
        const body = await picture();
        return { ...body, payload: body.payload.subarray(0, body.payload.length / 2) };
      },
    ],
    [
      'cut off before the first part ends its headers',
      async () => {
        const body = await picture();
        return { ...body, payload: body.payload.subarray(0, 60) };
      },
    ],
    ['without a boundary', async () => ({ ...(await picture()), contentType: 'multipart/form-data' })],
    [
      'with a boundary longer than any parser takes',
      async () => ({
        contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
        payload: `--${'b'.repeat(300)}\r\n`,
      }),
    ],
    [
      'with no part at all',
      async () => ({
        contentType: 'multipart/form-data; boundary=abc',
        payload: 'this is not multipart at all',
      }),
    ],
  ];

  it.each(cases)('answer 400 for the avatar: %s', async (_, make) => {
    const user = await member();
    const { contentType, payload } = await make();
    const res = await upload('/api/v1/me/avatar', user, contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(malformed);
  });

  it.each(cases)('answer 400 for a gallery: %s', async (_, make) => {
    const user = await member();
    const title = await createTitle(server.database.db);
    const { contentType, payload } = await make();
    const res = await upload(`/api/v1/titles/${title.id}/images`, user, contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(malformed);
  });

  it('of the wrong content type answer 400 with the upload’s own message', async () => {
    const user = await member();
    const res = await upload('/api/v1/me/avatar', user, 'application/json', '{"file":"x"}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_image', message: MSG.avatarNotImage } });
  });
});
