import { and, desc, eq } from 'drizzle-orm';
import { filmWithYear } from '@rewind/shared/film-label';
import { MSG } from '@rewind/shared/messages';
import type { TListingView } from '@rewind/shared/marketplace';
import type {
  TFeedbackPage,
  TOffer,
  TOrderDetail,
  TOrderPage,
  TOrderStepRequest,
} from '@rewind/shared/orders';
import { describe, expect, it } from 'vitest';
import { movieReleases } from '../../db/schema/catalog';
import { marketplaceListings } from '../../db/schema/marketplace';
import { marketplaceOrders, sellerRatings } from '../../db/schema/orders';
import { notifications } from '../../db/schema/notifications';
import { adminAuditLog } from '../../db/schema/admin';
import { userCollectionItems } from '../../db/schema/collection';
import { createRelease, createTitle } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
// The clock the app's orders read: a test moves it forward to reach a timer.
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

const server = useTestServer({ now: clock.now, schedulerTickMs: 3_600_000 });
const db = () => server.database.db;

/** A copy `seller` lists at `price` (of a new release, unless one is given); answers the listing's id. */
async function listing(
  seller: SignedInUser,
  price = '20.00',
  {
    releaseId,
    mediaCondition = 'Very Good',
    offerFloor = null,
  }: { releaseId?: string; mediaCondition?: string; offerFloor?: string | null } = {},
) {
  const release = releaseId
    ? {
        id: releaseId,
        masterMovieId: (await db().select().from(movieReleases).where(eq(movieReleases.id, releaseId)))[0]!
          .masterMovieId,
      }
    : await createRelease(
        db(),
        (await createTitle(db(), { title: `Order ${Math.random().toString(36).slice(2, 8)}` })).id,
        {
          format: 'VHS',
        },
      );
  const film = { id: release.masterMovieId };
  const [item] = await db()
    .insert(userCollectionItems)
    .values({ userId: seller.userId, masterItemId: film.id, releaseId: release.id })
    .returning();
  const res = await server.call('POST', '/api/v1/me/listings', seller, {
    collectionItemId: item!.id,
    price,
    mediaCondition,
    packagingCondition: 'Good',
    offerFloor,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as TListingView).listing.id;
}

const latestNoticeOf = async (user: SignedInUser) =>
  (
    await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.userId))
      .orderBy(desc(notifications.createdAt))
      .limit(1)
  )[0];

const setProfile = async (user: SignedInUser, changes: object) =>
  expect((await server.call('PATCH', '/api/v1/me/profile', user, changes)).statusCode).toBe(200);

const buy = (listingId: string, buyer?: SignedInUser) =>
  server.call('POST', `/api/v1/listings/${listingId}/orders`, buyer);

async function ordered(seller: SignedInUser, buyer: SignedInUser) {
  const listingId = await listing(seller);
  const res = await buy(listingId, buyer);
  expect(res.statusCode, res.body).toBe(201);
  return { listingId, order: res.json() as TOrderDetail };
}

const step = (orderId: string, user: SignedInUser | undefined, body: TOrderStepRequest) =>
  server.call('POST', `/api/v1/orders/${orderId}/steps`, user, body);

