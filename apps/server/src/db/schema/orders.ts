import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CANCEL_REASONS,
  OFFER_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
} from '@rewind/shared/order-states';
import type { TItemSnapshot } from '@rewind/shared/item-snapshot';
import { LIMITS } from '@rewind/shared/limits';
import { users } from './auth';
import { movieReleases } from './catalog';
import { marketplaceListings } from './marketplace';
import { inList, sqlNumber } from '../sql-literals';

// A sale of one listing to one buyer: payment happens outside the app, the order records its steps.
export const marketplaceOrders = pgTable(
  'marketplace_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // What was sold, as the listing said when ordered: the release and its grades (price history reads the
    // release and media grade), the film and release as the catalogue named them then (decision 040: its
    // history reads the same after a merge or a delete), and the copy's price; the seller adds shipping with
    // the total.
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'set null' }),
    mediaCondition: text('media_condition'),
    packagingCondition: text('packaging_condition'),
    item: jsonb('item').$type<TItemSnapshot>().notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    shipping: numeric('shipping', { precision: 10, scale: 2 }),
    // What the seller's shipping policy asks for this buyer when ordered (domestic or the rest of the world), the
    // seller's starting point for the total; null when they have no policy.
    shippingQuote: numeric('shipping_quote', { precision: 10, scale: 2 }),
    // Where the copy ships: the buyer's country (ISO code) when ordered, as their profile named it; null without.
    shipTo: text('ship_to'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    // When the order entered its state: the timers count from it.
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    // One side asked to cancel and the other has not answered yet.
    cancelRequestedBy: uuid('cancel_requested_by').references(() => users.id, { onDelete: 'set null' }),
    trackingNote: text('tracking_note'),
    // When the buyer said they paid ('I paid'); the seller still confirms the payment arrived.
    paymentSentAt: timestamp('payment_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('marketplace_orders_buyer_idx').on(t.buyerId, t.createdAt.desc().nullsFirst()),
    index('marketplace_orders_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('marketplace_orders_listing_idx').on(t.listingId),
    // Every order of a release: what deleting it counts, refuses while open, and clears.
    index('marketplace_orders_release_idx').on(t.releaseId),
    // The admin dashboard: orders placed, and sales completed, in a period.
    index('marketplace_orders_created_idx').on(t.createdAt),
    index('marketplace_orders_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
    // One open order per listing: two buyers at once get exactly one.
    uniqueIndex('marketplace_orders_open_listing_key')
      .on(t.listingId)
      .where(sql`${t.status} in (${inList(OPEN_ORDER_STATUSES)})`),
    // What waits on a member (GET /api/v1/me/orders/waiting): their open orders as buyer and as seller.
    index('marketplace_orders_open_buyer_idx')
      .on(t.buyerId)
      .where(sql`${t.status} in (${inList(OPEN_ORDER_STATUSES)})`),
    index('marketplace_orders_open_seller_idx')
      .on(t.sellerId)
      .where(sql`${t.status} in (${inList(OPEN_ORDER_STATUSES)})`),
    // The timers' work: open orders by state and age.
    // A seller's completed sales, counted for their stats.
    index('marketplace_orders_seller_completed_idx')
      .on(t.sellerId)
      .where(sql`${t.status} = 'completed'`),
    // A release's price history: its completed sales, newest first.
    index('marketplace_orders_release_sales_idx')
      .on(t.releaseId, t.completedAt.desc())
      .where(sql`${t.status} = 'completed'`),
    index('marketplace_orders_timers_idx')
      .on(t.status, t.statusChangedAt)
      .where(sql`${t.status} in ('new', 'shipped')`),
    check('marketplace_orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check(
      'marketplace_orders_cancel_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`,
    ),
  ],
);

// Every change of an order: who (null for the timers), from and to which state, with their note.
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    step: text('step').notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

// A buyer's rating of a completed sale: once per sale, so ratings come from real sales.
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => marketplaceListings.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The seller's one reply.
    sellerReply: text('seller_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // An admin's removal: the row stays for the audit log, out of every average and list.
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removalReason: text('removal_reason'),
  },
  (t) => [
    index('seller_ratings_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    // The admin portal's newest ratings of every seller, the removed ones left out.
    index('seller_ratings_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.removedAt} is null`),
    check('seller_ratings_rating_check', sql`${t.rating} between 1 and ${sqlNumber(LIMITS.ratingStars)}`),
  ],
);

// The thread of an order between its buyer and seller; the steps show in it from order_events.
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => marketplaceOrders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt.desc(), t.id.desc()),
    // A deleted account's messages lose their author (set null) without a scan.
    index('order_messages_author_idx').on(t.authorId),
  ],
);

// A buyer's offer on a listing: one per buyer and listing; accepting it opens an order at its
// amount.
export const marketplaceOffers = pgTable(
  'marketplace_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    // Where the copy would ship: the buyer's country (ISO code) when they offered; the order it becomes keeps it.
    shipTo: text('ship_to'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => marketplaceOrders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('marketplace_offers_listing_buyer_key').on(t.listingId, t.buyerId),
    index('marketplace_offers_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('marketplace_offers_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('marketplace_offers_order_idx').on(t.orderId),
    // The expiry timer's work: pending offers by age.
    index('marketplace_offers_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('marketplace_offers_status_check', sql`${t.status} in (${inList(OFFER_STATUSES)})`),
  ],
);
