import type { TAdminRatingPage } from '@rewind/shared/admin-marketplace';
import type { TListingView } from '@rewind/shared/marketplace';
import type { TFeedbackPage, TOrderDetail, TOrderPage } from '@rewind/shared/orders';
import type { TTradeProposalDetail } from '@rewind/shared/trade-proposals';
import type { TTradeStep } from '@rewind/shared/trade-states';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueTrash } from '../db/schema/catalog';
import { userCollectionItems } from '../db/schema/collection';
import { createRelease, createTitle } from '../test/factories';
import { useTestServer } from '../test/server';
import { type SignedInUser, signedInUser } from '../test/sessions';

// Completed orders, their ratings and finished trades keep what changed hands, named as it was then: their
// history reads the same after the film is merged into another, or deleted and purged from the trash.

const server = useTestServer();
const db = () => server.database.db;

type Member = SignedInUser & { username: string };
async function ok<T>(method: 'GET' | 'POST', url: string, user: SignedInUser, payload?: object) {
  const res = await server.call(method, url, user, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

let counter = 0;
async function member(options: Parameters<typeof signedInUser>[1] = {}): Promise<Member> {
  const user = await signedInUser(server, options);
  const username = `history${Date.now().toString(36)}${(counter += 1)}`;
  await ok('POST', '/api/v1/me/profile/complete', user, { username });
  return { ...user, username };
}

let seller: Member;
let buyer: Member;
let admin: Member;

beforeAll(async () => {
  [seller, buyer, admin] = await Promise.all([member(), member(), member({ admin: true, twoFactor: true })]);
});

async function copyOf(owner: SignedInUser, film: { id: string }, releaseId: string, forTrade = false) {
  const [item] = await db()
    .insert(userCollectionItems)
    .values({ userId: owner.userId, masterItemId: film.id, releaseId, forTrade })
    .returning();
  return item!;
}

/** A film with a VHS release that the seller sold to the buyer, rated 5, and traded a copy of with them. */
async function historyOf(title: string) {
  const film = await createTitle(db(), { title, year: 1986 });
  const release = await createRelease(db(), film.id, { format: 'VHS', releaseTitle: 'Big Box' });
  const listed = await ok<TListingView>('POST', '/api/v1/me/listings', seller, {
    collectionItemId: (await copyOf(seller, film, release.id)).id,
    price: '25.00',
    mediaCondition: 'Near Mint',
    packagingCondition: 'Very Good',
  });
  const order = await ok<TOrderDetail>('POST', `/api/v1/listings/${listed.listing.id}/orders`, buyer);
  const steps = `/api/v1/orders/${order.id}/steps`;
  await ok('POST', steps, seller, { step: 'confirm-total', shipping: '4.00' });
  await ok('POST', steps, seller, { step: 'confirm-payment' });
  await ok('POST', steps, seller, { step: 'ship' });
  await ok('POST', steps, buyer, { step: 'confirm-receipt' });
  await ok('POST', `/api/v1/orders/${order.id}/feedback`, buyer, { rating: 5, review: 'Lovely tape' });

  const [given, taken] = [
    await copyOf(seller, film, release.id),
    await copyOf(buyer, film, release.id, true),
  ];
  const { id: tradeId } = await ok<{ id: string }>('POST', '/api/v1/trade-proposals', seller, {
    give: [given.id],
    take: [taken.id],
    message: 'Swap?',
  });
  const tradeSteps: [Member, TTradeStep][] = [
    [buyer, 'accept'],
    [seller, 'ship'],
    [buyer, 'ship'],
    [seller, 'receive'],
    [buyer, 'receive'],
  ];
  for (const [by, name] of tradeSteps) {
    await ok('POST', `/api/v1/trade-proposals/${tradeId}/steps`, by, { step: name });
  }
  return { film, release, orderId: order.id, tradeId };
}

/** Everything that shows the order, its rating and the trade, each naming what changed hands. */
async function historyNames(orderId: string, tradeId: string) {
  const purchases = await ok<TOrderPage>('GET', '/api/v1/me/orders?role=purchases&pageSize=50', buyer);
  const sales = await ok<TOrderPage>('GET', '/api/v1/me/orders?role=sales&pageSize=50', seller);
  const order = await ok<TOrderDetail>('GET', `/api/v1/orders/${orderId}`, buyer);
  const feedback = await ok<TFeedbackPage>('GET', `/api/v1/users/${seller.username}/feedback`, buyer);
  const ratings = await ok<TAdminRatingPage>('GET', '/api/v1/admin/ratings?pageSize=50', admin);
  const trade = await ok<TTradeProposalDetail>('GET', `/api/v1/trade-proposals/${tradeId}`, buyer);
  const copies = [...trade.proposerCopies, ...trade.recipientCopies];
  return {
    order,
    trade,
    purchase: purchases.items.find((item) => item.id === orderId)?.item.film.title,
    sale: sales.items.find((item) => item.id === orderId)?.item.film.title,
    page: order.item,
    feedback: feedback.items.find((item) => item.id === order.feedback?.id)?.item,
    rating: ratings.items.find((item) => item.orderId === orderId)?.item,
    copies: copies.map((copy) => `${copy.item.film.title} · ${copy.item.release?.releaseTitle}`),
  };
}

describe('what changed hands reads the same after the film is merged or deleted', () => {
  it('an order, its rating and a finished trade still name the film merged into another', async () => {
    const { film, orderId, tradeId } = await historyOf('History Merged Tape');
    const kept = await createTitle(db(), { title: 'History Kept Tape', year: 1987 });
    const merged = await server.call('POST', `/api/v1/admin/titles/${film.id}/merge`, admin, {
      into: kept.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);

    const names = await historyNames(orderId, tradeId);
    expect(names).toMatchObject({
      purchase: 'History Merged Tape',
      sale: 'History Merged Tape',
      page: {
        film: { title: 'History Merged Tape', year: 1986 },
        release: { releaseTitle: 'Big Box', format: 'VHS' },
        mediaCondition: 'Near Mint',
        packagingCondition: 'Very Good',
      },
      feedback: 'History Merged Tape (1986) · VHS',
      rating: 'History Merged Tape (1986) · VHS',
      copies: ['History Merged Tape · Big Box', 'History Merged Tape · Big Box'],
    });
    // The links lead to the film that took the copies.
    expect(names.order.listing?.film.id).toBe(kept.id);
    expect(names.trade.proposerCopies[0]!.film?.id).toBe(kept.id);
  });

  it('after the film is deleted and purged, the order, its rating and the trade answer with their item', async () => {
    const { film, orderId, tradeId } = await historyOf('History Purged Tape');
    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    const [trashed] = await db().select().from(catalogueTrash).where(eq(catalogueTrash.itemId, film.id));
    const { catalog } = server.app.services;
    await catalog.purgeTrash(new Date(trashed!.purgeAfter.getTime() + 60_000));

    const names = await historyNames(orderId, tradeId);
    expect(names).toMatchObject({
      purchase: 'History Purged Tape',
      sale: 'History Purged Tape',
      page: { film: { title: 'History Purged Tape', year: 1986 }, release: { format: 'VHS' } },
      feedback: 'History Purged Tape (1986) · VHS',
      rating: 'History Purged Tape (1986) · VHS',
      copies: ['History Purged Tape · Big Box', 'History Purged Tape · Big Box'],
    });
    // Nothing left to link to.
    expect(names.order.listing).toBeNull();
    expect(names.trade.proposerCopies[0]).toMatchObject({ film: null, release: null });
  });
});
