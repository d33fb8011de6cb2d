import { randomUUID } from 'node:crypto';
import { encodeImage } from '../../platform/image-encoding';
import type { Storage } from '../../platform/storage/storage';
import { deleteStoredFiles, filesOfStoredImage, storeImage } from '../../platform/stored-image';
import type {
  TBlogAdminList,
  TBlogDraft,
  TBlogPage,
  TBlogPost,
  ZCreateBlogPost,
  ZUpdateBlogPost,
} from '@rewind/shared/blog';
import { renderBlogText } from '@rewind/shared/forum-text';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { blogPolicy } from '@rewind/shared/policies/blog';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { AppError, notFound } from '../../platform/errors';
import { recordAdminAction } from '../admin/audit.service';
import * as repo from './blog.repo';
import type { BlogPostRow, BlogPostValues } from './blog.repo';
import { presentBlogDraft, presentBlogPost, presentBlogSummary } from './blog.presenter';
import { rowsOfPageAndOneMore, uncountedPage } from '../../platform/paging';

type CreateBody = z.output<typeof ZCreateBlogPost>;
type UpdateBody = z.output<typeof ZUpdateBlogPost>;

/** Where blog covers are stored. */
const COVER_FOLDER = 'blog-covers/';
/** How long an uploaded cover waits for a post to name it before it is swept: a draft may take days. */
const COVER_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/** Covers swept per run; the next run takes the rest. */
const COVER_SWEEP_BATCH = 100;

export type BlogServiceDeps = {
  db: Db;
  /** Whether an image at this address may be shown on the site (its Content-Security-Policy allows the host). */
  isShownImage: (url: string) => boolean;
  /** Where uploaded covers are kept. */
  storage: Storage;
  now: () => Date;
};

export type BlogService = ReturnType<typeof createBlogService>;