async function stepOk(orderId: string, user: SignedInUser, body: TOrderStepRequest) {
  const res = await step(orderId, user, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TOrderDetail;
}

const listingState = async (listingId: string) =>
  ((await server.call('GET', `/api/v1/listings/${listingId}`)).json() as TListingView).listing.state;

/** The orders service the scheduler runs, on the test server's clock. */
const timers = () => server.app.services.orders;

describe('buying (POST /api/v1/listings/{id}/orders)', () => {
  it('asks a visitor to log in, refuses the seller, and reserves the copy for the first buyer', async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller);
    const anonymous = await buy(listingId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(MSG.loginToBuy);
    const own = await buy(listingId, seller);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(MSG.cannotBuyOwnListing);

    const buyer = await signedInUser(server);
    const res = await buy(listingId, buyer);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as TOrderDetail;
    expect(order).toMatchObject({
      status: 'new',
      price: '20.00',
      shipping: null,
      total: null,
      buyer: { userId: buyer.userId },
      seller: { userId: seller.userId },
      steps: ['request-cancel'],
      events: [{ step: 'buy', from: null, to: 'new', actor: order.buyer.username }],
    });
    expect(await listingState(listingId)).toBe('reserved');
    // The copy stays on the seller's shelf while someone is buying it.
    const [item] = await db()
      .select()
      .from(userCollectionItems)
      .where(eq(userCollectionItems.userId, seller.userId));
    const removal = await server.call('DELETE', `/api/v1/me/collection/${item!.id}`, seller);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error.message).toBe(MSG.copyInOpenOrder);
    const browse = await server.call(
      'GET',
      `/api/v1/listings?q=${encodeURIComponent(order.listing!.film.title)}`,
    );
    expect(browse.json().items).toEqual([]);

    const late = await buy(listingId, await signedInUser(server));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MSG.listingReserved);
    // The seller hears of it.
    const told = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(told.map((notice) => [notice.kind, notice.text, notice.link])).toEqual([
      [
        'order-update',
        `New order for ${filmWithYear(order.listing!.film)} · VHS: confirm the total, shipping included.`,
        `/orders/${order.id}`,
      ],
    ]);
  });

  it("quotes the shipping from the seller's policy: domestic or the world's rate; home only refuses abroad", async () => {
    const seller = await signedInUser(server);
    const policy = { domestic: { first: '4', extra: '1' }, world: { first: '12', extra: '3' } };
    await setProfile(seller, { country: 'DE', shippingPolicy: policy });
    const buyerAt = async (country: string | null) => {
      const buyer = await signedInUser(server);
      if (country) await setProfile(buyer, { country });
      return buyer;
    };
    const orderFor = async (buyer: SignedInUser) => {
      const res = await buy(await listing(seller), buyer);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as TOrderDetail;
    };
    const quoteFor = async (buyer: SignedInUser) => (await orderFor(buyer)).shippingQuote;
    expect(await quoteFor(await buyerAt('DE'))).toBe('4.00');
    // The order keeps where the copy goes, as the buyer's profile said when ordered.
    const buyerInFrance = await buyerAt('FR');
    const toFrance = await orderFor(buyerInFrance);
    expect(toFrance).toMatchObject({ shippingQuote: '12.00', shipTo: { code: 'FR', name: 'France' } });
    await setProfile(buyerInFrance, { country: 'BE' });
    expect((await server.call('GET', `/api/v1/orders/${toFrance.id}`, seller)).json()).toMatchObject({
      shipTo: { code: 'FR' },
    });
    // Where the buyer lives is unknown: the seller names the shipping with the total.
    expect(await orderFor(await buyerAt(null))).toMatchObject({ shippingQuote: null, shipTo: null });

    await setProfile(seller, { shippingPolicy: { ...policy, world: null } });
    const abroad = await buy(await listing(seller), await buyerAt('FR'));
    expect(abroad.statusCode).toBe(409);
    expect(abroad.json().error.message).toBe(MSG.shipsHomeOnly('Germany'));
    // Shipping at home only needs to know the buyer lives there.
    expect((await buy(await listing(seller), await buyerAt(null))).statusCode).toBe(409);
    expect(await quoteFor(await buyerAt('DE'))).toBe('4.00');
  });

  it('gives exactly one order to two buyers at once', async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller);
    const [first, second] = await Promise.all([
      buy(listingId, await signedInUser(server)),
      buy(listingId, await signedInUser(server)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('the steps of an order', () => {
  it('goes from new to completed by the seller and the buyer, each step in the timeline; the copy is sold', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { listingId, order } = await ordered(seller, buyer);

    const noShipping = await step(order.id, seller, { step: 'confirm-total' });
    expect(noShipping.statusCode).toBe(400);
    expect(noShipping.json().error.message).toBe(MSG.shippingRequired);
    // The buyer cannot take the seller's steps.
    expect((await step(order.id, buyer, { step: 'confirm-total', shipping: '4.50' })).statusCode).toBe(409);

    const total = await stepOk(order.id, seller, { step: 'confirm-total', shipping: '4.50' });
    expect(total).toMatchObject({ status: 'awaiting_payment', shipping: '4.50', total: '24.50' });
    expect(total.steps).toEqual(['confirm-payment', 'cancel-unavailable', 'request-cancel']);
    expect((await step(order.id, buyer, { step: 'confirm-payment' })).statusCode).toBe(409);
    await stepOk(order.id, seller, { step: 'confirm-payment' });
    const shipped = await stepOk(order.id, seller, { step: 'ship', note: 'Tracking <b>LZ123</b>' });
    expect(shipped).toMatchObject({ status: 'shipped', trackingNote: 'Tracking LZ123' });
    expect((await step(order.id, seller, { step: 'confirm-receipt' })).statusCode).toBe(409);
    const done = await stepOk(order.id, buyer, { step: 'confirm-receipt' });
    expect(done.status).toBe('completed');
    expect(done.steps).toEqual([]);
    expect(done.events.map((event) => [event.step, event.from, event.to])).toEqual([
      ['buy', null, 'new'],
      ['confirm-total', 'new', 'awaiting_payment'],
      ['confirm-payment', 'awaiting_payment', 'paid'],
      ['ship', 'paid', 'shipped'],
      ['confirm-receipt', 'shipped', 'completed'],
    ]);
    expect(await listingState(listingId)).toBe('sold');
    // The sold copy has left the seller's collection.
    const shelf = await db()
      .select()
      .from(userCollectionItems)
      .where(eq(userCollectionItems.userId, seller.userId));
    expect(shelf).toEqual([]);
  });

  it("lets the buyer say 'I paid' once while payment is awaited: the seller is told and still records the payment", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { order } = await ordered(seller, buyer);
    // Nothing to pay before the total is confirmed.
    expect((await step(order.id, buyer, { step: 'report-payment' })).statusCode).toBe(409);
    const total = await stepOk(order.id, seller, { step: 'confirm-total', shipping: '4.50' });
    expect(total.paymentSentAt).toBeNull();
    expect((await server.call('GET', '/api/v1/me/orders/waiting', seller)).json()).toMatchObject({
      sales: 0,
    });

    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    for (const [who, status] of [
      [undefined, 401],
      [await signedInUser(server), 403],
      [admin, 403],
      [seller, 409],
    ] as const) {
      expect((await step(order.id, who, { step: 'report-payment' })).statusCode).toBe(status);
    }
    const paid = await stepOk(order.id, buyer, { step: 'report-payment', note: 'PayPal, ref 4411' });
    expect(paid).toMatchObject({ status: 'awaiting_payment', paymentSentAt: expect.any(String) });
    expect(paid.steps).not.toContain('report-payment');
    expect(paid.events.at(-1)).toMatchObject({
      step: 'report-payment',
      from: 'awaiting_payment',
      to: 'awaiting_payment',
      note: 'PayPal, ref 4411',
      actor: order.buyer.username,
    });
    const told = (await latestNoticeOf(seller))!;
    expect(told.link).toBe(`/orders/${order.id}`);
    expect(told.text).toContain(': The buyer says they paid.');
    expect(told.text).toContain('“PayPal, ref 4411”');
    expect((await step(order.id, buyer, { step: 'report-payment' })).statusCode).toBe(409);
    // It now waits on the seller, who alone moves it on.
    expect((await server.call('GET', '/api/v1/me/orders/waiting', seller)).json()).toMatchObject({
      sales: 1,
    });
    expect((await server.call('GET', '/api/v1/me/orders/waiting', buyer)).json()).toMatchObject({
      purchases: 0,
    });
    expect((await step(order.id, buyer, { step: 'confirm-payment' })).statusCode).toBe(409);
    expect((await stepOk(order.id, seller, { step: 'confirm-payment' })).status).toBe('paid');
  });

  it("marks the buyer's want of the release fulfilled once the sale completes: kept, and no longer matched", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { order } = await ordered(seller, buyer);
    const releaseId = order.listing!.release.id;
    const wanted = await server.call('POST', '/api/v1/me/wantlist', buyer, { releaseId });
    expect(wanted.statusCode, wanted.body).toBe(201);
    // Another seller's copy of the same release is still for sale.
    await listing(await signedInUser(server), '30.00', { releaseId });
    const badge = async () => (await server.call('GET', '/api/v1/me/wantlist/matches', buyer)).json().count;
    expect(await badge()).toBe(1);

    await stepOk(order.id, seller, { step: 'confirm-total', shipping: '0' });
    await stepOk(order.id, seller, { step: 'confirm-payment' });
    await stepOk(order.id, seller, { step: 'ship' });
    await stepOk(order.id, buyer, { step: 'confirm-receipt' });

    const wantlist = (await server.call('GET', '/api/v1/me/wantlist', buyer)).json();
    expect(wantlist.items).toHaveLength(1);
    expect(wantlist.items[0].fulfilledAt).toEqual(expect.any(String));
    expect(wantlist.items[0].forSale).toBeNull();
    expect(await badge()).toBe(0);
    // Wanted again (another copy): the same want, matching listings once more.
    const again = await server.call('POST', '/api/v1/me/wantlist', buyer, { releaseId });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: wantlist.items[0].id, fulfilledAt: null });
    expect(await badge()).toBe(1);
  });

  it('lets only its buyer and seller see it and act; an admin never acts', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { order } = await ordered(seller, buyer);
    expect((await server.call('GET', `/api/v1/orders/${order.id}`)).statusCode).toBe(401);
    const other = await signedInUser(server);
    const peek = await server.call('GET', `/api/v1/orders/${order.id}`, other);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().error.message).toBe(MSG.orderNotYours);
    expect((await step(order.id, other, { step: 'request-cancel' })).statusCode).toBe(403);
    expect((await step(order.id, undefined, { step: 'request-cancel' })).statusCode).toBe(401);

    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    expect((await step(order.id, admin, { step: 'cancel-unavailable' })).statusCode).toBe(403);
    expect(
      (await server.call('GET', `/api/v1/orders/00000000-0000-4000-8000-000000000000`, buyer)).statusCode,
    ).toBe(404);
  });

  it("cancels as 'item unavailable' (the listing ends) or by agreement (the copy is for sale again)", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const unavailable = await ordered(seller, buyer);
    expect((await step(unavailable.order.id, buyer, { step: 'cancel-unavailable' })).statusCode).toBe(409);
    const cancelled = await stepOk(unavailable.order.id, seller, { step: 'cancel-unavailable' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'item-unavailable' });
    expect(await listingState(unavailable.listingId)).toBe('removed');

    const agreed = await ordered(seller, buyer);
    const asked = await stepOk(agreed.order.id, buyer, { step: 'request-cancel', note: 'Found one locally' });
    expect(asked).toMatchObject({ status: 'new', cancelRequestedBy: buyer.userId });
    expect(asked.steps).not.toContain('agree-cancel');
    expect((await step(agreed.order.id, buyer, { step: 'agree-cancel' })).statusCode).toBe(409);
    const mutual = await stepOk(agreed.order.id, seller, { step: 'agree-cancel' });
    expect(mutual).toMatchObject({ status: 'cancelled', cancelReason: 'mutual', cancelRequestedBy: null });
    expect(await listingState(agreed.listingId)).toBe('active');
  });

  it('lets the seller cancel a non-paying buyer only after 4 days awaiting payment', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { listingId, order } = await ordered(seller, buyer);
    await stepOk(order.id, seller, { step: 'confirm-total', shipping: 0 });
    expect((await step(order.id, seller, { step: 'cancel-non-paying' })).statusCode).toBe(409);
    clock.offsetMs = 4 * DAY_MS + 60_000;
    try {
      const cancelled = await stepOk(order.id, seller, { step: 'cancel-non-paying' });
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancelReason: 'non-paying-buyer',
        total: '20.00',
      });
    } finally {
      clock.offsetMs = 0;
    }
    expect(await listingState(listingId)).toBe('active');
  });
});

