import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';
import { userCollectionItems, userWantlistItems } from './collection';

export const marketplaceListings = pgTable(
  'marketplace_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionItemId: uuid('collection_item_id').references(() => userCollectionItems.id, {
      onDelete: 'set null',
    }),
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'set null' }),
    masterMovieId: uuid('master_movie_id').references(() => mediaTitles.id, { onDelete: 'set null' }),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    // Offers below this are declined at once; null takes any offer to the seller.
    offerFloor: numeric('offer_floor', { precision: 10, scale: 2 }),
    // The media grade (the original single condition: docs/product.md, Marketplace); packaging is graded apart.
    condition: text('condition').notNull(),
    packagingCondition: text('packaging_condition').notNull(),
    sealed: boolean('sealed').notNull().default(false),
    // The release's format and region, copied by the database (triggers of migration 0023: on a listing's insert,
    // and on a change of its release), so that browsing and want rules filter by them on the listings alone.
    format: text('format'),
    region: text('region'),
    // The same for the release fields browsing also filters by (migration 0053, decision 038).
    saleType: text('sale_type'),
    aspectRatio: text('aspect_ratio'),
    audioLanguages: text('audio_languages').array(),
    sellerNotes: text('seller_notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // A listing that ends stays, so its page can say it was removed or sold (and orders keep their listing).
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // 'reserved': an open order holds it for its buyer; it is for sale again if the order is cancelled.
    endReason: text('end_reason', { enum: ['removed', 'removed-by-admin', 'sold', 'reserved'] }),
    // An admin's removal: who, and the reason the seller is given.
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removalReason: text('removal_reason'),
  },
  (t) => [
    check(
      'marketplace_listings_ended_check',
      sql`(${t.isActive} and ${t.endedAt} is null and ${t.endReason} is null) or (not ${t.isActive} and ${t.endedAt} is not null and ${t.endReason} is not null)`,
    ),
    uniqueIndex('marketplace_listings_active_item_key')
      .on(t.collectionItemId)
      .where(sql`${t.isActive} and ${t.collectionItemId} is not null`),
    // /marketplace: the listings it can show (active, with a release), in each of its orders,
    // and by the filters whose count would otherwise read a large share of them; the page counts up to 10,001 of
    // its listings from the index alone.
    index('marketplace_listings_active_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    index('marketplace_listings_active_price_idx')
      .on(t.price, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    index('marketplace_listings_active_sealed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.releaseId} is not null and ${t.sealed}`),
    index('marketplace_listings_active_condition_idx')
      .on(t.condition)
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    index('marketplace_listings_active_format_idx')
      .on(t.format, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    index('marketplace_listings_active_region_idx')
      .on(t.region, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    index('marketplace_listings_active_sale_type_idx')
      .on(t.saleType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    index('marketplace_listings_active_aspect_ratio_idx')
      .on(t.aspectRatio, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    index('marketplace_listings_active_audio_languages_idx')
      .using('gin', t.audioLanguages)
      .where(sql`${t.isActive} and ${t.releaseId} is not null`),
    // The active listings of a release and of a film: a want's matches, and a format's, region's or search's
    // listings counted from the index alone. Narrow on purpose: with the rules' columns in them (index-only
    // matches) they were 76 and 94 MB at a million listings, and pushed the rest out of the cache.
    index('marketplace_listings_active_release_idx')
      .on(t.releaseId)
      .where(sql`${t.isActive}`),
    index('marketplace_listings_active_master_idx')
      .on(t.masterMovieId, t.releaseId)
      .where(sql`${t.isActive}`),
    // The admin portal's listings of every state: active first, then newest.
    index('marketplace_listings_admin_idx').on(
      t.isActive.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('marketplace_listings_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('marketplace_listings_release_idx').on(t.releaseId),
    index('marketplace_listings_master_idx').on(t.masterMovieId),
    check('marketplace_listings_price_check', sql`${t.price} >= 0`),
  ],
);

// Who has been told of which listing matching their wants: never twice for one listing.
export const wantlistMatchNotices = pgTable(
  'wantlist_match_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/**
 * Which active listing passes which want's rules: kept by the database, by triggers on listings and
 * wants over one SQL function of the rules (migration 0025), so the Wantlist badge, "In my wantlist", a want's
 * copies for sale and the sellers with my wants read matches rather than evaluate rules.
 */
export const wantlistListingMatches = pgTable(
  'wantlist_listing_matches',
  {
    wantId: uuid('want_id')
      .notNull()
      .references(() => userWantlistItems.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    // The want's member, so that one member's matches are one index range.
    userId: uuid('user_id').notNull(),
    // The listing's, so that "In my wantlist" pages newest first from the matches alone.
    listingCreatedAt: timestamp('listing_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.wantId, t.listingId] }),
    index('wantlist_listing_matches_user_idx').on(t.userId, t.wantId, t.listingId),
    index('wantlist_listing_matches_user_newest_idx').on(
      t.userId,
      t.listingCreatedAt.desc().nullsFirst(),
      t.listingId.desc().nullsFirst(),
    ),
    index('wantlist_listing_matches_listing_idx').on(t.listingId),
  ],
);
