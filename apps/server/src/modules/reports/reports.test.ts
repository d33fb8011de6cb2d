import type { TAuditLogPage } from '@rewind/shared/admin';
import { MSG } from '@rewind/shared/messages';
import type { TReportCase, TReportCasePage } from '@rewind/shared/reports';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createRelease,
  createSellerRating,
  createTitle,
  createUser,
} from '../../test/factories';
import { type Method, useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser, TEST_ORIGIN } from '../../test/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
// Members made here are minutes old: the forum's new-member rules would count their topics.
const server = useTestServer({ now: () => new Date(Date.now() + 3 * DAY_MS) });
const db = () => server.database.db;

type Member = SignedInUser & { username: string };
async function member(options: { admin?: boolean; twoFactor?: boolean } = {}): Promise<Member> {
  const user = await signedInUser(server, options);
  const username = `m_${randomUUID().slice(0, 8)}`;
  const res = await server.call('POST', '/api/v1/me/profile/complete', user, { username });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, username };
}

let admin: Member;
let adminWithoutFactor: Member;
let reporter: Member;
let other: Member;

beforeAll(async () => {
  [admin, adminWithoutFactor, reporter, other] = await Promise.all([
    member({ admin: true, twoFactor: true }),
    member({ admin: true }),
    member(),
    member(),
  ]);
});