describe('offers (POST /api/v1/listings/{id}/offers, POST /api/v1/offers/{id}/answer)', () => {
  const offer = (listingId: string, user: SignedInUser | undefined, amount: string) =>
    server.call('POST', `/api/v1/listings/${listingId}/offers`, user, { amount });
  const answer = (offerId: string, user: SignedInUser | undefined, verdict: 'accept' | 'decline') =>
    server.call('POST', `/api/v1/offers/${offerId}/answer`, user, { answer: verdict });
  const offersOn = async (listingId: string, user: SignedInUser) =>
    (await server.call('GET', `/api/v1/listings/${listingId}/offers`, user)).json().items as TOffer[];

  it('takes one offer per buyer below the price; below the floor it is declined at once; never on your own', async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller, '20.00', { offerFloor: '12' });
    const [low, fair, stranger] = [
      await signedInUser(server),
      await signedInUser(server),
      await signedInUser(server),
    ];
    const anonymous = await offer(listingId, undefined, '10');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(MSG.loginToOffer);
    expect((await offer(listingId, seller, '10')).json().error.message).toBe(MSG.cannotOfferOnOwnListing);
    const atPrice = await offer(listingId, low, '20');
    expect(atPrice.statusCode).toBe(400);
    expect(atPrice.json().error.message).toBe(MSG.offerNotBelowPrice);

    const belowFloor = await offer(listingId, low, '10');
    expect(belowFloor.statusCode, belowFloor.body).toBe(201);
    expect(belowFloor.json()).toMatchObject({ status: 'declined', amount: '10.00' });
    const again = await offer(listingId, low, '15');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MSG.offerAlreadyMade);

    const pending = await offer(listingId, fair, '15.5');
    expect(pending.json()).toMatchObject({
      status: 'pending',
      amount: '15.50',
      abilities: { accept: false, decline: false },
    });
    // Only the offer the seller has to answer reached them.
    const notice = await latestNoticeOf(seller);
    expect(notice).toMatchObject({ kind: 'order-update', link: `/marketplace/item/${listingId}` });
    expect(notice!.text).toContain('An offer of $15.50');

    const seen = await offersOn(listingId, seller);
    expect(seen.map((item) => [item.amount, item.status, item.abilities.accept])).toEqual([
      ['15.50', 'pending', true],
      ['10.00', 'declined', false],
    ]);
    expect((await offersOn(listingId, fair)).map((item) => item.amount)).toEqual(['15.50']);
    expect(await offersOn(listingId, stranger)).toEqual([]);
    // The floor is the seller's secret.
    const view = async (user: SignedInUser) =>
      ((await server.call('GET', `/api/v1/listings/${listingId}`, user)).json() as TListingView).listing
        .offerFloor;
    expect(await view(seller)).toBe('12.00');
    expect(await view(fair)).toBeNull();
  });

  it("keeps the seller's floor below the price, on listing and on every change", async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller, '20.00', { offerFloor: '12' });
    const patch = (changes: object) => server.call('PATCH', `/api/v1/listings/${listingId}`, seller, changes);
    const lowerPrice = await patch({ price: '12' });
    expect(lowerPrice.statusCode).toBe(400);
    expect(lowerPrice.json().error.message).toBe(MSG.offerFloorTooHigh);
    expect((await patch({ offerFloor: '25' })).statusCode).toBe(400);
    const notAnAmount = await patch({ offerFloor: 'abc' });
    expect(notAnAmount.statusCode).toBe(400);
    expect(notAnAmount.json().error.message).toBe(MSG.priceInvalid);
    expect((await patch({ price: '30', offerFloor: '25' })).statusCode).toBe(200);
    expect((await patch({ offerFloor: '' })).statusCode).toBe(200);
    const view = (await server.call('GET', `/api/v1/listings/${listingId}`, seller)).json() as TListingView;
    expect(view.listing).toMatchObject({ price: '30.00', offerFloor: null });
  });

  it('accepted, opens an order at its amount, reserves the copy and declines the other offers on it; only the seller answers', async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller, '20.00');
    const [buyer, other] = [await signedInUser(server), await signedInUser(server)];
    const made = (await offer(listingId, buyer, '16')).json() as TOffer;
    const otherOffer = (await offer(listingId, other, '14')).json() as TOffer;
    expect((await answer(made.id, undefined, 'accept')).statusCode).toBe(401);
    const byBuyer = await answer(made.id, buyer, 'accept');
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().error.message).toBe(MSG.offerNotYours);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    expect((await answer(made.id, admin, 'accept')).statusCode).toBe(403);

    const accepted = await answer(made.id, seller, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { orderId } = accepted.json();
    const order = (await server.call('GET', `/api/v1/orders/${orderId}`, buyer)).json() as TOrderDetail;
    expect(order).toMatchObject({ status: 'new', price: '16.00', buyer: { userId: buyer.userId } });
    expect(order.events.map((event) => [event.step, event.note])).toEqual([
      ['accept-offer', 'Offer of $16.00 accepted'],
    ]);
    expect(await listingState(listingId)).toBe('reserved');
    expect((await latestNoticeOf(buyer))!.link).toBe(`/orders/${orderId}`);
    expect((await offersOn(listingId, buyer))[0]).toMatchObject({ status: 'accepted', orderId });
    expect((await answer(made.id, seller, 'accept')).json().error.message).toBe(MSG.offerAnswered);
    // The copy is spoken for: the other offer waiting on it is declined at once, and its buyer told.
    expect((await offersOn(listingId, other))[0]!.status).toBe('declined');
    expect((await latestNoticeOf(other))!).toMatchObject({
      text: expect.stringContaining('was declined: the seller accepted another offer'),
      link: `/marketplace/item/${listingId}`,
    });
    expect((await answer(otherOffer.id, seller, 'accept')).json().error.message).toBe(MSG.offerAnswered);
  });

  it('declined, tells its buyer; the other offers on the copy wait on', async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller, '20.00');
    const [buyer, other] = [await signedInUser(server), await signedInUser(server)];
    const made = (await offer(listingId, buyer, '16')).json() as TOffer;
    await offer(listingId, other, '14');
    expect((await answer(made.id, seller, 'decline')).json()).toEqual({ orderId: null });
    expect((await latestNoticeOf(buyer))!.text).toContain('was declined.');
    expect((await offersOn(listingId, other))[0]!.status).toBe('pending');
  });

  it("settles the seller's notice of an offer once it is answered, withdrawn or lapses", async () => {
    const seller = await signedInUser(server);
    const request = async (offerId: string) =>
      (
        await db()
          .select()
          .from(notifications)
          .where(eq(notifications.subject, `offer:${offerId}`))
      )[0]!;
    const unread = async () =>
      (await server.call('GET', '/api/v1/me/unread', seller)).json().marketplace as number;
    const outcomes = ['accepted', 'declined', 'withdrawn', 'expired'] as const;
    const made = new Map<(typeof outcomes)[number], { offer: TOffer; buyer: SignedInUser }>();
    for (const outcome of outcomes) {
      const buyer = await signedInUser(server);
      made.set(outcome, { buyer, offer: (await offer(await listing(seller), buyer, '15')).json() });
    }
    const offerOf = (outcome: (typeof outcomes)[number]) => made.get(outcome)!;
    const waiting = await request(offerOf('accepted').offer.id);
    expect(waiting).toMatchObject({ userId: seller.userId, readAt: null, mail: 'email' });
    expect(waiting.text).toMatch(/^An offer of \$15\.00 for .*: accept or decline it within 5 days\.$/);
    expect(await unread()).toBe(4);

    expect((await answer(offerOf('accepted').offer.id, seller, 'accept')).statusCode).toBe(200);
    expect((await answer(offerOf('declined').offer.id, seller, 'decline')).statusCode).toBe(200);
    const { offer: withdrawn, buyer } = offerOf('withdrawn');
    expect((await server.call('POST', `/api/v1/offers/${withdrawn.id}/withdraw`, buyer)).statusCode).toBe(
      204,
    );
    expect((await request(offerOf('expired').offer.id)).readAt).toBeNull();
    clock.offsetMs = 5 * DAY_MS + 60_000;
    try {
      await timers().runTimers();
    } finally {
      clock.offsetMs = 0;
    }
    for (const outcome of outcomes) {
      const settled = await request(offerOf(outcome).offer.id);
      expect(settled.readAt, outcome).not.toBeNull();
      expect(settled.mail).toBeNull();
      expect(settled.text).toMatch(new RegExp(`^An offer of \\$15\\.00 for .*: ${outcome}\\.$`));
    }
    // What is left unread is the news of the withdrawal, not four requests to answer.
    expect(await unread()).toBe(1);
  });

  it('keeps where the copy ships when made: the order it becomes is quoted for that country', async () => {
    const seller = await signedInUser(server);
    const policy = { domestic: { first: '4', extra: '1' }, world: { first: '12', extra: '3' } };
    await setProfile(seller, { country: 'DE', shippingPolicy: policy });
    /** An offer made from `from`, the buyer's profile then naming `then`, accepted: the order it opened. */
    const acceptedAfterMove = async (from: string | null, then: string | null) => {
      const buyer = await signedInUser(server);
      if (from) await setProfile(buyer, { country: from });
      const made = (await offer(await listing(seller), buyer, '15')).json() as TOffer;
      if (then) await setProfile(buyer, { country: then });
      const res = await answer(made.id, seller, 'accept');
      expect(res.statusCode, res.body).toBe(200);
      return (
        await server.call('GET', `/api/v1/orders/${res.json().orderId}`, seller)
      ).json() as TOrderDetail;
    };
    // Offered from Germany, then moved: the order ships where the offer said, at the domestic rate.
    expect(await acceptedAfterMove('DE', 'FR')).toMatchObject({
      shipTo: { code: 'DE' },
      shippingQuote: '4.00',
    });
    // Offered with no country named, which the buyer named later (as the dialog asks): the profile's counts.
    expect(await acceptedAfterMove(null, 'FR')).toMatchObject({
      shipTo: { code: 'FR' },
      shippingQuote: '12.00',
    });
    // Nowhere named at all: the seller names the shipping with the total.
    expect(await acceptedAfterMove(null, null)).toMatchObject({ shipTo: null, shippingQuote: null });
  });

  it('is withdrawn by its buyer alone while it waits: the seller is told and can no longer accept it', async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller, '20.00');
    const [buyer, stranger] = [await signedInUser(server), await signedInUser(server)];
    const made = (await offer(listingId, buyer, '16')).json() as TOffer;
    expect(made.abilities).toEqual({ accept: false, decline: false, withdraw: true });
    expect((await offersOn(listingId, seller))[0]!.abilities.withdraw).toBe(false);
    const withdraw = (user?: SignedInUser) => server.call('POST', `/api/v1/offers/${made.id}/withdraw`, user);

    expect((await withdraw()).statusCode).toBe(401);
    for (const other of [seller, stranger, await signedInUser(server, { admin: true, twoFactor: true })]) {
      const refused = await withdraw(other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(MSG.offerNotYoursToWithdraw);
    }
    expect((await withdraw(buyer)).statusCode).toBe(204);
    expect((await offersOn(listingId, buyer))[0]).toMatchObject({
      status: 'withdrawn',
      abilities: { accept: false, decline: false, withdraw: false },
    });
    expect((await latestNoticeOf(seller))!.text).toContain('The offer of $16.00 for');
    expect((await answer(made.id, seller, 'accept')).json().error.message).toBe(MSG.offerAnswered);
    expect((await withdraw(buyer)).statusCode).toBe(409);
    // Still one offer per buyer and listing; buying at the price stays open.
    expect((await offer(listingId, buyer, '15')).statusCode).toBe(409);
    expect((await buy(listingId, buyer)).statusCode).toBe(201);
    expect((await server.call('POST', '/api/v1/offers/not-a-uuid/withdraw', buyer)).statusCode).toBe(400);
  });

  it('cannot be accepted once the copy costs no more than the offer, nor once its 5 days are up', async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller, '20.00');
    const made = (await offer(listingId, await signedInUser(server), '18')).json() as TOffer;
    expect(
      (await server.call('PATCH', `/api/v1/listings/${listingId}`, seller, { price: '18' })).statusCode,
    ).toBe(200);
    const repriced = await answer(made.id, seller, 'accept');
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().error.message).toBe(MSG.offerAbovePrice);
    expect(await listingState(listingId)).toBe('active');

    const late = (
      await offer(await listing(seller, '20.00'), await signedInUser(server), '15')
    ).json() as TOffer;
    clock.offsetMs = 5 * DAY_MS + 60_000;
    try {
      // The timers have not run: the answer still knows its days are up.
      const tooLate = await answer(late.id, seller, 'accept');
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().error.message).toBe(MSG.offerAnswered);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("lapses at once when its listing ends, its seller's removal or an admin's; the removal's dialog counts it first", async () => {
    const seller = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const removal = (listingId: string, user?: SignedInUser) =>
      server.call('GET', `/api/v1/listings/${listingId}/removal`, user);
    for (const remover of [seller, admin]) {
      const listingId = await listing(seller, '20.00');
      const buyers = [await signedInUser(server), await signedInUser(server)];
      for (const buyer of buyers) expect((await offer(listingId, buyer, '15')).statusCode).toBe(201);
      expect((await removal(listingId)).statusCode).toBe(401);
      expect((await removal(listingId, buyers[0])).statusCode).toBe(403);
      for (const reader of [seller, admin]) {
        expect((await removal(listingId, reader)).json()).toEqual({ pendingOffers: 2, openOrder: null });
      }
      const removed = await server.call('DELETE', `/api/v1/listings/${listingId}`, remover, {
        reason: 'Bootleg',
      });
      expect(removed.statusCode, removed.body).toBe(200);
      for (const buyer of buyers) {
        expect((await offersOn(listingId, buyer))[0]!.status).toBe('expired');
        expect((await latestNoticeOf(buyer))!.text).toMatch(
          /^Your offer of \$15\.00 for .* · VHS lapsed: the copy is no longer for sale\.$/,
        );
      }
      // The seller's requests to answer them are settled with the listing; what is left unread is an admin's
      // removal, news to the seller.
      const unread = (await server.call('GET', '/api/v1/me/unread', seller)).json().marketplace;
      expect(unread).toBe(remover === admin ? 1 : 0);
      expect((await removal(listingId, seller)).json()).toEqual({ pendingOffers: 0, openOrder: null });
    }
  });

  it('keeps a listing an order holds: its removal is refused with the order named in the dialog', async () => {
    const seller = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const listingId = await listing(seller, '20.00');
    const bought = await buy(listingId, await signedInUser(server));
    expect(bought.statusCode, bought.body).toBe(201);
    const orderId = (bought.json() as TOrderDetail).id;
    const facts = await server.call('GET', `/api/v1/listings/${listingId}/removal`, admin);
    expect(facts.json()).toEqual({ pendingOffers: 0, openOrder: { id: orderId, status: 'New' } });
    for (const remover of [seller, admin]) {
      const refused = await server.call('DELETE', `/api/v1/listings/${listingId}`, remover, {
        reason: 'Bootleg',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'listing_in_order',
        message: MSG.listingInOpenOrder,
      });
    }
    expect(await listingState(listingId)).toBe('reserved');
  });

  it('waits, unanswerable, once the copy is sold, and lapses with the timers', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const winner = await signedInUser(server);
    const listingId = await listing(seller, '20.00');
    const made = (await offer(listingId, buyer, '15')).json() as TOffer;
    const bought = await buy(listingId, winner);
    expect(bought.statusCode, bought.body).toBe(201);
    const orderId = (bought.json() as TOrderDetail).id;
    await stepOk(orderId, seller, { step: 'confirm-total', shipping: '0' });
    await stepOk(orderId, seller, { step: 'confirm-payment' });
    await stepOk(orderId, seller, { step: 'ship' });
    await stepOk(orderId, winner, { step: 'confirm-receipt' });
    expect((await offersOn(listingId, seller))[0]).toMatchObject({
      status: 'pending',
      isListingGone: true,
      abilities: { accept: false, decline: false },
    });
    expect((await answer(made.id, seller, 'accept')).statusCode).toBe(409);
    clock.offsetMs = 5 * DAY_MS + 60_000;
    try {
      await timers().runTimers();
    } finally {
      clock.offsetMs = 0;
    }
    expect((await offersOn(listingId, buyer))[0]!.status).toBe('expired');
    expect((await latestNoticeOf(buyer))!.text).toContain('lapsed: the copy is no longer for sale');
  });

  it("may be declined, not accepted, while another buyer's order holds the copy", async () => {
    const seller = await signedInUser(server);
    const listingId = await listing(seller, '20.00');
    const made = (await offer(listingId, await signedInUser(server), '15')).json() as TOffer;
    const bought = await server.call(
      'POST',
      `/api/v1/listings/${listingId}/orders`,
      await signedInUser(server),
    );
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await offersOn(listingId, seller))[0]).toMatchObject({
      status: 'pending',
      isListingGone: false,
      abilities: { accept: false, decline: true },
    });
    expect((await answer(made.id, seller, 'accept')).statusCode).toBe(409);
    expect((await answer(made.id, seller, 'decline')).statusCode).toBe(200);
    expect((await offersOn(listingId, seller))[0]!.status).toBe('declined');
  });

  it('expires after 5 days without an answer, once, and tells the buyer', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const listingId = await listing(seller, '20.00');
    const made = (await offer(listingId, buyer, '15')).json() as TOffer;
    clock.offsetMs = 4 * DAY_MS;
    try {
      await timers().runTimers();
      expect((await offersOn(listingId, buyer))[0]!.status).toBe('pending');
      clock.offsetMs = 5 * DAY_MS + 60_000;
      await Promise.all([timers().runTimers(), timers().runTimers()]);
    } finally {
      clock.offsetMs = 0;
    }
    expect((await offersOn(listingId, buyer))[0]!.status).toBe('expired');
    const expiredNotices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.userId));
    expect(expiredNotices.filter((notice) => notice.text.includes('expired'))).toHaveLength(1);
    expect((await answer(made.id, seller, 'accept')).statusCode).toBe(409);
    const mine = (await server.call('GET', '/api/v1/me/offers?role=sent', buyer)).json();
    expect(mine).toMatchObject({ total: 1, items: [{ id: made.id, status: 'expired' }] });
    const received = (
      await server.call('GET', '/api/v1/me/offers?role=received&status=expired', seller)
    ).json();
    expect(received.items.map((item: TOffer) => item.id)).toEqual([made.id]);
  });
});

