import { sanitizePlain } from '@rewind/shared/sanitize';
import type { ZFlagRequest } from '@rewind/shared/reports';
import { isAutoUsername } from '@rewind/shared/auth';
import type {
  TCreatedReply,
  TTopicDetail,
  TTopicPage,
  ZModerationRequest,
  ZNewTopicRequest,
} from '@rewind/shared/forum';
import { countOutsideLinks, mentionedNames, renderForumText } from '@rewind/shared/forum-text';
import { LIMITS } from '@rewind/shared/limits';
import { topicPath } from '@rewind/shared/slug';
import { MSG } from '@rewind/shared/messages';
import { forumPolicy, type TForumMember } from '@rewind/shared/policies/forum';
import { adminPolicy } from '@rewind/shared/policies/admin';
import { silencePolicy } from '@rewind/shared/policies/restrictions';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { Period } from '../../platform/periods';
import { authorize } from '../../platform/authorize';
import { AppError, notFound } from '../../platform/errors';
import { pageAnswer, uncountedPage } from '../../platform/paging';
import { type RecordEvents, withdrawForumEvents } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import {
  presentAdminCategory,
  presentAdminTopic,
  presentCategory,
  presentEntry,
  presentTopicSummary,
} from './forum.presenter';
import type {
  TAdminCategories,
  TAdminCategory,
  TAdminTopicPage,
  TCategoryContents,
  ZCategoryCreateRequest,
  ZCategoryUpdateRequest,
} from '@rewind/shared/admin-forum';
import { FORUM_DEFAULT_CATEGORY } from '@rewind/shared/options';
import type { TAdminAction } from '@rewind/shared/admin';
import { recordAdminAction } from '../admin/audit.service';
import { closeReports, fileReport, openReportsBy } from '../reports/reports.service';

/** How the audit log names each moderation. */
const MODERATION_ACTIONS = {
  lock: 'forum.lock',
  unlock: 'forum.lock',
  pin: 'forum.pin',
  unpin: 'forum.pin',
  move: 'forum.move',
  delete: 'forum.delete',
  restore: 'forum.restore',
} as const satisfies Record<Moderation['action'], TAdminAction>;
import * as repo from './forum.repo';

type NewTopic = z.output<typeof ZNewTopicRequest>;
type Flag = z.output<typeof ZFlagRequest>;

/** A post's words without its markup, a space where a block ended (a report quotes them). */
const plainText = (html: string) =>
  sanitizePlain(html.replace(/<\/(p|li|h\d|blockquote|pre)>/g, '$& ')).trim();
type Moderation = z.output<typeof ZModerationRequest>;
type CategoryDraft = z.output<typeof ZCategoryCreateRequest>;
type CategoryChanges = z.output<typeof ZCategoryUpdateRequest>;

const HOUR_MS = 60 * 60 * 1000;
const PAGE = LIMITS.forumPostsPage;
const REPLIES_PAGE = LIMITS.forumRepliesPage;
/** At most this many members are told of one post's mentions. */
const MENTIONS_MAX = 20;

type Deps = {
  db: Db;
  profiles: Pick<ProfilesService, 'findProfile' | 'membersNamed'>;
  record: RecordEvents;
  now: () => Date;
};

/** A topic's opening post or a reply, found by its id, locked for a change. */
type LockedTopic = NonNullable<Awaited<ReturnType<typeof repo.lockTopic>>>;
type LockedEntry =
  | { isTopic: true; id: string; topic: LockedTopic; authorId: string; hiddenAt: Date | null }
  | {
      isTopic: false;
      id: string;
      topic: LockedTopic;
      reply: NonNullable<Awaited<ReturnType<typeof repo.lockReply>>>;
      authorId: string;
      hiddenAt: Date | null;
    };

