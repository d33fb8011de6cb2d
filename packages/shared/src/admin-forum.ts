import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';
import { ZForumAuthor } from './forum.ts';
import { LIMITS } from './limits.ts';
import { makeTitleSlug } from './slug.ts';
import { forumCategoryNameRequired, forumCategorySlugInvalid } from './texts/moderation.ts';

// The admin portal's Forum section: the category manager and the recent topics.

/** A category's address: what /community/forums/category/{slug} and every topic's row name it by. */
export const FORUM_CATEGORY_SLUG_MAX = 40;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ZCategorySlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(FORUM_CATEGORY_SLUG_MAX, `At most ${FORUM_CATEGORY_SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, forumCategorySlugInvalid);

const ZCategoryName = z
  .string(forumCategoryNameRequired)
  .trim()
  .min(1, forumCategoryNameRequired)
  .max(60, 'At most 60 characters');

const ZCategoryDescription = z
  .string()
  .trim()
  .max(LIMITS.forum.reason, `At most ${LIMITS.forum.reason} characters`);

/** The address a new category takes from its name when none is given: 'Box Sets & Bundles' -> 'box-sets-bundles'. */
export const categorySlugOf = (name: string) =>
  makeTitleSlug(name).slice(0, FORUM_CATEGORY_SLUG_MAX).replace(/-+$/, '');

/** POST /api/v1/admin/forum/categories: a name, an address (derived from the name when blank), a description. */
export const ZCategoryCreateRequest = z
  .object({
    name: ZCategoryName,
    slug: z.union([z.literal(''), ZCategorySlug]).optional(),
    description: ZCategoryDescription.default(''),
  })
  .transform((draft, ctx) => {
    const slug = draft.slug || categorySlugOf(draft.name);
    if (!SLUG_PATTERN.test(slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: forumCategorySlugInvalid });
      return z.NEVER;
    }
    return { ...draft, slug };
  });
export type TCategoryCreateRequest = z.input<typeof ZCategoryCreateRequest>;

/** PATCH /api/v1/admin/forum/categories/{category}: a new name or description (the address stays: links keep working). */
export const ZCategoryUpdateRequest = z
  .object({ name: ZCategoryName.optional(), description: ZCategoryDescription.optional() })
  .refine((changes) => changes.name !== undefined || changes.description !== undefined, {
    message: 'Change the name or the description',
  });
export type TCategoryUpdateRequest = z.input<typeof ZCategoryUpdateRequest>;

/** PUT /api/v1/admin/forum/categories/order: every category's address once, in the order the forum shows them. */
export const ZCategoryOrderRequest = z.object({
  slugs: z
    .array(z.string().trim().min(1).max(FORUM_CATEGORY_SLUG_MAX))
    .min(1)
    .max(200)
    .refine((slugs) => new Set(slugs).size === slugs.length, { message: 'Name each category once' }),
});
export type TCategoryOrderRequest = z.input<typeof ZCategoryOrderRequest>;

/**
 * DELETE /api/v1/admin/forum/categories/{category}: a category that holds topics names where they move (in the
 * same transaction); an empty one needs nothing.
 */
export const ZCategoryDeleteRequest = z
  .object({ moveTo: z.string().trim().min(1).max(FORUM_CATEGORY_SLUG_MAX).optional() })
  .nullish()
  .transform((body) => ({ moveTo: body?.moveTo }));
export type TCategoryDeleteRequest = z.input<typeof ZCategoryDeleteRequest>;

export const ZCategoryParam = z.object({ category: z.string().trim().min(1).max(FORUM_CATEGORY_SLUG_MAX) });

/** A category as the manager shows it: with its place, and how many topics of every state it holds. */
export const ZAdminCategory = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** Topics its list shows (neither deleted nor hidden). */
  topicCount: z.number().int(),
  replyCount: z.number().int(),
  lastActivityAt: z.iso.datetime().nullable(),
  /** Whether it is the default category, which stays. */
  isDefault: z.boolean(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

export const ZAdminCategories = z.object({ categories: z.array(ZAdminCategory) });

/**
 * GET /api/v1/admin/forum/categories/{category}/contents: what deleting it moves, as its dialog says: the
 * topics not deleted (those hidden by flags among them, which its list does not count) and their replies.
 */
export const ZCategoryContents = z.object({
  topics: z.number().int(),
  hidden: z.number().int(),
  replies: z.number().int(),
});
export type TCategoryContents = z.infer<typeof ZCategoryContents>;
export type TAdminCategories = z.infer<typeof ZAdminCategories>;

/** GET /api/v1/admin/forum/topics: every topic not deleted (hidden ones too), newest activity first. */
export const ZAdminTopicQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminTopicQuery = z.input<typeof ZAdminTopicQuery>;

export const ZAdminTopic = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  author: ZForumAuthor,
  replies: z.number().int(),
  flagCount: z.number().int(),
  createdAt: z.iso.datetime(),
  lastActivityAt: z.iso.datetime(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  /** Hidden by members' flags until an admin restores or removes it. */
  isHidden: z.boolean(),
});
export type TAdminTopic = z.infer<typeof ZAdminTopic>;

export const ZAdminTopicPage = z.object({
  items: z.array(ZAdminTopic),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAdminTopicPage = z.infer<typeof ZAdminTopicPage>;
