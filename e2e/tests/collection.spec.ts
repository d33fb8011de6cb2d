import type { Page } from '@playwright/test';
import { MSG } from '@rewind/shared/messages';
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

/** A film with the given releases, made through the API as the signed-in page. */
async function newFilmWithReleases(page: Page, label: string, releaseTitles: string[]) {
  const title = `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const created = await page.request.post('/api/v1/titles', { data: { title, released: '1987' } });
  expect(created.status()).toBe(201);
  const film = (await created.json()) as { id: string; slug: string };
  const releases: Record<string, string> = {};
  for (const releaseTitle of releaseTitles) {
    const release = await page.request.post('/api/v1/releases', {
      data: { masterMovieId: film.id, releaseTitle },
    });
    expect(release.status()).toBe(201);
    releases[releaseTitle] = ((await release.json()) as { id: string }).id;
  }
  return { film, releases };
}

async function collect(page: Page, releaseId: string): Promise<string> {
  const response = await page.request.post('/api/v1/me/collection', { data: { releaseId } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A gate for held requests: `wait` resolves once `open` is called. */
function gate() {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

test('the picker saves removals before additions, locks the cards it is saving', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'orderly');
  const { film, releases } = await newFilmWithReleases(page, 'Save Order', ['Rental Copy', 'Sell-Through']);
  await collect(page, releases['Rental Copy']!);

  // Every write to the collection, in the order the browser sent it, and how the server answered.
  const sent: string[] = [];
  const answered: string[] = [];
  const isCollectionWrite = (method: string, url: string) =>
    ['POST', 'DELETE'].includes(method) && new URL(url).pathname.startsWith('/api/v1/me/collection');
  page.on('request', (request) => {
    if (isCollectionWrite(request.method(), request.url())) sent.push(request.method());
  });
  page.on('response', (response) => {
    const request = response.request();
    if (isCollectionWrite(request.method(), request.url()))
      answered.push(`${request.method()} ${response.status()}`);
  });
  const deleteGate = gate();
  const postGate = gate();
  await page.route('**/api/v1/me/collection**', async (route) => {
    const method = route.request().method();
    if (method === 'DELETE') await deleteGate.wait;
    else if (method === 'POST') await postGate.wait;
    await route.fallback();
  });

  await page.goto(`/catalog/${film.slug}`);
  const card = (name: string) => page.getByTestId('release-card').filter({ hasText: name });
  await expect(card('Rental Copy').getByTestId('have-want')).toContainText('1 have');
  await page.getByRole('button', { name: 'Manage Collection' }).click();
  const picker = page.getByTestId('release-picker');
  const option = (name: string) => picker.getByTestId('release-option').filter({ hasText: name });
  const save = picker.getByRole('button', { name: /Save Changes/ });
  await expect(option('Rental Copy')).toHaveAttribute('data-status', 'held');
  await option('Sell-Through').click();
  await option('Rental Copy').click();
  await expect(option('Sell-Through')).toHaveAttribute('data-status', 'selected');
  await expect(option('Rental Copy')).toHaveAttribute('data-status', 'removing');
  await expect(save).toContainText('2');
  await save.click();

  // The removal is in flight: its card is locked and already shown as removed, the other card waits.
  await expect(option('Rental Copy')).toHaveAttribute('aria-busy', 'true');
  await expect(option('Rental Copy')).toHaveAttribute('data-status', 'idle');
  await expect(option('Sell-Through')).toHaveAttribute('aria-disabled', 'true');
  await expect(option('Sell-Through')).not.toHaveAttribute('aria-busy', 'true');
  await expect(option('Sell-Through')).toHaveAttribute('data-status', 'selected');
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await expect(picker.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  // A click on a card while saving changes nothing.
  await option('Sell-Through').click({ force: true });
  await expect(option('Sell-Through')).toHaveAttribute('data-status', 'selected');
  await expect.poll(() => sent).toEqual(['DELETE']);

  // The addition starts only once the removal has been answered.
  deleteGate.open();
  await expect(option('Sell-Through')).toHaveAttribute('aria-busy', 'true');
  await expect(option('Sell-Through')).toHaveAttribute('data-status', 'held');
  await expect(option('Rental Copy')).not.toHaveAttribute('aria-busy', 'true');
  await expect(save).toBeDisabled();
  await expect.poll(() => sent).toEqual(['DELETE', 'POST']);
  await expect.poll(() => answered).toEqual(['DELETE 204']);

  postGate.open();
  await expect(picker).toBeHidden();
  await expect.poll(() => answered).toEqual(['DELETE 204', 'POST 201']);
  await expect(toast(page, 'Removed from your collection!')).toBeVisible();
  await expect(toast(page, 'Added to your collection!')).toBeVisible();
  await expect(card('Rental Copy').getByTestId('have-want')).toContainText('0 have');
  await expect(card('Sell-Through').getByTestId('have-want')).toContainText('1 have');

  await page.goto('/collection');
  await expect(page.getByTestId('shelf-item')).toHaveCount(1);
  await expect(page.getByTestId('shelf-item')).toContainText('Sell-Through');
});

test('a removal that fails puts the card back and shows the error', async ({
  page,
  appServer,
  expectConsoleError,
}) => {
  expectConsoleError(/Failed to load resource: the server responded with a status of 500/);
  await createCollector(page, appServer.dataDir, 'unlucky');
  const { film, releases } = await newFilmWithReleases(page, 'Stubborn Tape', ['Only Copy']);
  const itemId = await collect(page, releases['Only Copy']!);

  // The DELETE fails as the API's error handler answers an unexpected error; the server never sees it.
  const failure = gate();
  let deletes = 0;
  await page.route(`**/api/v1/me/collection/${itemId}`, async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    deletes += 1;
    await failure.wait;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.' } }),
    });
  });

  await page.goto(`/catalog/${film.slug}`);
  await page.getByRole('button', { name: 'Manage Collection' }).click();
  const picker = page.getByTestId('release-picker');
  const option = picker.getByTestId('release-option').filter({ hasText: 'Only Copy' });
  await expect(option).toHaveAttribute('data-status', 'held');
  await option.click();
  await expect(option).toHaveAttribute('data-status', 'removing');
  await picker.getByRole('button', { name: /Save Changes/ }).click();

  // Shown as removed at once, then put back when the server says no.
  await expect(option).toHaveAttribute('aria-busy', 'true');
  await expect(option).toHaveAttribute('data-status', 'idle');
  failure.open();
  await expect(
    toast(page, MSG.errorSavingChanges('collection', 'Something went wrong on our side.')),
  ).toBeVisible();
  // Back in the collection, still marked for removal (as a failed addition stays selected), so Save can retry.
  await expect(option).not.toHaveAttribute('aria-busy', 'true');
  await expect(option).toHaveAttribute('data-status', 'removing');
  await expect(option).toContainText('Will be removed');
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: /Save Changes/ })).toBeEnabled();
  await expect(picker.getByRole('button', { name: /Save Changes/ })).toContainText('1');
  await expect(toast(page, MSG.removedFromCollection)).toHaveCount(0);
  expect(deletes).toBe(1);
  // One more click and it is simply held again, with nothing left to save.
  await option.click();
  await expect(option).toHaveAttribute('data-status', 'held');
  await expect(option).toContainText('In your collection');
  await expect(picker.getByRole('button', { name: /Save Changes/ })).toBeDisabled();

  // Nothing changed on the server.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByTestId('release-card').getByTestId('have-want')).toContainText('1 have');
  await expect(page.getByRole('button', { name: 'Manage Collection' })).toBeVisible();
  await page.goto('/collection');
  await expect(page.getByTestId('shelf-item')).toHaveCount(1);
  await expect(page.getByTestId('shelf-item')).toContainText('Only Copy');
});
