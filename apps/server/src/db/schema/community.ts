import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';
import { userCollectionItems } from './collection';

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
    tradeImages: jsonb('trade_images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_listings_active_created_idx').on(t.isActive, t.createdAt.desc().nullsFirst()),
    index('trade_listings_trader_idx').on(t.traderId, t.createdAt.desc().nullsFirst()),
  ],
);

export type ChallengeProgress = {
  current_count: number;
  target_count: number;
  items_added: { id: string; title: string; date_added: string }[];
  last_updated: string;
};

export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    challengeType: text('challenge_type').notNull().default('any_collection'),
    target: integer('target').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenges_active_idx').on(t.isActive, t.createdAt.desc().nullsFirst())],
);

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    progress: jsonb('progress').$type<ChallengeProgress>().notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challenge_participants_challenge_user_key').on(t.challengeId, t.userId),
    index('challenge_participants_user_idx').on(t.userId),
  ],
);
