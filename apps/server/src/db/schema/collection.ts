import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';

export const userCollectionItems = pgTable(
  'user_collection_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    masterItemId: uuid('master_item_id')
      .notNull()
      .references(() => mediaTitles.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'cascade' }),
    personalNotes: text('personal_notes'),
    notes: text('notes'),
    /** A spare: the member would trade it away; matched against others' wants. */
    forTrade: boolean('for_trade').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_collection_items_user_release_key')
      .on(t.userId, t.releaseId)
      .where(sql`${t.releaseId} is not null`),
    uniqueIndex('user_collection_items_user_title_key')
      .on(t.userId, t.masterItemId)
      .where(sql`${t.releaseId} is null`),
    index('user_collection_items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('user_collection_items_release_idx').on(t.releaseId),
    index('user_collection_items_master_idx').on(t.masterItemId),
    index('user_collection_items_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    // Trade matching: others' spares of the releases and films I want, and my own spares.
    index('user_collection_items_spare_release_idx')
      .on(t.releaseId, t.userId)
      .where(sql`${t.forTrade}`),
    index('user_collection_items_spare_title_idx')
      .on(t.masterItemId, t.userId)
      .where(sql`${t.forTrade}`),
    index('user_collection_items_spare_user_idx')
      .on(t.userId)
      .where(sql`${t.forTrade}`),
  ],
);

export const userWantlistItems = pgTable(
  'user_wantlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Always set, also for a release, so a wantlist lists and groups by film without a join.
    masterMovieId: uuid('master_movie_id')
      .notNull()
      .references(() => mediaTitles.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'cascade' }),
    priority: text('priority').notNull().default('medium'),
    notes: text('notes'),
    // The want's rules for a listing to match it: each null or empty means "any".
    maxPrice: numeric('max_price', { precision: 10, scale: 2 }),
    minMediaCondition: text('min_media_condition'),
    minPackagingCondition: text('min_packaging_condition'),
    formats: text('formats').array(),
    regions: text('regions').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Bought through the marketplace: kept on the wantlist, marked, and no longer matched.
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_wantlist_items_user_release_key')
      .on(t.userId, t.releaseId)
      .where(sql`${t.releaseId} is not null`),
    uniqueIndex('user_wantlist_items_user_title_key')
      .on(t.userId, t.masterMovieId)
      .where(sql`${t.releaseId} is null`),
    index('user_wantlist_items_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('user_wantlist_items_release_idx').on(t.releaseId),
    index('user_wantlist_items_master_idx').on(t.masterMovieId),
    // Trade matching: the members who want one of my spares' films in any release (a want without a release),
    // probed per spare; without it the planner hashed every such want.
    index('user_wantlist_items_open_film_idx')
      .on(t.masterMovieId, t.userId)
      .where(sql`${t.releaseId} is null and ${t.fulfilledAt} is null`),
    index('user_wantlist_items_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
