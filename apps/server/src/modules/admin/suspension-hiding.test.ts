import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TActivityFeed } from '@rewind/shared/activity';
import type { TTradeMatches, TWantlistList } from '@rewind/shared/collection';
import type { TCollectorCounts } from '@rewind/shared/community';
import type { TTopicDetail, TTopicPage } from '@rewind/shared/forum';
import type { TListingPage, TListingView, TSellersWithMyWants } from '@rewind/shared/marketplace';
import { FORUM_DEFAULT_CATEGORY } from '@rewind/shared/options';
import type { TFeedbackPage, TOrderDetail } from '@rewind/shared/orders';
import type { TPublicProfile } from '@rewind/shared/profiles';
import type { TTradeRequestPage } from '@rewind/shared/trades';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/auth';
import { userCollectionItems } from '../../db/schema/collection';
import { createRelease, createSellerRating, createTitle } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

// While a member is suspended, their listings, trade requests and forum posts are hidden from
// everyone but admins, and they come back by themselves when the suspension is lifted or ends.

const server = useTestServer();
const db = () => server.database.db;

const read = async <T>(url: string, user?: SignedInUser): Promise<T> => {
  const res = await server.call('GET', url, user);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const send = async <T>(url: string, user: SignedInUser, payload: object, status = 201): Promise<T> => {
  const res = await server.call('POST', url, user, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return (res.body ? res.json() : undefined) as T;
};

type Member = SignedInUser & { username: string };
async function member(stem: string, options: { admin?: boolean; twoFactor?: boolean } = {}): Promise<Member> {
  const user = await signedInUser(server, { twoFactor: options.admin, ...options });
  const username = `${stem}_${randomUUID().slice(0, 8)}`;
  await send('/api/v1/me/profile/complete', user, { username }, 200);
  return { ...user, username };
}

type Release = { releaseId: string; titleId: string };

async function newRelease(): Promise<Release> {
  const film = await createTitle(db(), { title: `Tape ${randomUUID().slice(0, 8)}` });
  const release = await createRelease(db(), film.id);
  return { releaseId: release.id, titleId: film.id };
}

/** A copy of the release on `owner`'s shelf. */
async function copyOf(owner: Member, release: Release) {
  const [item] = await db()
    .insert(userCollectionItems)
    .values({ userId: owner.userId, masterItemId: release.titleId, releaseId: release.releaseId })
    .returning({ id: userCollectionItems.id });
  return { ...release, itemId: item!.id };
}

async function listCopy(seller: Member, itemId: string): Promise<string> {
  const view = await send<TListingView>('/api/v1/me/listings', seller, {
    collectionItemId: itemId,
    price: '12.00',
    mediaCondition: 'Very Good',
    packagingCondition: 'Good',
  });
  return view.listing.id;
}

let admin: Member;
let adminWithoutFactor: Member;
let visitorMember: Member;
let suspended: Member;
let other: Member;
const ids = {
  listing: '',
  onlyTheirs: '',
  otherCopy: '',
  trade: '',
  topic: '',
  otherTopic: '',
  lastWordTopic: '',
};

beforeAll(async () => {
  [admin, adminWithoutFactor, visitorMember, suspended, other] = await Promise.all([
    member('admin', { admin: true }),
    member('nofactor', { admin: true, twoFactor: false }),
    member('buyer'),
    member('seller'),
    member('other'),
  ]);
  // A release both sell (the other's listing page shows the suspended member's copy as another copy), one
  // only the suspended member sells, and a spare they offer for trade; the buyer and the admin want the last two.
  const shared = await newRelease();
  ids.listing = await listCopy(suspended, (await copyOf(suspended, shared)).itemId);
  ids.otherCopy = await listCopy(other, (await copyOf(other, shared)).itemId);
  const theirs = await copyOf(suspended, await newRelease());
  ids.onlyTheirs = await listCopy(suspended, theirs.itemId);
  const spare = await copyOf(suspended, await newRelease());
  ids.trade = (
    await send<{ id: string }>('/api/v1/trades', suspended, { collectionItemId: spare.itemId })
  ).id;
  for (const wanter of [visitorMember, admin]) {
    await send('/api/v1/me/wantlist', wanter, { releaseId: theirs.releaseId });
    await send('/api/v1/me/wantlist', wanter, { releaseId: spare.releaseId });
  }
  // Their topic, and their reply in the other's topic between two of the other's.
  ids.topic = (
    await send<{ id: string }>('/api/v1/forum/topics', suspended, {
      title: 'Their topic',
      content: 'Hello from the seller.',
    })
  ).id;
  ids.otherTopic = (
    await send<{ id: string }>('/api/v1/forum/topics', other, { title: 'Other topic', content: 'Hi all.' })
  ).id;
  for (const writer of [other, suspended, other]) {
    await send(`/api/v1/forum/topics/${ids.otherTopic}/replies`, writer, {
      content: `Reply by ${writer.username}`,
    });
  }
  // And a topic of the other's where theirs is the last reply.
  ids.lastWordTopic = (
    await send<{ id: string }>('/api/v1/forum/topics', other, { title: 'Last word', content: 'Anyone?' })
  ).id;
  await send(`/api/v1/forum/topics/${ids.lastWordTopic}/replies`, suspended, { content: 'Me.' });
});

/** What `viewer` (a visitor when none) is shown of the suspended member's things, each as true or false. */
async function shownTo(viewer?: Member) {
  const browse = await read<TListingPage>('/api/v1/listings?pageSize=50', viewer);
  // Their profile and what hangs from it answer as if they were not there.
  const theirListings = await server.call('GET', `/api/v1/users/${suspended.username}/listings`, viewer);
  const listingPage = await server.call('GET', `/api/v1/listings/${ids.listing}`, viewer);
  const otherPage = await read<TListingView>(`/api/v1/listings/${ids.otherCopy}`, viewer);
  const trades = await read<TTradeRequestPage>('/api/v1/trades', viewer);
  const topics = await read<TTopicPage>(`/api/v1/forum/categories/${FORUM_DEFAULT_CATEGORY}/topics`, viewer);
  const topicPage = await server.call('GET', `/api/v1/forum/topics/${ids.topic}`, viewer);
  const profile = await server.call('GET', `/api/v1/users/${suspended.username}`, viewer);
  const collection = await server.call('GET', `/api/v1/users/${suspended.username}/collection`, viewer);
  const otherTopic = await read<TTopicDetail>(`/api/v1/forum/topics/${ids.otherTopic}?page=1`, viewer);
  const theirReply = otherTopic.replies.items.find((reply) => reply.position === 2)!;
  // The reply keeps its place: the topic's pages and positions do not move.
  expect(otherTopic.replies.items.map((reply) => reply.position)).toEqual([1, 2, 3]);
  expect(otherTopic.replies.total).toBe(3);
  return {
    browse: browse.items.some((item) => item.id === ids.listing),
    browseTotal: browse.total === 3,
    sellerListings: theirListings.statusCode === 200 && (theirListings.json() as TListingPage).total === 2,
    listingPage: listingPage.statusCode === 200,
    otherCopies: otherPage.otherCopies.some((item) => item.id === ids.listing),
    trades: trades.items.some((item) => item.id === ids.trade),
    topics: topics.items.some((item) => item.id === ids.topic),
    topicsTotal: topics.total === 3,
    lastReplier:
      topics.items.find((item) => item.id === ids.lastWordTopic)?.lastReplyBy === suspended.username,
    topicPage: topicPage.statusCode === 200,
    reply: theirReply.html !== '' && !theirReply.isHidden,
    profile: profile.statusCode === 200 && !(profile.json() as TPublicProfile).isPrivate,
    collection: collection.statusCode === 200,
  };
}

/** What a member who wants the suspended member's copies is shown of them. */
async function wantsShownTo(viewer: Member) {
  const badge = await read<{ count: number }>('/api/v1/me/wantlist/matches', viewer);
  const sellers = await read<TSellersWithMyWants>('/api/v1/me/wantlist/sellers', viewer);
  const wantlist = await read<TWantlistList>('/api/v1/me/wantlist', viewer);
  const wanted = await read<TListingPage>('/api/v1/listings?wanted=true', viewer);
  const wantedByPrice = await read<TListingPage>('/api/v1/listings?wanted=true&sort=price-asc', viewer);
  const matches = await read<TTradeMatches>('/api/v1/me/trade-matches', viewer);
  return {
    badge: badge.count === 1,
    sellers: sellers.sellers.some((entry) => entry.seller.username === suspended.username),
    wantlist: wantlist.items.some((item) => item.forSale?.listingId === ids.onlyTheirs),
    wanted: wanted.items.some((item) => item.id === ids.onlyTheirs) && wanted.total === 1,
    wantedByPrice:
      wantedByPrice.items.some((item) => item.id === ids.onlyTheirs) && wantedByPrice.total === 1,
    tradeMatches: matches.matches.some((match) => match.username === suspended.username),
  };
}

const feedUsers = async () => (await read<TActivityFeed>('/api/v1/activity')).items.map((item) => item.user);

const every = <T extends object>(shape: T, value: boolean) =>
  Object.fromEntries(Object.keys(shape).map((key) => [key, value]));

async function expectShown(isShown: boolean) {
  for (const viewer of [undefined, visitorMember]) {
    const seen = await shownTo(viewer);
    expect(seen, viewer ? 'a member' : 'a visitor').toEqual(every(seen, isShown));
  }
  const wants = await wantsShownTo(visitorMember);
  expect(wants, 'a member with wants').toEqual(every(wants, isShown));
  // Among the collections like another member's (the same list as the top collectors').
  const overlaps = await read<TCollectorCounts>('/api/v1/me/collection-overlaps', other);
  expect(
    overlaps.collectors.some((entry) => entry.username === suspended.username),
    'collections like mine',
  ).toBe(isShown);
}

async function expectAdminSeesAll() {
  const seen = await shownTo(admin);
  expect(seen).toEqual(every(seen, true));
  const wants = await wantsShownTo(admin);
  expect(wants).toEqual(every(wants, true));
}

const suspend = () =>
  send(
    `/api/v1/admin/users/${suspended.userId}/sanctions`,
    admin,
    { kind: 'suspend', reason: 'Selling fakes.', until: new Date(Date.now() + 86_400_000).toISOString() },
    204,
  );

describe("a suspended member's listings, trade requests and posts", () => {
  it('are shown to everyone before the suspension', async () => {
    await expectShown(true);
    await expectAdminSeesAll();
    expect(await feedUsers()).toContain(suspended.username);
  });

  it('are hidden from visitors and members while it lasts, and shown to admins', async () => {
    await suspend();
    await expectShown(false);
    await expectAdminSeesAll();
    // An admin whose session did not pass two-factor is shown what a member is.
    const seenWithoutFactor = await shownTo(adminWithoutFactor);
    expect(seenWithoutFactor).toEqual(every(seenWithoutFactor, false));
    // Their pages answer as if they were not there; a buyer finds no listing to buy or make an offer on.
    expect((await server.call('GET', `/api/v1/listings/${ids.listing}`)).json().error.code).toBe('not_found');
    expect(
      (await server.call('POST', `/api/v1/listings/${ids.listing}/orders`, visitorMember)).statusCode,
    ).toBe(404);
    const offer = await server.call('POST', `/api/v1/listings/${ids.listing}/offers`, visitorMember, {
      amount: '5.00',
    });
    expect(offer.statusCode).toBe(404);
    // Nor are their posts there by id: liking or flagging their topic or their reply answers 404.
    const otherTopic = await read<TTopicDetail>(`/api/v1/forum/topics/${ids.otherTopic}?page=1`, admin);
    const theirReply = otherTopic.replies.items.find((reply) => reply.position === 2)!.id;
    for (const entryId of [ids.topic, theirReply]) {
      const like = await server.call('PUT', `/api/v1/forum/entries/${entryId}/like`, visitorMember);
      expect(like.statusCode, like.body).toBe(404);
      const flag = await server.call('POST', `/api/v1/forum/entries/${entryId}/flags`, visitorMember, {
        reason: 'spam',
      });
      expect(flag.statusCode, flag.body).toBe(404);
    }
    // The feed (the same for everyone) leaves their rows out at once.
    await vi.waitFor(async () => expect(await feedUsers()).not.toContain(suspended.username), {
      timeout: 2_000,
    });
    expect(await feedUsers()).toContain(other.username);
  });

  it('come back when an admin lifts the suspension', async () => {
    await send(
      `/api/v1/admin/users/${suspended.userId}/lift`,
      admin,
      { kind: 'suspend', reason: 'Cleared.' },
      204,
    );
    await expectShown(true);
    await vi.waitFor(async () => expect(await feedUsers()).toContain(suspended.username), { timeout: 2_000 });
  });

  it('come back by themselves when the suspension ends', async () => {
    await suspend();
    await expectShown(false);
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1_000) })
      .where(eq(users.id, suspended.userId));
    await expectShown(true);
  });
});

