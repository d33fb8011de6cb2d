import { z } from 'zod';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';

// The blog: admins write posts in Markdown, the server stores them as HTML within the
// rich-text allow-list (decision 026).

/** Derived from published_at, never stored: no date is a draft, a date to come is scheduled. */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type TBlogStatus = (typeof BLOG_STATUSES)[number];

export function blogStatusOf(publishedAt: Date | null, now: Date): TBlogStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** A post's slug from its title: lowercase words joined by single hyphens. */
export function makeBlogSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.blog.slug)
    .replace(/-+$/, '');
}

const ZBlogSlug = z
  .string()
  .trim()
  .max(LIMITS.blog.slug, MSG.blogSlugInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MSG.blogSlugInvalid);

export const ZBlogSlugParam = z.object({ slug: z.string().max(LIMITS.blog.slug + 20) });
export const ZBlogIdParam = z.object({ id: z.uuid() });

/** Our own stored image (a path under /media/ on the site itself), or an https address. */
function isCoverAddress(value: string): boolean {
  if (/^\/media\/[\w~./-]+$/.test(value) && !value.includes('..')) return true;
  return z.url({ protocol: /^https$/ }).safeParse(value).success;
}

/** POST /api/v1/admin/blog/cover: where the uploaded cover is stored. */
export const ZBlogCoverUpload = z.object({ url: z.string() });
export type TBlogCoverUpload = z.infer<typeof ZBlogCoverUpload>;

const blogPostFields = {
  title: z.string().trim().min(1, MSG.blogTitleRequired).max(LIMITS.title),
  slug: ZBlogSlug,
  excerpt: z.string().trim().max(LIMITS.blog.excerpt).nullable(),
  /**
   * A cover uploaded to Rewind (POST /api/v1/admin/blog/cover answers its address), or an image already on the
   * web: https, on a host the site's images may come from (checked by the server).
   */
  coverImageUrl: z.string().trim().max(LIMITS.urlMax).refine(isCoverAddress, MSG.blogCoverInvalid).nullable(),
  /** The body as written, in Markdown. */
  source: z.string().trim().min(1, MSG.blogBodyRequired).max(LIMITS.blog.body),
  /** Null keeps it a draft; a time to come schedules it; now or earlier publishes it. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
};

/** POST /api/v1/admin/blog. */
export const ZCreateBlogPost = z.object(blogPostFields).extend({
  excerpt: blogPostFields.excerpt.optional(),
  coverImageUrl: blogPostFields.coverImageUrl.optional(),
});
export type TCreateBlogPost = z.input<typeof ZCreateBlogPost>;

/** PATCH /api/v1/admin/blog/:id: the fields to change. */
export const ZUpdateBlogPost = z.object(blogPostFields).partial();
export type TUpdateBlogPost = z.input<typeof ZUpdateBlogPost>;

/** POST /api/v1/admin/blog/preview: a body as the post will show it (answered as the forum's `ZPreview`). */
export const ZBlogPreviewRequest = z.object({ source: z.string().max(LIMITS.blog.body) });

/** A post as lists show it. */
export const ZBlogSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  author: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  status: z.enum(BLOG_STATUSES),
});
export type TBlogSummary = z.infer<typeof ZBlogSummary>;

/** A post as its page shows it: the HTML to draw. */
export const ZBlogPost = ZBlogSummary.extend({ html: z.string(), updatedAt: z.iso.datetime() });
export type TBlogPost = z.infer<typeof ZBlogPost>;

/** A post as the admin's editor opens it: with its Markdown. */
export const ZBlogDraft = ZBlogPost.extend({ source: z.string() });
export type TBlogDraft = z.infer<typeof ZBlogDraft>;

export const ZBlogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(1),
});

export const ZBlogPage = z.object({
  items: z.array(ZBlogSummary),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TBlogPage = z.infer<typeof ZBlogPage>;

export const ZBlogAdminList = z.object({ items: z.array(ZBlogDraft) });
export type TBlogAdminList = z.infer<typeof ZBlogAdminList>;
