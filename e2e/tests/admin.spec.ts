import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor, openLogin, signOut } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test('an admin with two-factor suspends a member until tomorrow, who then cannot sign in, and the log keeps it', async ({
  page,
  browser,
  appServer,
  expectConsoleError,
}) => {
  expectConsoleError(/403/);
  const context = await browser.newContext({ baseURL: appServer.url });
  const memberPage = await context.newPage();
  const member = await createCollector(memberPage, appServer.dataDir, 'rulebreaker');
  await signOut(memberPage, member);

  const admin = await createCollector(page, appServer.dataDir, 'moderator', {
    email: E2E_ADMIN_EMAILS.moderation,
  });
  await page.goto('/admin');
  // Before two-factor, the portal says what is missing.
  await expect(page.getByText('Two-factor authentication needed')).toBeVisible();
  await enableTwoFactor(page, admin);

  await page
    .getByRole('link', { name: /Admin Portal/ })
    .first()
    .click();
  await page.getByLabel('Search by username or e-mail').fill(member.username);
  const row = page.getByTestId('admin-member').filter({ hasText: member.username });
  await row.getByRole('button', { name: 'Restrict…' }).click();
  const dialog = page.getByRole('dialog', { name: `Restrict ${member.username}` });
  await dialog.getByLabel('What').selectOption('suspend');
  await dialog.getByLabel('Reason (e-mailed to the member)').fill('Selling counterfeit tapes.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'They were e-mailed the reason.' })).toBeVisible();
  await expect(row).toContainText('Suspended until');
  await page.screenshot({ path: test.info().outputPath('admin-members.png'), fullPage: true });

  // The member cannot sign in, and is told until when.
  await memberPage.goto('/');
  const login = await openLogin(memberPage);
  await login.getByLabel('Email').fill(member.email);
  await login.getByLabel('Password').fill(member.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(memberPage.getByTestId('toast')).toContainText(/Your account is suspended until .+\./);

  await page.getByRole('link', { name: 'Audit log' }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: member.username });
  await expect(entry).toContainText('Suspended a member');
  await expect(entry).toContainText('Selling counterfeit tapes.');
  await context.close();
});
