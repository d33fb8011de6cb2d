import { MSG } from '@rewind/shared/messages';
import type { TPublicProfile } from '@rewind/shared/profiles';
import type { TListingView } from '@rewind/shared/marketplace';
import type {
  TTradeProposalDetail,
  TTradeProposalPage,
  TTradeRatingPage,
} from '@rewind/shared/trade-proposals';
import { PROPOSAL_EXPIRES_DAYS, TRADE_STEP_NAMES, type TTradeStep } from '@rewind/shared/trade-states';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import { notifications } from '../../db/schema/notifications';
import { adminAuditLog } from '../../db/schema/admin';
import { createCollectionItem } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const server = useTestServer({ now: clock.now });
const db = () => server.database.db;

type Member = SignedInUser & { username: string };
let counter = 0;
/** A member who chose a username (trading needs it). */
async function member(options: Parameters<typeof signedInUser>[1] = {}): Promise<Member> {
  const user = await signedInUser(server, options);
  const username = `trader${Date.now().toString(36)}${(counter += 1)}`;
  const res = await server.call('POST', '/api/v1/me/profile/complete', user, { username });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, username };
}

/** A copy in `owner`'s collection, marked for trade unless said otherwise. */
async function copy(owner: SignedInUser, { forTrade = true } = {}) {
  const item = await createCollectionItem(db(), owner.userId);
  if (forTrade)
    await db().update(userCollectionItems).set({ forTrade }).where(eq(userCollectionItems.id, item.id));
  return item;
}

