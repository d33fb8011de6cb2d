import { boolean, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Stored lowercase, so a plain unique constraint makes usernames unique case-insensitively.
    username: text('username').notNull().unique(),
    email: text('email'),
    displayName: text('display_name'),
    bio: text('bio'),
    location: text('location'),
    // ISO 3166-1 alpha-2: where a seller ships from and a buyer receives, so shipping is domestic or abroad.
    country: text('country'),
    // The seller's shipping policy: the first item and each extra one, at home and abroad;
    // null where they set none.
    shippingDomesticFirst: numeric('shipping_domestic_first', { precision: 10, scale: 2 }),
    shippingDomesticExtra: numeric('shipping_domestic_extra', { precision: 10, scale: 2 }),
    shippingWorldFirst: numeric('shipping_world_first', { precision: 10, scale: 2 }),
    shippingWorldExtra: numeric('shipping_world_extra', { precision: 10, scale: 2 }),
    sellerTerms: text('seller_terms')
      .notNull()
      .default('Standard marketplace terms apply. Contact seller for specific details.'),
    isPublic: boolean('is_public').notNull().default(true),
    showCollectionCount: boolean('show_collection_count').notNull().default(true),
    avatarUrl: text('avatar_url'),
    profileCompletionShown: boolean('profile_completion_shown').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames by their start in any collation (`like 'abc%'`): the admin portal finds a seller's listings.
    index('user_profiles_username_prefix_idx').on(t.username.op('text_pattern_ops')),
  ],
);
