import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';
import { userCollectionItems } from './collection';

// Trade requests (spec section 3: trade_listings; issue 18): a member offers something (a collection item, a
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
  ],
);
