import { countsIn, type Period, withinPeriods } from '../../platform/periods';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notInArray,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import {
  forumCategories as categories,
  forumLikes as likes,
  forumPosts as topics,
  forumReads as reads,
  forumReplies as replies,
} from '../../db/schema/forum';
import { memberCards } from '../profiles/profiles.views';
import { isSuspended, suspendedMembers } from '../auth/auth.views';
import { offsetOf, rowsOfPageAndOneMore } from '../../platform/paging';

const authors = memberCards('author_card');
const lastRepliers = memberCards('last_replier_card');

// ---- Categories

const categoryColumns = {
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  topicCount: categories.topicCount,
  replyCount: categories.replyCount,
  lastActivityAt: categories.lastActivityAt,
};
export function listCategories(db: Db) {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.name));
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export async function findCategory(db: Db, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row;
}

/** Moves a category's counts by `change` (topics shown, replies) and marks its last activity. */
export async function adjustCategory(
  tx: Db,
  slug: string,
  change: { topics?: number; replies?: number; activityAt?: Date },
): Promise<void> {
  await tx
    .update(categories)
    .set({
      topicCount: sql`${categories.topicCount} + ${change.topics ?? 0}`,
      replyCount: sql`${categories.replyCount} + ${change.replies ?? 0}`,
      ...(change.activityAt && {
        lastActivityAt: sql`greatest(${categories.lastActivityAt}, ${change.activityAt.toISOString()}::timestamptz)`,
      }),
    })
    .where(eq(categories.slug, slug));
}

// ---- Topics

const topicColumns = {
  id: topics.id,
  userId: topics.userId,
  title: topics.title,
  category: topics.category,
  content: topics.content,
  source: topics.source,
  replies: topics.replies,
  lastPosition: topics.lastPosition,
  lastActivityAt: topics.lastActivityAt,
  isPinned: topics.isPinned,
  isLocked: topics.isLocked,
  likeCount: topics.likeCount,
  flagCount: topics.flagCount,
  hiddenAt: topics.hiddenAt,
  editedAt: topics.editedAt,
  deletedAt: topics.deletedAt,
  createdAt: topics.createdAt,
};

const listOrder = [desc(topics.isPinned), desc(topics.lastActivityAt), desc(topics.id)];

/**
 * The topics of a category that its list shows but whose authors are suspended now: found
 * from the few suspended down forum_posts_user_created_idx.
 */
const suspendedAuthorsTopics = (category: string) =>
  new QueryBuilder()
    .select({ id: topics.id })
    .from(topics)
    .where(
      and(
        inArray(topics.userId, suspendedMembers),
        eq(topics.category, category),
        isNull(topics.deletedAt),
        isNull(topics.hiddenAt),
      ),
    );

/** How many topics of the category its list leaves out while their authors are suspended. */
export async function countSuspendedAuthorsTopics(db: Db, category: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(suspendedAuthorsTopics(category).as('suspended_topics'));
  return row?.n ?? 0;
}

/**
 * A page of a category's topics as its list shows them: pinned first, then by last activity. The page's ids
 * come from the index alone (an index-only walk past the earlier pages); only its own rows are then read, with
 * their authors and the viewer's places. With `hideSuspended`, without the topics of members suspended now,
 * left out by their ids (a hashed subplan), so that the walk stays index-only.
 */
