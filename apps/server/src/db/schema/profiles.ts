import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userProfiles = pgTable('user_profiles', {
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
  sellerTerms: text('seller_terms')
    .notNull()
    .default('Standard marketplace terms apply. Contact seller for specific details.'),
  isPublic: boolean('is_public').notNull().default(true),
  showCollectionCount: boolean('show_collection_count').notNull().default(true),
  avatarUrl: text('avatar_url'),
  profileCompletionShown: boolean('profile_completion_shown').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
