import { and, desc, eq, inArray, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogCoverUploads, blogPosts } from '../../db/schema/blog';
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
export function findPublished(
  db: Db,
  now: Date,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<BlogPostRow[]> {
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

// A post that names the upload as its cover.
const namingPosts = sql`(select 1 from ${blogPosts} where ${blogPosts.coverImageUrl} = ${blogCoverUploads.url})`;

/** Notes an uploaded cover, so that it is swept once no post names it (takeUnusedCovers). */
export async function recordCoverUpload(db: Db, upload: { key: string; url: string; uploadedAt: Date }) {
  await db.insert(blogCoverUploads).values(upload);
}

/**
 * Forgets up to `limit` covers uploaded before `before` that no post names, and answers their keys: the
 * caller removes their files. Rows first, in one statement that checks the posts again, so a cover saved
 * with a post meanwhile keeps its row and its files.
 */
export async function takeUnusedCovers(db: Db, before: Date, limit: number): Promise<string[]> {
  const unused = db
    .select({ key: blogCoverUploads.key })
    .from(blogCoverUploads)
    .where(and(lt(blogCoverUploads.uploadedAt, before), notExists(namingPosts)))
    .limit(limit);
  const rows = await db
    .delete(blogCoverUploads)
    .where(and(inArray(blogCoverUploads.key, unused), notExists(namingPosts)))
    .returning({ key: blogCoverUploads.key });
  return rows.map((row) => row.key);
}
