import { sql } from 'drizzle-orm';
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

/**
 * The forum's categories (a post's category, 'general' by default). Admins manage them;
 * the counts are kept by the writes that change them, so a category page and the community stats never
 * count millions of rows.
 */
export const forumCategories = pgTable('forum_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** Topics its list shows: neither deleted nor hidden by flags. */
  topicCount: integer('topic_count').notNull().default(0),
  /** Replies not deleted, in all its topics. */
  replyCount: integer('reply_count').notNull().default(0),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What moderation leaves on a topic or reply: removed by whom, when and why; hidden by flags since when. */
const moderated = {
  /** Three flags from different members hide it until an admin decides. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  flagCount: integer('flag_count').notNull().default(0),
  likeCount: integer('like_count').notNull().default(0),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  deletedReason: text('deleted_reason'),
};

/** A topic: its opening post and what its lists show (the original forum_posts). */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The post as HTML within the forum's allow-list, rendered from `source` on every write. */
    content: text('content').notNull(),
    /** The post as its author wrote it (Markdown): what editing and quoting start from. */
    source: text('source').notNull().default(''),
    category: text('category')
      .notNull()
      .default('general')
      .references(() => forumCategories.slug, { onUpdate: 'cascade' }),
    /** Replies not deleted (0 for a new topic). */
    replies: integer('replies').notNull().default(0),
    /** The last reply's place in the topic; every reply takes the next, so readers' places compare to it. */
    lastPosition: integer('last_position').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastReplyUserId: uuid('last_reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    ...moderated,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A category's page: pinned first, then by last activity; only the topics lists show. Nulls first, as
    // `order by … desc` sorts them, or the index cannot give the page's order (the columns are never null,
    // but the planner does not know it from that).
    index('forum_posts_category_activity_idx')
      .on(
        t.category,
        t.isPinned.desc().nullsFirst(),
        t.lastActivityAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.deletedAt} is null and ${t.hiddenAt} is null`),
    // The admin portal's topics of every category, hidden ones too: newest activity first.
    index('forum_posts_activity_idx')
      .on(t.lastActivityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Posts of the last 30 days (community stats); a new member's topics of the last day.
    index('forum_posts_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('forum_posts_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Its place in the topic, 1 for the first reply; never reused. */
    position: integer('position').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull().default(''),
    ...moderated,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_replies_post_position_key').on(t.postId, t.position),
    // A topic's pages: the replies not deleted, in order.
    index('forum_replies_post_shown_idx')
      .on(t.postId, t.position)
      .where(sql`${t.deletedAt} is null`),
    index('forum_replies_user_idx').on(t.userId),
    // The admin dashboard: replies written in a period.
    index('forum_replies_created_idx').on(t.createdAt),
  ],
);

/**
 * How far each member has read each topic they opened, and whether they take part in it (started it or
 * replied): those hear of new replies.
 */
export const forumReads = pgTable(
  'forum_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    lastReadPosition: integer('last_read_position').notNull().default(0),
    isParticipant: boolean('is_participant').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('forum_reads_participants_idx')
      .on(t.postId)
      .where(sql`${t.isParticipant}`),
  ],
);

/** A like of a topic's opening post or of a reply (`entry_id` is the one or the other). */
export const forumLikes = pgTable(
  'forum_likes',
  {
    entryId: uuid('entry_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.userId] })],
);
