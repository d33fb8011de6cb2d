import type { Page } from '@playwright/test';
import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/** A film of 1983 with one release, made through the API as the signed-in page. */
async function filmOf1983(page: Page, title: string) {
  const created = await page.request.post('/api/v1/titles', { data: { title, released: '1983' } });
  expect(created.status()).toBe(201);
  const film = (await created.json()) as { id: string };
  const release = await page.request.post('/api/v1/releases', {
    data: { masterMovieId: film.id, releaseTitle: 'Big Box' },
  });
  expect(release.status()).toBe(201);
  return { id: film.id, releaseId: ((await release.json()) as { id: string }).id };
}

test('an admin merges a duplicate film into the original, whose old address then leads there, deletes a film a member holds, and restores it from the trash', async ({
  page,
  appServer,
  expectConsoleError,
}) => {
  // The portal's first probe before two-factor is refused (403), as the portal expects.
  expectConsoleError(/403/);
  const admin = await createCollector(page, appServer.dataDir, 'curator', {
    email: E2E_ADMIN_EMAILS.catalogue,
  });
  await enableTwoFactor(page, admin);

  const word = `k${Date.now().toString(36)}`;
  const kept = `Videodrome ${word}`;
  const duplicate = `Video Drome ${word}`;
  await filmOf1983(page, kept);
  const twin = await filmOf1983(page, duplicate);
  expect(
    (await page.request.post('/api/v1/me/collection', { data: { releaseId: twin.releaseId } })).status(),
  ).toBe(201);

  await page.goto('/admin?section=catalogue');
  await page.getByLabel('Find a film').fill(word);
  const rows = page.getByTestId('admin-title');
  await expect(rows).toHaveCount(2);
  const twinRow = rows.filter({ hasText: duplicate });
  await expect(twinRow).toContainText('1 release · 1 in collections · 0 wanted · 0 for sale');

  await twinRow.getByRole('button', { name: 'Merge into…' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge "${duplicate} (1983)" into another film` });
  await dialog.getByLabel('Search for the film to keep').fill(word);
  // The film itself is not offered as the one to keep.
  const choices = dialog.getByRole('list', { name: 'Films to keep' }).getByRole('button');
  await expect(choices).toHaveCount(1);
  await choices.filter({ hasText: kept }).click();
  await expect(dialog.getByTestId('merge-duplicate')).toContainText(`${duplicate} (1983)`);
  await expect(dialog.getByTestId('merge-kept')).toContainText(`${kept} (1983)`);
  await expect(dialog).toContainText(
    `1 release, 1 collection item, 0 wants and 0 listings move to "${kept} (1983)"`,
  );
  await page.screenshot({ path: test.info().outputPath('merge-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `"${duplicate} (1983)" was merged into "${kept} (1983)".` }),
  ).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2 releases · 1 in collections');

  // The duplicate's old address leads to the film that stayed, with both releases.
  await page.goto(`/catalog/${twin.id}`);
  await expect(page).toHaveURL(/\/catalog\/\d+-videodrome-k[a-z0-9]+-1983$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kept);
  await expect(page.getByText('2 on file')).toBeVisible();

  await page.goto('/admin?section=audit');
  await expect(page.getByTestId('audit-entry').filter({ hasText: duplicate }).first()).toContainText(
    'Merged a duplicate film',
  );

  // Deleting says what goes with the film (the copy the merge moved to it) and offers a merge instead.
  await page.goto('/admin?section=catalogue');
  await page.getByLabel('Find a film').fill(word);
  await rows.filter({ hasText: kept }).getByRole('button', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: `Delete "${kept}"?` });
  await expect(remove).toContainText('The film and its 2 releases leave the catalogue for everyone.');
  await expect(remove.getByRole('listitem')).toHaveText([
    "1 copy in members' collections",
    '3 challenge entries',
  ]);
  await expect(remove).toContainText('It stays in the trash for 30 days');
  await expect(remove.getByRole('button', { name: 'Merge into…' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('delete-dialog.png'), fullPage: true });
  // Were the rights revoked meanwhile, the API refuses, and the dialog says in the product's words.
  await page.route('**/api/v1/titles/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 403,
          json: { error: { code: 'forbidden', message: 'Access denied. Admin privileges required.' } },
        })
      : route.fallback(),
  );
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove.getByTestId('delete-error')).toContainText('Only admins can delete master items');
  await page.unrouteAll();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Movie deleted successfully!' })).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect((await page.request.get(`/api/v1/titles/${twin.id}`)).status()).toBe(404);

  // The trash keeps it; restoring brings it back with the member's copy.
  const trashed = page.getByTestId('trashed-title').filter({ hasText: kept });
  await expect(trashed).toContainText('1 in collections');
  await page.screenshot({ path: test.info().outputPath('trash.png'), fullPage: true });
  await trashed.getByRole('button', { name: 'Restore' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `"${kept} (1983)" is back in the catalogue.` }),
  ).toBeVisible();
  await expect(trashed).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2 releases · 1 in collections');

  // One release goes from its own page, after its dialog says what it holds; the film stays with the other.
  await page.goto(`/catalog/release/${twin.releaseId}`);
  await page.getByRole('button', { name: 'Delete release' }).click();
  const removeRelease = page.getByRole('dialog', { name: /^Delete the release "Big Box of / });
  await expect(removeRelease).toContainText('The release leaves the catalogue for everyone; its film stays.');
  await expect(removeRelease.getByRole('listitem').first()).toHaveText("1 copy in members' collections");
  await removeRelease.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Release deleted.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kept);
  await expect(page.getByText('1 on file')).toBeVisible();
  await page.goto('/admin?section=catalogue');
  await expect(
    page.getByTestId('trashed-title').filter({ hasText: `${kept} (1983) · Big Box` }),
  ).toBeVisible();
});
