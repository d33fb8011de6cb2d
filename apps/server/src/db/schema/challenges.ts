import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';

// Collecting challenges (docs/product.md, Challenges): a member's progress is the set of distinct items they
// added while taking part, kept as rows (challenge_items) with a count beside the participation, so that two
// adds at once cannot count one item twice or lose one (decision 024).

export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    challengeType: text('challenge_type').notNull().default('any_collection'),
    target: integer('target').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Items count from this moment on; null: from the start. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Items stop counting at this moment; null: open-ended. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
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
    /** How many rows of challenge_items this member has in the challenge (the API's progress.current_count). */
    itemCount: integer('item_count').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The API's progress.last_updated. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challenge_participants_challenge_user_key').on(t.challengeId, t.userId),
    index('challenge_participants_user_idx').on(t.userId),
    // The leaderboard: most items first (a completed member holds the target), the first to complete first.
    index('challenge_participants_leaderboard_idx').on(
      t.challengeId,
      t.itemCount.desc(),
      t.completedAt.asc().nullsLast(),
    ),
  ],
);

/** One distinct item a member added while taking part: a release they hold, or a film held without one. */
export const challengeItems = pgTable(
  'challenge_items',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The release's id, or the film's when held without a release: what makes an item the same item. */
    itemKey: uuid('item_key').notNull(),
    titleId: uuid('title_id')
      .notNull()
      .references(() => mediaTitles.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'cascade' }),
    /** The film's title when it was added (the API's items_added[].title). */
    title: text('title').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId, t.itemKey] }),
    // A removed collection item leaves every challenge it counted in.
    index('challenge_items_user_item_idx').on(t.userId, t.itemKey),
    // A film's and a release's counted items: what deleting them takes (and counts first), and a merge moves.
    index('challenge_items_title_idx').on(t.titleId),
    index('challenge_items_release_idx').on(t.releaseId),
  ],
);