export async function findTopicsPage(
  db: Db,
  category: string,
  viewerId: string | null,
  at: { page: number; pageSize: number; hideSuspended: boolean },
) {
  const page = db
    .select({ id: topics.id })
    .from(topics)
    .where(
      and(
        eq(topics.category, category),
        isNull(topics.deletedAt),
        isNull(topics.hiddenAt),
        at.hideSuspended ? notInArray(topics.id, suspendedAuthorsTopics(category)) : undefined,
      ),
    )
    .orderBy(...listOrder)
    .limit(at.pageSize)
    .offset(offsetOf(at))
    .as('page');
  return db
    .select({
      id: topics.id,
      title: topics.title,
      category: topics.category,
      replies: topics.replies,
      likeCount: topics.likeCount,
      lastPosition: topics.lastPosition,
      lastActivityAt: topics.lastActivityAt,
      isPinned: topics.isPinned,
      isLocked: topics.isLocked,
      createdAt: topics.createdAt,
      author: { username: authors.username, avatarUrl: authors.avatarUrl },
      // A member suspended now is not named as the last to reply: their reply is hidden in the topic.
      lastReplyBy: at.hideSuspended
        ? sql<string | null>`case when ${isSuspended(topics.lastReplyUserId)} then null
            else ${lastRepliers.username} end`
        : lastRepliers.username,
      // null: never opened by the viewer (or no viewer).
      lastReadPosition: viewerId
        ? sql<number | null>`(select ${reads.lastReadPosition} from ${reads}
            where ${reads.userId} = ${viewerId} and ${reads.postId} = ${topics.id})`
        : sql<null>`null`,
    })
    .from(page)
    .innerJoin(topics, eq(topics.id, page.id))
    .leftJoin(authors, eq(authors.userId, topics.userId))
    .leftJoin(lastRepliers, eq(lastRepliers.userId, topics.lastReplyUserId))
    .orderBy(...listOrder);
}

/**
 * A topic with its author (and whether they are suspended now), its category's name, and where the viewer
 * stopped (null: never opened, or no viewer).
 */
export async function findTopic(db: Db, id: string, viewerId: string | null = null) {
  const [row] = await db
    .select({
      ...topicColumns,
      authorSuspended: isSuspended(topics.userId),
      categoryName: categories.name,
      readTo: viewerId
        ? sql<number | null>`(select ${reads.lastReadPosition} from ${reads}
            where ${reads.userId} = ${viewerId} and ${reads.postId} = ${topics.id})`
        : sql<null>`null`,
      author: { username: authors.username, avatarUrl: authors.avatarUrl },
    })
    .from(topics)
    .leftJoin(categories, eq(categories.slug, topics.category))
    .leftJoin(authors, eq(authors.userId, topics.userId))
    .where(eq(topics.id, id))
    .limit(1);
  return row;
}
export type TopicRow = NonNullable<Awaited<ReturnType<typeof findTopic>>>;

