import { ZFlagRequest } from '@rewind/shared/reports';
import {
  ZCreatedReply,
  ZCreatedTopic,
  ZEditTopicRequest,
  ZForumCategories,
  ZForumCategoryParam,
  ZForumEntryParam,
  ZForumTopicParam,
  ZModerationRequest,
  ZNewTopicRequest,
  ZPreview,
  ZPreviewRequest,
  ZReplyRequest,
  ZTopicDetail,
  ZTopicListQuery,
  ZTopicPage,
  ZTopicQuery,
  ZTopicReadRequest,
} from '@rewind/shared/forum';
import {
  ZAdminCategories,
  ZAdminCategory,
  ZAdminTopicPage,
  ZAdminTopicQuery,
  ZCategoryContents,
  ZCategoryCreateRequest,
  ZCategoryDeleteRequest,
  ZCategoryOrderRequest,
  ZCategoryParam,
  ZCategoryUpdateRequest,
} from '@rewind/shared/admin-forum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../../platform/actor';
import type { ForumService } from './forum.service';

const ZLikeAnswer = z.object({ likes: z.number().int(), likedByMe: z.boolean() });
const tags = ['forum'];

export const forumRoutes =
  (forum: ForumService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/forum/categories',
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: 'The forum categories with their counts',
          response: { 200: ZForumCategories },
        },
      },
      () => forum.categories(),
    );

    app.get(
      '/api/v1/forum/categories/:category/topics',
      {
        schema: {
          tags,
          summary: "A category's topics, 20 a page: pinned first, then by last activity, with unread marks",
          params: ZForumCategoryParam,
          querystring: ZTopicListQuery,
          response: { 200: ZTopicPage },
        },
      },
      async (req) => forum.topics(await req.getActor(), req.params.category, req.query.page),
    );

    app.post(
      '/api/v1/forum/topics',
      {
        config: { writeLimit: 'forum' },
        schema: {
          tags,
          summary: 'Start a topic (Markdown; needs a completed profile)',
          body: ZNewTopicRequest,
          response: { 201: ZCreatedTopic },
        },
      },
      async (req, reply) => {
        const id = await forum.createTopic(await req.getActor(), req.body);
        return reply.code(201).send({ id });
      },
    );

    app.post(
      '/api/v1/forum/preview',
      {
        ...signedInOnly,
        config: { writeLimit: 'forumMarks' },
        schema: {
          tags,
          summary: 'A draft (Markdown) as the forum will show it',
          body: ZPreviewRequest,
          response: { 200: ZPreview },
        },
      },
      async (req) => forum.preview(await requireUser(req), req.body.content),
    );

    app.get(
      '/api/v1/forum/topics/:topicId',
      {
        schema: {
          tags,
          summary: "A topic and a page of its replies; without a page, the reader's first unread",
          params: ZForumTopicParam,
          querystring: ZTopicQuery,
          response: { 200: ZTopicDetail },
        },
      },
      async (req) => forum.topic(await req.getActor(), req.params.topicId, req.query.page),
    );

    app.patch(
      '/api/v1/forum/topics/:topicId',
      {
        config: { writeLimit: 'forum' },
        schema: {
          tags,
          summary: "Change my topic's title or text",
          params: ZForumTopicParam,
          body: ZEditTopicRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await forum.edit(await req.getActor(), req.params.topicId, req.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/forum/topics/:topicId/read',
      {
        config: { writeLimit: 'forumMarks' },
        schema: {
          tags,
          summary: 'Mark the topic read up to a reply',
          params: ZForumTopicParam,
          body: ZTopicReadRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await forum.markRead(await requireUser(req), req.params.topicId, req.body.position);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/forum/topics/:topicId/replies',
      {
        config: { writeLimit: 'forum' },
        schema: {
          tags,
          summary: 'Reply (Markdown); those taking part and those mentioned are told',
          params: ZForumTopicParam,
          body: ZReplyRequest,
          response: { 201: ZCreatedReply },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await forum.reply(await req.getActor(), req.params.topicId, req.body.content)),
    );

    app.patch(
      '/api/v1/forum/replies/:entryId',
      {
        config: { writeLimit: 'forum' },
        schema: {
          tags,
          summary: 'Change my reply',
          params: ZForumEntryParam,
          body: ZReplyRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await forum.edit(await req.getActor(), req.params.entryId, { content: req.body.content });
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/v1/forum/entries/:entryId',
      {
        config: { writeLimit: 'forum' },
        schema: {
          tags,
          summary: 'Delete my topic or reply',
          params: ZForumEntryParam,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await forum.remove(await req.getActor(), req.params.entryId);
        return reply.code(204).send(null);
      },
    );

    for (const [method, liked] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/v1/forum/entries/:entryId/like',
        config: { writeLimit: 'forumMarks' },
        schema: {
          tags,
          summary: liked ? "Like someone else's post" : 'Take my like back',
          params: ZForumEntryParam,
          response: { 200: ZLikeAnswer },
        },
        handler: async (req) => forum.like(await req.getActor(), req.params.entryId, liked),
      });
    }

    app.post(
      '/api/v1/forum/entries/:entryId/flags',
      {
        config: { writeLimit: 'forum' },
        schema: {
          tags,
          summary: 'Flag a post for the admins: off-topic, inappropriate, spam or other',
          params: ZForumEntryParam,
          body: ZFlagRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await forum.flag(await req.getActor(), req.params.entryId, req.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/forum/entries/:entryId/moderation',
      {
        schema: {
          tags,
          summary: 'Admins: lock, pin, move, remove with a reason, or restore what flags hid',
          params: ZForumEntryParam,
          body: ZModerationRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await forum.moderate(await req.getActor(), req.params.entryId, req.body);
        return reply.code(204).send(null);
      },
    );

    // The admin portal's Forum section: admins with a two-factor session.
    const adminTags = ['admin'];

    app.get(
      '/api/v1/admin/forum/categories',
      {
        schema: {
          tags: adminTags,
          summary: 'Admins: every category with its place and counts, in the forum’s order',
          response: { 200: ZAdminCategories },
        },
      },
      async (req) => forum.categoriesForAdmin(await req.getActor()),
    );

    app.post(
      '/api/v1/admin/forum/categories',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: adminTags,
          summary: 'Admins: a new category (its address taken from the name unless given), after the others',
          body: ZCategoryCreateRequest,
          response: { 201: ZAdminCategory },
        },
      },
      async (req, reply) => reply.code(201).send(await forum.createCategory(await req.getActor(), req.body)),
    );

    app.put(
      '/api/v1/admin/forum/categories/order',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: adminTags,
          summary: 'Admins: the order of the categories (every address once)',
          body: ZCategoryOrderRequest,
          response: { 200: ZAdminCategories },
        },
      },
      async (req) => forum.reorderCategories(await req.getActor(), req.body.slugs),
    );

    app.patch(
      '/api/v1/admin/forum/categories/:category',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: adminTags,
          summary: 'Admins: rename a category or change its description (its address stays)',
          params: ZCategoryParam,
          body: ZCategoryUpdateRequest,
          response: { 200: ZAdminCategory },
        },
      },
      async (req) => forum.updateCategory(await req.getActor(), req.params.category, req.body),
    );

    app.get(
      '/api/v1/admin/forum/categories/:category/contents',
      {
        schema: {
          tags: adminTags,
          summary:
            'Admins: what deleting a category moves: its topics, hidden ones among them, and their replies',
          params: ZCategoryParam,
          response: { 200: ZCategoryContents },
        },
      },
      async (req) => forum.categoryContents(await req.getActor(), req.params.category),
    );

    app.delete(
      '/api/v1/admin/forum/categories/:category',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: adminTags,
          summary: 'Admins: delete a category, its topics moving to another in the same transaction',
          params: ZCategoryParam,
          body: ZCategoryDeleteRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await forum.deleteCategory(await req.getActor(), req.params.category, req.body.moveTo);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/v1/admin/forum/topics',
      {
        schema: {
          tags: adminTags,
          summary: 'Admins: every topic not deleted (hidden ones too), newest activity first',
          querystring: ZAdminTopicQuery,
          response: { 200: ZAdminTopicPage },
        },
      },
      async (req) => forum.topicsForAdmin(await req.getActor(), req.query),
    );
  };
