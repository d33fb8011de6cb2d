import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRADE_STATUSES } from '@rewind/shared/trade-states';
import type { TItemSnapshot } from '@rewind/shared/item-snapshot';
import { LIMITS } from '@rewind/shared/limits';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';
import { userCollectionItems } from './collection';
import { inList, sqlNumber } from '../sql-literals';

// Trade requests (the original trade_listings): a member offers something (a collection item, a
// release, or words) and says what they would take for it.

export const tradeListings = pgTable(
  'trade_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: integer('display_id').notNull().unique().generatedByDefaultAsIdentity(),
    traderId: uuid('trader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tradeWants: text('trade_wants').notNull().default('open to offers'),
    tradeOffers: text('trade_offers').notNull().default('Not specified'),
    isActive: boolean('is_active').notNull().default(true),
    collectionItemId: uuid('collection_item_id').references(() => userCollectionItems.id, {
      onDelete: 'set null',
    }),
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'set null' }),
    itemId: uuid('item_id').references(() => mediaTitles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_listings_active_created_idx').on(t.isActive, t.createdAt.desc().nullsFirst()),
    index('trade_listings_trader_idx').on(t.traderId, t.createdAt.desc().nullsFirst()),
    // A film's and a release's trade requests: what deleting them counts and clears.
    index('trade_listings_item_idx').on(t.itemId),
    index('trade_listings_release_idx').on(t.releaseId),
  ],
);

// A trade proposal: the proposer's copies for the recipient's. Answered (accepted, declined,
// countered with a new proposal), then each side ships and confirms the other's copies arrived; the second
// receipt completes it. Each side's two steps are the timestamps below.
export const tradeProposals = pgTable(
  'trade_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: integer('display_id').notNull().unique().generatedByDefaultAsIdentity(),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The trade request it answers, and the proposal it counters.
    tradeListingId: uuid('trade_listing_id').references(() => tradeListings.id, { onDelete: 'set null' }),
    countersId: uuid('counters_id').references((): AnyPgColumn => tradeProposals.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: TRADE_STATUSES }).notNull().default('proposed'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    proposerShippedAt: timestamp('proposer_shipped_at', { withTimezone: true }),
    recipientShippedAt: timestamp('recipient_shipped_at', { withTimezone: true }),
    proposerReceivedAt: timestamp('proposer_received_at', { withTimezone: true }),
    recipientReceivedAt: timestamp('recipient_received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('trade_proposals_proposer_idx').on(t.proposerId, t.createdAt.desc().nullsFirst()),
    index('trade_proposals_recipient_idx').on(t.recipientId, t.createdAt.desc().nullsFirst()),
    index('trade_proposals_counters_idx').on(t.countersId),
    index('trade_proposals_listing_idx').on(t.tradeListingId),
    // The timers' work: proposals waiting for an answer, by age.
    index('trade_proposals_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'proposed'`),
    check('trade_proposals_status_check', sql`${t.status} in (${inList(TRADE_STATUSES)})`),
    check('trade_proposals_sides_check', sql`${t.proposerId} <> ${t.recipientId}`),
    check(
      'trade_proposals_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
  ],
);

// The copies of a proposal, each as its owner held it when proposed: the film and release stay when the copy
// leaves the collection (as it does when the trade completes).
export const tradeProposalItems = pgTable(
  'trade_proposal_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => tradeProposals.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionItemId: uuid('collection_item_id').references(() => userCollectionItems.id, {
      onDelete: 'set null',
    }),
    // The film and release while they exist (a finished trade keeps its copies after a purge), and as the
    // catalogue named them when proposed (decision 040).
    masterItemId: uuid('master_item_id').references(() => mediaTitles.id, { onDelete: 'set null' }),
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'set null' }),
    item: jsonb('item').$type<TItemSnapshot>().notNull(),
  },
  (t) => [
    index('trade_proposal_items_proposal_idx').on(t.proposalId),
    // Whether a copy is already promised in an accepted trade, and a deleted copy's rows (set null).
    index('trade_proposal_items_item_idx').on(t.collectionItemId),
    // A film's proposed copies: what deleting it counts and keeps, and a merge moves.
    index('trade_proposal_items_master_idx').on(t.masterItemId),
    index('trade_proposal_items_release_idx').on(t.releaseId),
  ],
);

// Every step of a proposal: who (null once their account is gone), which step, their note.
export const tradeEvents = pgTable(
  'trade_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => tradeProposals.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    step: text('step').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_events_proposal_idx').on(t.proposalId, t.createdAt)],
);

// The thread of a proposal between its two members, as an order's (order_messages).
export const tradeMessages = pgTable(
  'trade_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => tradeProposals.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_messages_proposal_idx').on(
      t.proposalId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('trade_messages_author_idx').on(t.authorId),
  ],
);

// Each side's rating of the other after a completed trade: 1 to 5 stars and a few words, once per side.
export const tradeRatings = pgTable(
  'trade_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => tradeProposals.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trade_ratings_proposal_rater_key').on(t.proposalId, t.raterId),
    index('trade_ratings_ratee_idx').on(t.rateeId, t.createdAt.desc().nullsFirst()),
    check('trade_ratings_rating_check', sql`${t.rating} between 1 and ${sqlNumber(LIMITS.ratingStars)}`),
  ],
);
