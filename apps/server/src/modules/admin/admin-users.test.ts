import type { TAdminUserPage, TAuditLogPage, TMemberDealings } from '@rewind/shared/admin';
import { MSG } from '@rewind/shared/messages';
import { formatMoment } from '@rewind/shared/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCollectionItems } from '../../db/schema/collection';
import { notifications } from '../../db/schema/notifications';
import { createCollectionItem, createListing } from '../../test/factories';
import { startMailCatcher } from '../../test/mail-catcher';
import { type Method, useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser, TEST_ORIGIN } from '../../test/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
const mail = await startMailCatcher();
afterAll(() => mail.close());
const server = useTestServer({ env: { SMTP_URL: mail.url } });

let admin: SignedInUser;
let adminWithoutFactor: SignedInUser;
let member: SignedInUser;

beforeAll(async () => {
  [admin, adminWithoutFactor, member] = await Promise.all([
    signedInUser(server, { admin: true, twoFactor: true }),
    signedInUser(server, { admin: true }),
    signedInUser(server),
  ]);
});

const tomorrow = () => new Date(Date.now() + DAY_MS).toISOString();
const auditOf = async (userId: string) =>
  ((await server.call('GET', `/api/v1/admin/audit-log?targetId=${userId}`, admin)).json() as TAuditLogPage)
    .items;
const signIn = (user: SignedInUser) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: user.email, password: user.password },
  });
let named = 0;
/** A member with a username, as buying and trading need. */
async function trader(): Promise<SignedInUser & { username: string }> {
  const user = await signedInUser(server);
  const username = `dealer${Date.now().toString(36)}${(named += 1)}`;
  const res = await server.call('POST', '/api/v1/me/profile/complete', user, { username });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, username };
}
/** An order of one of `seller`'s listings by `buyer`, under way. */
async function orderOf(seller: SignedInUser, buyer: SignedInUser): Promise<string> {
  const listing = await createListing(server.database.db, seller.userId);
  const res = await server.call('POST', `/api/v1/listings/${listing.id}/orders`, buyer);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}
/** A proposal from `from` to `to`, copy for copy; accepted unless said otherwise. */
async function tradeOf(from: SignedInUser, to: SignedInUser, { accepted = true } = {}): Promise<string> {
  const [give, take] = await Promise.all(
    [from, to].map((owner) => createCollectionItem(server.database.db, owner.userId)),
  );
  await server.database.db
    .update(userCollectionItems)
    .set({ forTrade: true })
    .where(eq(userCollectionItems.id, take!.id));
  const res = await server.call('POST', '/api/v1/trade-proposals', from, {
    give: [give!.id],
    take: [take!.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: string }).id;
  if (accepted) {
    const step = await server.call('POST', `/api/v1/trade-proposals/${id}/steps`, to, { step: 'accept' });
    expect(step.statusCode, step.body).toBe(200);
  }
  return id;
}
const noticesOf = (user: SignedInUser) =>
  server.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));

/** Suspends `target` until tomorrow for selling fakes; answers the end. */
async function suspend(target: SignedInUser): Promise<string> {
  const until = tomorrow();
  const res = await server.call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
    kind: 'suspend',
    reason: 'Selling fakes.',
    until,
  });
  expect(res.statusCode, res.body).toBe(204);
  return until;
}

const postTopic = (user: SignedInUser) =>
  server.call('POST', '/api/v1/forum/topics', user, { title: 'Hello', content: 'Is anyone there?' });

