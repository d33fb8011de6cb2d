import type { TAuditLogPage } from '@rewind/shared/admin';
import type { TAdminCategories, TAdminCategory, TAdminTopicPage } from '@rewind/shared/admin-forum';
import type { TForumCategory, TTopicPage } from '@rewind/shared/forum';
import { MSG } from '@rewind/shared/messages';
import { and, count, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, forumReplies } from '../../db/schema/forum';
import { type Method, useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

// The admin portal's Forum section: the category manager and the list of every topic.

const DAY_MS = 24 * 60 * 60 * 1000;
// Members made here are minutes old; the forum looks at them days on, past the new-member allowances.
const server = useTestServer({ now: () => new Date(Date.now() + 3 * DAY_MS), schedulerTickMs: 3_600_000 });
const db = () => server.database.db;

let member: SignedInUser;
let adminWithoutFactor: SignedInUser;
let admin: SignedInUser;

async function completed(user: SignedInUser, stem: string) {
  const res = await server.call('POST', '/api/v1/me/profile/complete', user, {
    username: `${stem}_${randomUUID().slice(0, 8)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

beforeAll(async () => {
  [member, adminWithoutFactor, admin] = await Promise.all([
    signedInUser(server).then((user) => completed(user, 'fan')),
    signedInUser(server, { admin: true }),
    signedInUser(server, { admin: true, twoFactor: true }).then((user) => completed(user, 'keeper')),
  ]);
});

const unique = () => randomUUID().slice(0, 6);

async function createCategory(name: string, extra: { slug?: string; description?: string } = {}) {
  const res = await server.call('POST', '/api/v1/admin/forum/categories', admin, { name, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TAdminCategory;
}

async function startTopic(category: string, title = `Topic ${unique()}`) {
  const res = await server.call('POST', '/api/v1/forum/topics', member, {
    title,
    content: 'Words.',
    category,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function reply(topicId: string) {
  const res = await server.call('POST', `/api/v1/forum/topics/${topicId}/replies`, member, {
    content: 'Agreed.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const moderate = async (entryId: string, body: object) => {
  const res = await server.call('POST', `/api/v1/forum/entries/${entryId}/moderation`, admin, body);
  expect(res.statusCode, res.body).toBe(204);
};

const publicCategories = async () =>
  ((await server.call('GET', '/api/v1/forum/categories')).json() as { categories: TForumCategory[] })
    .categories;
const publicCategory = async (slug: string) => (await publicCategories()).find((c) => c.slug === slug);

const auditOf = async (targetId: string) =>
  (
    (
      await server.call('GET', `/api/v1/admin/audit-log?targetId=${encodeURIComponent(targetId)}`, admin)
    ).json() as TAuditLogPage
  ).items;

/** What the category's counts should be, counted from the rows: topics shown, and replies not deleted. */
async function recount(slug: string) {
  const [topics] = await db()
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.category, slug), isNull(forumPosts.deletedAt), isNull(forumPosts.hiddenAt)));
  const [replies] = await db()
    .select({ n: count() })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(and(eq(forumPosts.category, slug), isNull(forumPosts.deletedAt), isNull(forumReplies.deletedAt)));
  return { topicCount: topics!.n, replyCount: replies!.n };
}

describe('the admin endpoints of the forum', () => {
  it('are refused to visitors, members and admins without a two-factor session', async () => {
    const slug = (await createCategory(`Refusals ${unique()}`)).slug;
    const endpoints: [Method, string, object?][] = [
      ['GET', '/api/v1/admin/forum/categories'],
      ['POST', '/api/v1/admin/forum/categories', { name: 'Nope' }],
      ['PUT', '/api/v1/admin/forum/categories/order', { slugs: [slug] }],
      ['PATCH', `/api/v1/admin/forum/categories/${slug}`, { name: 'Nope' }],
      ['DELETE', `/api/v1/admin/forum/categories/${slug}`],
      ['GET', `/api/v1/admin/forum/categories/${slug}/contents`],
      ['GET', '/api/v1/admin/forum/topics'],
    ];
    for (const [method, url, body] of endpoints) {
      expect((await server.call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      const asMember = await server.call(method, url, member, body);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      // The portal's API answers for all its routes (platform/admin-gate.ts).
      expect(asMember.json().error.message).toBe(MSG.adminRequired);
      const early = await server.call(method, url, adminWithoutFactor, body);
      expect(early.statusCode, `${method} ${url}`).toBe(403);
      expect(early.json().error.code).toBe('two_factor_required');
    }
    expect((await server.call('GET', '/api/v1/admin/forum/categories', admin)).statusCode).toBe(200);
    expect((await server.call('GET', '/api/v1/admin/forum/topics', admin)).statusCode).toBe(200);
    expect(await publicCategory(slug)).toBeDefined();
  });
});

describe('creating a category', () => {
  it('takes its address from the name, goes after the others, shows in the forum and is audited', async () => {
    const name = `Box Sets & Bundles ${unique()}`;
    const created = await createCategory(name, { description: 'Many films in one case.' });
    expect(created).toMatchObject({
      slug: `box-sets-bundles-${name.slice(-6).toLowerCase()}`,
      name,
      description: 'Many films in one case.',
      topicCount: 0,
      isDefault: false,
    });
    const { categories } = (
      await server.call('GET', '/api/v1/admin/forum/categories', admin)
    ).json() as TAdminCategories;
    expect(categories.at(-1)?.slug).toBe(created.slug);
    expect(categories.find((c) => c.slug === 'general')?.isDefault).toBe(true);
    expect(await publicCategory(created.slug)).toMatchObject({
      name,
      description: 'Many films in one case.',
    });
    expect(await auditOf(created.slug)).toEqual([
      expect.objectContaining({
        action: 'forum.category.create',
        targetType: 'forum-category',
        targetLabel: name,
      }),
    ]);
  });

  it('takes an address given, refuses one taken (409) or malformed (400), and a blank name (400)', async () => {
    const slug = `laserdisc-${unique()}`;
    await createCategory('LaserDisc', { slug });
    const taken = await server.call('POST', '/api/v1/admin/forum/categories', admin, { name: 'Again', slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(MSG.forumCategoryExists);
    const malformed = await server.call('POST', '/api/v1/admin/forum/categories', admin, {
      name: 'Bad',
      slug: 'Not A Slug!',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(MSG.forumCategorySlugInvalid);
    const blank = await server.call('POST', '/api/v1/admin/forum/categories', admin, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(MSG.forumCategoryNameRequired);
    const noLetters = await server.call('POST', '/api/v1/admin/forum/categories', admin, { name: '!!!' });
    expect(noLetters.statusCode).toBe(400);
    expect(noLetters.body).toContain(MSG.forumCategorySlugInvalid);
  });
});

describe('changing a category', () => {
  it('renames and re-describes it, keeping its address, and audits before and after', async () => {
    const { slug } = await createCategory(`Old name ${unique()}`, { description: 'Old words' });
    const res = await server.call('PATCH', `/api/v1/admin/forum/categories/${slug}`, admin, {
      name: 'New name',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug, name: 'New name', description: 'Old words' });
    expect(await publicCategory(slug)).toMatchObject({ name: 'New name' });
    const [row] = await auditOf(slug);
    expect(row).toMatchObject({
      action: 'forum.category.update',
      targetLabel: 'New name',
      details: { after: { name: 'New name', description: 'Old words' } },
    });
    expect(
      (await server.call('PATCH', '/api/v1/admin/forum/categories/no-such', admin, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await server.call('PATCH', `/api/v1/admin/forum/categories/${slug}`, admin, {})).statusCode).toBe(
      400,
    );
  });

  it('reorders the categories as given, refusing a list that misses one (409)', async () => {
    const before = (
      (await server.call('GET', '/api/v1/admin/forum/categories', admin)).json() as TAdminCategories
    ).categories.map((c) => c.slug);
    const reversed = [...before].reverse();
    const res = await server.call('PUT', '/api/v1/admin/forum/categories/order', admin, { slugs: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TAdminCategories).categories.map((c) => c.slug)).toEqual(reversed);
    expect((await publicCategories()).map((c) => c.slug)).toEqual(reversed);
    expect(await auditOf('*')).toEqual([
      expect.objectContaining({ action: 'forum.category.update', details: { before, after: reversed } }),
    ]);
    const stale = await server.call('PUT', '/api/v1/admin/forum/categories/order', admin, {
      slugs: reversed.slice(1),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(MSG.forumCategoryOrderStale);
    await server.call('PUT', '/api/v1/admin/forum/categories/order', admin, { slugs: before });
  });
});

describe('deleting a category', () => {
  it('deletes an empty one, and never the default', async () => {
    const { slug } = await createCategory(`Empty ${unique()}`);
    expect((await server.call('DELETE', `/api/v1/admin/forum/categories/${slug}`, admin)).statusCode).toBe(
      204,
    );
    expect(await publicCategory(slug)).toBeUndefined();
    expect(await auditOf(slug)).toEqual([
      expect.objectContaining({ action: 'forum.category.delete' }),
      expect.objectContaining({ action: 'forum.category.create' }),
    ]);
    const general = await server.call('DELETE', '/api/v1/admin/forum/categories/general', admin);
    expect(general.statusCode).toBe(409);
    expect(general.json().error.message).toBe(MSG.forumDefaultCategoryKept);
    expect((await server.call('DELETE', '/api/v1/admin/forum/categories/no-such', admin)).statusCode).toBe(
      404,
    );
  });

  it('moves its topics, hidden and deleted ones too, to another in the same transaction, counts kept right', async () => {
    const from = (await createCategory(`Leaving ${unique()}`)).slug;
    const to = (await createCategory(`Staying ${unique()}`)).slug;
    const busy = await startTopic(from);
    await reply(busy);
    const removedReply = await reply(busy);
    await moderate(removedReply, { action: 'delete', reason: 'Off topic' });
    const quiet = await startTopic(from);
    const gone = await startTopic(from);
    await reply(gone);
    await moderate(gone, { action: 'delete', reason: 'Spam' });
    const flagged = await startTopic(from);
    await reply(flagged);
    for (let i = 0; i < 3; i++) {
      const flagger = await completed(await signedInUser(server), 'flagger');
      const res = await server.call('POST', `/api/v1/forum/entries/${flagged}/flags`, flagger, {
        reason: 'spam',
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    const already = await startTopic(to);
    await reply(already);
    expect(await publicCategory(from)).toMatchObject(await recount(from));
    // Its dialog counts what moves: the hidden topic too, which the category's list leaves out.
    const contents = await server.call('GET', `/api/v1/admin/forum/categories/${from}/contents`, admin);
    expect(contents.statusCode, contents.body).toBe(200);
    expect(contents.json()).toEqual({ topics: 3, hidden: 1, replies: 2 });
    expect(
      (await server.call('GET', '/api/v1/admin/forum/categories/no-such/contents', admin)).statusCode,
    ).toBe(404);

    const refused = await server.call('DELETE', `/api/v1/admin/forum/categories/${from}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MSG.forumCategoryHasTopics(3));
    const toItself = await server.call('DELETE', `/api/v1/admin/forum/categories/${from}`, admin, {
      moveTo: from,
    });
    expect(toItself.statusCode).toBe(400);
    expect(await publicCategory(from)).toBeDefined();

    const res = await server.call('DELETE', `/api/v1/admin/forum/categories/${from}`, admin, { moveTo: to });
    expect(res.statusCode, res.body).toBe(204);
    expect(await publicCategory(from)).toBeUndefined();
    const moved = await publicCategory(to);
    // busy (1 reply left) and quiet show; flagged is hidden (its reply counts); gone is deleted; `already` was there.
    expect(moved).toMatchObject({ topicCount: 3, replyCount: 3 });
    expect(moved).toMatchObject(await recount(to));
    const rows = await db().select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.category, to));
    expect(rows.map((row) => row.id).sort()).toEqual([busy, quiet, gone, flagged, already].sort());
    const page = (await server.call('GET', `/api/v1/forum/categories/${to}/topics`)).json() as TTopicPage;
    expect(page.items.map((topic) => topic.id).sort()).toEqual([busy, quiet, already].sort());
    expect((await server.call('GET', `/api/v1/forum/categories/${from}/topics`)).statusCode).toBe(404);
    expect(await auditOf(from)).toContainEqual(
      expect.objectContaining({
        action: 'forum.category.delete',
        details: { movedTo: to, topics: 3, replies: 2 },
      }),
    );
    // The moved topics take replies and moderation in their new category, its counts following.
    await reply(quiet);
    await moderate(busy, { action: 'delete', reason: 'Old' });
    expect(await publicCategory(to)).toMatchObject(await recount(to));
  });
});