/** The blog (decision 026). */
export function createBlogService({ db, isShownImage, storage, now }: BlogServiceDeps) {
  const isPublished = (row: BlogPostRow) => row.publishedAt !== null && row.publishedAt <= now();

  /** The stored fields of what an admin sent: the Markdown rendered, the cover checked, the date parsed. */
  function valuesOf(body: UpdateBody): Partial<BlogPostValues> {
    if (body.coverImageUrl && !isShownImage(body.coverImageUrl)) {
      throw new AppError(400, 'validation', MSG.blogCoverInvalid, { coverImageUrl: MSG.blogCoverInvalid });
    }
    const { source, publishedAt, excerpt, ...rest } = body;
    return {
      ...rest,
      ...(excerpt !== undefined ? { excerpt: excerpt || null } : {}),
      ...(source !== undefined ? { source, content: renderBlogText(source) } : {}),
      ...(publishedAt !== undefined
        ? { publishedAt: publishedAt === null ? null : new Date(publishedAt) }
        : {}),
    };
  }

  async function existing(id: string): Promise<BlogPostRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound(MSG.blogPostNotFound);
    return row;
  }

  /** A slug another post holds is refused in words, before the unique index would. */
  async function checkSlugFree(slug: string | undefined, id?: string) {
    if (slug === undefined) return;
    const holder = await repo.findBySlug(db, slug);
    if (holder && holder.id !== id) {
      throw new AppError(409, 'duplicate', MSG.blogSlugTaken, { slug: MSG.blogSlugTaken });
    }
  }

  return {
    /** Published posts, newest first, a page at a time. */
    async list(page: number): Promise<TBlogPage> {
      const at = { page, pageSize: LIMITS.blog.page };
      const rows = await repo.findPublished(db, now(), rowsOfPageAndOneMore(at));
      return uncountedPage(rows, at, (row) => presentBlogSummary(row, now()));
    },

    /** One post; a draft or a post scheduled for later is not there for anyone but an admin (404). */
    async get(actor: Actor | null, slug: string): Promise<TBlogPost> {
      const row = await repo.findBySlug(db, slug);
      if (!row || (!isPublished(row) && !blogPolicy.manage(actor).allowed))
        throw notFound(MSG.blogPostNotFound);
      return presentBlogPost(row, now());
    },

    /** The newest published posts with their HTML, for the RSS feed. */
    async feed(): Promise<TBlogPost[]> {
      const rows = await repo.findPublished(db, now(), { limit: LIMITS.blog.feed });
      return rows.map((row) => presentBlogPost(row, now()));
    },

    /** Every post with its status and Markdown, for the admin portal. */
    async adminList(actor: Actor | null): Promise<TBlogAdminList> {
      authorize(blogPolicy.manage(actor));
      return { items: (await repo.findAll(db)).map((row) => presentBlogDraft(row, now())) };
    },

    /**
     * Stores an uploaded cover (re-encoded, at most 2400 px, with its resized copies) and answers its address,
     * which the post then names as its cover.
     */
    async uploadCover(actor: Actor | null, file: Buffer): Promise<{ url: string }> {
      authorize(blogPolicy.manage(actor));
      if (file.length === 0) throw new AppError(400, 'invalid_image', MSG.imageInvalidType);
      const image = await encodeImage(file);
      const { key, url } = await storeImage(
        storage,
        `${COVER_FOLDER}${Date.now()}_${randomUUID().slice(0, 8)}`,
        image,
      );
      await repo.recordCoverUpload(db, { key, url, uploadedAt: now() });
      return { url };
    },

    /**
     * Removes the covers no post names a week after their upload (never saved with a post, replaced, or their
     * post deleted), with their copies: a scheduled job (app.ts). Answers how many went.
     */
    async sweepUnusedCovers(): Promise<number> {
      const keys = await repo.takeUnusedCovers(
        db,
        new Date(now().getTime() - COVER_GRACE_MS),
        COVER_SWEEP_BATCH,
      );
      await deleteStoredFiles(storage, keys.flatMap(filesOfStoredImage));
      return keys.length;
    },

    /** A body as the post will show it, rendered by the code that will store it. */
    preview(actor: Actor | null, source: string): { html: string } {
      authorize(blogPolicy.manage(actor));
      return { html: renderBlogText(source) };
    },

    async create(actor: Actor | null, body: CreateBody): Promise<TBlogDraft> {
      authorize(blogPolicy.manage(actor));
      const admin = actor!;
      const values = valuesOf(body) as BlogPostValues;
      await checkSlugFree(values.slug);
      const id = await db.transaction(async (tx) => {
        const postId = await repo.insertPost(tx, admin.userId, {
          ...values,
          excerpt: values.excerpt ?? null,
          coverImageUrl: values.coverImageUrl ?? null,
        });
        await recordAdminAction(tx, admin, {
          action: 'blog.create',
          targetType: 'blog_post',
          targetId: postId,
          targetLabel: values.title,
          details: { slug: values.slug, publishedAt: body.publishedAt },
        });
        return postId;
      });
      return presentBlogDraft(await existing(id), now());
    },

    async update(actor: Actor | null, id: string, body: UpdateBody): Promise<TBlogDraft> {
      authorize(blogPolicy.manage(actor));
      const before = await existing(id);
      const values = valuesOf(body);
      await checkSlugFree(values.slug, id);
      await db.transaction(async (tx) => {
        await repo.updatePost(tx, id, values);
        await recordAdminAction(tx, actor!, {
          action: 'blog.update',
          targetType: 'blog_post',
          targetId: id,
          targetLabel: values.title ?? before.title,
          details: { changed: Object.keys(body).sort() },
        });
      });
      return presentBlogDraft(await existing(id), now());
    },

    async remove(actor: Actor | null, id: string): Promise<void> {
      authorize(blogPolicy.manage(actor));
      const before = await existing(id);
      await db.transaction(async (tx) => {
        await repo.deletePost(tx, id);
        await recordAdminAction(tx, actor!, {
          action: 'blog.delete',
          targetType: 'blog_post',
          targetId: id,
          targetLabel: before.title,
          details: { slug: before.slug },
        });
      });
    },
  };
}
