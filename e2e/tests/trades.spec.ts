import type { Page } from '@playwright/test';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/** A film with one release, made through the API as the signed-in page; the release's id and the title. */
async function filmWithRelease(page: Page, label: string) {
  const title = `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const film = (await (
    await page.request.post('/api/v1/titles', { data: { title, released: '1988' } })
  ).json()) as {
    id: string;
  };
  const release = await page.request.post('/api/v1/releases', {
    data: { masterMovieId: film.id, releaseTitle: 'Big Box' },
  });
  expect(release.status()).toBe(201);
  return { title, releaseId: ((await release.json()) as { id: string }).id };
}

/** Adds `held` to my collection and `wanted` to my wantlist; the collection item's id. */
async function holdAndWant(page: Page, held: string, wanted: string) {
  const item = await page.request.post('/api/v1/me/collection', { data: { releaseId: held } });
  expect(item.status()).toBe(201);
  expect((await page.request.post('/api/v1/me/wantlist', { data: { releaseId: wanted } })).status()).toBe(
    201,
  );
  return ((await item.json()) as { id: string }).id;
}

/** Offers the copy of `title` for trade from /collection, with its 'For trade' switch. */
async function offerForTrade(page: Page, title: string) {
  await page.goto('/collection?view=list');
  const toggle = page.getByRole('button', { name: `Offer ${title}`, exact: false });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Offered for trade' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test('two collectors who hold each other’s wants mark their spares, see each other as a mutual match, and one posts a trade request the other finds', async ({
  page,
  browser,
  appServer,
}) => {
  const alice = await createCollector(page, appServer.dataDir, 'alice');
  const context = await browser.newContext({ baseURL: appServer.url });
  const other = await context.newPage();
  const bruno = await createCollector(other, appServer.dataDir, 'bruno');
  const tapeA = await filmWithRelease(page, 'Swap Tape A');
  const tapeB = await filmWithRelease(page, 'Swap Tape B');
  const aliceItem = await holdAndWant(page, tapeA.releaseId, tapeB.releaseId);
  await holdAndWant(other, tapeB.releaseId, tapeA.releaseId);

  await offerForTrade(page, tapeA.title);
  // One side alone: Bruno sees Alice's spare on his wantlist, not yet a mutual match.
  await other.goto('/community?tab=trades');
  const aliceRow = other.getByTestId('trade-match').filter({ hasText: alice.username });
  await expect(aliceRow).toContainText('1 spare of theirs on your wantlist');
  await expect(aliceRow).not.toContainText('Mutual match');

  await offerForTrade(other, tapeB.title);
  await other.goto('/community?tab=trades');
  await expect(aliceRow).toContainText('Mutual match');
  await page.goto('/community?tab=trades');
  const brunoRow = page.getByTestId('trade-match').filter({ hasText: bruno.username });
  await expect(brunoRow).toContainText('Mutual match');
  await expect(brunoRow).toContainText('1 spare of theirs on your wantlist · 1 spare of yours on theirs');

  // Alice posts a trade request of her spare; Bruno finds it at the top of the list.
  await page.getByRole('button', { name: 'Post a trade request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a trade request' });
  await dialog.getByLabel('From your collection').selectOption(aliceItem);
  await dialog.getByLabel('What you would take').fill(`${tapeB.title}, any LaserDisc`);
  await dialog.getByRole('button', { name: 'Post trade request' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Trade request posted' })).toBeVisible();
  await other.goto('/community?tab=trades');
  const request = other.getByTestId('trade-request').first();
  await expect(request).toContainText(`Offers: ${tapeA.title}`);
  await expect(request).toContainText(`Wants: ${tapeB.title}, any LaserDisc`);
  await expect(request).toContainText(alice.username);
  await expect(request.getByRole('button', { name: 'End request' })).toBeHidden();
  await expect(request).toContainText('2 mutual matches');
  // …and on Alice's profile.
  await other.goto(`/users/${alice.username}`);
  await expect(other.getByTestId('profile-trade-match')).toHaveText('2 mutual matches');
  await context.close();
});