describe('the admin portal: members', () => {
  it('refuses every members endpoint to visitors, members and admins without a two-factor session', async () => {
    const target = member.userId;
    const requests: [Method, string, object?][] = [
      ['GET', '/api/v1/admin/users'],
      ['POST', `/api/v1/admin/users/${target}/admin`, { isAdmin: true }],
      ['POST', `/api/v1/admin/users/${target}/sanctions`, { kind: 'warn', reason: 'Be kind.' }],
      ['POST', `/api/v1/admin/users/${target}/lift`, { kind: 'silence', reason: 'Done.' }],
    ];
    for (const [method, url, payload] of requests) {
      expect((await server.call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await server.call(method, url, member, payload)).statusCode, url).toBe(403);
      const early = await server.call(method, url, adminWithoutFactor, payload);
      expect(early.json().error.code, url).toBe('two_factor_required');
    }
  });

  it('finds members by a part of their e-mail, with their rights', async () => {
    const part = member.email.slice(0, 10);
    const found = (await server.call('GET', `/api/v1/admin/users?q=${part}`, admin)).json() as TAdminUserPage;
    expect(found.items).toEqual([
      expect.objectContaining({
        userId: member.userId,
        email: member.email,
        isAdmin: false,
        suspendedUntil: null,
        abilities: { setAdmin: true, restrict: true },
      }),
    ]);
  });

  it('suspends until a time: sessions end, sign-in is refused with the date, the reason is mailed and logged', async () => {
    const target = await signedInUser(server);
    const until = await suspend(target);
    expect((await server.call('GET', '/api/v1/me/profile', target)).statusCode).toBe(401);
    const refused = await signIn(target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.json().message).toMatch(
      /^Your account is suspended until .+\. The e-mail from the admins says why\.$/,
    );
    const letter = await mail.nextMailTo(target.email, {
      subject: 'Your Rewind account: a message from the admins',
    });
    expect(letter.text).toContain('The reason: Selling fakes.');
    expect(letter.text).toContain('suspended your account until');
    expect(await auditOf(target.userId)).toEqual([
      expect.objectContaining({ action: 'user.suspend', reason: 'Selling fakes.', details: { until } }),
    ]);

    // Lifted early: they sign in again, and hear of it.
    const lifted = await server.call('POST', `/api/v1/admin/users/${target.userId}/lift`, admin, {
      kind: 'suspend',
      reason: 'Appeal accepted.',
    });
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect((await signIn(target)).statusCode).toBe(200);
    expect(
      (await mail.nextMailTo(target.email, { subject: 'Your Rewind account: restriction lifted' })).text,
    ).toContain('Appeal accepted.');
    expect((await auditOf(target.userId)).map((entry) => entry.action)).toEqual([
      'user.lift',
      'user.suspend',
    ]);
  });

  it('suspending a member lists their orders under way and accepted trades, and tells each other side', async () => {
    const [target, buyer, seller, partner, proposer] = await Promise.all([
      trader(),
      trader(),
      trader(),
      trader(),
      trader(),
    ]);
    const sale = await orderOf(target, buyer);
    const purchase = await orderOf(seller, target);
    const trade = await tradeOf(partner, target);
    const proposal = await tradeOf(proposer, target, { accepted: false });
    const url = `/api/v1/admin/users/${target.userId}/dealings`;
    expect((await server.call('GET', url, member)).statusCode).toBe(403);
    const listed = await server.call('GET', url, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const dealings = listed.json() as TMemberDealings;
    expect(dealings).toMatchObject({ orders: 2, trades: 1 });
    expect(dealings.items).toEqual([
      expect.objectContaining({
        kind: 'order',
        id: sale,
        link: `/orders/${sale}`,
        with: buyer.username,
        status: 'New',
      }),
      expect.objectContaining({ kind: 'order', id: purchase, with: seller.username }),
      expect.objectContaining({
        kind: 'trade',
        id: trade,
        link: `/trades/${trade}`,
        with: partner.username,
        status: 'Accepted',
      }),
    ]);
    expect(dealings.items[0]!.what).toMatch(/^Selling /);
    expect(dealings.items[1]!.what).toMatch(/^Buying /);

    const until = await suspend(target);
    const moment = formatMoment(new Date(until));
    for (const [other, link, what] of [
      [buyer, `/orders/${sale}`, 'order'],
      [seller, `/orders/${purchase}`, 'order'],
      [partner, `/trades/${trade}`, 'trade'],
    ] as const) {
      expect(await noticesOf(other), other.username).toContainEqual(
        expect.objectContaining({ link, text: MSG.partySuspendedNotice(target.username, what, moment) }),
      );
    }
    // A proposal not yet answered promises nothing: its proposer is not told.
    const toProposer = await noticesOf(proposer);
    expect(
      toProposer.filter((notice) => notice.link === `/trades/${proposal}`).map((n) => n.text),
    ).not.toContain(MSG.partySuspendedNotice(target.username, 'trade', moment));
  });

  it('silences: the member reads and keeps their own shelves, but posts nothing until lifted', async () => {
    const target = await signedInUser(server);
    await server.call('POST', '/api/v1/me/profile/complete', target, {
      username: `quiet${Date.now().toString(36)}`,
    });
    const res = await server.call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
      kind: 'silence',
      reason: 'Flooding the forum.',
      until: tomorrow(),
    });
    expect(res.statusCode, res.body).toBe(204);
    const topic = await postTopic(target);
    expect(topic.statusCode).toBe(403);
    expect(topic.json().error.message).toMatch(
      /^Your account is silenced until .+: you can read, but not post/,
    );
    expect((await server.call('POST', '/api/v1/trades', target, { wants: ['Tron'] })).statusCode).toBe(403);
    expect((await server.call('GET', '/api/v1/forum/categories', target)).statusCode).toBe(200);
    expect((await server.call('GET', '/api/v1/me/collection', target)).statusCode).toBe(200);
    await server.call('POST', `/api/v1/admin/users/${target.userId}/lift`, admin, {
      kind: 'silence',
      reason: 'Calmer now.',
    });
    expect((await postTopic(target)).statusCode).toBe(201);
  });

  it('warns with a mail and a log row; admins are not restricted, and nobody revokes their own rights', async () => {
    const target = await signedInUser(server);
    const warned = await server.call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
      kind: 'warn',
      reason: 'Mind the rules.',
    });
    expect(warned.statusCode).toBe(204);
    const letter = await mail.nextMailTo(target.email, {
      subject: 'Your Rewind account: a message from the admins',
    });
    expect(letter.text).toContain('sent you a warning');
    expect(
      (
        await server.call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
          kind: 'suspend',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);

    const made = await server.call('POST', `/api/v1/admin/users/${target.userId}/admin`, admin, {
      isAdmin: true,
    });
    expect(made.statusCode).toBe(204);
    const onAdmin = await server.call('POST', `/api/v1/admin/users/${target.userId}/sanctions`, admin, {
      kind: 'suspend',
      reason: 'x',
      until: tomorrow(),
    });
    expect(onAdmin.statusCode).toBe(409);
    expect(onAdmin.json().error.message).toBe(MSG.cannotRestrictAdmin);
    const me = (
      await server.call('GET', `/api/v1/admin/users?q=${admin.email.slice(0, 14)}`, admin)
    ).json() as TAdminUserPage;
    expect(me.items.find((row) => row.userId === admin.userId)?.abilities).toEqual({
      setAdmin: false,
      restrict: false,
    });
    const own = await server.call('POST', `/api/v1/admin/users/${admin.userId}/admin`, admin, {
      isAdmin: false,
    });
    expect(own.json().error.message).toBe(MSG.cannotRevokeOwnAdmin);
    expect((await auditOf(target.userId)).map((entry) => entry.action)).toEqual([
      'user.grant-admin',
      'user.warn',
    ]);
  });
});
