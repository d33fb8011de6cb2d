import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { mediaTitles, movieReleases } from './catalog';
import { challenges } from './challenges';
import { forumPosts, forumReplies } from './forum';
import { marketplaceListings } from './marketplace';
import { tradeListings } from './trades';

// Written when something happens, so the feed is one indexed query instead of a merge of six tables.
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The order rows were written in: the live stream's event ids (Last-Event-ID) and the feed's tie-break.
    seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The domain event (modules/activity/domain-events.ts): the feed takes so many of each.
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    action: text('action').notNull(),
    itemTitle: text('item_title'),
    titleId: uuid('title_id').references(() => mediaTitles.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id').references(() => movieReleases.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => marketplaceListings.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    challengeId: uuid('challenge_id').references(() => challenges.id, { onDelete: 'cascade' }),
    tradeId: uuid('trade_id').references(() => tradeListings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_events_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('activity_events_kind_created_idx').on(t.kind, t.createdAt.desc().nullsFirst()),
    index('activity_events_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('activity_events_type_created_idx').on(t.type, t.createdAt.desc().nullsFirst()),
    // A listing's rows leave the feed when it ends (the feed shows only listings for sale).
    index('activity_events_listing_idx')
      .on(t.listingId)
      .where(sql`${t.listingId} is not null`),
    // A topic's rows (and a reply's) leave the feed when it is deleted or hidden.
    index('activity_events_post_idx')
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
    index('activity_events_reply_idx')
      .on(t.replyId)
      .where(sql`${t.replyId} is not null`),
    // A trade request's row leaves the feed when the request ends.
    index('activity_events_trade_idx')
      .on(t.tradeId)
      .where(sql`${t.tradeId} is not null`),
    // A deleted challenge takes its completions with it.
    index('activity_events_challenge_idx')
      .on(t.challengeId)
      .where(sql`${t.challengeId} is not null`),
    index('activity_events_title_idx')
      .on(t.titleId)
      .where(sql`${t.titleId} is not null`),
    index('activity_events_release_idx')
      .on(t.releaseId)
      .where(sql`${t.releaseId} is not null`),
  ],
);