describe('an admin reading an order under a report', () => {
  const report = (user: SignedInUser | undefined, body: object) =>
    server.call('POST', '/api/v1/reports', user, body);
  const readsOf = (orderId: string) =>
    db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'order'), eq(adminAuditLog.targetId, orderId)));

  it('is refused with no report open; each read while one is open is audited, and the order says so', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { order } = await ordered(seller, buyer);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const adminWithout2fa = await signedInUser(server, { admin: true });
    const read = (user: SignedInUser) => server.call('GET', `/api/v1/orders/${order.id}`, user);
    const thread = (user: SignedInUser) => server.call('GET', `/api/v1/orders/${order.id}/messages`, user);

    for (const res of [await read(admin), await thread(admin)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MSG.privateNeedsOpenReport);
    }
    // Only its two members report an order; the buyer reports it about the seller.
    const stranger = await signedInUser(server);
    const about = { targetType: 'order', targetId: order.id, reason: 'scam' };
    expect((await report(undefined, about)).statusCode).toBe(401);
    const foreign = await report(stranger, about);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(MSG.reportNotYourExchange);
    const filed = await report(buyer, { ...about, note: 'No copy' });
    expect(filed.statusCode, filed.body).toBe(204);
    const queue = (await server.call('GET', '/api/v1/admin/reports?targetType=order', admin)).json();
    expect(queue.items.find((item: { targetId: string }) => item.targetId === order.id)).toMatchObject({
      subject: { userId: seller.userId },
      path: `/orders/${order.id}`,
    });

    expect((await read(adminWithout2fa)).json().error.code).toBe('two_factor_required');
    expect((await read(stranger)).json().error.message).toBe(MSG.orderNotYours);
    const seen = await read(admin);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().steps).toEqual([]);
    expect((await thread(admin)).statusCode).toBe(200);
    const reads = await readsOf(order.id);
    expect(reads.map((row) => [row.actorId, row.action, row.details])).toEqual([
      [admin.userId, 'order.read', { part: 'detail' }],
      [admin.userId, 'order.read', { part: 'messages' }],
    ]);
    // Its members read it freely, unaudited, and are told.
    const mine = (await read(buyer)).json() as TOrderDetail;
    expect(mine.adminReads).toEqual({ count: 2, lastAt: reads[1]!.createdAt.toISOString() });
    expect(await readsOf(order.id)).toHaveLength(2);

    // The case dismissed, the order is private again. Nothing of an order is removed through the queue.
    const removing = await server.call('POST', `/api/v1/admin/reports/order/${order.id}/resolve`, admin, {
      note: 'Looked',
      remove: true,
    });
    expect(removing.statusCode).toBe(400);
    expect(removing.json().error.message).toBe(MSG.nothingToRemove);
    const dismissed = await server.call('POST', `/api/v1/admin/reports/order/${order.id}/dismiss`, admin, {
      note: 'Sorted out between them',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect((await read(admin)).statusCode).toBe(403);
  });

  it('is open while a report about its listing, its buyer or its seller is open', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const listingId = await listing(seller);
    // Reported while for sale, then bought: the report still stands.
    const reporter = await signedInUser(server);
    expect(
      (await report(reporter, { targetType: 'listing', targetId: listingId, reason: 'misleading' }))
        .statusCode,
    ).toBe(204);
    const order = (await buy(listingId, buyer)).json() as TOrderDetail;
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const read = () => server.call('GET', `/api/v1/orders/${order.id}`, admin);
    expect((await read()).statusCode).toBe(200);
    await server.call('POST', `/api/v1/admin/reports/listing/${listingId}/dismiss`, admin, { note: 'Fine' });
    expect((await read()).statusCode).toBe(403);
    const { username } = (await server.call('GET', '/api/v1/me/profile', seller)).json();
    expect(
      (await report(reporter, { targetType: 'user', targetId: username, reason: 'scam' })).statusCode,
    ).toBe(204);
    expect((await read()).statusCode).toBe(200);
  });
});

