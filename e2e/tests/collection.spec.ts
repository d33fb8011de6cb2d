import type { Page } from '@playwright/test';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

test('from the picker: two releases with notes, one removed, a third wantlisted; seen on /collection, /wantlist and the public profile', async ({
  page,
  appServer,
}) => {
  const account = await createCollector(page, appServer.dataDir, 'shelver');
  const filmTitle = `Tape Shelf ${Date.now().toString(36)}`;
  const film = (await (
    await page.request.post('/api/v1/titles', { data: { title: filmTitle, released: '1986' } })
  ).json()) as { id: string; slug: string };
  for (const releaseTitle of ['Big Box', 'Clamshell', 'Laser Gatefold']) {
    await page.request.post('/api/v1/releases', { data: { masterMovieId: film.id, releaseTitle } });
  }
  await page.goto(`/catalog/${film.slug}`);
  const card = (name: string) => page.getByTestId('release-card').filter({ hasText: name });
  const picker = page.getByTestId('release-picker');
  const option = (name: string) => picker.getByTestId('release-option').filter({ hasText: name });

  // Two releases with notes.
  await page.getByRole('button', { name: 'Add to Collection' }).click();
  await option('Big Box').click();
  await option('Clamshell').click();
  await expect(picker.getByTestId('picker-pending')).toContainText('Notes for Selected Releases (optional)');
  await picker.getByLabel('Big Box').fill('Ex-rental, sticker on the spine');
  await picker.getByLabel('Clamshell').fill('Sealed');
  await picker.getByRole('button', { name: /Save Changes/ }).click();
  await expect(picker).toBeHidden();
  await expect(card('Big Box').getByTestId('have-want')).toContainText('1 have');
  await expect(card('Clamshell').getByTestId('have-want')).toContainText('1 have');

  // One removed again.
  await page.getByRole('button', { name: 'Manage Collection' }).click();
  await expect(option('Big Box').getByTestId('release-option-notes')).toContainText(
    'Ex-rental, sticker on the spine',
  );
  await option('Clamshell').click();
  await expect(picker.getByTestId('picker-pending')).toContainText('Changes Pending');
  await picker.getByRole('button', { name: /Save Changes/ }).click();
  await expect(picker).toBeHidden();
  await expect(card('Clamshell').getByTestId('have-want')).toContainText('0 have');

  // A third one wanted.
  await page.getByRole('button', { name: 'Add to Wantlist' }).click();
  await option('Laser Gatefold').click();
  await picker.getByLabel('Laser Gatefold').fill('Only with the insert');
  await picker.getByRole('button', { name: /Save Changes/ }).click();
  await expect(picker).toBeHidden();
  await expect(card('Laser Gatefold').getByTestId('have-want')).toContainText('1 want');
  await expect(page.getByRole('button', { name: 'Manage Wantlist' })).toBeVisible();
  await expect(toast(page, /./).first()).toBeVisible();

  await page.goto('/collection');
  const shelf = page.getByTestId('shelf-item');
  await expect(shelf).toHaveCount(1);
  await expect(shelf).toContainText(filmTitle);
  await expect(shelf).toContainText('Big Box');
  await expect(shelf).toContainText('Ex-rental, sticker on the spine');

  await page.goto('/wantlist');
  await expect(page.getByTestId('shelf-item')).toHaveCount(1);
  await expect(page.getByTestId('shelf-item')).toContainText('Laser Gatefold');

  await page.goto(`/users/${account.username}/collection`);
  await expect(page.getByTestId('shelf-item')).toHaveCount(1);
  await expect(page.getByTestId('shelf-item')).toContainText('Big Box');
});
