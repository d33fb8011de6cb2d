import { blogStatusOf, type TBlogDraft, type TBlogPost, type TBlogSummary } from '@rewind/shared/blog';
import type { BlogPostRow } from './blog.repo';

export function presentBlogSummary(row: BlogPostRow, now: Date): TBlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    author: row.author,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: blogStatusOf(row.publishedAt, now),
  };
}

export function presentBlogPost(row: BlogPostRow, now: Date): TBlogPost {
  return { ...presentBlogSummary(row, now), html: row.content, updatedAt: row.updatedAt.toISOString() };
}

export function presentBlogDraft(row: BlogPostRow, now: Date): TBlogDraft {
  return { ...presentBlogPost(row, now), source: row.source };
}