describe('GET /api/v1/admin/forum/topics', () => {
  it('lists every topic not deleted, newest activity first, with pinned, locked and hidden marks', async () => {
    const category = (await createCategory(`Listed ${unique()}`)).slug;
    const older = await startTopic(category, 'Older topic');
    const pinned = await startTopic(category, 'Pinned topic');
    const removed = await startTopic(category, 'Removed topic');
    await moderate(pinned, { action: 'pin' });
    await moderate(pinned, { action: 'lock' });
    await moderate(removed, { action: 'delete', reason: 'Spam' });
    await reply(older);
    const first = (
      await server.call('GET', '/api/v1/admin/forum/topics?pageSize=2', admin)
    ).json() as TAdminTopicPage;
    expect(first.items.map((topic) => topic.id)).toEqual([older, pinned]);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({
      title: 'Older topic',
      replies: 1,
      isPinned: false,
      isHidden: false,
    });
    expect(first.items[1]).toMatchObject({
      category: { slug: category },
      isPinned: true,
      isLocked: true,
      isHidden: false,
    });
    const all = (
      await server.call('GET', '/api/v1/admin/forum/topics?pageSize=100', admin)
    ).json() as TAdminTopicPage;
    expect(all.items.map((topic) => topic.id)).not.toContain(removed);
    expect(all.items.some((topic) => topic.isHidden)).toBe(true);
    const second = (
      await server.call('GET', '/api/v1/admin/forum/topics?pageSize=2&page=2', admin)
    ).json() as TAdminTopicPage;
    expect(second.items.map((topic) => topic.id)).toEqual(all.items.slice(2, 4).map((topic) => topic.id));
  });
});
