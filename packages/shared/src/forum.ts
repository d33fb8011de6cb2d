import { z } from 'zod';
import { formatCount } from './counts.ts';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';
import { FORUM_DEFAULT_CATEGORY } from './options.ts';

// The forum: categories of topics; a topic is its opening post and its replies. What members write
// is Markdown (forum-text.ts renders it into the allow-list); the API answers the rendered HTML and the source.

export const FORUM_MODERATION_ACTIONS = [
  'lock',
  'unlock',
  'pin',
  'unpin',
  'move',
  'delete',
  'restore',
] as const;
export type TForumModerationAction = (typeof FORUM_MODERATION_ACTIONS)[number];

const ZCategorySlug = z.string().trim().min(1).max(40);
export const ZForumCategoryParam = z.object({ category: ZCategorySlug });
export const ZForumTopicParam = z.object({ topicId: z.uuid() });
/** A topic's opening post or a reply: likes, flags and moderation take either. */
export const ZForumEntryParam = z.object({ entryId: z.uuid() });

const postText = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(LIMITS.forumText, `At most ${formatCount(LIMITS.forumText)} characters`);

const topicTitle = z
  .string(MSG.enterPostTitle)
  .trim()
  .min(1, MSG.enterPostTitle)
  .max(LIMITS.title, `At most ${LIMITS.title} characters`);

/** POST /api/v1/forum/topics (a title, trimmed; title and content not blank). */
export const ZNewTopicRequest = z.object({
  title: topicTitle,
  content: postText(MSG.enterPostContent),
  category: ZCategorySlug.default(FORUM_DEFAULT_CATEGORY),
});
export type TNewTopicRequest = z.input<typeof ZNewTopicRequest>;

/** POST /api/v1/forum/preview: a draft as it will show. */
export const ZPreviewRequest = z.object({
  content: z.string().max(LIMITS.forumText, `At most ${formatCount(LIMITS.forumText)} characters`),
});
export const ZPreview = z.object({ html: z.string() });
export type TPreview = z.infer<typeof ZPreview>;

/** PATCH /api/v1/forum/topics/{topicId}: the author changes the title, the text or both. */
export const ZEditTopicRequest = z.object({
  title: topicTitle.optional(),
  content: postText(MSG.enterPostContent).optional(),
});
export type TEditTopicRequest = z.input<typeof ZEditTopicRequest>;

/** POST /api/v1/forum/topics/{topicId}/replies and PATCH /api/v1/forum/replies/{entryId}. */
export const ZReplyRequest = z.object({ content: postText(MSG.enterReplyContent) });
export type TReplyRequest = z.input<typeof ZReplyRequest>;

/** GET /api/v1/forum/topics/{topicId}: a page of replies; without one, the page of the first unread. */
export const ZTopicQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.pageMax).optional(),
});

export const ZTopicListQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(1),
});

/** POST /api/v1/forum/topics/{topicId}/read: how far the reader has seen (a reply's position, 0 the post). */
export const ZTopicReadRequest = z.object({ position: z.number().int().min(0) });

/** POST /api/v1/forum/entries/{entryId}/moderation: an admin's decision; a removal says why, a move where. */
export const ZModerationRequest = z.object({
  action: z.enum(FORUM_MODERATION_ACTIONS),
  category: ZCategorySlug.optional(),
  reason: z.string().trim().max(LIMITS.forum.reason, `At most ${LIMITS.forum.reason} characters`).optional(),
});
export type TModerationRequest = z.input<typeof ZModerationRequest>;

export const ZForumAuthor = z.object({
  /** null once the account is gone ('Unknown User'). */
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type TForumAuthor = z.infer<typeof ZForumAuthor>;

export const ZForumCategory = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  topicCount: z.number().int(),
  replyCount: z.number().int(),
  lastActivityAt: z.iso.datetime().nullable(),
});
export type TForumCategory = z.infer<typeof ZForumCategory>;

export const ZForumCategories = z.object({ categories: z.array(ZForumCategory) });

/**
 * Where the reader stands in a topic: never opened ('new'), replies since their last visit ('unread'), or read.
 * null for visitors.
 */
export const ZTopicReadState = z.enum(['new', 'unread', 'read']).nullable();
export type TTopicReadState = z.infer<typeof ZTopicReadState>;

export const ZTopicSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.string(),
  author: ZForumAuthor,
  createdAt: z.iso.datetime(),
  replies: z.number().int(),
  likes: z.number().int(),
  lastActivityAt: z.iso.datetime(),
  /** Who replied last; null before the first reply. */
  lastReplyBy: z.string().nullable(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  readState: ZTopicReadState,
});
export type TTopicSummary = z.infer<typeof ZTopicSummary>;

export const ZTopicPage = z.object({
  category: ZForumCategory,
  items: z.array(ZTopicSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TTopicPage = z.infer<typeof ZTopicPage>;

/** What the caller may do with a post or reply: the web shows these buttons, the server decides again. */
export const ZForumEntryAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  like: z.boolean(),
  flag: z.boolean(),
  moderate: z.boolean(),
});

/** The opening post or a reply, as a topic page shows it. */
export const ZForumEntry = z.object({
  id: z.uuid(),
  /** 0 for the opening post, then each reply's place in the topic. */
  position: z.number().int(),
  author: ZForumAuthor,
  /**
   * HTML within the allow-list; empty while hidden by flags, for all but its author and admins, and while its
   * author is suspended, for all but admins.
   */
  html: z.string(),
  /** What the author wrote (Markdown), for editing and quoting; empty where `html` is. */
  source: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  likes: z.number().int(),
  likedByMe: z.boolean(),
  flaggedByMe: z.boolean(),
  /** Hidden by members' flags until an admin decides, or (for all but admins) while its author is suspended. */
  isHidden: z.boolean(),
  abilities: ZForumEntryAbilities,
});
export type TForumEntry = z.infer<typeof ZForumEntry>;

export const ZTopicDetail = z.object({
  id: z.uuid(),
  title: z.string(),
  category: ZForumCategory.pick({ slug: true, name: true }),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  post: ZForumEntry,
  replies: z.object({
    items: z.array(ZForumEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  }),
  /** Whether the caller may reply now; `replyRefusal` says why not (sign in, profile, locked). */
  canReply: z.boolean(),
  replyRefusal: z.string().nullable(),
});
export type TTopicDetail = z.infer<typeof ZTopicDetail>;

export const ZCreatedTopic = z.object({ id: z.uuid() });
export const ZCreatedReply = z.object({ id: z.uuid(), page: z.number().int() });
export type TCreatedReply = z.infer<typeof ZCreatedReply>;
