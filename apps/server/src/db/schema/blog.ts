import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    /** The post as HTML within the rich-text allow-list, rendered from `source` on every write. */
    content: text('content').notNull(),
    /** The post as its admin wrote it, in Markdown (decision 026). */
    source: text('source').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt.desc().nullsFirst())],
);

/**
 * Every cover an admin uploaded, until it is swept: a cover no post names a week after its upload (never saved
 * with a post, replaced, or its post deleted) is removed with its copies (blog.service.ts, sweepUnusedCovers).
 */
export const blogCoverUploads = pgTable(
  'blog_cover_uploads',
  {
    /** Where the image is stored; its resized copies are named after it. */
    key: text('key').primaryKey(),
    /** What a post names as its cover_image_url. */
    url: text('url').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_cover_uploads_uploaded_idx').on(t.uploadedAt)],
);
