import fastifyMultipart from '@fastify/multipart';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { readUploadedFile } from '../../platform/uploaded-file';
import {
  ZBlogAdminList,
  ZBlogCoverUpload,
  ZBlogDraft,
  ZBlogIdParam,
  ZBlogListQuery,
  ZBlogPage,
  ZBlogPost,
  ZBlogPreviewRequest,
  ZBlogSlugParam,
  ZCreateBlogPost,
  ZUpdateBlogPost,
} from '@rewind/shared/blog';
import { ZPreview } from '@rewind/shared/forum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogFeed } from './blog.rss';
import type { BlogService } from './blog.service';

const tags = ['blog'];

export const blogRoutes =
  (blog: BlogService, publicUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/blog',
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: 'Published blog posts, newest first, 12 a page',
          querystring: ZBlogListQuery,
          response: { 200: ZBlogPage },
        },
      },
      (req) => blog.list(req.query.page),
    );

    app.get(
      '/api/v1/blog/:slug',
      {
        schema: {
          tags,
          summary: 'A blog post; a draft or a scheduled post answers 404 to anyone but an admin',
          params: ZBlogSlugParam,
          response: { 200: ZBlogPost },
        },
      },
      async (req) => blog.get(await req.getActor(), req.params.slug),
    );

    app.get('/blog/rss.xml', { config: { publicCache: true }, schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/rss+xml; charset=utf-8').send(blogFeed(await blog.feed(), publicUrl)),
    );

    app.get(
      '/api/v1/admin/blog',
      {
        schema: {
          tags,
          summary: 'Every blog post with its status and Markdown (admins with a two-factor session)',
          response: { 200: ZBlogAdminList },
        },
      },
      async (req) => blog.adminList(await req.getActor()),
    );

    app.post(
      '/api/v1/admin/blog',
      {
        config: { writeLimit: 'blog' },
        schema: { tags, summary: 'Write a blog post', body: ZCreateBlogPost, response: { 201: ZBlogDraft } },
      },
      async (req, reply) => reply.code(201).send(await blog.create(await req.getActor(), req.body)),
    );

    await app.register(fastifyMultipart, {
      limits: { fileSize: LIMITS.uploadBytes + 1, files: 1, fields: 5, parts: 6 },
    });
    app.post(
      '/api/v1/admin/blog/cover',
      {
        config: { writeLimit: 'uploads' },
        schema: {
          tags,
          summary:
            "Upload a post's cover (multipart, field `file`): an image under 5 MB; answers its address",
          consumes: ['multipart/form-data'],
          response: { 201: ZBlogCoverUpload },
        },
      },
      async (req, reply) => {
        const actor = await req.getActor();
        const file = await readUploadedFile(req, {
          notAnImage: MSG.imageInvalidType,
          tooLarge: MSG.imageTooLarge,
        });
        return reply.code(201).send(await blog.uploadCover(actor, file));
      },
    );

    app.post(
      '/api/v1/admin/blog/preview',
      {
        config: { writeLimit: 'blog' },
        schema: {
          tags,
          summary: 'A body (Markdown) as the post will show it',
          body: ZBlogPreviewRequest,
          response: { 200: ZPreview },
        },
      },
      async (req) => blog.preview(await req.getActor(), req.body.source),
    );

    app.patch(
      '/api/v1/admin/blog/:id',
      {
        config: { writeLimit: 'blog' },
        schema: {
          tags,
          summary: 'Change a blog post: its text, slug, cover, or when it is published',
          params: ZBlogIdParam,
          body: ZUpdateBlogPost,
          response: { 200: ZBlogDraft },
        },
      },
      async (req) => blog.update(await req.getActor(), req.params.id, req.body),
    );

    app.delete(
      '/api/v1/admin/blog/:id',
      {
        config: { writeLimit: 'blog' },
        schema: { tags, summary: 'Delete a blog post', params: ZBlogIdParam },
      },
      async (req, reply) => {
        await blog.remove(await req.getActor(), req.params.id);
        return reply.code(204).send();
      },
    );
  };