async function topicBy(author: SignedInUser, title = `Topic ${randomUUID().slice(0, 6)}`) {
  const res = await server.call('POST', '/api/v1/forum/topics', author, {
    title,
    content: 'Buy cheap tapes at my site',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}
const flag = (user: SignedInUser, entryId: string, reason = 'spam') =>
  server.call('POST', `/api/v1/forum/entries/${entryId}/flags`, user, { reason, note: 'Looks like an ad' });
const report = (user: SignedInUser | undefined, body: object) =>
  server.call('POST', '/api/v1/reports', user, body);

async function queue(state: 'open' | 'closed' = 'open'): Promise<TReportCase[]> {
  const res = await server.call('GET', `/api/v1/admin/reports?state=${state}&pageSize=100`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TReportCasePage).items;
}
const caseOf = async (targetId: string, state: 'open' | 'closed' = 'open') =>
  (await queue(state)).find((item) => item.targetId === targetId);
const auditOf = async (targetId: string) =>
  ((await server.call('GET', `/api/v1/admin/audit-log?targetId=${targetId}`, admin)).json() as TAuditLogPage)
    .items;

describe('members report listings, members and ratings', () => {
  it('files one open report per member, never on their own, and says why not', async () => {
    const listing = await createListing(db(), other.userId);
    const rating = await createSellerRating(db(), reporter.userId, 1);

    expect(
      (await report(undefined, { targetType: 'listing', targetId: listing.id, reason: 'scam' })).statusCode,
    ).toBe(401);
    const own = await report(other, { targetType: 'listing', targetId: listing.id, reason: 'scam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(MSG.cannotReportOwnListing);
    const self = await report(other, { targetType: 'user', targetId: other.username, reason: 'spam' });
    expect(self.json().error.message).toBe(MSG.cannotReportYourself);
    const badReason = await report(reporter, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'off-topic',
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.body).toContain('Choose why you report it');
    const gone = await report(reporter, { targetType: 'listing', targetId: randomUUID(), reason: 'scam' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(MSG.reportTargetGone);

    const first = await report(reporter, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'misleading',
      note: 'The photos are of another tape',
    });
    expect(first.statusCode, first.body).toBe(204);
    const again = await report(reporter, { targetType: 'listing', targetId: listing.id, reason: 'scam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MSG.alreadyReported);
    expect(
      (await report(admin, { targetType: 'listing', targetId: listing.id, reason: 'scam' })).statusCode,
    ).toBe(204);
    // The rating was written of `reporter` as a seller: its seller may report it; the member it is about, its writer.
    expect(
      (await report(reporter, { targetType: 'rating', targetId: rating.id, reason: 'harassment' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await report(reporter, { targetType: 'user', targetId: other.username.toUpperCase(), reason: 'scam' }))
        .statusCode,
    ).toBe(204);

    const listingCase = await caseOf(listing.id);
    expect(listingCase).toMatchObject({
      targetType: 'listing',
      subject: { userId: other.userId, username: other.username },
      state: 'open',
      reportCount: 2,
      path: `/marketplace/item/${listing.id}`,
      takenBy: null,
      decision: null,
    });
    expect(listingCase!.reports.map((item) => [item.reporter, item.reason, item.note])).toEqual([
      [admin.username, 'scam', null],
      [reporter.username, 'misleading', 'The photos are of another tape'],
    ]);
    expect(await caseOf(rating.id)).toMatchObject({
      targetType: 'rating',
      subject: { userId: rating.buyerId },
    });
    expect(await caseOf(other.userId)).toMatchObject({ targetType: 'user', label: other.username });
  });
});

describe('the reports queue', () => {
  it('is refused to visitors, members and admins whose session did not pass two-factor, on every route', async () => {
    const target = `post/${randomUUID()}`;
    const routes: [Method, string, object?][] = [
      ['GET', '/api/v1/admin/reports'],
      ['POST', `/api/v1/admin/reports/${target}/take`],
      ['POST', `/api/v1/admin/reports/${target}/resolve`, { note: 'Spam', remove: true }],
      ['POST', `/api/v1/admin/reports/${target}/dismiss`, { note: 'Fine' }],
      ['POST', `/api/v1/admin/reports/decisions/${randomUUID()}/reopen`],
    ];
    for (const [method, url, body] of routes) {
      expect((await server.call(method, url, undefined, body)).statusCode, url).toBe(401);
      const asMember = await server.call(method, url, reporter, body);
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json().error.message).toBe(MSG.adminRequired);
      const early = await server.call(method, url, adminWithoutFactor, body);
      expect(early.statusCode, url).toBe(403);
      expect(early.json().error.code).toBe('two_factor_required');
    }
  });

  it('resolves a flagged post by removing it and suspending its author, who then cannot sign in', async () => {
    const spammer = await member();
    const topicId = await topicBy(spammer, 'Cheap tapes here');
    expect((await flag(reporter, topicId)).statusCode).toBe(204);
    expect((await flag(other, topicId, 'off-topic')).statusCode).toBe(204);
    expect(await caseOf(topicId)).toMatchObject({
      targetType: 'post',
      label: 'Cheap tapes here',
      excerpt: 'Buy cheap tapes at my site',
      path: `/community/forums/${topicId}`,
      subject: { userId: spammer.userId, username: spammer.username },
      reportCount: 2,
    });

    expect((await server.call('POST', `/api/v1/admin/reports/post/${topicId}/take`, admin)).statusCode).toBe(
      204,
    );
    expect((await caseOf(topicId))!.takenBy).toBe(admin.username);

    const noUntil = await server.call('POST', `/api/v1/admin/reports/post/${topicId}/resolve`, admin, {
      note: 'Spam',
      sanction: { kind: 'suspend' },
    });
    expect(noUntil.statusCode).toBe(400);
    expect(noUntil.body).toContain('Choose until when.');
    const noNote = await server.call('POST', `/api/v1/admin/reports/post/${topicId}/resolve`, admin, {
      note: ' ',
    });
    expect(noNote.statusCode).toBe(400);

    const until = new Date(Date.now() + 4 * DAY_MS).toISOString();
    const resolved = await server.call('POST', `/api/v1/admin/reports/post/${topicId}/resolve`, admin, {
      note: 'Advertising is not allowed',
      remove: true,
      sanction: { kind: 'suspend', until },
    });
    expect(resolved.statusCode, resolved.body).toBe(204);

    expect(await caseOf(topicId)).toBeUndefined();
    expect((await server.call('GET', `/api/v1/forum/topics/${topicId}`)).statusCode).toBe(404);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: spammer.email, password: spammer.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('ACCOUNT_SUSPENDED');

    const decided = await caseOf(topicId, 'closed');
    expect(decided).toMatchObject({
      state: 'resolved',
      reportCount: 2,
      decision: {
        by: admin.username,
        outcomes: ['removed', 'suspended'],
        note: 'Advertising is not allowed',
      },
    });
    expect((await auditOf(topicId)).map((entry) => entry.action)).toEqual([
      'report.resolve',
      'forum.delete',
      'report.take',
    ]);
    expect((await auditOf(spammer.userId)).map((entry) => entry.action)).toEqual(['user.suspend']);

    const twice = await server.call('POST', `/api/v1/admin/reports/post/${topicId}/dismiss`, admin, {
      note: 'Late',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MSG.reportsAlreadyDecided);
  });

  it('dismisses the flags on a post they hid, which shows again and counts flags afresh; reopening puts them back', async () => {
    const author = await member();
    const topicId = await topicBy(author);
    const flaggers = [reporter, other, await member()];
    for (const flagger of flaggers) expect((await flag(flagger, topicId)).statusCode).toBe(204);
    expect((await server.call('GET', `/api/v1/forum/topics/${topicId}`)).statusCode).toBe(404);

    const dismissed = await server.call('POST', `/api/v1/admin/reports/post/${topicId}/dismiss`, admin, {
      note: 'A fair question, not spam',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect((await server.call('GET', `/api/v1/forum/topics/${topicId}`)).statusCode).toBe(200);
    const decided = await caseOf(topicId, 'closed');
    expect(decided).toMatchObject({ state: 'dismissed', reportCount: 3, decision: { outcomes: [] } });

    // After a decision a member may flag again, and one flag does not hide the post.
    expect((await flag(reporter, topicId)).statusCode).toBe(204);
    expect((await server.call('GET', `/api/v1/forum/topics/${topicId}`)).statusCode).toBe(200);

    const reopened = await server.call(
      'POST',
      `/api/v1/admin/reports/decisions/${decided!.decision!.id}/reopen`,
      admin,
    );
    expect(reopened.statusCode, reopened.body).toBe(204);
    // The member who flagged again keeps their new report only.
    expect(await caseOf(topicId)).toMatchObject({ state: 'open', reportCount: 3 });
    const again = await server.call(
      'POST',
      `/api/v1/admin/reports/decisions/${decided!.decision!.id}/reopen`,
      admin,
    );
    expect(again.statusCode).toBe(404);
    expect((await auditOf(topicId)).map((entry) => entry.action).slice(0, 3)).toEqual([
      'report.reopen',
      'report.dismiss',
      'forum.restore',
    ]);
  });

  it("closes a listing's reports when an admin removes it, from the queue or its page", async () => {
    const seller = await member();
    const [fromQueue, fromPage] = [
      await createListing(db(), seller.userId),
      await createListing(db(), seller.userId),
    ];
    for (const listing of [fromQueue, fromPage]) {
      expect(
        (await report(reporter, { targetType: 'listing', targetId: listing.id, reason: 'scam' })).statusCode,
      ).toBe(204);
    }
    const resolved = await server.call(
      'POST',
      `/api/v1/admin/reports/listing/${fromQueue.id}/resolve`,
      admin,
      {
        note: 'Counterfeit',
        remove: true,
        sanction: { kind: 'warn' },
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(204);
    expect((await server.call('GET', `/api/v1/listings/${fromQueue.id}`)).json()).toMatchObject({
      listing: { state: 'removed' },
    });
    expect(await caseOf(fromQueue.id, 'closed')).toMatchObject({
      decision: { outcomes: ['removed', 'warned'] },
    });

    const removed = await server.call('DELETE', `/api/v1/listings/${fromPage.id}`, admin, { reason: 'Fake' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await caseOf(fromPage.id)).toBeUndefined();
    expect(await caseOf(fromPage.id, 'closed')).toMatchObject({
      state: 'resolved',
      decision: { outcomes: ['removed'], note: 'Fake' },
    });
  });

  it('takes a film or release reported for wrong catalogue data, even from the member who added it, and resolves it without removing', async () => {
    const film = await createTitle(db(), { title: 'Neon Maniacs', year: 1986, addedBy: reporter.userId });
    const release = await createRelease(db(), film.id, { releaseTitle: 'Big Box', format: 'VHS' });
    expect(
      (
        await report(reporter, {
          targetType: 'title',
          targetId: film.id,
          reason: 'wrong-data',
          note: 'Year is 1986',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await report(other, { targetType: 'release', targetId: release.id, reason: 'wrong-data' })).statusCode,
    ).toBe(204);
    // A listing's reasons are not a film's.
    const wrongReason = await report(other, { targetType: 'title', targetId: film.id, reason: 'scam' });
    expect(wrongReason.statusCode).toBe(400);

    expect(await caseOf(film.id)).toMatchObject({
      targetType: 'title',
      label: 'Neon Maniacs (1986)',
      subject: null,
      path: `/catalog/${film.displayId}-neon-maniacs-1986`,
      reports: [{ reason: 'wrong-data', note: 'Year is 1986' }],
    });
    expect(await caseOf(release.id)).toMatchObject({
      targetType: 'release',
      label: 'Neon Maniacs (1986) · Big Box · VHS',
      path: `/catalog/release/${release.displayId}-neon-maniacs-1986`,
    });
    const remove = await server.call('POST', `/api/v1/admin/reports/release/${release.id}/resolve`, admin, {
      note: 'Fixed',
      remove: true,
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().error.message).toBe(MSG.catalogueFixedNotRemoved);
    const fixed = await server.call('POST', `/api/v1/admin/reports/release/${release.id}/resolve`, admin, {
      note: 'Corrected the case type',
    });
    expect(fixed.statusCode, fixed.body).toBe(204);
    expect(await caseOf(release.id)).toBeUndefined();
  });

  it('has nothing to remove from a report on a member, and never sanctions an admin', async () => {
    const troll = await member();
    expect(
      (await report(reporter, { targetType: 'user', targetId: troll.username, reason: 'harassment' }))
        .statusCode,
    ).toBe(204);
    const remove = await server.call('POST', `/api/v1/admin/reports/user/${troll.userId}/resolve`, admin, {
      note: 'Rude',
      remove: true,
    });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().error.message).toBe(MSG.nothingToRemove);
    const silenced = await server.call('POST', `/api/v1/admin/reports/user/${troll.userId}/resolve`, admin, {
      note: 'Rude to sellers',
      sanction: { kind: 'silence', until: new Date(Date.now() + 5 * DAY_MS).toISOString() },
    });
    expect(silenced.statusCode, silenced.body).toBe(204);
    expect(
      (await server.call('POST', '/api/v1/forum/topics', troll, { title: 'Hi', content: 'Hello' }))
        .statusCode,
    ).toBe(403);

    const { user: adminMember } = await createUser(db());
    expect(adminMember).toBeDefined();
    expect(
      (await report(reporter, { targetType: 'user', targetId: admin.username, reason: 'spam' })).statusCode,
    ).toBe(204);
    const onAdmin = await server.call('POST', `/api/v1/admin/reports/user/${admin.userId}/resolve`, admin, {
      note: 'No',
      sanction: { kind: 'warn' },
    });
    expect(onAdmin.statusCode).toBe(409);
    expect(await caseOf(admin.userId)).toMatchObject({ state: 'open' });
  });
});
