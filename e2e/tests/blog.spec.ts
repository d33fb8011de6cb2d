import { CONDITION_GUIDE } from '@rewind/shared/condition-guide';
import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

type TDraft = { id: string; slug: string; title: string };

test.describe('the blog and the About page', () => {
  test('a post published by an admin with two-factor shows on /blog, its page and the feed; a draft is hidden', async ({
    page,
    appServer,
    request,
  }) => {
    // The journeys' admin, with a second factor (admin writes need a two-factor session).
    const admin = await createCollector(page, appServer.dataDir, 'editor', { email: E2E_ADMIN_EMAILS.blog });
    await enableTwoFactor(page, admin);

    const stamp = Date.now().toString(36);
    const write = async (data: object) => {
      const response = await page.request.post('/api/v1/admin/blog', { data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as TDraft;
    };
    const post = await write({
      title: `Rewinding the Eighties ${stamp}`,
      slug: `rewinding-the-eighties-${stamp}`,
      excerpt: 'Why big-box tapes still matter.',
      source: 'The **clamshell** era, remembered.\n\n- Big boxes\n- Rental stickers',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const draft = await write({
      title: `Unfinished thoughts ${stamp}`,
      slug: `unfinished-${stamp}`,
      source: 'Not yet.',
      publishedAt: null,
    });

    // The list: newest first, the post's title, excerpt and date.
    await page.goto('/blog');
    const listed = page.getByRole('article').first();
    await expect(listed.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(listed).toContainText('Why big-box tapes still matter.');
    await expect(page.getByText(draft.title)).toHaveCount(0);

    // The post's page, its Markdown drawn as HTML.
    await listed.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText(`By ${admin.username}`)).toBeVisible();
    await expect(page.locator('article strong')).toHaveText('clamshell');
    await expect(page.locator('article li')).toHaveText(['Big boxes', 'Rental stickers']);

    // What a link preview reads: the head the server draws, for anyone.
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${post.title} · Rewind">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:description" content="Why big-box tapes still matter.">');
    expect(html).toContain(`<meta property="og:url" content="${appServer.url}/blog/${post.slug}">`);

    // The feed.
    const feed = await request.get('/blog/rss.xml');
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = await feed.text();
    expect(xml).toContain(`<title>${post.title}</title>`);
    expect(xml).toContain(`/blog/${post.slug}</link>`);
    expect(xml).not.toContain(draft.title);

    // A draft: 404 to a visitor, in the API and on its page; its admin still sees it.
    expect((await request.get(`/api/v1/blog/${draft.slug}`)).status()).toBe(404);
    const visitor = await page.context().browser()!.newPage({ baseURL: appServer.url });
    await visitor.goto(`/blog/${draft.slug}`);
    await expect(visitor.getByTestId('empty-state')).toContainText('Post not found');
    await visitor.close();
    expect((await page.request.get(`/api/v1/blog/${draft.slug}`)).status()).toBe(200);
  });

  test('the footer links to the blog, and /about shows the grading guide and how to reach the admins', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Community rules' })).toBeVisible();
    const guide = page.getByRole('region', { name: 'Grading guide' });
    await expect(guide.getByText('Near Mint', { exact: true })).toBeVisible();
    await expect(guide.getByText(CONDITION_GUIDE['Near Mint'])).toBeVisible();
    await expect(guide.getByText(CONDITION_GUIDE['No box'])).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help category' })).toHaveAttribute(
      'href',
      '/community/forums/category/help',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
});