async function propose(from: SignedInUser, payload: object) {
  const res = await server.call('POST', '/api/v1/trade-proposals', from, payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const detail = async (user: SignedInUser, id: string) => {
  const res = await server.call('GET', `/api/v1/trade-proposals/${id}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TTradeProposalDetail;
};

const step = (user: SignedInUser | undefined, id: string, name: TTradeStep, note?: string) =>
  server.call('POST', `/api/v1/trade-proposals/${id}/steps`, user, { step: name, ...(note ? { note } : {}) });

const stepOk = async (user: SignedInUser, id: string, name: TTradeStep) => {
  const res = await step(user, id, name);
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  return res.json() as TTradeProposalDetail;
};

let a: Member;
let b: Member;
let stranger: Member;
let admin: Member;

beforeAll(async () => {
  [a, b, stranger, admin] = await Promise.all([
    member(),
    member(),
    member(),
    member({ admin: true, twoFactor: true }),
  ]);
});

beforeEach(() => {
  clock.offsetMs = 0;
});

/** A proposal from a to b: one of a's copies for one of b's spares. */
async function proposal() {
  const [mine, theirs] = await Promise.all([copy(a, { forTrade: false }), copy(b)]);
  const id = await propose(a, { give: [mine.id], take: [theirs.id], message: 'Fancy a swap?' });
  return { id, mine, theirs };
}

describe('POST /api/v1/trade-proposals', () => {
  it('proposes my copies for their spares; the other member is notified and both see it', async () => {
    const { id, mine, theirs } = await proposal();
    const seen = await detail(b, id);
    expect(seen).toMatchObject({
      status: 'proposed',
      proposer: { username: a.username },
      recipient: { username: b.username },
      steps: ['accept', 'decline', 'counter'],
    });
    expect(seen.proposerCopies.map((c) => c.itemId)).toEqual([mine.id]);
    expect(seen.recipientCopies.map((c) => c.itemId)).toEqual([theirs.id]);
    expect((await detail(a, id)).steps).toEqual(['cancel']);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.userId), eq(notifications.link, `/trades/${id}`)));
    expect(notice!.text).toBe(MSG.tradeProposedNotice(a.username));
    const messages = (await server.call('GET', `/api/v1/trade-proposals/${id}/messages`, b)).json() as {
      items: { author: string; body: string }[];
    };
    expect(messages.items).toEqual([expect.objectContaining({ author: a.username, body: 'Fancy a swap?' })]);
    const received = (
      await server.call('GET', '/api/v1/me/trade-proposals?role=received', b)
    ).json() as TTradeProposalPage;
    expect(received.items.map((item) => item.id)).toContain(id);
    const sent = (
      await server.call('GET', '/api/v1/me/trade-proposals?role=received', a)
    ).json() as TTradeProposalPage;
    expect(sent.items.map((item) => item.id)).not.toContain(id);
  });

  it('refuses copies that are not mine, copies they did not mark for trade, myself, and a visitor', async () => {
    const [mine, theirs, notSpare, mySpare] = await Promise.all([
      copy(a),
      copy(b),
      copy(b, { forTrade: false }),
      copy(a),
    ]);
    const refused = async (
      from: SignedInUser | undefined,
      payload: object,
      status: number,
      message: string,
    ) => {
      const res = await server.call('POST', '/api/v1/trade-proposals', from, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    };
    await refused(a, { give: [theirs.id], take: [theirs.id] }, 400, MSG.tradeCopyTwice);
    await refused(a, { give: [notSpare.id], take: [theirs.id] }, 422, MSG.tradeCopyNotYours);
    await refused(a, { give: [mine.id], take: [notSpare.id] }, 422, MSG.tradeCopyNotTheirs);
    await refused(a, { give: [mine.id], take: [mySpare.id] }, 422, MSG.tradeWithYourself);
    await refused(a, { give: [mine.id], take: [] }, 400, MSG.tradeTakeRequired);
    await refused(undefined, { give: [mine.id], take: [theirs.id] }, 401, MSG.signInRequired);
    const unnamed = await signedInUser(server);
    const spare = await copy(unnamed);
    await refused(unnamed, { give: [spare.id], take: [theirs.id] }, 403, MSG.completeProfileFirst);
  });
});

describe('the steps of a trade', () => {
  it('every step is refused to visitors, strangers and admins, and to a member it is not open to', async () => {
    const { id } = await proposal();
    for (const name of TRADE_STEP_NAMES.filter((n) => n !== 'counter')) {
      expect((await step(undefined, id, name)).statusCode).toBe(401);
      expect((await step(stranger, id, name)).statusCode).toBe(403);
      expect((await step(admin, id, name)).statusCode).toBe(403);
    }
    // Open to the recipient only: accept, decline. The proposer may only withdraw.
    for (const name of ['accept', 'decline', 'ship', 'receive'] as const)
      expect((await step(a, id, name)).statusCode, name).toBe(409);
    for (const name of ['cancel', 'ship', 'receive'] as const)
      expect((await step(b, id, name)).statusCode, name).toBe(409);
    // Visitors and strangers cannot read it; nor an admin without a report about it (below).
    expect((await server.call('GET', `/api/v1/trade-proposals/${id}`)).statusCode).toBe(401);
    expect((await server.call('GET', `/api/v1/trade-proposals/${id}`, stranger)).statusCode).toBe(403);
    expect((await server.call('GET', `/api/v1/trade-proposals/${id}/messages`, stranger)).statusCode).toBe(
      403,
    );
    expect(
      (await server.call('POST', `/api/v1/trade-proposals/${id}/messages`, stranger, { body: 'hi' }))
        .statusCode,
    ).toBe(403);
    expect((await server.call('GET', `/api/v1/trade-proposals/${id}`, admin)).statusCode).toBe(403);
  });

  it('is read by an admin only while a report about it or one of its members is open, each read audited', async () => {
    const { id } = await proposal();
    const read = (user: SignedInUser, part = '') =>
      server.call('GET', `/api/v1/trade-proposals/${id}${part}`, user);
    const refused = await read(admin, '/messages');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MSG.privateNeedsOpenReport);
    const reportIt = (user: SignedInUser) =>
      server.call('POST', '/api/v1/reports', user, {
        targetType: 'trade-proposal',
        targetId: id,
        reason: 'harassment',
      });
    expect((await reportIt(stranger)).json().error.message).toBe(MSG.reportNotYourExchange);
    expect((await reportIt(b)).statusCode).toBe(204);
    expect((await read(admin)).statusCode).toBe(200);
    expect((await read(admin, '/messages')).statusCode).toBe(200);
    const audited = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'trade-proposal'), eq(adminAuditLog.targetId, id)));
    expect(audited.map((row) => [row.actorId, row.action])).toEqual([
      [admin.userId, 'trade-proposal.read'],
      [admin.userId, 'trade-proposal.read'],
    ]);
    expect((await detail(a, id)).adminReads).toMatchObject({ count: 2 });
    await server.call('POST', `/api/v1/admin/reports/trade-proposal/${id}/dismiss`, admin, { note: 'Fine' });
    expect((await read(admin)).statusCode).toBe(403);
    // A report about one of its members opens it again.
    expect(
      (
        await server.call('POST', '/api/v1/reports', stranger, {
          targetType: 'user',
          targetId: a.username,
          reason: 'scam',
        })
      ).statusCode,
    ).toBe(204);
    expect((await read(admin)).statusCode).toBe(200);
  });

  it('declined, withdrawn: nothing more is open', async () => {
    const first = await proposal();
    expect((await stepOk(b, first.id, 'decline')).status).toBe('declined');
    expect((await detail(a, first.id)).steps).toEqual([]);
    const second = await proposal();
    expect((await stepOk(a, second.id, 'cancel')).status).toBe('cancelled');
    expect((await step(b, second.id, 'accept')).statusCode).toBe(409);
  });

  it(`left unanswered for ${PROPOSAL_EXPIRES_DAYS} days, expires once: its proposer is told, nothing more is open`, async () => {
    const waiting = await proposal();
    const accepted = await proposal();
    await stepOk(b, accepted.id, 'accept');
    // The service the scheduler runs, on the test server's clock.
    const timers = server.app.services.tradeProposals;
    clock.offsetMs = PROPOSAL_EXPIRES_DAYS * DAY_MS - 60_000;
    await timers.runTimers();
    expect((await detail(a, waiting.id)).status).toBe('proposed');

    clock.offsetMs = PROPOSAL_EXPIRES_DAYS * DAY_MS + 60_000;
    // Past its days no step is taken, whether or not the timers ran yet.
    const late = await step(b, waiting.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MSG.tradeProposalExpired(PROPOSAL_EXPIRES_DAYS));
    while ((await timers.runTimers()) > 0);
    expect(await detail(a, waiting.id)).toMatchObject({ status: 'expired', steps: [] });
    expect((await detail(b, waiting.id)).steps).toEqual([]);
    expect((await detail(a, accepted.id)).status).toBe('accepted');
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.link, `/trades/${waiting.id}`)));
    expect(told.map((notice) => notice.text)).toEqual([
      MSG.tradeExpiredNotice(b.username, PROPOSAL_EXPIRES_DAYS),
    ]);
  });

  it('an accepted trade: either side cancels until someone ships; then ship, receive, and it completes', async () => {
    const cancelled = await proposal();
    await stepOk(b, cancelled.id, 'accept');
    expect((await stepOk(a, cancelled.id, 'cancel')).status).toBe('cancelled');

    const { id, mine, theirs } = await proposal();
    const accepted = await stepOk(b, id, 'accept');
    expect(accepted.steps).toEqual(['cancel', 'ship']);
    const shipped = await stepOk(a, id, 'ship');
    expect(shipped.proposerState.shippedAt).not.toBeNull();
    expect(shipped.steps).toEqual([]);
    // No cancelling once a side has shipped; b may confirm a's copies arrived, and ship theirs.
    expect((await detail(b, id)).steps).toEqual(['ship', 'receive']);
    expect((await step(b, id, 'cancel')).statusCode).toBe(409);
    expect((await step(a, id, 'receive')).statusCode).toBe(409);
    await stepOk(b, id, 'receive');
    await stepOk(b, id, 'ship');
    const done = await stepOk(a, id, 'receive');
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect(done.events.map((event) => event.step)).toEqual([
      'propose',
      'accept',
      'ship',
      'receive',
      'ship',
      'receive',
    ]);

    // The copies changed hands: each left its giver's collection and joined the other's, with a note.
    const held = async (userId: string, releaseId: string | null) =>
      db()
        .select()
        .from(userCollectionItems)
        .where(and(eq(userCollectionItems.userId, userId), eq(userCollectionItems.releaseId, releaseId!)));
    expect(await held(a.userId, mine.releaseId)).toHaveLength(0);
    expect(await held(b.userId, theirs.releaseId)).toHaveLength(0);
    const [received] = await held(a.userId, theirs.releaseId);
    expect(received!.personalNotes).toMatch(new RegExp(`^Traded with ${b.username} on `));
    expect(await held(b.userId, mine.releaseId)).toHaveLength(1);
    // Nothing is open after completion.
    expect(done.steps).toEqual([]);
  });

  it('a copy a proposal under way names stays on its shelf, on both sides; once the trade is over it can go', async () => {
    const { id, mine, theirs } = await proposal();
    const remove = (owner: Member, itemId: string) =>
      server.call('DELETE', `/api/v1/me/collection/${itemId}`, owner);
    for (const [owner, itemId] of [
      [a, mine.id],
      [b, theirs.id],
    ] as const) {
      const refused = await remove(owner, itemId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'copy_in_trade', message: MSG.copyInOpenTrade });
    }
    await stepOk(b, id, 'accept');
    expect((await remove(a, mine.id)).statusCode).toBe(409);
    await stepOk(a, id, 'cancel');
    expect((await remove(a, mine.id)).statusCode).toBe(204);
  });

  it('accepting fails when a copy left its owner or another accepted trade holds it', async () => {
    const [mine, theirs] = await Promise.all([copy(a), copy(b)]);
    const first = await propose(a, { give: [mine.id], take: [theirs.id] });
    const second = await propose(a, { give: [mine.id], take: [theirs.id] });
    await stepOk(b, first, 'accept');
    const refused = await step(b, second, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('trade_copy_unavailable');
  });

  it("accepting ends the copies' listings; a promised copy cannot be listed, nor one someone is buying promised", async () => {
    const list = (seller: SignedInUser, collectionItemId: string) =>
      server.call('POST', '/api/v1/me/listings', seller, {
        collectionItemId,
        price: '10.00',
        mediaCondition: 'Very Good',
        packagingCondition: 'Good',
      });
    const listed = async (seller: SignedInUser, collectionItemId: string) => {
      const res = await list(seller, collectionItemId);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as TListingView).listing.id;
    };
    const [mine, theirs] = await Promise.all([copy(a), copy(b)]);
    const listingId = await listed(b, theirs.id);
    const id = await propose(a, { give: [mine.id], take: [theirs.id] });
    await stepOk(b, id, 'accept');
    const listing = (await server.call('GET', `/api/v1/listings/${listingId}`)).json() as TListingView;
    expect(listing.listing.state).toBe('removed');
    const relisted = await list(b, theirs.id);
    expect(relisted.statusCode).toBe(409);
    expect(relisted.json().error.message).toBe(MSG.copyPromisedInTrade);

    const [giving, bought] = await Promise.all([copy(a), copy(b)]);
    const boughtListing = await listed(b, bought.id);
    const order = await server.call('POST', `/api/v1/listings/${boughtListing}/orders`, stranger);
    expect(order.statusCode, order.body).toBe(201);
    const held = await propose(a, { give: [giving.id], take: [bought.id] });
    const refused = await step(b, held, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('trade_copy_unavailable');
  });

  it('a counter swaps the sides, may ask for the copies of the proposal, and marks the first countered', async () => {
    const { id, mine, theirs } = await proposal();
    const extra = await copy(b, { forTrade: false });
    const res = await server.call('POST', `/api/v1/trade-proposals/${id}/counter`, b, {
      give: [theirs.id, extra.id],
      take: [mine.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const counterId = (res.json() as { id: string }).id;
    const first = await detail(a, id);
    expect(first).toMatchObject({ status: 'countered', counteredById: counterId, steps: [] });
    const counter = await detail(a, counterId);
    expect(counter).toMatchObject({
      status: 'proposed',
      countersId: id,
      proposer: { username: b.username },
      steps: ['accept', 'decline', 'counter'],
    });
    // A counter can only be made once, and only by the recipient.
    expect(
      (
        await server.call('POST', `/api/v1/trade-proposals/${id}/counter`, b, {
          give: [theirs.id],
          take: [mine.id],
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await server.call('POST', `/api/v1/trade-proposals/${counterId}/counter`, b, {
          give: [theirs.id],
          take: [mine.id],
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('ending a trade request with proposals answering it', () => {
  it('counts them for its dialog; the waiting ones are declined, their proposers told; accepted trades go on', async () => {
    const res = await server.call('POST', '/api/v1/trades', b, { offers: 'My spare laserdiscs' });
    expect(res.statusCode, res.body).toBe(201);
    const request = (res.json() as { id: string }).id;
    const answer = async (from: Member) => {
      const [mine, theirs] = await Promise.all([copy(from, { forTrade: false }), copy(b)]);
      return propose(from, { give: [mine.id], take: [theirs.id], tradeRequestId: request });
    };
    const waiting = await answer(a);
    const accepted = await answer(stranger);
    await stepOk(b, accepted, 'accept');

    const url = `/api/v1/trades/${request}/answers`;
    expect((await server.call('GET', url, a)).statusCode).toBe(403);
    const counted = await server.call('GET', url, b);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toEqual({ waiting: 1, accepted: 1 });

    expect((await server.call('DELETE', `/api/v1/trades/${request}`, b)).statusCode).toBe(204);
    expect((await detail(a, waiting)).status).toBe('declined');
    expect((await detail(stranger, accepted)).status).toBe('accepted');
    const noticeTo = async (user: Member, id: string) =>
      (
        await db()
          .select({ text: notifications.text })
          .from(notifications)
          .where(and(eq(notifications.userId, user.userId), eq(notifications.link, `/trades/${id}`)))
      ).map((row) => row.text);
    expect(await noticeTo(a, waiting)).toContain(
      `${MSG.tradeUpdateNotice(b.username, 'declined')} “${MSG.tradeRequestEndedNote}”`,
    );
    expect(await noticeTo(stranger, accepted)).toContain(MSG.tradeRequestEndedTradeGoesOn(b.username));
  });
});

describe('trade ratings', () => {
  async function completed() {
    const { id } = await proposal();
    await stepOk(b, id, 'accept');
    await stepOk(a, id, 'ship');
    await stepOk(b, id, 'ship');
    await stepOk(a, id, 'receive');
    await stepOk(b, id, 'receive');
    return id;
  }
  const rate = (user: SignedInUser | undefined, id: string, rating: number) =>
    server.call('POST', `/api/v1/trade-proposals/${id}/rating`, user, { rating, review: 'Well packed.' });

  it('each side rates once; a rating shows once both are in', async () => {
    const open = await proposal();
    expect((await rate(a, open.id, 5)).statusCode).toBe(409);
    const id = await completed();
    expect((await rate(stranger, id, 5)).statusCode).toBe(403);
    expect((await rate(undefined, id, 5)).statusCode).toBe(401);
    expect((await rate(a, id, 6)).statusCode).toBe(400);
    const afterMine = (await rate(a, id, 5)).json() as TTradeProposalDetail;
    expect(afterMine.rating).toMatchObject({ mayRate: false, mine: { rating: 5 }, theirs: null });
    expect((await rate(a, id, 4)).statusCode).toBe(409);
    // b does not see a's rating before giving theirs; nor does b's profile list show it.
    expect((await detail(b, id)).rating).toMatchObject({ mayRate: true, theirs: null });
    const before = (
      await server.call('GET', `/api/v1/users/${b.username}/trade-ratings`)
    ).json() as TTradeRatingPage;
    expect(before.items.filter((item) => item.tradeId === id)).toEqual([]);
    await rate(b, id, 4);
    expect((await detail(b, id)).rating.theirs).toMatchObject({
      rater: a.username,
      rating: 5,
      review: 'Well packed.',
    });
    expect((await detail(a, id)).rating.theirs).toMatchObject({ rater: b.username, rating: 4 });
    const profile = (await server.call('GET', `/api/v1/users/${a.username}`)).json() as TPublicProfile & {
      traderRating: { average: number; count: number; completedTrades: number };
    };
    expect(profile.traderRating.count).toBeGreaterThanOrEqual(1);
    expect(profile.traderRating.completedTrades).toBeGreaterThanOrEqual(2);
  });

  it('a lone rating shows once the 7 days are over, and none can be given after them', async () => {
    const id = await completed();
    await rate(b, id, 2);
    expect((await detail(a, id)).rating.theirs).toBeNull();
    clock.offsetMs = 7 * DAY_MS + 60_000;
    expect((await detail(a, id)).rating).toMatchObject({ mayRate: false, theirs: { rating: 2 } });
    expect((await rate(a, id, 5)).statusCode).toBe(409);
    const shown = (
      await server.call('GET', `/api/v1/users/${a.username}/trade-ratings`)
    ).json() as TTradeRatingPage;
    expect(shown.items.find((item) => item.tradeId === id)).toMatchObject({ rating: 2, rater: b.username });
  });
});

describe('wants fulfilled by a trade', () => {
  it("the receiver's want of the release is fulfilled when the trade completes", async () => {
    // Members of their own: a and b have used up their hour's proposals.
    const [a, b] = await Promise.all([member(), member()]);
    const [mine, theirs] = await Promise.all([copy(a), copy(b)]);
    await db()
      .insert(userWantlistItems)
      .values({ userId: a.userId, masterMovieId: theirs.masterItemId, releaseId: theirs.releaseId });
    const id = await propose(a, { give: [mine.id], take: [theirs.id] });
    await stepOk(b, id, 'accept');
    await stepOk(a, id, 'ship');
    await stepOk(b, id, 'ship');
    await stepOk(a, id, 'receive');
    await stepOk(b, id, 'receive');
    const [want] = await db()
      .select()
      .from(userWantlistItems)
      .where(and(eq(userWantlistItems.userId, a.userId), eq(userWantlistItems.releaseId, theirs.releaseId!)));
    expect(want!.fulfilledAt).not.toBeNull();
  });
});