describe("an order's thread (GET and POST /api/v1/orders/{id}/messages)", () => {
  const messages = (orderId: string, user?: SignedInUser, before?: string) =>
    server.call('GET', `/api/v1/orders/${orderId}/messages${before ? `?before=${before}` : ''}`, user);
  const write = (orderId: string, user: SignedInUser | undefined, body: string) =>
    server.call('POST', `/api/v1/orders/${orderId}/messages`, user, { body });

  it('is between buyer and seller: plain text, at most 2000 characters, and the other side is notified', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { order } = await ordered(seller, buyer);
    const marketplaceDot = async (user: SignedInUser) =>
      (await server.call('GET', '/api/v1/me/unread', user)).json().marketplace as number;
    const sellerDotBefore = await marketplaceDot(seller);

    // Plain text, kept as written: pages show it as text, so markup is only characters.
    const sent = await write(order.id, buyer, 'Can you ship it <b>on Monday</b> & not 😀?');
    expect(sent.statusCode, sent.body).toBe(204);
    const thread = (await messages(order.id, seller)).json();
    expect(thread).toMatchObject({
      items: [{ author: order.buyer.username, body: 'Can you ship it <b>on Monday</b> & not 😀?' }],
      nextBefore: null,
    });
    expect(await marketplaceDot(seller)).toBe(sellerDotBefore + 1);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.userId))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice).toMatchObject({ kind: 'order-message', link: `/orders/${order.id}` });
    expect(notice!.text).toContain('Can you ship it <b>on Monday</b> & not 😀?');

    const tooLong = await write(order.id, seller, 'x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('At most 2000 characters');
    const blank = await write(order.id, seller, '  \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(MSG.messageRequired);
    // A long message's notice quotes its start, cut between characters.
    expect((await write(order.id, seller, '😀'.repeat(300))).statusCode).toBe(204);
    expect((await latestNoticeOf(buyer))!.text).toMatch(/😀…”$/);
    expect((await write(order.id, seller, 'x'.repeat(2000))).statusCode).toBe(204);
  });

  it('is read and written by its buyer and seller only', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { order } = await ordered(seller, buyer);
    const stranger = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    expect((await messages(order.id)).statusCode).toBe(401);
    expect((await write(order.id, undefined, 'Hi')).statusCode).toBe(401);
    expect((await messages(order.id, stranger)).statusCode).toBe(403);
    expect((await write(order.id, stranger, 'Hi')).statusCode).toBe(403);
    expect((await messages(order.id, admin)).statusCode).toBe(403);
    expect((await write(order.id, admin, 'Hi')).statusCode).toBe(403);
    expect((await write(order.id, seller, 'Hi')).statusCode).toBe(204);
  });

  it('pages newest first, 50 at a time', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const { order } = await ordered(seller, buyer);
    for (let n = 1; n <= 53; n++) {
      expect((await write(order.id, n % 2 ? buyer : seller, `Message ${n}`)).statusCode).toBe(204);
    }
    const first = (await messages(order.id, buyer)).json();
    expect(first.items).toHaveLength(50);
    expect(first.items[0].body).toBe('Message 53');
    const rest = (await messages(order.id, buyer, first.nextBefore)).json();
    expect(rest.items.map((message: { body: string }) => message.body)).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    expect(rest.nextBefore).toBeNull();
  });
});

