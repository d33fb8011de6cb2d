import { randomUUID } from 'node:crypto';
import { KEPT_WHEN_SILENCED, keptWhenSilenced } from '@rewind/shared/policies/restrictions';
import { formatMoment } from '@rewind/shared/time';
import { MSG } from '@rewind/shared/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/auth';
import { apiOperations, fillPath, STATE_CHANGING } from '../test/openapi';
import { useTestServer } from '../test/server';
import { type SignedInUser, signedInUser, TEST_ORIGIN } from '../test/sessions';

const server = useTestServer();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every write of the API: as its route names it (`:param`), and with its path filled in. */
async function everyWrite() {
  return (await apiOperations(server))
    .filter((operation) => STATE_CHANGING.includes(operation.method))
    .map(({ method, path }) => ({
      method,
      route: path.replace(/\{(\w+)\}/g, ':$1'),
      url: fillPath(path, { id: randomUUID() }),
    }));
}

const send = (method: string, url: string, cookie?: string, payload: object = {}) =>
  server.app.inject({
    method: method as 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });

async function silence(member: SignedInUser) {
  const until = new Date(Date.now() + DAY_MS);
  await server.database.db.update(users).set({ silencedUntil: until }).where(eq(users.id, member.userId));
  return { status: 403, code: 'silenced', message: MSG.accountSilenced(formatMoment(until)) };
}

describe('a silenced member on every write', () => {
  it('is refused every write others would see, with the reason, and keeps their own', async () => {
    const member = await signedInUser(server);
    const refusal = await silence(member);
    const writes = await everyWrite();
    const refused = writes.filter(({ method, route }) => !keptWhenSilenced(method, route));
    expect(refused.length).toBeGreaterThan(60);
    for (const { method, url } of refused) {
      const res = await send(method, url, member.cookie);
      const { code, message } = res.json().error ?? {};
      expect({ method, url, status: res.statusCode, code, message }).toEqual({ method, url, ...refusal });
    }
    for (const { method, url } of writes.filter((write) => !refused.includes(write))) {
      const res = await send(method, url, member.cookie);
      expect(res.body, `${method} ${url}`).not.toContain('"silenced"');
    }
  });

  it('keeps only writes the API has', async () => {
    const writes = new Set((await everyWrite()).map(({ method, route }) => `${method} ${route}`));
    expect([...KEPT_WHEN_SILENCED].filter((write) => !writes.has(write))).toEqual([]);
  });

  it('treats a suspended member as signed out on every write, even with a session left over', async () => {
    const member = await signedInUser(server);
    // A suspension deletes the member's sessions; this one is kept to show the suspension alone shuts them out.
    const [left] = await server.database.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    expect(left).toBeDefined();
    await server.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(users.id, member.userId));
    for (const { method, url } of await everyWrite()) {
      const [asMember, asVisitor] = [await send(method, url, member.cookie), await send(method, url)];
      expect({ method, url, status: asMember.statusCode }).toEqual({
        method,
        url,
        status: asVisitor.statusCode,
      });
    }
  });
});

describe('what a silenced member writes with the writes they keep', () => {
  let member: SignedInUser;
  let other: SignedInUser;
  let refusal: Awaited<ReturnType<typeof silence>>;
  const errorOf = (res: { statusCode: number; json(): { error?: { code: string; message: string } } }) => ({
    status: res.statusCode,
    code: res.json().error?.code,
    message: res.json().error?.message,
  });

  beforeAll(async () => {
    [member, other] = await Promise.all([signedInUser(server), signedInUser(server)]);
    for (const [user, stem] of [
      [member, 'quiet'],
      [other, 'loud'],
    ] as const) {
      const username = `${stem}_${randomUUID().slice(0, 8)}`;
      expect((await send('POST', '/api/v1/me/profile/complete', user.cookie, { username })).statusCode).toBe(
        200,
      );
    }
    const profile = { bio: 'Betamax first', location: 'Leeds', sellerTerms: 'Ships on Mondays.' };
    expect((await send('PATCH', '/api/v1/me/profile', member.cookie, profile)).statusCode).toBe(200);
    refusal = await silence(member);
  });

  it.each([
    ['bio', { bio: 'Buy my tapes at example.com' }],
    ['location', { location: 'Visit example.com' }],
    ['seller terms', { sellerTerms: 'Pay outside the site' }],
  ])('refuses a new %s on their profile', async (_field, change) => {
    expect(errorOf(await send('PATCH', '/api/v1/me/profile', member.cookie, change))).toEqual(refusal);
  });

  it('saves their settings, with the profile texts sent as they are, and lets them clear a text', async () => {
    const form = {
      bio: 'Betamax first',
      location: 'Leeds',
      sellerTerms: 'Ships on Mondays.',
      isPublic: false,
    };
    const saved = await send('PATCH', '/api/v1/me/profile', member.cookie, form);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isPublic: false, bio: 'Betamax first' });
    const cleared = await send('PATCH', '/api/v1/me/profile', member.cookie, { bio: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().bio).toBeNull();
  });

  it('lets them report a member to the admins, without a note of their own', async () => {
    const { username } = (await server.call('GET', '/api/v1/me/profile', other)).json();
    const report = { targetType: 'user', targetId: username, reason: 'harassment' };
    const withNote = await send('POST', '/api/v1/reports', member.cookie, { ...report, note: 'See my bio' });
    expect(errorOf(withNote)).toEqual(refusal);
    expect((await send('POST', '/api/v1/reports', member.cookie, report)).statusCode).toBe(204);
  });

  it('lets them flag a forum post, without a note of their own', async () => {
    const topic = await send('POST', '/api/v1/forum/topics', other.cookie, {
      title: `Rewinding ${randomUUID().slice(0, 6)}`,
      content: 'Be kind.',
    });
    expect(topic.statusCode).toBe(201);
    const flags = `/api/v1/forum/entries/${topic.json().id}/flags`;
    const withNote = await send('POST', flags, member.cookie, { reason: 'spam', note: 'Read my bio' });
    expect(errorOf(withNote)).toEqual(refusal);
    expect((await send('POST', flags, member.cookie, { reason: 'spam' })).statusCode).toBeLessThan(300);
  });

  it('keeps adding to their collection and wantlist', async () => {
    const [collected, wanted] = [
      await send('POST', '/api/v1/me/collection', member.cookie, { title: `Tape ${randomUUID()}` }),
      await send('POST', '/api/v1/me/wantlist', member.cookie, { title: `Wanted ${randomUUID()}` }),
    ];
    expect([collected.body, wanted.body].join()).not.toContain('"silenced"');
  });
});
