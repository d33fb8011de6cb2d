import type { TAuditLogPage } from '@rewind/shared/admin';
import type { TBlogAdminList, TBlogDraft, TBlogPage } from '@rewind/shared/blog';
import { imageVariantUrl } from '@rewind/shared/image-variants';
import { MSG } from '@rewind/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { isShownImage } from '../../platform/security';
import { multipart, solid } from '../../test/images';
import { type Method, useTestServer } from '../../test/server';
import { adminCallers, type SignedInUser } from '../../test/sessions';
import { createBlogService } from './blog.service';

const server = useTestServer();

let member: SignedInUser;
let adminWithoutFactor: SignedInUser;
let admin: SignedInUser;
let adminName: string;

beforeAll(async () => {
  [member, adminWithoutFactor, admin] = await adminCallers(server);
  adminName = `editor${Date.now().toString(36)}`;
  expect(
    (await server.call('POST', '/api/v1/me/profile/complete', admin, { username: adminName })).statusCode,
  ).toBe(200);
});

const HOUR_MS = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let counter = 0;

async function writePost(fields: Record<string, unknown> = {}): Promise<TBlogDraft> {
  counter += 1;
  const res = await server.call('POST', '/api/v1/admin/blog', admin, {
    title: `Post ${counter}`,
    slug: `post-${counter}-${Date.now().toString(36)}`,
    excerpt: `Excerpt ${counter}`,
    source: `Body of **post ${counter}**.`,
    publishedAt: at(-HOUR_MS),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TBlogDraft;
}

const logOf = async (targetId: string) =>
  ((await server.call('GET', `/api/v1/admin/audit-log?targetId=${targetId}`, admin)).json() as TAuditLogPage)
    .items;

describe('admin blog endpoints', () => {
  const adminCalls: [Method, string, object?][] = [
    ['GET', '/api/v1/admin/blog'],
    ['POST', '/api/v1/admin/blog', { title: 'T', slug: 't', source: 'x', publishedAt: null }],
    ['POST', '/api/v1/admin/blog/preview', { source: 'x' }],
    ['PATCH', '/api/v1/admin/blog/00000000-0000-4000-8000-000000000000', { title: 'T' }],
    ['DELETE', '/api/v1/admin/blog/00000000-0000-4000-8000-000000000000'],
  ];

  it.each(adminCalls)(
    '%s %s is refused to visitors, members and admins without two-factor',
    async (method, url, body) => {
      expect((await server.call(method, url, undefined, body)).statusCode).toBe(401);
      const asMember = await server.call(method, url, member, body);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error.message).toBe(MSG.adminRequired);
      const early = await server.call(method, url, adminWithoutFactor, body);
      expect(early.statusCode).toBe(403);
      expect(early.json().error.code).toBe('two_factor_required');
    },
  );

  it('writes a post: Markdown to allow-listed HTML, the author, published status, and an audit row', async () => {
    const post = await writePost({
      title: 'Tapes of 1984',
      source: '# Heading\n\nHello <script>x()</script> *there*, [link](https://a.example)',
    });
    expect(post).toMatchObject({
      title: 'Tapes of 1984',
      author: adminName,
      status: 'published',
      html: '<p># Heading</p>\n<p>Hello &lt;script&gt;x()&lt;/script&gt; <em>there</em>, <a href="https://a.example">link</a></p>',
    });
    expect(await logOf(post.id)).toEqual([
      expect.objectContaining({
        admin: adminName,
        action: 'blog.create',
        targetType: 'blog_post',
        targetLabel: 'Tapes of 1984',
      }),
    ]);
  });

  it('refuses bad input with the field message, a taken slug, and a cover the site cannot show', async () => {
    const blank = await server.call('POST', '/api/v1/admin/blog', admin, {
      title: ' ',
      slug: 'ok',
      source: 'x',
      publishedAt: null,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.title).toBe(MSG.blogTitleRequired);
    const badSlug = await server.call('POST', '/api/v1/admin/blog', admin, {
      title: 'T',
      slug: 'Not A Slug',
      source: 'x',
      publishedAt: null,
    });
    expect(badSlug.json().error.fields.slug).toBe(MSG.blogSlugInvalid);
    const taken = await writePost();
    const twice = await server.call('POST', '/api/v1/admin/blog', admin, {
      title: 'T',
      slug: taken.slug,
      source: 'x',
      publishedAt: null,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MSG.blogSlugTaken);
    const cover = await server.call('POST', '/api/v1/admin/blog', admin, {
      title: 'T',
      slug: 'cover-elsewhere',
      source: 'x',
      publishedAt: null,
      coverImageUrl: 'https://tracker.example/pixel.png',
    });
    expect(cover.statusCode).toBe(400);
    expect(cover.json().error.message).toBe(MSG.blogCoverInvalid);
    const allowed = await writePost({ coverImageUrl: 'https://image.tmdb.org/t/p/w500/cover.jpg' });
    expect(allowed.coverImageUrl).toBe('https://image.tmdb.org/t/p/w500/cover.jpg');
  });

  it('changes a post, re-rendering its body, with an audit row', async () => {
    const post = await writePost();
    const res = await server.call('PATCH', `/api/v1/admin/blog/${post.id}`, admin, {
      title: 'Renamed',
      source: 'New _words_',
      publishedAt: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      html: '<p>New <em>words</em></p>',
      status: 'draft',
    });
    expect((await logOf(post.id)).map((row) => row.action)).toEqual(['blog.update', 'blog.create']);
    expect((await logOf(post.id))[0]).toMatchObject({
      targetLabel: 'Renamed',
      details: { changed: ['publishedAt', 'source', 'title'] },
    });
    const missing = await server.call(
      'PATCH',
      '/api/v1/admin/blog/00000000-0000-4000-8000-000000000000',
      admin,
      {
        title: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a post, with an audit row that keeps its title', async () => {
    const post = await writePost({ title: 'Short-lived' });
    expect((await server.call('DELETE', `/api/v1/admin/blog/${post.id}`, admin)).statusCode).toBe(204);
    expect((await server.call('GET', `/api/v1/blog/${post.slug}`, admin)).statusCode).toBe(404);
    expect((await logOf(post.id))[0]).toMatchObject({ action: 'blog.delete', targetLabel: 'Short-lived' });
  });

  const upload = async (user: SignedInUser | undefined, data: Buffer) => {
    const body = multipart([{ name: 'file', filename: 'cover.png', contentType: 'image/png', data }]);
    return server.app.inject({
      method: 'POST',
      url: '/api/v1/admin/blog/cover',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(user ? { cookie: user.cookie } : {}) },
    });
  };

  it('stores an uploaded cover, which a post may then name; refuses what is no image, and non-admins', async () => {
    const png = await solid(1200, 675).png().toBuffer();
    expect((await upload(undefined, png)).statusCode).toBe(401);
    expect((await upload(member, png)).statusCode).toBe(403);
    expect((await upload(adminWithoutFactor, png)).json().error.code).toBe('two_factor_required');
    const notImage = await upload(admin, Buffer.from('not an image at all'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.message).toBe(MSG.imageInvalidType);

    const stored = await upload(admin, png);
    expect(stored.statusCode, stored.body).toBe(201);
    const { url } = stored.json() as { url: string };
    expect(url).toMatch(/^\/media\/blog-covers\/.+~1200x675\.jpg$/);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const post = await writePost({ coverImageUrl: url });
    expect(post.coverImageUrl).toBe(url);
    const outside = await server.call('POST', '/api/v1/admin/blog', admin, {
      title: 'T',
      slug: 'cover-path',
      source: 'x',
      publishedAt: null,
      coverImageUrl: '/media/../etc/passwd',
    });
    expect(outside.statusCode).toBe(400);
  });

  it('sweeps, a week after their upload, the covers no post names, with their copies', async () => {
    const png = await solid(800, 450).png().toBuffer();
    const coverUrl = async () => {
      const res = await upload(admin, png);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { url: string }).url;
    };
    const [unsaved, saved, ofDeletedPost] = [await coverUrl(), await coverUrl(), await coverUrl()];
    await writePost({ coverImageUrl: saved });
    const deleted = await writePost({ coverImageUrl: ofDeletedPost });
    expect((await server.call('DELETE', `/api/v1/admin/blog/${deleted.id}`, admin)).statusCode).toBe(204);
    const served = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode;
    const copy = (url: string) => imageVariantUrl(url, 320);
    expect(await served(copy(unsaved))).toBe(200);

    // The job as services.ts schedules it, on the app's database and storage, at a later time.
    let clock = new Date(Date.now() + 6 * 24 * HOUR_MS);
    const { db, storage, config } = server.app.services;
    const blog = createBlogService({ db, storage, isShownImage: isShownImage(config), now: () => clock });
    expect(await blog.sweepUnusedCovers()).toBe(0);
    clock = new Date(Date.now() + 8 * 24 * HOUR_MS);
    expect(await blog.sweepUnusedCovers()).toBeGreaterThanOrEqual(2);
    expect(await served(unsaved)).toBe(404);
    expect(await served(copy(unsaved))).toBe(404);
    expect(await served(ofDeletedPost)).toBe(404);
    expect(await served(saved)).toBe(200);
    expect(await served(copy(saved))).toBe(200);
    expect(await blog.sweepUnusedCovers()).toBe(0);
  });

  it('previews a body as the post will show it', async () => {
    const res = await server.call('POST', '/api/v1/admin/blog/preview', admin, { source: 'A *preview*' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ html: '<p>A <em>preview</em></p>' });
  });

  it('lists every post with its status for the admin', async () => {
    const draft = await writePost({ publishedAt: null });
    const scheduled = await writePost({ publishedAt: at(24 * HOUR_MS) });
    const list = (await server.call('GET', '/api/v1/admin/blog', admin)).json() as TBlogAdminList;
    const statusOf = (id: string) => list.items.find((item) => item.id === id)?.status;
    expect(statusOf(draft.id)).toBe('draft');
    expect(statusOf(scheduled.id)).toBe('scheduled');
    expect(list.items.find((item) => item.id === draft.id)?.source).toBe(draft.source);
  });
});

describe('public blog endpoints', () => {
  let older: TBlogDraft;
  let newer: TBlogDraft;
  let draft: TBlogDraft;
  let scheduled: TBlogDraft;

  beforeAll(async () => {
    older = await writePost({ title: 'Older & wiser', publishedAt: at(-48 * HOUR_MS) });
    newer = await writePost({ title: 'Newest', publishedAt: at(-60_000) });
    draft = await writePost({ title: 'Secret draft', publishedAt: null });
    scheduled = await writePost({ title: 'Coming soon', publishedAt: at(24 * HOUR_MS) });
  });

  it('lists published posts only, newest first, cacheable for visitors', async () => {
    const res = await server.call('GET', '/api/v1/blog');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const { items } = res.json() as TBlogPage;
    const ids = items.map((item) => item.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.every((item) => item.status === 'published')).toBe(true);
  });

  it('shows a published post to anyone, and a draft or scheduled post to admins with two-factor only', async () => {
    const shown = await server.call('GET', `/api/v1/blog/${newer.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ title: 'Newest', html: newer.html });
    for (const hidden of [draft, scheduled]) {
      for (const who of [undefined, member, adminWithoutFactor]) {
        const res = await server.call('GET', `/api/v1/blog/${hidden.slug}`, who);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(MSG.blogPostNotFound);
      }
      expect((await server.call('GET', `/api/v1/blog/${hidden.slug}`, admin)).json()).toMatchObject({
        id: hidden.id,
      });
    }
    expect((await server.call('GET', '/api/v1/blog/no-such-post')).statusCode).toBe(404);
  });

  it('serves RSS 2.0 of the published posts with absolute links', async () => {
    const res = await server.call('GET', '/blog/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toContain('public');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<link>http://127.0.0.1:3000/blog/${newer.slug}</link>`);
    expect(xml).toContain('<title>Older &amp; wiser</title>');
    expect(xml).toContain(`<description>${newer.excerpt}</description>`);
    expect(xml).not.toContain('Secret draft');
    expect(xml).not.toContain('Coming soon');
    expect(xml.indexOf('Newest')).toBeLessThan(xml.indexOf('Older &amp; wiser'));
    expect(xml.match(/<item>/g)!.length).toBeLessThanOrEqual(20);
  });
});
