import { LIVE_EVENTS } from '@rewind/shared/live';
import type { TNotificationPage, TUnreadCounts } from '@rewind/shared/notifications';
import { PROFILE_SETTINGS_HINT } from '@rewind/shared/notification-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { openEventStream } from '../../test/event-stream';
import { createTitle } from '../../test/factories';
import { startMailCatcher } from '../../test/mail-catcher';
import { type Method, useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';
import { loadConfig } from '../../config';
import { createMailer } from '../../platform/mail/mailer';
import { verifiedEmailOf } from '../auth/auth.repo';
import { createNotificationsService, notify } from './notifications.service';

const mail = await startMailCatcher();
afterAll(() => mail.close());
// The mail jobs are run by the tests themselves, not by the app's scheduler.
const server = useTestServer({ env: { SMTP_URL: mail.url }, schedulerTickMs: 3_600_000 });
const db = () => server.database.db;

const unread = async (who: SignedInUser) =>
  (await server.call('GET', '/api/v1/me/unread', who)).json<TUnreadCounts>();
const listOf = async (who: SignedInUser, query = '') =>
  (await server.call('GET', `/api/v1/me/notifications${query}`, who)).json<TNotificationPage>();

async function want(who: SignedInUser, payload: { titleId?: string; releaseId?: string }) {
  expect((await server.call('POST', '/api/v1/me/wantlist', who, payload)).statusCode).toBe(201);
}
async function addRelease(who: SignedInUser, masterMovieId: string) {
  const res = await server.call('POST', '/api/v1/releases', who, {
    masterMovieId,
    format: 'LaserDisc',
    releaseYear: '1991',
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>();
}

let adder: SignedInUser;
let wanter: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  [adder, wanter, other] = await Promise.all([
    signedInUser(server),
    signedInUser(server),
    signedInUser(server),
  ]);
});

describe('a new release of a wanted film', () => {
  it('notifies the members who want the film, not its adder nor those who want another release', async () => {
    const film = await createTitle(db(), { title: 'The Abyss' });
    await want(wanter, { titleId: film.id });
    await want(adder, { titleId: film.id });
    const first = await addRelease(adder, film.id);
    await want(other, { releaseId: first.id });
    const before = await unread(other);

    const release = await addRelease(adder, film.id);

    const { items } = await listOf(wanter);
    expect(items[0]).toMatchObject({
      kind: 'wanted-film-release',
      text: 'A new LaserDisc (1991) release of "The Abyss", a film on your wantlist, is in the catalogue.',
      link: `/catalog/release/${release.id}`,
      isRead: false,
    });
    expect((await unread(adder)).notifications).toBe(0);
    expect(await unread(other)).toEqual(before);
  });

  it('is written with the release, in one transaction: no release, no notification', async () => {
    const film = await createTitle(db(), { title: 'Willow' });
    await want(wanter, { titleId: film.id });
    const before = (await unread(wanter)).notifications;
    const refused = await server.call('POST', '/api/v1/releases', adder, {
      masterMovieId: film.id,
      format: 'Not a format',
    });
    expect(refused.statusCode).toBe(400);
    expect((await unread(wanter)).notifications).toBe(before);
  });
});

describe('the unread counts, the list and marking read', () => {
  it('counts per area for the bell and the nav dots, and marks read one or all', async () => {
    const member = await signedInUser(server);
    expect(await unread(member)).toEqual({ notifications: 0, marketplace: 0, community: 0 });
    await db().transaction(async (tx) => {
      await notify(tx, [member.userId], { kind: 'wantlist-match', text: 'A copy is for sale', link: null });
      await notify(tx, [member.userId], { kind: 'message', text: 'Ann wrote to you', link: '/community' });
      await notify(tx, [member.userId], { kind: 'reply', text: 'Bo replied', link: null });
    });
    expect(await unread(member)).toEqual({ notifications: 3, marketplace: 1, community: 2 });

    const { items } = await listOf(member, '?pageSize=2');
    expect(items.map((item) => item.text)).toEqual(['Bo replied', 'Ann wrote to you']);
    expect(await listOf(member, '?pageSize=2')).toMatchObject({ total: 3, hasMore: true });
    expect((await listOf(member, '?pageSize=2&page=2')).items.map((item) => item.text)).toEqual([
      'A copy is for sale',
    ]);

    const one = await server.call('POST', '/api/v1/me/notifications/read', member, { ids: [items[0]!.id] });
    expect(one.json()).toEqual({ notifications: 2, marketplace: 1, community: 1 });
    const ofOnePage = await server.call('POST', '/api/v1/me/notifications/read', member, {
      link: '/community',
    });
    expect(ofOnePage.json()).toEqual({ notifications: 1, marketplace: 1, community: 0 });
    const all = await server.call('POST', '/api/v1/me/notifications/read', member, {});
    expect(all.json()).toEqual({ notifications: 0, marketplace: 0, community: 0 });
    expect((await listOf(member)).items.every((item) => item.isRead)).toBe(true);
  });

  it("never reads nor marks another member's notifications", async () => {
    const owner = await signedInUser(server);
    await db().transaction((tx) => notify(tx, [owner.userId], { kind: 'mention', text: 'Hi', link: null }));
    const [own] = (await listOf(owner)).items;
    const stranger = await signedInUser(server);
    await server.call('POST', '/api/v1/me/notifications/read', stranger, { ids: [own!.id] });
    expect((await listOf(stranger)).items).toEqual([]);
    expect((await unread(owner)).notifications).toBe(1);
  });

  it('refuses visitors (401) and bad input (400)', async () => {
    for (const url of [
      '/api/v1/me/unread',
      '/api/v1/me/notifications',
      '/api/v1/me/notification-preferences',
    ])
      expect((await server.call('GET', url)).statusCode).toBe(401);
    expect((await server.call('POST', '/api/v1/me/notifications/read', undefined, {})).statusCode).toBe(401);
    const member = await signedInUser(server);
    const bad: [Method, string, object?][] = [
      ['POST', '/api/v1/me/notifications/read', { ids: ['nope'] }],
      ['POST', '/api/v1/me/notifications/read', { ids: [] }],
      ['GET', '/api/v1/me/notifications?pageSize=500'],
      ['PUT', '/api/v1/me/notification-preferences/nope', { delivery: 'app' }],
      ['PUT', '/api/v1/me/notification-preferences/reply', { delivery: 'fax' }],
    ];
    for (const [method, url, payload] of bad) {
      expect((await server.call(method, url, member, payload)).statusCode).toBe(400);
    }
  });
});

describe('the live stream', () => {
  it("sends a member's new unread counts to that member's streams only", async () => {
    const base = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const member = await signedInUser(server);
    const mine = await openEventStream(`${base}/api/v1/events`, { cookie: member.cookie });
    const theirs = await openEventStream(`${base}/api/v1/events`, { cookie: other.cookie });
    try {
      await db().transaction((tx) =>
        notify(tx, [member.userId], { kind: 'order-update', text: 'Your order shipped', link: null }),
      );
      const event = await mine.until(() => mine.events.find((e) => e.event === LIVE_EVENTS.unread));
      expect(JSON.parse(event.data)).toEqual({ notifications: 1, marketplace: 1, community: 0 });
      await server.call('POST', '/api/v1/me/notifications/read', member, {});
      await mine.until(() =>
        mine.events.filter((e) => e.event === LIVE_EVENTS.unread).length === 2 ? true : undefined,
      );
      expect(JSON.parse(mine.events.at(-1)!.data)).toEqual({
        notifications: 0,
        marketplace: 0,
        community: 0,
      });
      expect(theirs.events.filter((e) => e.event === LIVE_EVENTS.unread)).toEqual([]);
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });
});

describe('preferences and mail', () => {
  // The service as the app's mail jobs run it, on the same database and mail server.
  const service = () =>
    createNotificationsService({
      db: db(),
      mailer: createMailer(loadConfig({ SMTP_URL: mail.url }), server.app.log),
      publicUrl: 'https://rewind.example',
      mailAddressOf: (userId) => verifiedEmailOf(db(), userId),
      logger: server.app.log,
    });
  const choose = (who: SignedInUser, kind: string, delivery: string) =>
    server.call('PUT', `/api/v1/me/notification-preferences/${kind}`, who, { delivery });
  // Notification mails, not the sign-up's confirmation: each ends with where to choose what is mailed.
  const mailsTo = (who: SignedInUser) =>
    mail.received.filter(
      (caught) => caught.to.includes(who.email) && caught.text.includes(PROFILE_SETTINGS_HINT),
    );

  it('lists every kind with its default, and keeps a choice', async () => {
    const member = await signedInUser(server);
    const initial = (await server.call('GET', '/api/v1/me/notification-preferences', member)).json();
    expect(initial.preferences).toContainEqual({ kind: 'wanted-film-release', delivery: 'app' });
    expect(initial.preferences).toContainEqual({ kind: 'order-update', delivery: 'email' });
    const saved = await choose(member, 'wanted-film-release', 'digest');
    expect(saved.json().preferences).toContainEqual({ kind: 'wanted-film-release', delivery: 'digest' });
    expect(
      (await server.call('GET', '/api/v1/me/notification-preferences', member)).json().preferences,
    ).toContainEqual({ kind: 'wanted-film-release', delivery: 'digest' });
  });

  it('mails at once, in the digest, or not at all, as each member chose', async () => {
    const [now, daily, appOnly] = await Promise.all([
      signedInUser(server),
      signedInUser(server),
      signedInUser(server),
    ]);
    await choose(now, 'reply', 'email');
    await choose(daily, 'reply', 'digest');
    await choose(appOnly, 'reply', 'app');
    const notice = { kind: 'reply' as const, text: 'Cy replied to "Best Laserdiscs"', link: '/community' };
    await db().transaction(async (tx) => {
      await notify(tx, [now.userId, daily.userId, appOnly.userId], notice);
      await notify(tx, [daily.userId], { ...notice, text: 'Di replied to "Best Laserdiscs"' });
    });

    await service().sendWaitingMail('email');
    const atOnce = await mail.nextMailTo(now.email, { subject: notice.text });
    expect(atOnce.subject).toBe(notice.text);
    expect(atOnce.links).toContain('https://rewind.example/community');
    expect(mailsTo(daily)).toEqual([]);

    await service().sendWaitingMail('digest');
    const digest = await mail.nextMailTo(daily.email, { subject: 'Your Rewind digest: 2 new notifications' });
    expect(digest.subject).toBe('Your Rewind digest: 2 new notifications');
    expect(digest.text).toContain('Cy replied');
    expect(digest.text).toContain('Di replied');

    // Nothing is sent twice, and nothing to who wanted the app only.
    await service().sendWaitingMail('email');
    await service().sendWaitingMail('digest');
    expect(mailsTo(now)).toHaveLength(1);
    expect(mailsTo(daily)).toHaveLength(1);
    expect(mailsTo(appOnly)).toEqual([]);
  });

  it('mails no address its owner has not confirmed', async () => {
    const member = await signedInUser(server);
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, member.userId));
    await db().transaction((tx) =>
      notify(tx, [member.userId], { kind: 'order-update', text: 'Sold!', link: null }),
    );
    await service().sendWaitingMail('email');
    expect(mailsTo(member)).toEqual([]);
  });

  it('keeps what could not be sent for the next round', async () => {
    const member = await signedInUser(server);
    await db().transaction((tx) =>
      notify(tx, [member.userId], { kind: 'order-update', text: 'Paid!', link: null }),
    );
    const failing = createNotificationsService({
      db: db(),
      mailer: { send: () => Promise.reject(new Error('mail server away')) },
      publicUrl: 'https://rewind.example',
      mailAddressOf: (userId) => verifiedEmailOf(db(), userId),
      logger: server.app.log,
    });
    server.expectLoggedError(/mail server away/);
    await failing.sendWaitingMail('email');
    await service().sendWaitingMail('email');
    expect((await mail.nextMailTo(member.email, { subject: 'Paid!' })).text).toContain('Paid!');
  });
});
