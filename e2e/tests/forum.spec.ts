import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test.describe('forum', () => {
  test('A posts in Collecting; B replies mentioning @A; A’s Community dot lights live and clears on opening the topic', async ({
    page,
    browser,
    appServer,
  }) => {
    const poster = await createCollector(page, appServer.dataDir, 'poster');
    await page.goto('/community');
    await page.getByRole('link', { name: 'Forums', exact: true }).click();
    await page.getByRole('link', { name: /Collecting/ }).click();
    await expect(page.getByRole('heading', { name: 'Collecting', level: 1 })).toBeVisible();

    const title = `Best sealed LaserDisc find ${Date.now().toString(36)}`;
    const newTopic = page.getByRole('button', { name: 'New topic' });
    const dialog = page.getByTestId('new-topic-dialog');
    // From the keyboard: the title field takes focus, and closing gives it back to the button.
    await newTopic.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(newTopic).toBeFocused();
    await newTopic.click();
    await dialog.getByRole('button', { name: 'Post topic' }).click();
    await expect(dialog.getByText('Please enter a post title')).toBeVisible();
    await dialog.getByLabel('Title').fill(`  ${title}  `);
    await dialog
      .getByLabel('Your post')
      .fill('Found a **sealed** copy of _Akira_ today.\n\n> Still in shrink');
    // The preview is what the server will store.
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByTestId('post-preview').locator('strong')).toHaveText('sealed');
    await expect(dialog.getByTestId('post-preview').locator('blockquote')).toHaveText('Still in shrink');
    await dialog.getByRole('button', { name: 'Write' }).click();
    await dialog.getByRole('button', { name: 'Post topic' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const topicUrl = page.url();
    await expect(page.getByTestId('forum-entry').first().locator('strong')).toHaveText('sealed');

    // A leaves for the catalogue; B answers from another browser.
    await page.goto('/catalog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const communityDot = nav.getByRole('link', { name: /Community/ }).getByTestId('unread-dot');
    await expect(communityDot).toBeHidden();

    const context = await browser.newContext();
    const other = await context.newPage();
    await createCollector(other, appServer.dataDir, 'replier');
    await other.goto(topicUrl);
    await other.getByLabel('Your reply').fill(`@${poster.username} great find! Mine is still sealed too.`);
    await other.getByRole('button', { name: 'Post reply' }).click();
    const reply = other.getByTestId('forum-replies').getByTestId('forum-entry');
    await expect(reply).toContainText('great find!');
    await expect(reply.getByRole('link', { name: `@${poster.username}` })).toHaveAttribute(
      'href',
      `/users/${poster.username}`,
    );
    await context.close();

    // Without a reload, A's Community dot lights; the notice opens the topic, which clears it.
    await expect(communityDot).toBeVisible();
    await page.getByTestId('notification-bell').click();
    const notice = page.getByTestId('notification').first();
    await expect(notice).toContainText(`mentioned you in “${title}”`);
    await notice.getByRole('link').click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('forum-replies')).toContainText('great find!');
    await expect(communityDot).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('forum-topic.png'), fullPage: true });

    // Back on the category, the topic shows its reply and no unread mark.
    await page.goto('/community/forums/category/collecting');
    const row = page.getByTestId('topic-row').filter({ hasText: title });
    await expect(row).toContainText('last reply by');
    await expect(row.getByTestId('unread-mark')).toHaveCount(0);
  });
});