describe("a suspended member's profile", () => {
  const profileOf = (viewer?: Member) => read<TPublicProfile>(`/api/v1/users/${suspended.username}`, viewer);
  const reviewsShownTo = async (viewer?: Member) =>
    (await read<TFeedbackPage>(`/api/v1/users/${suspended.username}/feedback`, viewer)).items.map(
      (item) => item.review,
    );

  it('says to everyone but admins that the account is suspended, and nothing more', async () => {
    expect(await profileOf(visitorMember)).toMatchObject({ isPrivate: false, isSuspended: false });
    await suspend();
    for (const viewer of [undefined, visitorMember, adminWithoutFactor]) {
      expect(await profileOf(viewer)).toEqual({
        username: suspended.username,
        isPrivate: true,
        isOwner: false,
        isSuspended: true,
      });
    }
    // An admin sees it all, and that it is suspended.
    expect(await profileOf(admin)).toMatchObject({ isPrivate: false, isSuspended: true });
    // What hangs from it answers in the same words, not as if the member were unknown.
    for (const part of ['listings', 'collection', 'trade-ratings']) {
      const res = await server.call('GET', `/api/v1/users/${suspended.username}/${part}`, visitorMember);
      expect(res.statusCode, part).toBe(403);
      expect(res.json(), part).toEqual({
        error: { code: 'account_suspended', message: 'This account is suspended.' },
      });
    }
  });

  it("lets the buyer of each of their sales read that sale's feedback, nobody else", async () => {
    const mine = await createSellerRating(db(), suspended.userId, 5, {
      buyerId: visitorMember.userId,
      review: 'Mine.',
    });
    await createSellerRating(db(), suspended.userId, 2, { buyerId: other.userId, review: 'Theirs.' });
    await createSellerRating(db(), suspended.userId, 4, { review: 'A stranger’s.' });
    expect(await reviewsShownTo(visitorMember)).toEqual(['Mine.']);
    expect(await reviewsShownTo(other)).toEqual(['Theirs.']);
    expect(await reviewsShownTo()).toEqual([]);
    expect(await reviewsShownTo(admin)).toEqual(['A stranger’s.', 'Theirs.', 'Mine.']);
    // And on the order's own page.
    const order = await read<TOrderDetail>(`/api/v1/orders/${mine.orderId}`, visitorMember);
    expect(order.feedback?.review).toBe('Mine.');
    // Lifted, every rating is everyone's again.
    await send(
      `/api/v1/admin/users/${suspended.userId}/lift`,
      admin,
      { kind: 'suspend', reason: 'Cleared.' },
      204,
    );
    expect(await reviewsShownTo()).toHaveLength(3);
  });
});