describe('the timers', () => {
  it('expire a new order after 7 days and complete a shipped one after 14, once each', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const idle = await ordered(seller, buyer);
    const shipped = await ordered(seller, buyer);
    await stepOk(shipped.order.id, seller, { step: 'confirm-total', shipping: '3' });
    await stepOk(shipped.order.id, seller, { step: 'confirm-payment' });
    await stepOk(shipped.order.id, seller, { step: 'ship' });

    clock.offsetMs = 6 * DAY_MS;
    try {
      await timers().runTimers();
      expect((await server.call('GET', `/api/v1/orders/${idle.order.id}`, buyer)).json().status).toBe('new');
      clock.offsetMs = 15 * DAY_MS;
      // Two instances' runs at once: each order moves once.
      await Promise.all([timers().runTimers(), timers().runTimers()]);
    } finally {
      clock.offsetMs = 0;
    }
    const expired = (
      await server.call('GET', `/api/v1/orders/${idle.order.id}`, buyer)
    ).json() as TOrderDetail;
    expect(expired).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    expect(expired.events.at(-1)).toMatchObject({ step: 'expire', actor: null, to: 'cancelled' });
    expect(expired.events.filter((event) => event.to === 'cancelled')).toHaveLength(1);
    expect(await listingState(idle.listingId)).toBe('active');
    const completed = (
      await server.call('GET', `/api/v1/orders/${shipped.order.id}`, seller)
    ).json() as TOrderDetail;
    expect(completed.status).toBe('completed');
    expect(completed.events.filter((event) => event.to === 'completed')).toHaveLength(1);
    expect(await listingState(shipped.listingId)).toBe('sold');
  });
});