/** The topic locked for a change: what the rules and the counts need. */
/** A topic, locked for the change about to be made, and whether its author is suspended now. */
export async function lockTopic(tx: Db, id: string) {
  const [row] = await tx
    .select({ ...topicColumns, authorSuspended: isSuspended(topics.userId) })
    .from(topics)
    .where(eq(topics.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function insertTopic(
  tx: Db,
  values: { userId: string; title: string; content: string; source: string; category: string; at: Date },
): Promise<string> {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(topics)
    .values({ ...rest, createdAt: at, updatedAt: at, lastActivityAt: at })
    .returning({ id: topics.id });
  return row!.id;
}

export async function updateTopic(
  tx: Db,
  id: string,
  changes: Partial<{
    title: string;
    content: string;
    source: string;
    category: string;
    isPinned: boolean;
    isLocked: boolean;
    hiddenAt: Date | null;
    flagCount: number;
    editedAt: Date;
    deletedAt: Date;
    deletedBy: string;
    deletedReason: string | null;
  }>,
  at: Date,
): Promise<void> {
  await tx
    .update(topics)
    .set({ ...changes, updatedAt: at })
    .where(eq(topics.id, id));
}

/** Takes the topic's next reply position and counts the reply; the row stays locked until commit. */
export async function takeReplyPosition(tx: Db, id: string, userId: string, at: Date): Promise<number> {
  const [row] = await tx
    .update(topics)
    .set({
      lastPosition: sql`${topics.lastPosition} + 1`,
      replies: sql`${topics.replies} + 1`,
      lastActivityAt: at,
      lastReplyUserId: userId,
    })
    .where(eq(topics.id, id))
    .returning({ position: topics.lastPosition });
  return row!.position;
}

export async function adjustTopicReplies(tx: Db, id: string, change: number): Promise<void> {
  await tx
    .update(topics)
    .set({ replies: sql`${topics.replies} + ${change}` })
    .where(eq(topics.id, id));
}

/** The topics a member started since `since` (a new member's daily allowance). */
export async function countTopicsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(topics)
    .where(and(eq(topics.userId, userId), gte(topics.createdAt, since)));
  return row?.n ?? 0;
}

/** Posts of the recent window and replies in all (the community stats): an index range and the categories. */
export async function forumCounts(db: Db, since: Date) {
  const [row] = await db
    .select({
      recentPosts: sql<number>`(select count(*) from ${topics}
        where ${topics.createdAt} >= ${since.toISOString()}::timestamptz and ${topics.deletedAt} is null)`.mapWith(
        Number,
      ),
      totalReplies: sql<number>`coalesce(sum(${categories.replyCount}), 0)`.mapWith(Number),
    })
    .from(categories);
  return row!;
}

// ---- Replies

const replyColumns = {
  id: replies.id,
  postId: replies.postId,
  userId: replies.userId,
  position: replies.position,
  content: replies.content,
  source: replies.source,
  likeCount: replies.likeCount,
  flagCount: replies.flagCount,
  hiddenAt: replies.hiddenAt,
  editedAt: replies.editedAt,
  deletedAt: replies.deletedAt,
  createdAt: replies.createdAt,
};

/**
 * A page of a topic's replies not deleted, in order, with their authors (and whether they are suspended now).
 * The page's positions come from the index alone, so a late page of a long thread reads and joins only its own
 * rows.
 */
export function findRepliesPage(db: Db, topicId: string, at: { page: number; pageSize: number }) {
  const page = db
    .select({ position: replies.position })
    .from(replies)
    .where(and(eq(replies.postId, topicId), isNull(replies.deletedAt)))
    .orderBy(asc(replies.position))
    .limit(at.pageSize)
    .offset(offsetOf(at))
    .as('page');
  return db
    .select({
      ...replyColumns,
      authorSuspended: isSuspended(replies.userId),
      author: { username: authors.username, avatarUrl: authors.avatarUrl },
    })
    .from(page)
    .innerJoin(replies, and(eq(replies.postId, topicId), eq(replies.position, page.position)))
    .leftJoin(authors, eq(authors.userId, replies.userId))
    .orderBy(asc(replies.position));
}
export type ReplyRow = Awaited<ReturnType<typeof findRepliesPage>>[number];

/** How many replies not deleted come up to `position`: where it falls among the pages. */
export async function countRepliesUpTo(db: Db, topicId: string, position: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(replies)
    .where(and(eq(replies.postId, topicId), isNull(replies.deletedAt), lte(replies.position, position)));
  return row?.n ?? 0;
}

/** A reply, locked for the change about to be made, and whether its author is suspended now. */
export async function lockReply(tx: Db, id: string) {
  const [row] = await tx
    .select({ ...replyColumns, authorSuspended: isSuspended(replies.userId) })
    .from(replies)
    .where(eq(replies.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function insertReply(
  tx: Db,
  values: { postId: string; userId: string; position: number; content: string; source: string; at: Date },
): Promise<string> {
  const { at, ...rest } = values;
  const [row] = await tx
    .insert(replies)
    .values({ ...rest, createdAt: at })
    .returning({ id: replies.id });
  return row!.id;
}

export async function updateReply(
  tx: Db,
  id: string,
  changes: Partial<{
    content: string;
    source: string;
    hiddenAt: Date | null;
    flagCount: number;
    editedAt: Date;
    deletedAt: Date;
    deletedBy: string;
    deletedReason: string | null;
  }>,
): Promise<void> {
  await tx.update(replies).set(changes).where(eq(replies.id, id));
}

// ---- Readers

/** Moves a member's place in a topic forward (never back); `participant` marks them as taking part. */
export async function markRead(
  tx: Db,
  values: { userId: string; postId: string; position: number; participant?: boolean; at: Date },
): Promise<void> {
  await tx
    .insert(reads)
    .values({
      userId: values.userId,
      postId: values.postId,
      lastReadPosition: values.position,
      isParticipant: values.participant ?? false,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [reads.userId, reads.postId],
      set: {
        lastReadPosition: sql`greatest(${reads.lastReadPosition}, excluded.last_read_position)`,
        isParticipant: sql`${reads.isParticipant} or excluded.is_participant`,
        updatedAt: values.at,
      },
    });
}

/** Who takes part in a topic: its author and everyone who replied. */
export async function participantsOf(tx: Db, postId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: reads.userId })
    .from(reads)
    .where(and(eq(reads.postId, postId), eq(reads.isParticipant, true)));
  return rows.map((row) => row.userId);
}

// ---- Likes and flags

/** Of `entryIds`, those the member liked. */
export async function likedBy(db: Db, userId: string, entryIds: string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await db
    .select({ entryId: likes.entryId })
    .from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.entryId, entryIds)));
  return new Set(rows.map((row) => row.entryId));
}

