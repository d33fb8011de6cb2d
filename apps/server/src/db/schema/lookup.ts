import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the outside film and UPC databases, kept for a day so that a repeated search never reaches
 * the provider again (their free tiers count requests). In the database, so every app instance shares it.
 */
export const lookupCache = pgTable(
  'lookup_cache',
  {
    /** `{provider}:{kind}:{normalised query}`, e.g. `tmdb:movie:blade runner`. */
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lookup_cache_expires_at_idx').on(t.expiresAt)],
);