describe('my orders (GET /api/v1/me/orders)', () => {
  it('lists my purchases and my sales apart, newest first, and by state', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const first = await ordered(seller, buyer);
    const second = await ordered(seller, buyer);
    await stepOk(second.order.id, seller, { step: 'cancel-unavailable' });
    const page = async (query: string, user: SignedInUser) => {
      const res = await server.call('GET', `/api/v1/me/orders?${query}`, user);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TOrderPage).items.map((item) => item.id);
    };
    expect(await page('role=purchases', buyer)).toEqual([second.order.id, first.order.id]);
    expect(await page('role=sales', buyer)).toEqual([]);
    expect(await page('role=sales', seller)).toEqual([second.order.id, first.order.id]);
    expect(await page('role=sales&status=new', seller)).toEqual([first.order.id]);
    expect((await server.call('GET', '/api/v1/me/orders')).statusCode).toBe(401);
    const [row] = await db()
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, first.listingId));
    expect(row!.endReason).toBe('reserved');
  });
});

describe('what waits on me (GET /api/v1/me/orders/waiting)', () => {
  const waiting = async (user?: SignedInUser) => {
    const res = await server.call('GET', '/api/v1/me/orders/waiting', user);
    return user ? (expect(res.statusCode, res.body).toBe(200), res.json()) : res.statusCode;
  };

  it("counts the open orders whose next step is mine, a request to cancel from the other side, and offers I've to answer", async () => {
    const [seller, buyer] = [await signedInUser(server), await signedInUser(server)];
    expect(await waiting()).toBe(401);
    const { order } = await ordered(seller, buyer);
    expect(await waiting(seller)).toEqual({ purchases: 0, sales: 1, offersReceived: 0 });
    expect(await waiting(buyer)).toEqual({ purchases: 0, sales: 0, offersReceived: 0 });

    await stepOk(order.id, seller, { step: 'confirm-total', shipping: '0' });
    expect(await waiting(seller)).toMatchObject({ sales: 0 });
    expect(await waiting(buyer)).toMatchObject({ purchases: 1 });
    await stepOk(order.id, buyer, { step: 'request-cancel' });
    expect(await waiting(seller)).toMatchObject({ sales: 1 });
    await stepOk(order.id, seller, { step: 'agree-cancel' });
    expect(await waiting(seller)).toMatchObject({ sales: 0 });
    expect(await waiting(buyer)).toMatchObject({ purchases: 0 });

    const listingId = await listing(seller, '20.00');
    await server.call('POST', `/api/v1/listings/${listingId}/offers`, buyer, { amount: '15' });
    expect(await waiting(seller)).toEqual({ purchases: 0, sales: 0, offersReceived: 1 });
    clock.offsetMs = 5 * DAY_MS + 60_000;
    try {
      // Past its days the offer can no longer be answered, whether or not the timers ended it yet.
      expect(await waiting(seller)).toMatchObject({ offersReceived: 0 });
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe("a release's price history (GET /api/v1/releases/{id}/price-history)", () => {
  it('gives the low, median and high of completed sales per media grade over 12 months, and the last sale', async () => {
    const buyer = await signedInUser(server);
    // A collector holds one copy of a release: each copy here is another seller's.
    const sold = async (price: string, options: { releaseId?: string; mediaCondition?: string } = {}) => {
      const seller = await signedInUser(server);
      const listingId = await listing(seller, price, options);
      const order = (await buy(listingId, buyer)).json() as TOrderDetail;
      await stepOk(order.id, seller, { step: 'confirm-total', shipping: '2' });
      await stepOk(order.id, seller, { step: 'confirm-payment' });
      await stepOk(order.id, seller, { step: 'ship' });
      await stepOk(order.id, buyer, { step: 'confirm-receipt' });
      return order;
    };
    const first = await sold('99.00');
    const releaseId = first.listing!.release.id;
    // That sale was 13 months ago: outside the 12 months.
    await db()
      .update(marketplaceOrders)
      .set({ completedAt: new Date(Date.now() - 395 * DAY_MS) })
      .where(eq(marketplaceOrders.id, first.id));
    for (const price of ['10.00', '30.00', '20.00']) await sold(price, { releaseId });
    await sold('45.00', { releaseId, mediaCondition: 'Near Mint' });
    // An open order is no sale.
    await buy(await listing(await signedInUser(server), '1.00', { releaseId }), buyer);

    const res = await server.call('GET', `/api/v1/releases/${releaseId}/price-history`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      currency: 'USD',
      grades: [
        { condition: 'Near Mint', low: '45.00', median: '45.00', high: '45.00', sales: 1 },
        { condition: 'Very Good', low: '10.00', median: '20.00', high: '30.00', sales: 3 },
      ],
      lastSold: { price: '45.00', condition: 'Near Mint' },
    });
    const none = await server.call(
      'GET',
      `/api/v1/releases/00000000-0000-4000-8000-000000000000/price-history`,
    );
    expect(none.json()).toEqual({ currency: 'USD', grades: [], lastSold: null });
  });
});

describe('feedback from real sales', () => {
  /** An order of `buyer` taken to completed. */
  async function completed(seller: SignedInUser, buyer: SignedInUser) {
    const { order } = await ordered(seller, buyer);
    await stepOk(order.id, seller, { step: 'confirm-total', shipping: '2' });
    await stepOk(order.id, seller, { step: 'confirm-payment' });
    await stepOk(order.id, seller, { step: 'ship' });
    return stepOk(order.id, buyer, { step: 'confirm-receipt' });
  }
  const rate = (orderId: string, user: SignedInUser | undefined, body: object) =>
    server.call('POST', `/api/v1/orders/${orderId}/feedback`, user, body);
  const sellerStats = async (username: string) =>
    (await server.call('GET', `/api/v1/users/${username}`)).json().sellerRating;

  it('offers the buyer of a completed sale to shelve the copy, until a copy of its release is on their shelf', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const order = await completed(seller, buyer);
    expect(order.mayShelve).toBe(true);
    const view = async (user: SignedInUser) =>
      ((await server.call('GET', `/api/v1/orders/${order.id}`, user)).json() as TOrderDetail).mayShelve;
    expect(await view(seller)).toBe(false);
    const shelved = await server.call('POST', '/api/v1/me/collection', buyer, {
      releaseId: order.listing!.release.id,
    });
    expect(shelved.statusCode, shelved.body).toBe(201);
    expect(await view(buyer)).toBe(false);
  });

  it('lets only the buyer of a completed sale rate its seller, once, within 60 days', async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const open = await ordered(seller, buyer);
    expect((await rate(open.order.id, buyer, { rating: 5 })).json().error.message).toBe(MSG.onlyBuyerRates);

    const order = await completed(seller, buyer);
    expect(order.mayRate).toBe(true);
    expect((await rate(order.id, undefined, { rating: 5 })).statusCode).toBe(401);
    for (const caller of [seller, await signedInUser(server)]) {
      const res = await rate(order.id, caller, { rating: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MSG.onlyBuyerRates);
    }
    expect((await rate(order.id, buyer, { rating: 6 })).statusCode).toBe(400);
    const res = await rate(order.id, buyer, { rating: 5, review: 'Well <i>packed</i>, fast.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      mayRate: false,
      feedback: { rating: 5, review: 'Well packed, fast.', buyer: order.buyer.username, sellerReply: null },
    });
    const again = await rate(order.id, buyer, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MSG.feedbackGiven);
    expect(await sellerStats(order.seller.username)).toEqual({
      average: 5,
      count: 1,
      positiveShare: 100,
      completedSales: 1,
    });

    const late = await completed(seller, buyer);
    clock.offsetMs = 61 * DAY_MS;
    try {
      const res = await rate(late.id, buyer, { rating: 3 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MSG.feedbackWindowClosed);
    } finally {
      clock.offsetMs = 0;
    }
    // A copy the seller could not deliver may be rated too.
    const { order: unavailable } = await ordered(seller, buyer);
    await stepOk(unavailable.id, seller, { step: 'cancel-unavailable' });
    expect((await rate(unavailable.id, buyer, { rating: 2 })).statusCode).toBe(201);
    expect(await sellerStats(order.seller.username)).toMatchObject({
      average: 3.5,
      count: 2,
      positiveShare: 50,
      completedSales: 2,
    });
  });

  it("shows ratings on the seller's profile; the seller replies once; an admin removes one with a reason", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const order = await completed(seller, buyer);
    await rate(order.id, buyer, { rating: 4, review: 'Good copy.' });
    const list = async (user?: SignedInUser) =>
      (
        await server.call('GET', `/api/v1/users/${order.seller.username}/feedback`, user)
      ).json() as TFeedbackPage;
    const [feedback] = (await list(seller)).items;
    expect(feedback).toMatchObject({
      rating: 4,
      review: 'Good copy.',
      item: expect.stringMatching(/ · VHS$/),
      abilities: { reply: true, remove: false },
    });
    const reply = (user: SignedInUser, text: string) =>
      server.call('POST', `/api/v1/feedback/${feedback!.id}/reply`, user, { reply: text });
    expect((await reply(buyer, 'Me too')).json().error.message).toBe(MSG.onlySellerReplies);
    expect((await reply(seller, 'Thanks for buying!')).statusCode).toBe(204);
    expect((await reply(seller, 'Again')).json().error.message).toBe(MSG.replyGiven);
    expect((await list()).items[0]).toMatchObject({
      sellerReply: 'Thanks for buying!',
      abilities: { reply: false },
    });

    const remove = (user: SignedInUser, reason = 'Abusive') =>
      server.call('DELETE', `/api/v1/feedback/${feedback!.id}`, user, { reason });
    expect((await remove(seller)).statusCode).toBe(403);
    expect((await remove(await signedInUser(server, { admin: true }))).statusCode).toBe(403);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    expect((await list(admin)).items[0]!.abilities.remove).toBe(true);
    expect((await remove(admin)).json()).toEqual({ message: MSG.feedbackRemovedByAdmin });
    expect((await list()).items).toEqual([]);
    expect(await sellerStats(order.seller.username)).toMatchObject({ count: 0, completedSales: 1 });
    const [kept] = await db().select().from(sellerRatings).where(eq(sellerRatings.id, feedback!.id));
    expect(kept).toMatchObject({ removedBy: admin.userId, removalReason: 'Abusive' });
  });
});