/** Adds or takes back a like; answers whether anything changed. */
export async function setLike(
  tx: Db,
  values: { entryId: string; postId: string; userId: string },
  liked: boolean,
): Promise<boolean> {
  if (liked) {
    const rows = await tx
      .insert(likes)
      .values(values)
      .onConflictDoNothing()
      .returning({ entryId: likes.entryId });
    return rows.length > 0;
  }
  const rows = await tx
    .delete(likes)
    .where(and(eq(likes.entryId, values.entryId), eq(likes.userId, values.userId)))
    .returning({ entryId: likes.entryId });
  return rows.length > 0;
}

/** Moves an entry's like count by `change`; answers the new count. */
export async function adjustLikes(tx: Db, entry: { id: string; isTopic: boolean }, change: number) {
  const table = entry.isTopic ? topics : replies;
  const [row] = await tx
    .update(table)
    .set({ likeCount: sql`${table.likeCount} + ${change}` })
    .where(eq(table.id, entry.id))
    .returning({ likes: table.likeCount });
  return row!.likes;
}

/** Topics and replies written in the period and in the one before (the admin dashboard). */
export async function postCounts(db: Db, period: Period) {
  const [[topicRow], [replyRow]] = await Promise.all([
    db.select(countsIn(topics.createdAt, period)).from(topics).where(withinPeriods(topics.createdAt, period)),
    db
      .select(countsIn(replies.createdAt, period))
      .from(replies)
      .where(withinPeriods(replies.createdAt, period)),
  ]);
  return {
    posts: {
      current: topicRow!.current + replyRow!.current,
      previous: topicRow!.previous + replyRow!.previous,
    },
  };
}

// ---- The admins' category manager and topic list

/** Every category with its place, in the forum's order. */
export function listCategoriesForAdmin(db: Db) {
  return db
    .select({ ...categoryColumns, position: categories.position })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}
export type AdminCategoryRow = Awaited<ReturnType<typeof listCategoriesForAdmin>>[number];

/** The category locked for a change, with its counts and place. */
export async function lockCategory(tx: Db, slug: string): Promise<AdminCategoryRow | undefined> {
  const [row] = await tx
    .select({ ...categoryColumns, position: categories.position })
    .from(categories)
    .where(eq(categories.slug, slug))
    .for('update')
    .limit(1);
  return row;
}

