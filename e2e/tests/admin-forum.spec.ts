import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor, signOut } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test('an admin adds a forum category, reorders it, moves a topic into it, then deletes it moving the topic on', async ({
  page,
  appServer,
}) => {
  const poster = await createCollector(page, appServer.dataDir, 'poster');
  const title = `Sealed Akira LaserDisc ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/forum/topics', {
    data: { title, content: 'Still in shrink.', category: 'collecting' },
  });
  expect(created.status()).toBe(201);
  await signOut(page, poster);

  const admin = await createCollector(page, appServer.dataDir, 'forumkeeper', {
    email: E2E_ADMIN_EMAILS.forum,
  });
  await enableTwoFactor(page, admin);
  await page.goto('/admin?section=forum');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  // A new category goes last, its address made from its name.
  const form = page.getByRole('form', { name: 'New category' });
  await form.getByLabel('Name').fill('LaserDisc Corner');
  await expect(form.getByLabel('Address')).toHaveAttribute('placeholder', 'laserdisc-corner');
  await form.getByLabel('Description').fill('Twelve inches of analogue video.');
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Category created' })).toBeVisible();
  const rows = page.getByTestId('admin-category');
  await expect(rows.last()).toContainText('LaserDisc Corner');

  // Up one place, by keyboard.
  const count = await rows.count();
  await rows.last().getByRole('button', { name: 'Move LaserDisc Corner up' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(count - 2)).toContainText('LaserDisc Corner');

  // The topic moves into it with the topic page's own tools.
  const topic = page.getByTestId('admin-topic').filter({ hasText: title });
  await topic.getByLabel('Move to').selectOption({ label: 'LaserDisc Corner' });
  await expect(topic).toContainText('LaserDisc Corner · by');
  await expect(rows.filter({ hasText: 'LaserDisc Corner' })).toContainText('1 topic');
  await page.screenshot({ path: test.info().outputPath('admin-forum.png'), fullPage: true });

  // Deleting it moves its topic on, in one step.
  await rows.filter({ hasText: 'LaserDisc Corner' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByTestId('delete-category-dialog');
  await dialog.getByLabel('Move its topics to').selectOption({ label: 'Collecting' });
  await expect(dialog.getByTestId('category-moves')).toHaveText(
    '1 topic and 0 replies move to Collecting; links to the category stop working.',
  );
  await dialog.getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Category deleted' })).toBeVisible();
  await expect(rows.filter({ hasText: 'LaserDisc Corner' })).toHaveCount(0);
  await expect(topic).toContainText('Collecting · by');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'Deleted a forum category' })).toContainText(
    'LaserDisc Corner',
  );

  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Marketplace' })
    .click();
  await expect(page.getByLabel('Search by film title or seller')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Newest seller ratings' })).toBeVisible();
});
