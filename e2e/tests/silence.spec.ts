import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor, makePng } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const SILENCED = /Your account is silenced until .+: you can read, but not post or change what others see\./;

test('a member silenced by an admin is told why when they change what others see', async ({
  page,
  browser,
  appServer,
  expectConsoleError,
}) => {
  expectConsoleError(/403/);
  const memberPage = await (await browser.newContext({ baseURL: appServer.url })).newPage();
  const member = await createCollector(memberPage, appServer.dataDir, 'hushed');

  // An admin with two-factor silences the member from the portal's Members section.
  const admin = await createCollector(page, appServer.dataDir, 'warden', { email: E2E_ADMIN_EMAILS.members });
  await enableTwoFactor(page, admin);
  await page.goto('/admin?section=users');
  await page.getByLabel('Search by username or e-mail').fill(member.username);
  const row = page.getByTestId('admin-member').filter({ hasText: member.username });
  await row.getByRole('button', { name: 'Restrict…' }).click();
  const restrict = page.getByRole('dialog', { name: `Restrict ${member.username}` });
  await restrict.getByLabel('What').selectOption({ label: 'Silence (reads, posts nothing)' });
  await restrict.getByLabel('Reason (e-mailed to the member)').fill('Flooding the forum with adverts.');
  await restrict.getByRole('button', { name: 'Send' }).click();
  await expect(row).toContainText('Silenced until');

  // The member's new bio and new avatar are refused in the server's words.
  await memberPage.goto(`/users/${member.username}`);
  await memberPage.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = memberPage.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Avatar image').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: await makePng(),
  });
  await expect(edit.getByText(SILENCED)).toBeVisible();
  await edit.getByLabel('Bio').fill('Cheap tapes at my own shop.');
  await edit.getByRole('button', { name: 'Update Profile' }).click();
  await expect(memberPage.getByTestId('toast').filter({ hasText: SILENCED }).first()).toContainText(
    'Failed to create/update profile',
  );
});
