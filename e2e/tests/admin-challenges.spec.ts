import AxeBuilder from '@axe-core/playwright';
import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test('an admin with two-factor creates a challenge members see, edits it, and closes it', async ({
  page,
  appServer,
}) => {
  const admin = await createCollector(page, appServer.dataDir, 'keeper', {
    email: E2E_ADMIN_EMAILS.challenges,
  });
  await enableTwoFactor(page, admin);
  const title = `Slasher Summer ${Date.now().toString(36)}`;

  await page.goto('/admin?section=challenges');
  await expect(page.getByRole('heading', { name: 'Challenges' })).toBeVisible();
  await page.getByRole('button', { name: 'New challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'New challenge' });

  // The form checks with the server's own rules before sending.
  await dialog.getByRole('button', { name: 'Create challenge' }).click();
  await expect(dialog.getByText('Please enter a challenge title')).toBeVisible();
  await expect(dialog.getByText('The target must be a whole number from 1 to 10000')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Horror tapes, all summer long.');
  await dialog.getByLabel('What counts').selectOption({ label: 'Horror films' });
  await dialog.getByLabel('Target (items)').fill('5');
  await dialog.getByLabel('Ends (optional)').fill('2099-08-31T23:00');
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create challenge' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Challenge created!' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('admin-challenge').filter({ hasText: title });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Running');
  await expect(row).toContainText('Horror films · target 5');
  await expect(row).toContainText('0 participants');
  await page.screenshot({ path: test.info().outputPath('admin-challenges.png'), fullPage: true });

  // Members see it on /community.
  await page.goto('/community?tab=challenges');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Target 5');
  await expect(card).toContainText('Horror films');

  // Edited: the new target shows in the portal.
  await page.goto('/admin?section=challenges');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${title}”` });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Target (items)').fill('7');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Challenge saved!' })).toBeVisible();
  await expect(row).toContainText('Horror films · target 7');

  // Closed, after a confirmation: it leaves /community, and the portal still lists it.
  await row.getByRole('button', { name: `Close ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this challenge?' });
  await confirm.getByRole('button', { name: 'Close challenge' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Challenge closed' })).toBeVisible();
  await expect(row).toContainText('Closed');
  await expect(row.getByRole('button', { name: `Reopen ${title}` })).toBeVisible();

  await page.goto('/community?tab=challenges');
  // The demo's challenges are there, the closed one is not.
  await expect(page.getByRole('article', { name: 'Eighties Triple Feature' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);

  // A challenge members have joined keeps what it counts and its start; on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin?section=challenges');
  await page.getByRole('button', { name: 'Edit Fright Shelf' }).click();
  const joined = page.getByRole('dialog', { name: 'Edit “Fright Shelf”' });
  await expect(joined.getByLabel('What counts')).toBeDisabled();
  await expect(joined.getByLabel('Starts (optional)')).toBeDisabled();
  await expect(joined.getByLabel('Target (items)')).toBeEnabled();
  await expect(joined).toContainText('Members have joined');
  await page.screenshot({ path: test.info().outputPath('admin-challenge-locked.png') });
  await joined.getByRole('button', { name: 'Cancel' }).click();
  await expect(joined).toBeHidden();

  // Every step is in the audit log.
  await page.goto('/admin?section=audit');
  const entries = page.getByTestId('audit-entry').filter({ hasText: title });
  await expect(entries.filter({ hasText: 'Created a challenge' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Changed a challenge' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Closed a challenge' })).toHaveCount(1);
});
