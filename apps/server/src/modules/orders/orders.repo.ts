import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { countsIn, type Period, periodStart, withinPeriods } from '../../platform/periods';
import {
  OPEN_ORDER_STATUSES,
  ORDER_STATES_WAITING_ON,
  type TCancelReason,
  type TOfferStatus,
  type TOrderStatus,
} from '@rewind/shared/order-states';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { filmWithYear } from '@rewind/shared/film-label';
import type { Db } from '../../db/client';
import {
  marketplaceOffers as offers,
  marketplaceOrders as orders,
  orderEvents,
  orderMessages,
  sellerRatings,
} from '../../db/schema/orders';
import { catalogFilms, catalogReleases, itemSnapshots } from '../catalog/catalog.views';
import { memberCards } from '../profiles/profiles.views';
import { offsetOf, rowsOfPageAndOneMore } from '../../platform/paging';

const buyers = memberCards('buyer_card');
const sellers = memberCards('seller_card');

function selectOrders(db: Db) {
  return db
    .select({
      id: orders.id,
      listingId: orders.listingId,
      releaseId: orders.releaseId,
      item: orders.item,
      mediaCondition: orders.mediaCondition,
      packagingCondition: orders.packagingCondition,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      price: orders.price,
      shipping: orders.shipping,
      shippingQuote: orders.shippingQuote,
      shipTo: orders.shipTo,
      status: orders.status,
      statusChangedAt: orders.statusChangedAt,
      cancelReason: orders.cancelReason,
      cancelRequestedBy: orders.cancelRequestedBy,
      trackingNote: orders.trackingNote,
      paymentSentAt: orders.paymentSentAt,
      createdAt: orders.createdAt,
      buyer: { username: buyers.username, avatarUrl: buyers.avatarUrl },
      seller: { username: sellers.username, avatarUrl: sellers.avatarUrl },
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.userId, orders.buyerId))
    .innerJoin(sellers, eq(sellers.userId, orders.sellerId));
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/** A page of `rows`, newest first by `newest` (created time, then id), with how many `counted` says there are. */
async function newestPage<T extends PgSelect>(
  rows: T,
  counted: Promise<{ total: number }[]>,
  newest: AnyColumn[],
  at: { page: number; pageSize: number },
) {
  const [page, [all]] = await Promise.all([
    rows
      .orderBy(...newest.map((column) => desc(column)))
      .limit(at.pageSize)
      .offset(offsetOf(at)),
    counted,
  ]);
  return { rows: page as Awaited<T>, total: all?.total ?? 0 };
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return row;
}

/** A member's purchases or sales, newest first, optionally in one state; served by the buyer and seller indexes. */
export async function findOrdersOf(
  db: Db,
  userId: string,
  query: { role: 'purchases' | 'sales'; status?: TOrderStatus | undefined; page: number; pageSize: number },
) {
  const party = query.role === 'purchases' ? orders.buyerId : orders.sellerId;
  const where = and(eq(party, userId), query.status ? eq(orders.status, query.status) : undefined);
  return newestPage(
    selectOrders(db).where(where).$dynamic(),
    db.select({ total: count() }).from(orders).where(where),
    [orders.createdAt, orders.id],
    query,
  );
}

/** A member's orders under way, as buyer or seller, oldest first (the open-order partial indexes). */
export function findOpenOrdersOf(db: Db, userId: string) {
  return selectOrders(db)
    .where(
      and(
        or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/**
 * How many of `userId`'s open orders wait on them, as buyer and as seller (ORDER_STATES_WAITING_ON, or the
 * other side asked to cancel), and how many offers made since `offersSince` they have to answer. Read through
 * the open-order partial indexes and the offers' seller index.
 */
export async function countWaiting(db: Db, userId: string, offersSince: Date) {
  const paymentSent = and(eq(orders.status, 'awaiting_payment'), isNotNull(orders.paymentSentAt));
  const waitingOn = (side: 'buyer' | 'seller') => {
    const [me, other] =
      side === 'buyer' ? [orders.buyerId, orders.sellerId] : [orders.sellerId, orders.buyerId];
    const inItsState = inArray(orders.status, [...ORDER_STATES_WAITING_ON[side]]);
    return db
      .select({ total: count() })
      .from(orders)
      .where(
        and(
          eq(me, userId),
          inArray(orders.status, [...OPEN_ORDER_STATUSES]),
          or(
            side === 'buyer' ? and(inItsState, not(paymentSent!)) : or(inItsState, paymentSent),
            eq(orders.cancelRequestedBy, other),
          ),
        ),
      );
  };
  const [[purchases], [sales], [offersReceived]] = await Promise.all([
    waitingOn('buyer'),
    waitingOn('seller'),
    db
      .select({ total: count() })
      .from(offers)
      .where(
        and(eq(offers.sellerId, userId), gt(offers.createdAt, offersSince), eq(offers.status, 'pending')),
      ),
  ]);
  return { purchases: purchases!.total, sales: sales!.total, offersReceived: offersReceived!.total };
}

export async function insertOrder(
  tx: Db,
  values: {
    listingId: string;
    buyerId: string;
    sellerId: string;
    price: string;
    shippingQuote: string | null;
    shipTo: string | null;
    releaseId: string | null;
    mediaCondition: string;
    packagingCondition: string | null;
  },
): Promise<string> {
  const [item] = await itemSnapshots(tx, [{ titleId: null, releaseId: values.releaseId }]);
  const [row] = await tx
    .insert(orders)
    .values({ ...values, item: item! })
    .returning({ id: orders.id });
  return row!.id;
}

// What a step needs to know of the order it locks.
const stepColumns = {
  id: orders.id,
  listingId: orders.listingId,
  releaseId: orders.releaseId,
  item: orders.item,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  status: orders.status,
  cancelRequestedBy: orders.cancelRequestedBy,
  statusChangedAt: orders.statusChangedAt,
  paymentSentAt: orders.paymentSentAt,
};

/** Locks an order for a step. */
export async function lockOrder(tx: Db, id: string) {
  const [row] = await tx.select(stepColumns).from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export type OrderChanges = Partial<{
  status: TOrderStatus;
  shipping: string;
  cancelReason: TCancelReason;
  cancelRequestedBy: string | null;
  trackingNote: string | null;
  paymentSentAt: Date;
}>;

export async function updateOrder(tx: Db, id: string, changes: OrderChanges, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({
      ...changes,
      ...(changes.status ? { statusChangedAt: now, cancelRequestedBy: null } : {}),
      ...(changes.status === 'completed' ? { completedAt: now } : {}),
    })
    .where(eq(orders.id, id));
}

export async function insertEvent(
  tx: Db,
  event: {
    orderId: string;
    actorId: string | null;
    step: string;
    fromStatus: TOrderStatus | null;
    toStatus: TOrderStatus;
    note: string | null;
  },
  now: Date,
): Promise<void> {
  await tx.insert(orderEvents).values({ ...event, createdAt: now });
}

export async function findEvents(db: Db, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function insertMessage(
  tx: Db,
  message: { orderId: string; authorId: string; body: string },
  now: Date,
): Promise<void> {
  await tx.insert(orderMessages).values({ ...message, createdAt: now });
}

/** An order's thread (order_messages_order_idx), paged by platform/threads.ts. */
export const orderThread = { table: orderMessages, parent: orderMessages.orderId };

/**
 * The orders a timer is due for, locked and skipped by any other instance already on them: `new` ones the
 * seller left alone since `newBefore`, and `shipped` ones not confirmed since `shippedBefore`.
 */
export async function lockDueOrders(tx: Db, due: { newBefore: Date; shippedBefore: Date }, limit: number) {
  return tx
    .select(stepColumns)
    .from(orders)
    .where(
      or(
        and(eq(orders.status, 'new'), lte(orders.statusChangedAt, due.newBefore)),
        and(eq(orders.status, 'shipped'), lte(orders.statusChangedAt, due.shippedBefore)),
      ),
    )
    .orderBy(asc(orders.statusChangedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * A release's completed sales since `since`, per media grade: the lowest, median and highest price and how many;
 * and its last sale. Served by marketplace_orders_release_sales_idx.
 */
export async function findPriceHistory(db: Db, releaseId: string, since: Date) {
  const sold = and(eq(orders.releaseId, releaseId), eq(orders.status, 'completed'));
  const [byGrade, [last]] = await Promise.all([
    db
      .select({
        condition: orders.mediaCondition,
        low: sql<string>`min(${orders.price})`,
        median: sql<string>`round(percentile_cont(0.5) within group (order by ${orders.price})::numeric, 2)`,
        high: sql<string>`max(${orders.price})`,
        count: count(),
      })
      .from(orders)
      .where(and(sold, gte(orders.completedAt, since)))
      .groupBy(orders.mediaCondition),
    db
      .select({ price: orders.price, condition: orders.mediaCondition, soldAt: orders.completedAt })
      .from(orders)
      .where(sold)
      .orderBy(desc(orders.completedAt))
      .limit(1),
  ]);
  return { byGrade, last };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The money of an order: the copy's price plus shipping once the seller set it, added in whole cents. */
export const totalOf = (row: { price: string; shipping: string | null }) =>
  row.shipping === null ? null : ((cents(row.price) + cents(row.shipping)) / 100).toFixed(2);

// Feedback: a buyer's rating of a sale (seller_ratings), with the seller's reply.

const feedbackBuyers = memberCards('feedback_buyer');
const feedbackSellers = memberCards('feedback_seller');

function selectFeedback(db: Db) {
  return db
    .select({
      id: sellerRatings.id,
      sellerId: sellerRatings.sellerId,
      buyerId: sellerRatings.buyerId,
      rating: sellerRatings.rating,
      review: sellerRatings.reviewText,
      sellerReply: sellerRatings.sellerReply,
      repliedAt: sellerRatings.repliedAt,
      createdAt: sellerRatings.createdAt,
      buyer: feedbackBuyers.username,
      item: orders.item,
    })
    .from(sellerRatings)
    .innerJoin(feedbackBuyers, eq(feedbackBuyers.userId, sellerRatings.buyerId))
    .innerJoin(orders, eq(orders.id, sellerRatings.orderId));
}

export type FeedbackRow = Awaited<ReturnType<typeof selectFeedback>>[number];

/** A rating still shown, with who wrote it and of whom (a report on it). */
export async function findShownFeedback(db: Db, id: string) {
  const [row] = await db
    .select({
      id: sellerRatings.id,
      buyerId: sellerRatings.buyerId,
      rating: sellerRatings.rating,
      review: sellerRatings.reviewText,
      buyer: feedbackBuyers.username,
      seller: feedbackSellers.username,
    })
    .from(sellerRatings)
    .innerJoin(feedbackBuyers, eq(feedbackBuyers.userId, sellerRatings.buyerId))
    .innerJoin(feedbackSellers, eq(feedbackSellers.userId, sellerRatings.sellerId))
    .where(and(eq(sellerRatings.id, id), isNull(sellerRatings.removedAt)))
    .limit(1);
  return row;
}

/** What an order or offer is for, as notices name it: 'Aliens (1986) · VHS'; null once the release is gone. */
export async function itemLabel(db: Db, releaseId: string | null): Promise<string | null> {
  if (!releaseId) return null;
  const [row] = await db
    .select({ film: { title: catalogFilms.title, year: catalogFilms.year }, format: catalogReleases.format })
    .from(catalogReleases)
    .innerJoin(catalogFilms, eq(catalogFilms.id, catalogReleases.masterMovieId))
    .where(eq(catalogReleases.id, releaseId));
  return row ? `${filmWithYear(row.film)} · ${row.format}` : null;
}

export async function insertFeedback(
  tx: Db,
  values: {
    orderId: string;
    sellerId: string;
    buyerId: string;
    listingId: string;
    rating: number;
    reviewText: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(sellerRatings).values(values).returning({ id: sellerRatings.id });
  return row!.id;
}

/** The rating of an order, unless an admin removed it. */
export async function findFeedbackOfOrder(db: Db, orderId: string): Promise<FeedbackRow | undefined> {
  const [row] = await selectFeedback(db)
    .where(and(eq(sellerRatings.orderId, orderId), isNull(sellerRatings.removedAt)))
    .limit(1);
  return row;
}

/** Whether the order was rated at all (a removed rating still counts: an order is rated once). */
export async function isOrderRated(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sellerRatings.id })
    .from(sellerRatings)
    .where(eq(sellerRatings.orderId, orderId));
  return row !== undefined;
}

/**
 * A seller's ratings, newest first (seller_ratings_seller_idx), an admin's removals left out; with `buyerId`,
 * only that buyer's.
 */
export async function findFeedbackOfSeller(
  db: Db,
  sellerId: string,
  page: { page: number; pageSize: number },
  { buyerId }: { buyerId?: string } = {},
) {
  const where = and(
    eq(sellerRatings.sellerId, sellerId),
    isNull(sellerRatings.removedAt),
    buyerId === undefined ? undefined : eq(sellerRatings.buyerId, buyerId),
  );
  const [rows, [counted]] = await Promise.all([
    selectFeedback(db)
      .where(where)
      .orderBy(desc(sellerRatings.createdAt), desc(sellerRatings.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(sellerRatings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const ratingBuyers = memberCards('rating_buyer');
const ratingSellers = memberCards('rating_seller');

/**
 * The admin portal's newest ratings not removed, of every seller (seller_ratings_recent_idx), with both
 * parties' names and what was sold; one row more than the page says whether a later page has any.
 */
export function findRatingsForAdmin(db: Db, page: { page: number; pageSize: number }) {
  return db
    .select({
      id: sellerRatings.id,
      rating: sellerRatings.rating,
      review: sellerRatings.reviewText,
      sellerReply: sellerRatings.sellerReply,
      orderId: sellerRatings.orderId,
      createdAt: sellerRatings.createdAt,
      buyer: ratingBuyers.username,
      seller: ratingSellers.username,
      item: orders.item,
    })
    .from(sellerRatings)
    .leftJoin(ratingBuyers, eq(ratingBuyers.userId, sellerRatings.buyerId))
    .leftJoin(ratingSellers, eq(ratingSellers.userId, sellerRatings.sellerId))
    .innerJoin(orders, eq(orders.id, sellerRatings.orderId))
    .where(isNull(sellerRatings.removedAt))
    .orderBy(desc(sellerRatings.createdAt), desc(sellerRatings.id))
    .limit(rowsOfPageAndOneMore(page).limit)
    .offset(offsetOf(page));
}
export type AdminRatingRow = Awaited<ReturnType<typeof findRatingsForAdmin>>[number];

export async function lockFeedback(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: sellerRatings.id,
      sellerId: sellerRatings.sellerId,
      sellerReply: sellerRatings.sellerReply,
      removedAt: sellerRatings.removedAt,
    })
    .from(sellerRatings)
    .where(eq(sellerRatings.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateFeedback(
  tx: Db,
  id: string,
  changes: Partial<
    Pick<
      typeof sellerRatings.$inferInsert,
      'sellerReply' | 'repliedAt' | 'removedAt' | 'removedBy' | 'removalReason'
    >
  >,
) {
  await tx.update(sellerRatings).set(changes).where(eq(sellerRatings.id, id));
}

// Offers.

function selectOffers(db: Db) {
  return db
    .select({
      id: offers.id,
      listingId: offers.listingId,
      buyerId: offers.buyerId,
      sellerId: offers.sellerId,
      amount: offers.amount,
      status: offers.status,
      createdAt: offers.createdAt,
      answeredAt: offers.answeredAt,
      orderId: offers.orderId,
      buyer: { username: buyers.username, avatarUrl: buyers.avatarUrl },
      seller: { username: sellers.username, avatarUrl: sellers.avatarUrl },
    })
    .from(offers)
    .innerJoin(buyers, eq(buyers.userId, offers.buyerId))
    .innerJoin(sellers, eq(sellers.userId, offers.sellerId));
}
export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

/** A buyer's offer; the unique (listing, buyer) index refuses a second one (23505). */
export async function insertOffer(
  tx: Db,
  values: {
    listingId: string;
    buyerId: string;
    sellerId: string;
    amount: string;
    shipTo: string | null;
    status: TOfferStatus;
    answeredAt: Date | null;
  },
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(offers)
    .values({ ...values, createdAt: now })
    .returning({ id: offers.id });
  return row!.id;
}

export async function findOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db).where(eq(offers.id, id)).limit(1);
  return row;
}

/** An offer locked for its answer. */
export async function lockOffer(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: offers.id,
      listingId: offers.listingId,
      buyerId: offers.buyerId,
      sellerId: offers.sellerId,
      amount: offers.amount,
      shipTo: offers.shipTo,
      status: offers.status,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .where(eq(offers.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function answerOffer(
  tx: Db,
  id: string,
  answer: { status: TOfferStatus; orderId?: string },
  now: Date,
): Promise<void> {
  await tx
    .update(offers)
    .set({ status: answer.status, orderId: answer.orderId ?? null, answeredAt: now })
    .where(eq(offers.id, id));
}

/** A listing's offers the caller may see, newest first: every one for its seller, their own for a buyer. */
export async function findOffersOfListing(db: Db, listingId: string, userId: string): Promise<OfferRow[]> {
  return selectOffers(db)
    .where(and(eq(offers.listingId, listingId), or(eq(offers.sellerId, userId), eq(offers.buyerId, userId))))
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

/** Offers a member received or sent, newest first, optionally in one state (the seller and buyer indexes). */
export async function findOffersOf(
  db: Db,
  userId: string,
  query: { role: 'received' | 'sent'; status?: TOfferStatus | undefined; page: number; pageSize: number },
) {
  const party = query.role === 'received' ? offers.sellerId : offers.buyerId;
  const where = and(eq(party, userId), query.status ? eq(offers.status, query.status) : undefined);
  return newestPage(
    selectOffers(db).where(where).$dynamic(),
    db.select({ total: count() }).from(offers).where(where),
    [offers.createdAt, offers.id],
    query,
  );
}

/** Listings' offers still waiting, locked to be answered together (marketplace_offers_listing_buyer_key). */
export async function lockPendingOffersOf(tx: Db, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return tx
    .select({ id: offers.id, listingId: offers.listingId, buyerId: offers.buyerId, amount: offers.amount })
    .from(offers)
    .where(and(inArray(offers.listingId, listingIds), eq(offers.status, 'pending')))
    .orderBy(asc(offers.createdAt))
    .for('update');
}

/** Pending offers made before `before`, locked and skipped by any other run (marketplace_offers_pending_idx). */
export async function lockExpiredOffers(tx: Db, before: Date, limit: number) {
  return tx
    .select({ id: offers.id, listingId: offers.listingId, buyerId: offers.buyerId, amount: offers.amount })
    .from(offers)
    .where(and(eq(offers.status, 'pending'), lte(offers.createdAt, before)))
    .orderBy(asc(offers.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Orders placed, and what completed sales came to, in the period and the one before (the admin dashboard). */
export async function orderCounts(db: Db, period: Period) {
  const [[placed], [sold]] = await Promise.all([
    db.select(countsIn(orders.createdAt, period)).from(orders).where(withinPeriods(orders.createdAt, period)),
    db
      .select({
        current:
          sql<number>`coalesce(sum(${orders.price}) filter (where ${orders.completedAt} >= ${periodStart(period)}), 0)`.mapWith(
            Number,
          ),
        previous:
          sql<number>`coalesce(sum(${orders.price}) filter (where ${orders.completedAt} < ${periodStart(period)}), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(and(eq(orders.status, 'completed'), withinPeriods(orders.completedAt, period))),
  ]);
  return { orders: placed!, sales: sold! };
}

/**
 * How many orders each film's releases (or each release) have, and how many of those are still under way: what
 * deleting it counts (the orders keep what they sold), and refuses while any is open.
 */
export async function countOrders(db: Db, kind: TCatalogueItemKind, ids: string[]) {
  if (ids.length === 0) return [];
  const open = count(sql`case when ${inArray(orders.status, [...OPEN_ORDER_STATUSES])} then 1 end`);
  if (kind === 'release') {
    return db
      .select({ id: orders.releaseId, orders: count(), open })
      .from(orders)
      .where(inArray(orders.releaseId, ids))
      .groupBy(orders.releaseId);
  }
  return db
    .select({ id: catalogReleases.masterMovieId, orders: count(), open })
    .from(orders)
    .innerJoin(catalogReleases, eq(catalogReleases.id, orders.releaseId))
    .where(inArray(catalogReleases.masterMovieId, ids))
    .groupBy(catalogReleases.masterMovieId);
}
