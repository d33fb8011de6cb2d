import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor, makePng } from '../fixtures/accounts';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** A copy of a new film's VHS release on the member's shelf, listed for sale: answers the listing's id. */
async function listedCopy(page: Page, title: string): Promise<string> {
  const film = await page.request.post('/api/v1/titles', { data: { title, released: '1986' } });
  const masterMovieId = ((await film.json()) as { id: string }).id;
  const release = await page.request.post('/api/v1/releases', { data: { masterMovieId, format: 'VHS' } });
  const releaseId = ((await release.json()) as { id: string }).id;
  const item = await page.request.post('/api/v1/me/collection', { data: { releaseId } });
  const listed = await page.request.post('/api/v1/me/listings', {
    data: {
      collectionItemId: ((await item.json()) as { id: string }).id,
      price: '18',
      mediaCondition: 'Good',
      packagingCondition: 'Good',
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  return ((await listed.json()) as { listing: { id: string } }).listing.id;
}

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
  // The member is selling a copy that another member is buying.
  const title = `Hushed Sale ${Date.now().toString(36)}`;
  const listingId = await listedCopy(memberPage, title);
  const buyerPage = await (await browser.newContext({ baseURL: appServer.url })).newPage();
  const buyer = await createCollector(buyerPage, appServer.dataDir, 'waiting');
  expect((await buyerPage.request.post(`/api/v1/listings/${listingId}/orders`)).status()).toBe(201);

  // An admin with two-factor silences the member from the portal's Members section; a suspension would have
  // left that order waiting, which its dialog lists first.
  const admin = await createCollector(page, appServer.dataDir, 'warden', { email: E2E_ADMIN_EMAILS.members });
  await enableTwoFactor(page, admin);
  await page.goto('/admin?section=users');
  await page.getByLabel('Search by username or e-mail').fill(member.username);
  const row = page.getByTestId('admin-member').filter({ hasText: member.username });
  await row.getByRole('button', { name: 'Restrict…' }).click();
  const restrict = page.getByRole('dialog', { name: `Restrict ${member.username}` });
  await restrict.getByLabel('What').selectOption({ label: 'Suspend (cannot sign in)' });
  const dealings = restrict.getByTestId('suspension-dealings');
  await expect(dealings).toContainText('1 order under way and 0 accepted trades wait on them');
  await expect(dealings.getByRole('listitem')).toHaveText(
    `Selling ${title} (1986) · VHS with ${buyer.username} · New`,
  );
  await restrict.getByLabel('What').selectOption({ label: 'Silence (reads, posts nothing)' });
  await restrict.getByLabel('Reason (e-mailed to the member)').fill('Flooding the forum with adverts.');
  await restrict.getByRole('button', { name: 'Send' }).click();
  await expect(row).toContainText('Silenced until');

  // The copy the order holds stays listed: the admin's removal dialog names the order and cannot go ahead.
  await page.goto('/admin?section=marketplace');
  await page.getByLabel('Search by film title or seller').fill(title);
  const listing = page.getByTestId('admin-listing').filter({ hasText: title });
  await expect(listing).toContainText('Reserved');
  await listing.getByRole('button', { name: 'Remove' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this listing?' });
  await expect(removal.getByRole('alert')).toContainText('An order for this copy is under way (order ');
  await expect(removal.getByRole('alert')).toContainText(
    'new): the listing can be removed once the order ends.',
  );
  await removal.getByLabel('Reason (the seller is told)').fill('Counterfeit');
  await expect(removal.getByRole('button', { name: 'Remove listing' })).toBeDisabled();
  await removal.screenshot({ path: test.info().outputPath('remove-reserved-listing.png') });
  await removal.getByRole('button', { name: 'Cancel' }).click();

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