export function createForumService({ db, profiles, record, now }: Deps) {
  /** What the rules need of the caller: a completed profile, and how long they have been a member. */
  async function memberOf(
    actor: Actor | null,
  ): Promise<(TForumMember & { joinedAt: Date; username: string }) | null> {
    if (!actor) return null;
    const profile = await profiles.findProfile(actor.userId);
    if (!profile) return null;
    return {
      profileComplete: !isAutoUsername(profile.username),
      joinedAt: profile.createdAt,
      username: profile.username,
    };
  }

  const isNewMember = (member: { joinedAt: Date }) =>
    now().getTime() - member.joinedAt.getTime() < LIMITS.forum.newMemberHours * HOUR_MS;

  /** The post's HTML and the members it mentions (who exist, not the writer). */
  async function render(source: string, writerId: string) {
    const names = mentionedNames(source).slice(0, MENTIONS_MAX);
    const members = (await profiles.membersNamed(names)).filter((member) => member.userId !== writerId);
    const html = renderForumText(source, new Set(members.map((member) => member.username)));
    return { html, mentioned: members.map((member) => member.userId) };
  }

  /** A new member's post may hold only a few links to other sites. */
  function checkLinks(html: string, member: { joinedAt: Date }) {
    const max = LIMITS.forum.newMemberLinks;
    if (isNewMember(member) && countOutsideLinks(html) > max) {
      throw new AppError(400, 'validation', MSG.newMemberLinkLimit(max), {
        content: MSG.newMemberLinkLimit(max),
      });
    }
  }

  async function categoryOr404(slug: string) {
    const category = await repo.findCategory(db, slug);
    if (!category) throw notFound(MSG.forumCategoryNotFound);
    return category;
  }

  /**
   * The topic as a reader may see it: gone when deleted, or hidden by flags from all but its author and admins,
   * or while its author is suspended from all but admins.
   */
  async function visibleTopic(actor: Actor | null, topicId: string) {
    const topic = await repo.findTopic(db, topicId, actor?.userId ?? null);
    if (!topic || topic.deletedAt) throw notFound(MSG.topicNotFound);
    if (topic.hiddenAt && !forumPolicy.seeHidden(actor, { authorId: topic.userId })) {
      throw notFound(MSG.topicNotFound);
    }
    if (topic.authorSuspended && !adminPolicy.seeSuspendedMembers(actor)) throw notFound(MSG.topicNotFound);
    return topic;
  }

  /**
   * A topic or reply locked for a change, as `actor` may reach it: what a member suspended now wrote (or
   * replies under their topic) is not there for anyone but admins, by its id either.
   */
  async function lockEntry(tx: Db, entryId: string, actor: Actor | null): Promise<LockedEntry> {
    const isAway = (...authors: { authorSuspended: boolean }[]) =>
      authors.some((author) => author.authorSuspended) && !adminPolicy.seeSuspendedMembers(actor);
    const topic = await repo.lockTopic(tx, entryId);
    if (topic && !topic.deletedAt) {
      if (isAway(topic)) throw notFound(MSG.forumEntryNotFound);
      return { isTopic: true, id: entryId, topic, authorId: topic.userId, hiddenAt: topic.hiddenAt };
    }
    const reply = await repo.lockReply(tx, entryId);
    if (!reply || reply.deletedAt) throw notFound(MSG.forumEntryNotFound);
    const parent = await repo.lockTopic(tx, reply.postId);
    if (!parent || parent.deletedAt || isAway(reply, parent)) throw notFound(MSG.forumEntryNotFound);
    return {
      isTopic: false,
      id: entryId,
      topic: parent,
      reply,
      authorId: reply.userId,
      hiddenAt: reply.hiddenAt,
    };
  }

  /** Hides or shows again what flags hid: a hidden topic leaves its category's list and the feed. */
  async function setHidden(tx: Db, entry: LockedEntry, hidden: boolean, at: Date) {
    const hiddenAt = hidden ? at : null;
    if (entry.isTopic) {
      await repo.updateTopic(tx, entry.id, { hiddenAt, ...(hidden ? {} : { flagCount: 0 }) }, at);
      await repo.adjustCategory(tx, entry.topic.category, { topics: hidden ? -1 : 1 });
    } else {
      await repo.updateReply(tx, entry.id, { hiddenAt, ...(hidden ? {} : { flagCount: 0 }) });
    }
    if (hidden) await withdrawForumEvents(tx, entry.isTopic ? { postId: entry.id } : { replyId: entry.id });
  }

  /** Flags an admin set aside no longer count toward hiding the post. */
  async function resetFlags(tx: Db, entry: LockedEntry, at: Date) {
    if (entry.isTopic) await repo.updateTopic(tx, entry.id, { flagCount: 0 }, at);
    else await repo.updateReply(tx, entry.id, { flagCount: 0 });
  }

  /** Removes a topic (with its replies' counts) or a reply; `by` and `reason` when an admin does it. */
  async function softDelete(
    tx: Db,
    entry: LockedEntry,
    at: Date,
    by: { userId: string; reason: string | null },
  ) {
    const removal = { deletedAt: at, deletedBy: by.userId, deletedReason: by.reason };
    if (entry.isTopic) {
      await repo.updateTopic(tx, entry.id, removal, at);
      await repo.adjustCategory(tx, entry.topic.category, {
        topics: entry.hiddenAt ? 0 : -1,
        replies: -entry.topic.replies,
      });
      await withdrawForumEvents(tx, { postId: entry.id });
    } else {
      await repo.updateReply(tx, entry.id, removal);
      await repo.adjustTopicReplies(tx, entry.topic.id, -1);
      await repo.adjustCategory(tx, entry.topic.category, { replies: -1 });
      await withdrawForumEvents(tx, { replyId: entry.id });
    }
  }

  /** The page a reply position falls on. */
  async function pageOf(tx: Db, topicId: string, position: number) {
    const before = await repo.countRepliesUpTo(tx, topicId, position);
    return Math.max(1, Math.ceil(before / REPLIES_PAGE));
  }

  /** The page to open a topic at: the reader's first unread reply, else the first page. */
  async function startingPage(actor: Actor | null, topic: repo.TopicRow): Promise<number> {
    if (!actor) return 1;
    const position = topic.readTo;
    if (position === null || position >= topic.lastPosition) return position === null ? 1 : lastPage(topic);
    return pageOf(db, topic.id, position + 1);
  }

  const lastPage = (topic: { replies: number }) => Math.max(1, Math.ceil(topic.replies / REPLIES_PAGE));

  return {
    async categories() {
      return { categories: (await repo.listCategories(db)).map(presentCategory) };
    },

    /**
     * A category's topics, 20 a page, pinned first, then by last activity, with the reader's unread marks;
     * those of members suspended now for admins only (the count without them too).
     */
    async topics(actor: Actor | null, slug: string, page: number): Promise<TTopicPage> {
      const hideSuspended = !adminPolicy.seeSuspendedMembers(actor);
      const [category, rows, leftOut] = await Promise.all([
        categoryOr404(slug),
        repo.findTopicsPage(db, slug, actor?.userId ?? null, { page, pageSize: PAGE, hideSuspended }),
        hideSuspended ? repo.countSuspendedAuthorsTopics(db, slug) : 0,
      ]);
      return {
        category: presentCategory(category),
        ...pageAnswer(
          rows.map((row) => presentTopicSummary(row, actor !== null)),
          Math.max(0, category.topicCount - leftOut),
          { page, pageSize: PAGE },
        ),
      };
    },

    /** Starts a topic; its author takes part in it from the start. */
    async createTopic(actor: Actor | null, input: NewTopic): Promise<string> {
      const member = await memberOf(actor);
      authorize(forumPolicy.post(actor, member));
      const writer = actor!;
      await categoryOr404(input.category);
      if (isNewMember(member!)) {
        const since = new Date(now().getTime() - 24 * HOUR_MS);
        const max = LIMITS.forum.newMemberTopicsPerDay;
        if ((await repo.countTopicsSince(db, writer.userId, since)) >= max) {
          throw new AppError(429, 'new_member_limit', MSG.newMemberTopicLimit(max));
        }
      }
      const { html, mentioned } = await render(input.content, writer.userId);
      checkLinks(html, member!);
      const writerName = member!.username;
      const at = now();
      return db.transaction(async (tx) => {
        const id = await repo.insertTopic(tx, {
          userId: writer.userId,
          title: input.title,
          content: html,
          source: input.content,
          category: input.category,
          at,
        });
        await repo.adjustCategory(tx, input.category, { topics: 1, activityAt: at });
        await repo.markRead(tx, { userId: writer.userId, postId: id, position: 0, participant: true, at });
        await record(tx, { kind: 'topic-posted', userId: writer.userId, topic: { id, title: input.title } });
        await notifyMentions(tx, mentioned, writerName, { id, title: input.title });
        return id;
      });
    },

    /** A topic with a page of its replies; without a page, where the reader stopped. */
    async topic(actor: Actor | null, topicId: string, requestedPage?: number): Promise<TTopicDetail> {
      const [topic, member] = await Promise.all([visibleTopic(actor, topicId), memberOf(actor)]);
      const page = requestedPage ?? (await startingPage(actor, topic));
      const replies = await repo.findRepliesPage(db, topic.id, { page, pageSize: REPLIES_PAGE });
      const entries = [topic.id, ...replies.map((reply) => reply.id)];
      const [liked, flagged] = actor
        ? await Promise.all([
            repo.likedBy(db, actor.userId, entries),
            openReportsBy(db, actor.userId, 'post', entries),
          ])
        : [new Set<string>(), new Set<string>()];
      const marks = { liked, flagged };
      const present = (entry: Parameters<typeof presentEntry>[0]) => presentEntry(entry, actor, marks);
      const mayReply = forumPolicy.reply(actor, member, topic);
      return {
        id: topic.id,
        title: topic.title,
        category: { slug: topic.category, name: topic.categoryName ?? topic.category },
        isPinned: topic.isPinned,
        isLocked: topic.isLocked,
        post: present({ ...topic, position: 0 }),
        replies: pageAnswer(replies.map(present), topic.replies, { page, pageSize: REPLIES_PAGE }),
        canReply: mayReply.allowed,
        replyRefusal: mayReply.allowed ? null : mayReply.message,
      };
    },

    /** The reader has seen the topic up to `position`: its list stops marking it unread. */
    async markRead(actor: Actor, topicId: string, position: number): Promise<void> {
      const topic = await visibleTopic(actor, topicId);
      await repo.markRead(db, {
        userId: actor.userId,
        postId: topic.id,
        position: Math.min(position, topic.lastPosition),
        at: now(),
      });
    },

    /** Replies; tells those taking part, and the members mentioned. Answers the page the reply is on. */
    async reply(actor: Actor | null, topicId: string, content: string): Promise<TCreatedReply> {
      const topic = await visibleTopic(actor, topicId);
      const member = await memberOf(actor);
      authorize(forumPolicy.reply(actor, member, topic));
      const writer = actor!;
      const { html, mentioned } = await render(content, writer.userId);
      checkLinks(html, member!);
      const writerName = member!.username;
      const at = now();
      return db.transaction(async (tx) => {
        const locked = await repo.lockTopic(tx, topicId);
        if (!locked || locked.deletedAt) throw notFound(MSG.topicNotFound);
        authorize(forumPolicy.reply(actor, member, locked));
        const position = await repo.takeReplyPosition(tx, topicId, writer.userId, at);
        const id = await repo.insertReply(tx, {
          postId: topicId,
          userId: writer.userId,
          position,
          content: html,
          source: content,
          at,
        });
        await repo.adjustCategory(tx, locked.category, { replies: 1, activityAt: at });
        const subject = { id: topicId, title: locked.title };
        const told = new Set([writer.userId, ...mentioned]);
        const participants = (await repo.participantsOf(tx, topicId)).filter((userId) => !told.has(userId));
        await repo.markRead(tx, { userId: writer.userId, postId: topicId, position, participant: true, at });
        await notify(tx, participants, {
          kind: 'reply',
          text: MSG.forumReplyNotice(writerName, locked.title),
          link: topicPath(topicId),
        });
        await notifyMentions(tx, mentioned, writerName, subject);
        await record(tx, { kind: 'reply-posted', userId: writer.userId, topic: subject, replyId: id });
        return { id, page: await pageOf(tx, topicId, position) };
      });
    },

    /** The author changes the title or text of their topic, or the text of a reply (shown as edited). */
    async edit(actor: Actor | null, entryId: string, changes: { title?: string; content?: string }) {
      const member = await memberOf(actor);
      const rendered =
        changes.content === undefined ? null : await render(changes.content, actor?.userId ?? '');
      if (rendered && member) checkLinks(rendered.html, member);
      await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, entryId, actor);
        authorize(forumPolicy.edit(actor, entry));
        const at = now();
        const text = rendered ? { content: rendered.html, source: changes.content! } : {};
        if (entry.isTopic) {
          await repo.updateTopic(
            tx,
            entryId,
            { ...text, ...(changes.title && { title: changes.title }), editedAt: at },
            at,
          );
        } else {
          await repo.updateReply(tx, entryId, { ...text, editedAt: at });
        }
      });
    },

    /** The author deletes their own topic or reply. */
    async remove(actor: Actor | null, entryId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, entryId, actor);
        authorize(forumPolicy.remove(actor, entry));
        await softDelete(tx, entry, now(), { userId: actor!.userId, reason: null });
      });
    },

    /** Likes someone else's post or takes the like back; answers the count and the caller's mark. */
    async like(actor: Actor | null, entryId: string, liked: boolean) {
      return db.transaction(async (tx) => {
        const entry = await lockEntry(tx, entryId, actor);
        authorize(forumPolicy.like(actor, entry));
        const changed = await repo.setLike(
          tx,
          { entryId, postId: entry.topic.id, userId: actor!.userId },
          liked,
        );
        const likes = changed
          ? await repo.adjustLikes(tx, entry, liked ? 1 : -1)
          : entry.isTopic
            ? entry.topic.likeCount
            : entry.reply.likeCount;
        return { likes, likedByMe: liked };
      });
    },

    /** A member flags a post; flags from three members hide it until an admin decides. */
    async flag(actor: Actor | null, entryId: string, input: Flag): Promise<void> {
      await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, entryId, actor);
        authorize(forumPolicy.flag(actor, entry));
        authorize(silencePolicy.publish(actor, [input.note]));
        const at = now();
        const isNew = await fileReport(
          tx,
          {
            targetType: 'post',
            targetId: entryId,
            subjectId: entry.authorId,
            reporterId: actor!.userId,
            reason: input.reason,
            note: input.note || null,
            label: entry.topic.title,
            excerpt: plainText(entry.isTopic ? entry.topic.content : entry.reply.content),
            path: topicPath(entry.topic.id),
          },
          at,
        );
        if (!isNew) throw new AppError(409, 'duplicate', MSG.alreadyFlagged);
        const flagCount = (entry.isTopic ? entry.topic.flagCount : entry.reply.flagCount) + 1;
        if (entry.isTopic) await repo.updateTopic(tx, entryId, { flagCount }, at);
        else await repo.updateReply(tx, entryId, { flagCount });
        if (flagCount >= LIMITS.forum.flagsToHide && !entry.hiddenAt) await setHidden(tx, entry, true, at);
      });
    },

    /** An admin's decision: lock, pin, move, remove with a reason, or restore what flags hid. */
    async moderate(actor: Actor | null, entryId: string, input: Moderation): Promise<void> {
      authorize(forumPolicy.moderate(actor));
      const admin = actor!;
      if (input.action === 'move') await categoryOr404(input.category ?? '');
      await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, entryId, actor);
        const at = now();
        if (['lock', 'unlock', 'pin', 'unpin', 'move'].includes(input.action) && !entry.isTopic) {
          throw new AppError(400, 'validation', MSG.topicsOnly);
        }
        await recordAdminAction(tx, admin, {
          action: MODERATION_ACTIONS[input.action],
          targetType: entry.isTopic ? 'topic' : 'reply',
          targetId: entryId,
          targetLabel: entry.topic.title,
          reason: input.reason ?? null,
          details: { did: input.action, ...(input.category ? { category: input.category } : {}) },
        });
        switch (input.action) {
          case 'lock':
          case 'unlock':
            return repo.updateTopic(tx, entryId, { isLocked: input.action === 'lock' }, at);
          case 'pin':
          case 'unpin':
            return repo.updateTopic(tx, entryId, { isPinned: input.action === 'pin' }, at);
          case 'move':
            return moveTopic(tx, entry, input.category!, at);
          case 'restore':
            await closeReports(
              tx,
              { targetType: 'post', targetId: entryId },
              {
                by: admin.userId,
                at,
                state: 'dismissed',
                outcomes: [],
                note: input.reason ?? null,
              },
            );
            if (entry.hiddenAt) await setHidden(tx, entry, false, at);
            else await resetFlags(tx, entry, at);
            return;
          case 'delete': {
            if (!input.reason) {
              throw new AppError(400, 'validation', MSG.forumRemovalNeedsReason, {
                reason: MSG.forumRemovalNeedsReason,
              });
            }
            await closeReports(
              tx,
              { targetType: 'post', targetId: entryId },
              {
                by: admin.userId,
                at,
                state: 'resolved',
                outcomes: ['removed'],
                note: input.reason,
              },
            );
            await softDelete(tx, entry, at, { userId: admin.userId, reason: input.reason });
            if (entry.authorId !== admin.userId) {
              await notify(tx, [entry.authorId], {
                kind: 'post-removed',
                text: MSG.forumRemovedNotice(entry.topic.title, input.reason),
                link: entry.isTopic ? null : topicPath(entry.topic.id),
              });
            }
          }
        }
      });
    },

    /** A draft as the forum will show it: the same rendering and cleaning, mentions of members included. */
    async preview(actor: Actor, content: string): Promise<{ html: string }> {
      return { html: (await render(content, actor.userId)).html };
    },

    /** Topics and replies written in the period and the one before (the admin dashboard). */
    dashboardCounts: (period: Period) => repo.postCounts(db, period),

    // ---- The admin portal's Forum section: every change is in the audit log.

    /** Every category with its place, in the forum's order. */
    async categoriesForAdmin(actor: Actor | null): Promise<TAdminCategories> {
      authorize(forumPolicy.manageCategories(actor));
      return { categories: (await repo.listCategoriesForAdmin(db)).map(presentAdminCategory) };
    },

    /** A new category, after the others; 409 when its address is taken. */
    async createCategory(actor: Actor | null, input: CategoryDraft): Promise<TAdminCategory> {
      authorize(forumPolicy.manageCategories(actor));
      return db.transaction(async (tx) => {
        const isNew = await repo.insertCategory(tx, { ...input, at: now() });
        if (!isNew) {
          throw new AppError(409, 'duplicate', MSG.forumCategoryExists, { slug: MSG.forumCategoryExists });
        }
        await recordAdminAction(tx, actor!, {
          action: 'forum.category.create',
          targetType: 'forum-category',
          targetId: input.slug,
          targetLabel: input.name,
          details: { name: input.name, description: input.description },
        });
        return presentAdminCategory((await repo.lockCategory(tx, input.slug))!);
      });
    },

    /** A new name or description; the address stays, so links to the category keep working. */
    async updateCategory(
      actor: Actor | null,
      slug: string,
      changes: CategoryChanges,
    ): Promise<TAdminCategory> {
      authorize(forumPolicy.manageCategories(actor));
      return db.transaction(async (tx) => {
        const category = await repo.lockCategory(tx, slug);
        if (!category) throw notFound(MSG.forumCategoryNotFound);
        const next = {
          name: changes.name ?? category.name,
          description: changes.description ?? category.description,
        };
        await repo.updateCategory(tx, slug, next);
        await recordAdminAction(tx, actor!, {
          action: 'forum.category.update',
          targetType: 'forum-category',
          targetId: slug,
          targetLabel: next.name,
          details: {
            before: { name: category.name, description: category.description },
            after: next,
          },
        });
        return presentAdminCategory({ ...category, ...next });
      });
    },

    /** The forum's order of categories: `slugs` names each of them once (409 if one came or went meanwhile). */
    async reorderCategories(actor: Actor | null, slugs: string[]): Promise<TAdminCategories> {
      authorize(forumPolicy.manageCategories(actor));
      return db.transaction(async (tx) => {
        const current = await repo.lockAllCategories(tx);
        const known = new Set(current.map((category) => category.slug));
        if (slugs.length !== known.size || !slugs.every((slug) => known.has(slug))) {
          throw new AppError(409, 'stale', MSG.forumCategoryOrderStale);
        }
        const before = current.map((category) => category.slug);
        for (const [position, slug] of slugs.entries()) {
          if (current.find((category) => category.slug === slug)?.position !== position) {
            await repo.updateCategory(tx, slug, { position });
          }
        }
        if (before.join() !== slugs.join()) {
          await recordAdminAction(tx, actor!, {
            action: 'forum.category.update',
            targetType: 'forum-category',
            targetId: '*',
            targetLabel: 'The order of the categories',
            details: { before, after: slugs },
          });
        }
        return { categories: (await repo.listCategoriesForAdmin(tx)).map(presentAdminCategory) };
      });
    },

    /** What deleting a category moves: its topics not deleted, hidden ones counted apart, and their replies. */
    async categoryContents(actor: Actor | null, slug: string): Promise<TCategoryContents> {
      authorize(forumPolicy.manageCategories(actor));
      if (!(await repo.findCategory(db, slug))) throw notFound(MSG.forumCategoryNotFound);
      return repo.countCategoryContents(db, slug);
    },

    /**
     * Deletes a category. Its topics (deleted ones too) move first, in the same transaction, to `moveTo`,
     * which then holds their counts; a category with topics and nowhere named for them stays (409). The
     * default category, where new topics go, always stays.
     */
    async deleteCategory(actor: Actor | null, slug: string, moveTo: string | undefined): Promise<void> {
      authorize(forumPolicy.manageCategories(actor));
      if (slug === FORUM_DEFAULT_CATEGORY)
        throw new AppError(409, 'default_category', MSG.forumDefaultCategoryKept);
      if (moveTo === slug) {
        throw new AppError(400, 'validation', MSG.forumCategoryMoveToItself, {
          moveTo: MSG.forumCategoryMoveToItself,
        });
      }
      await db.transaction(async (tx) => {
        const topics = await repo.lockTopicsOfCategory(tx, slug);
        const category = await repo.lockCategory(tx, slug);
        if (!category) throw notFound(MSG.forumCategoryNotFound);
        if (topics > 0 && !moveTo) {
          throw new AppError(409, 'category_not_empty', MSG.forumCategoryHasTopics(topics), {
            moveTo: MSG.forumCategoryHasTopics(topics),
          });
        }
        // Deleted topics go with the others, or to the default category when none is named: nobody sees them.
        const target = moveTo ?? FORUM_DEFAULT_CATEGORY;
        if (!(await repo.lockCategory(tx, target))) throw notFound(MSG.forumCategoryNotFound);
        await repo.mergeCategoryInto(tx, category, target);
        await repo.deleteCategory(tx, slug);
        await recordAdminAction(tx, actor!, {
          action: 'forum.category.delete',
          targetType: 'forum-category',
          targetId: slug,
          targetLabel: category.name,
          details: { movedTo: moveTo ?? null, topics, replies: category.replyCount },
        });
      });
    },

    /** Every topic not deleted, hidden ones too, newest activity first: what the portal moderates from. */
    async topicsForAdmin(
      actor: Actor | null,
      at: { page: number; pageSize: number },
    ): Promise<TAdminTopicPage> {
      authorize(forumPolicy.manageCategories(actor));
      return uncountedPage(await repo.findTopicsForAdmin(db, at), at, presentAdminTopic);
    },

    /** Posts of the last 30 days and replies in all, for the community stats. */
    counts: (since: Date) => repo.forumCounts(db, since),
  };

  async function moveTopic(tx: Db, entry: LockedEntry, category: string, at: Date) {
    const from = entry.topic.category;
    if (from === category) return;
    await repo.updateTopic(tx, entry.id, { category }, at);
    const shown = entry.hiddenAt ? 0 : 1;
    await repo.adjustCategory(tx, from, { topics: -shown, replies: -entry.topic.replies });
    await repo.adjustCategory(tx, category, {
      topics: shown,
      replies: entry.topic.replies,
      activityAt: entry.topic.lastActivityAt,
    });
  }

  async function notifyMentions(
    tx: Db,
    userIds: string[],
    writerName: string,
    topic: { id: string; title: string },
  ) {
    if (userIds.length === 0) return;
    await notify(tx, userIds, {
      kind: 'mention',
      text: MSG.forumMentionNotice(writerName, topic.title),
      link: topicPath(topic.id),
    });
  }
}

export type ForumService = ReturnType<typeof createForumService>;
