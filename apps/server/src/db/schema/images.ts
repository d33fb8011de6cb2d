import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';
import { marketplaceListings } from './marketplace';
import { tradeListings } from './trades';

// The photo galleries of films, releases, listings and trade requests (the images module's tables).
const imageColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  imageUrl: text('image_url').notNull(),
  thumbUrl: text('thumb_url'),
  storageKey: text('storage_key'),
  imageOrder: integer('image_order').notNull().default(1),
  caption: text('caption'),
  isPrimary: boolean('is_primary').notNull().default(false),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const masterItemImages = pgTable(
  'master_item_images',
  {
    ...imageColumns,
    masterItemId: uuid('master_item_id')
      .notNull()
      .references(() => mediaTitles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('master_item_images_order_idx').on(t.masterItemId, t.imageOrder),
    index('master_item_images_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const releaseImages = pgTable(
  'release_images',
  {
    ...imageColumns,
    releaseId: uuid('release_id')
      .notNull()
      .references(() => movieReleases.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('release_images_order_idx').on(t.releaseId, t.imageOrder),
    index('release_images_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

// The seller's photos of the one copy a listing sells (the listing's page shows them as its gallery).
export const listingImages = pgTable(
  'listing_images',
  {
    ...imageColumns,
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
  },
  (t) => [index('listing_images_order_idx').on(t.listingId, t.imageOrder)],
);

// The trader's photos of what a trade request offers (its card in the Trades tab shows them). They replace the
// original `trade_listings.trade_images` list of URLs, dropped by the migration that made this table (decision 025).
export const tradeImages = pgTable(
  'trade_images',
  {
    ...imageColumns,
    tradeListingId: uuid('trade_listing_id')
      .notNull()
      .references(() => tradeListings.id, { onDelete: 'cascade' }),
  },
  (t) => [index('trade_images_order_idx').on(t.tradeListingId, t.imageOrder)],
);
