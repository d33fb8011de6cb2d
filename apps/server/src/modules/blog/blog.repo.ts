import { desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';
import { memberNames } from '../profiles/profiles.views';

/** A post with its author's username (null once the author has gone or has no profile). */
const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  source: blogPosts.source,
  coverImageUrl: blogPosts.coverImageUrl,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  author: memberNames.username,
};

const selectPosts = (db: Db) =>
  db.select(postColumns).from(blogPosts).leftJoin(memberNames, eq(memberNames.userId, blogPosts.authorId));

export type BlogPostRow = Awaited<ReturnType<typeof selectPosts>>[number];

/** Published posts (at `now` or before), newest first, one more than asked so the caller knows if more follow. */
export function findPublished(db: Db, now: Date, limit: number, offset = 0): Promise<BlogPostRow[]> {
  return selectPosts(db)
    .where(lte(blogPosts.publishedAt, now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

/** Every post: drafts first, then by publication date, newest first (the index's order). */
export function findAll(db: Db): Promise<BlogPostRow[]> {
  return selectPosts(db).orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt));
}

export async function findBySlug(db: Db, slug: string): Promise<BlogPostRow | undefined> {
  const [row] = await selectPosts(db).where(eq(blogPosts.slug, slug));
  return row;
}

export async function findById(db: Db, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await selectPosts(db).where(eq(blogPosts.id, id));
  return row;
}

export type BlogPostValues = {
  slug: string;
  title: string;
  excerpt: string | null;
  coverImageUrl: string | null;
  content: string;
  source: string;
  publishedAt: Date | null;
};

export async function insertPost(db: Db, authorId: string, values: BlogPostValues): Promise<string> {
  const [row] = await db
    .insert(blogPosts)
    .values({ ...values, authorId })
    .returning({ id: blogPosts.id });
  return row!.id;
}

export async function updatePost(db: Db, id: string, values: Partial<BlogPostValues>): Promise<void> {
  await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id));
}

export async function deletePost(db: Db, id: string): Promise<void> {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}
