import type { TAdminCategory, TAdminTopic } from '@rewind/shared/admin-forum';
import { FORUM_DEFAULT_CATEGORY } from '@rewind/shared/options';
import type { TForumCategory, TForumEntry, TTopicReadState, TTopicSummary } from '@rewind/shared/forum';
import { forumPolicy } from '@rewind/shared/policies/forum';
import { adminPolicy } from '@rewind/shared/policies/admin';
import { isOffered } from '@rewind/shared/policies/policy';
import type { Actor } from '../../platform/actor';
import type * as repo from './forum.repo';

export function presentCategory(row: repo.CategoryRow): TForumCategory {
  return { ...row, lastActivityAt: row.lastActivityAt?.toISOString() ?? null };
}

/** Never opened, replies since the last visit, or read; null for a visitor. */
function readStateOf(lastRead: number | null, lastPosition: number, isSignedIn: boolean): TTopicReadState {
  if (!isSignedIn) return null;
  if (lastRead === null) return 'new';
  return lastRead < lastPosition ? 'unread' : 'read';
}

type TopicListRow = Awaited<ReturnType<typeof repo.findTopicsPage>>[number];

export function presentTopicSummary(row: TopicListRow, isSignedIn: boolean): TTopicSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    author: { username: row.author?.username ?? null, avatarUrl: row.author?.avatarUrl ?? null },
    createdAt: row.createdAt.toISOString(),
    replies: row.replies,
    likes: row.likeCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    lastReplyBy: row.lastReplyBy,
    isPinned: row.isPinned,
    isLocked: row.isLocked,
    readState: readStateOf(row.lastReadPosition, row.lastPosition, isSignedIn),
  };
}

type EntryRow = {
  id: string;
  userId: string;
  position: number;
  content: string;
  source: string;
  likeCount: number;
  hiddenAt: Date | null;
  /** Its author is suspended now. */
  authorSuspended: boolean;
  editedAt: Date | null;
  createdAt: Date;
  author: { username: string | null; avatarUrl: string | null } | null;
};

/**
 * A post or reply for the caller: its text unless flags hid it from them, their marks, and what they may do
 * with it (from the forum's policy, as the server will decide). A reply of a member suspended now is shown to
 * all but admins as one hidden by flags is, in its place, so that the topic's positions and pages stay as they
 * are, and nothing is offered on it.
 */
export function presentEntry(
  row: EntryRow,
  actor: Actor | null,
  marks: { liked: Set<string>; flagged: Set<string> },
): TForumEntry {
  const facts = { authorId: row.userId };
  const isSuspendedAway = row.authorSuspended && !adminPolicy.seeSuspendedMembers(actor);
  const shown = !isSuspendedAway && (!row.hiddenAt || forumPolicy.seeHidden(actor, facts));
  return {
    id: row.id,
    position: row.position,
    author: { username: row.author?.username ?? null, avatarUrl: row.author?.avatarUrl ?? null },
    html: shown ? row.content : '',
    source: shown ? row.source : '',
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likes: row.likeCount,
    likedByMe: marks.liked.has(row.id),
    flaggedByMe: marks.flagged.has(row.id),
    isHidden: row.hiddenAt !== null || isSuspendedAway,
    abilities: {
      edit: forumPolicy.edit(actor, facts).allowed,
      delete: forumPolicy.remove(actor, facts).allowed,
      like: !isSuspendedAway && forumPolicy.like(actor, facts).allowed,
      flag: !isSuspendedAway && forumPolicy.flag(actor, facts).allowed && !marks.flagged.has(row.id),
      moderate: isOffered(forumPolicy.moderate(actor)),
    },
  };
}

export function presentAdminCategory(row: repo.AdminCategoryRow): TAdminCategory {
  return {
    ...presentCategory(row),
    position: row.position,
    isDefault: row.slug === FORUM_DEFAULT_CATEGORY,
  };
}

export function presentAdminTopic(row: repo.AdminTopicRow): TAdminTopic {
  return {
    id: row.id,
    title: row.title,
    category: { slug: row.category, name: row.categoryName ?? row.category },
    author: { username: row.author?.username ?? null, avatarUrl: row.author?.avatarUrl ?? null },
    replies: row.replies,
    flagCount: row.flagCount,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    isPinned: row.isPinned,
    isLocked: row.isLocked,
    isHidden: row.hiddenAt !== null,
  };
}