/** Adds a category after the others; answers false when its address is taken. */
export async function insertCategory(
  tx: Db,
  values: { slug: string; name: string; description: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(categories)
    .values({
      slug: values.slug,
      name: values.name,
      description: values.description,
      position: sql`(select coalesce(max(${categories.position}), -1) + 1 from ${categories})`,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ slug: categories.slug });
  return rows.length > 0;
}

export async function updateCategory(
  tx: Db,
  slug: string,
  changes: Partial<{ name: string; description: string; position: number }>,
): Promise<void> {
  await tx.update(categories).set(changes).where(eq(categories.slug, slug));
}

/** Every category locked, in the forum's order: what a new order is checked against. */
export async function lockAllCategories(tx: Db) {
  return tx
    .select({ slug: categories.slug, position: categories.position })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name))
    .for('update');
}

/**
 * Locks the topics of a category, deleted ones too, before its row: a reply locks its topic and then its
 * category, so taking them in the same order never deadlocks with one. Answers how many are not deleted.
 */
/** A category's topics not deleted, those hidden among them, and their replies not deleted, counted now. */
export async function countCategoryContents(db: Db, slug: string) {
  const [row] = await db
    .select({
      topics: countDistinct(topics.id),
      hidden: sql<number>`count(distinct ${topics.id}) filter (where ${topics.hiddenAt} is not null)`.mapWith(
        Number,
      ),
      replies: count(replies.id),
    })
    .from(topics)
    .leftJoin(replies, and(eq(replies.postId, topics.id), isNull(replies.deletedAt)))
    .where(and(eq(topics.category, slug), isNull(topics.deletedAt)));
  return row!;
}

export async function lockTopicsOfCategory(tx: Db, slug: string): Promise<number> {
  const [row] = await queryRows<{ shown: number | string }>(
    tx,
    sql`select count(*) filter (where locked.deleted_at is null) as shown
      from (select ${topics.deletedAt} as deleted_at from ${topics}
        where ${topics.category} = ${slug} for update) as locked`,
  );
  return Number(row?.shown ?? 0);
}

/**
 * Moves every topic of `from` into `to` with the counts `from` kept (its topics shown and their replies), so
 * both stay right without counting a row; `to`'s last activity is the later of the two.
 */
export async function mergeCategoryInto(tx: Db, from: AdminCategoryRow, to: string): Promise<void> {
  await tx.update(topics).set({ category: to }).where(eq(topics.category, from.slug));
  await tx
    .update(categories)
    .set({
      topicCount: sql`${categories.topicCount} + ${from.topicCount}`,
      replyCount: sql`${categories.replyCount} + ${from.replyCount}`,
      ...(from.lastActivityAt && {
        lastActivityAt: sql`greatest(${categories.lastActivityAt}, ${from.lastActivityAt.toISOString()}::timestamptz)`,
      }),
    })
    .where(eq(categories.slug, to));
}

export async function deleteCategory(tx: Db, slug: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.slug, slug));
}

/**
 * A page of every topic not deleted, hidden ones too, newest activity first (forum_posts_activity_idx), with
 * its category's name and its author; one row more than the page says whether a later page has any.
 */
export function findTopicsForAdmin(db: Db, at: { page: number; pageSize: number }) {
  return db
    .select({
      id: topics.id,
      title: topics.title,
      category: topics.category,
      categoryName: categories.name,
      replies: topics.replies,
      flagCount: topics.flagCount,
      createdAt: topics.createdAt,
      lastActivityAt: topics.lastActivityAt,
      isPinned: topics.isPinned,
      isLocked: topics.isLocked,
      hiddenAt: topics.hiddenAt,
      author: { username: authors.username, avatarUrl: authors.avatarUrl },
    })
    .from(topics)
    .leftJoin(categories, eq(categories.slug, topics.category))
    .leftJoin(authors, eq(authors.userId, topics.userId))
    .where(isNull(topics.deletedAt))
    .orderBy(desc(topics.lastActivityAt), desc(topics.id))
    .limit(rowsOfPageAndOneMore(at).limit)
    .offset(offsetOf(at));
}
export type AdminTopicRow = Awaited<ReturnType<typeof findTopicsForAdmin>>[number];
