import { MSG } from '@rewind/shared/messages';
import {
  createCollector,
  E2E_ADMIN_EMAILS,
  enableTwoFactor,
  makePng,
  openLogin,
  signOut,
} from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test('an admin with two-factor deletes a flagged post, suspends its author until tomorrow, and publishes a blog post', async ({
  page,
  browser,
  appServer,
  request,
  expectConsoleError,
}) => {
  expectConsoleError(/403/);
  const stamp = Date.now().toString(36);
  const newPage = async () => (await browser.newContext({ baseURL: appServer.url })).newPage();

  // A member posts an advert; another member flags it.
  const memberPage = await newPage();
  const member = await createCollector(memberPage, appServer.dataDir, 'rulebreaker');
  const posted = await memberPage.request.post('/api/v1/forum/topics', {
    data: { title: `Cheap tapes ${stamp}`, content: 'Buy cheap tapes at my site.', category: 'general' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: topicId } = (await posted.json()) as { id: string };
  await signOut(memberPage, member);

  const flaggerPage = await newPage();
  await createCollector(flaggerPage, appServer.dataDir, 'flagger');
  await flaggerPage.goto(`/community/forums/${topicId}`);
  await flaggerPage.getByTestId('forum-entry').first().getByRole('button', { name: 'Flag' }).click();
  const flagDialog = flaggerPage.getByRole('dialog', { name: 'Flag this post' });
  // No reason is chosen for the flagger.
  await flagDialog.getByRole('button', { name: 'Flag' }).click();
  await expect(flagDialog.getByRole('alert')).toHaveText(MSG.reportReasonRequired);
  await flagDialog.getByLabel('Spam').check();
  await flagDialog.getByLabel('A note for the admins (optional)').fill('An advert for another shop.');
  await flagDialog.getByRole('button', { name: 'Flag' }).click();
  await expect(
    flaggerPage.getByTestId('toast').filter({ hasText: 'the admins will take a look' }),
  ).toBeVisible();
  // …and reports its author from their profile.
  await flaggerPage.goto(`/users/${member.username}`);
  await flaggerPage.getByTestId('report-user').click();
  const reportDialog = flaggerPage.getByRole('dialog', { name: `Report ${member.username}` });
  await reportDialog.getByLabel('Spam').check();
  await reportDialog.getByRole('button', { name: 'Report' }).click();
  await expect(
    flaggerPage.getByTestId('toast').filter({ hasText: 'the admins will take a look' }),
  ).toBeVisible();

  // The admin: the portal asks for two-factor first.
  const admin = await createCollector(page, appServer.dataDir, 'moderator', {
    email: E2E_ADMIN_EMAILS.moderation,
  });
  await page.goto('/admin');
  await expect(page.getByText('Two-factor authentication needed')).toBeVisible();
  await enableTwoFactor(page, admin);
  await page
    .getByRole('link', { name: /Admin Portal/ })
    .first()
    .click();

  // The dashboard opens first, with what waits for an admin; then the reports queue: the flagged post, who
  // flagged it and why.
  await expect(page.getByTestId('dashboard-openReports')).toContainText('Open reports');
  // Its forum figure says what it counts, unlike the community stats' new topics.
  const posts = page.getByTestId('dashboard-posts');
  await expect(posts.getByRole('term')).toHaveText('Forum topics and replies');
  await expect(posts).toContainText('Written in the period, removed ones too');
  await page.screenshot({ path: test.info().outputPath('admin-dashboard.png'), fullPage: true });
  await page.getByTestId('dashboard-openReports').getByRole('link').click();
  const flagged = page.getByTestId('report-case').filter({ hasText: `Cheap tapes ${stamp}` });
  await expect(flagged).toContainText('Forum post');
  await expect(flagged).toContainText('An advert for another shop.');
  await expect(flagged).toContainText(`About ${member.username}`);
  await expect(
    page.getByTestId('report-case').filter({ hasText: 'Member' }).filter({ hasText: member.username }),
  ).toContainText('Spam');
  await flagged.getByRole('button', { name: 'Take' }).click();
  await expect(flagged).toContainText(`taken by ${admin.username}`);
  await flagged.getByRole('button', { name: 'Resolve…' }).click();
  const resolve = page.getByRole('dialog', { name: `Resolve: Cheap tapes ${stamp}` });
  await expect(resolve.getByLabel('Delete the post (its author is told the note)')).toBeChecked();
  await resolve.getByLabel(`And ${member.username}`).selectOption('suspend');
  await resolve.getByLabel(/^Note/).fill('Advertising is not allowed.');
  await page.screenshot({ path: test.info().outputPath('admin-resolve.png'), fullPage: true });
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Resolved.' })).toBeVisible();
  await expect(flagged).toHaveCount(0);
  await page.getByRole('link', { name: 'Decided' }).click();
  await expect(page.getByTestId('report-case').filter({ hasText: `Cheap tapes ${stamp}` })).toContainText(
    'removed, member suspended',
  );

  // The post is gone, and its author cannot sign in until tomorrow.
  expect((await request.get(`/api/v1/forum/topics/${topicId}`)).status()).toBe(404);
  await memberPage.goto('/');
  const login = await openLogin(memberPage);
  await login.getByLabel('Email').fill(member.email);
  await login.getByLabel('Password').fill(member.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(memberPage.getByTestId('toast')).toContainText(/Your account is suspended until .+\./);
  // Their profile says so to the others, who still find the feedback of their own orders with them there.
  await flaggerPage.goto(`/users/${member.username}`);
  await expect(flaggerPage.getByTestId('suspended-profile')).toContainText(MSG.profileSuspended);
  await expect(flaggerPage.getByRole('heading', { name: 'Your feedback' })).toBeVisible();
  await flaggerPage.screenshot({ path: test.info().outputPath('suspended-profile.png'), fullPage: true });

  // Members shows the suspension; the audit log keeps each action.
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByLabel('Search by username or e-mail').fill(member.username);
  await expect(page.getByTestId('admin-member').filter({ hasText: member.username })).toContainText(
    'Suspended until',
  );
  await page.getByRole('link', { name: 'Audit log' }).click();
  for (const action of ['Resolved a report', 'Deleted a post', 'Suspended a member']) {
    await expect(page.getByTestId('audit-entry').filter({ hasText: action }).first()).toContainText(
      'Advertising is not allowed.',
    );
  }

  // A blog post, written and published in the portal: its page and the feed.
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('form', { name: 'New post' });
  const title = `House rules ${stamp}`;
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Slug').fill(`house-rules-${stamp}`);
  await editor.getByLabel('Body (Markdown)').fill('No **adverts** in the forum, please.');
  await editor
    .getByLabel('Cover image file')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await makePng(1200, 675) });
  await expect(page.getByTestId('toast').filter({ hasText: 'Cover uploaded.' })).toBeVisible();
  await expect(editor.getByTestId('blog-cover-preview').locator('img')).toBeVisible();
  await editor.getByLabel('Publish now').check();
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Post saved!' })).toBeVisible();
  await page.goto(`/blog/house-rules-${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('adverts');
  await expect(page.locator('img[src*="/media/blog-covers/"]').first()).toBeVisible();
  expect(await (await request.get('/blog/rss.xml')).text()).toContain(`<title>${title}</title>`);

  await memberPage.context().close();
  await flaggerPage.context().close();
});
