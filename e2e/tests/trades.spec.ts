import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { filmWithRelease, holdAndWant, offerForTrade } from '../fixtures/trading';
import { photoFile } from '../support/photo';

test('two collectors who hold each other’s wants mark their spares, see each other as a mutual match, and one posts a trade request with photos the other finds', async ({
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

  // Alice posts a trade request of her spare, and the dialog goes on to photos of it: two of them.
  await page.getByRole('button', { name: 'Post a trade request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a trade request' });
  await dialog.getByLabel('From your collection').selectOption(aliceItem);
  await dialog.getByLabel('What you would take').fill(`${tapeB.title}, any LaserDisc`);
  await dialog.getByRole('button', { name: 'Post trade request' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Trade request posted' })).toBeVisible();
  const photos = page.getByRole('dialog', { name: 'Add photos of this copy' });
  await photos
    .getByTestId('image-file-input')
    .setInputFiles([
      await photoFile('front.jpg', [200, 60, 40], 640, 960),
      await photoFile('back.jpg', [40, 60, 200]),
    ]);
  await photos.getByRole('button', { name: 'Save Changes' }).click();
  await expect(photos).toBeHidden();

  // Bruno finds it at the top of the list, its first photo on the card, the other one step away in the viewer.
  await other.goto('/community?tab=trades');
  const request = other.getByTestId('trade-request').first();
  const cover = request.getByRole('button', { name: `View the 2 photos of ${tapeA.title}` });
  const photo = cover.getByRole('img', { name: `${tapeA.title}: image 1` });
  await expect(photo).toHaveAttribute('src', /\/media\/trade-photos\/.+~640x960\.jpg~w320\.webp$/);
  await expect(photo).toHaveAttribute('srcset', /~w160\.webp 160w/);
  await expect(photo).toHaveAttribute('sizes', '56px');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', '640');
  await expect(photo).toHaveAttribute('height', '960');
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await cover.click();
  const viewer = other.getByTestId('image-viewer');
  await expect(viewer.getByRole('img', { name: `${tapeA.title}: image 1` })).toBeVisible();
  await expect(viewer.getByTestId('image-viewer-position')).toHaveText('1 of 2');
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByRole('img', { name: `${tapeA.title}: image 2` })).toBeVisible();
  await expect(viewer.getByTestId('image-viewer-position')).toHaveText('2 of 2');
  await other.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(cover).toBeFocused();
  await expect(request).toContainText(`Offers: ${tapeA.title}`);
  await expect(request).toContainText(`Wants: ${tapeB.title}, any LaserDisc`);
  await expect(request).toContainText(alice.username);
  await expect(request.getByRole('button', { name: 'End request' })).toBeHidden();
  await expect(request).toContainText('2 mutual matches');
  // On a phone the row wraps (the button below the text) instead of pushing the page sideways.
  const desktop = other.viewportSize()!;
  await other.setViewportSize({ width: 390, height: 844 });
  await expect(request.getByRole('button', { name: 'Propose a trade' })).toBeVisible();
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await other.setViewportSize(desktop);
  // …and on Alice's profile.
  await other.goto(`/users/${alice.username}`);
  await expect(other.getByTestId('profile-trade-match')).toHaveText('2 mutual matches');
  await context.close();
});

test('ending a trade request says what goes with it: the proposal waiting for an answer is declined', async ({
  page,
  browser,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'ender');
  const context = await browser.newContext({ baseURL: appServer.url });
  const other = await context.newPage();
  await createCollector(other, appServer.dataDir, 'answerer');
  const mine = await filmWithRelease(page, 'Ended Request Tape');
  const theirs = await filmWithRelease(other, 'Answering Tape');
  const myItem = await holdAndWant(page, mine.releaseId, theirs.releaseId);
  const theirItem = await holdAndWant(other, theirs.releaseId, mine.releaseId);
  await offerForTrade(page, mine.title);
  const posted = await page.request.post('/api/v1/trades', { data: { collectionItemId: myItem } });
  expect(posted.status()).toBe(201);
  const request = ((await posted.json()) as { id: string }).id;
  const proposed = await other.request.post('/api/v1/trade-proposals', {
    data: { give: [theirItem], take: [myItem], tradeRequestId: request },
  });
  expect(proposed.status()).toBe(201);
  await context.close();

  await page.goto('/community?tab=trades');
  const row = page.getByTestId('trade-request').filter({ hasText: mine.title });
  await row.getByRole('button', { name: 'End request' }).click();
  const dialog = page.getByRole('dialog', { name: 'End this trade request?' });
  await expect(dialog.getByTestId('end-request-consequences')).toHaveText(
    'It leaves the trade requests and the feed. 1 proposal waits for your answer: it is declined, and its proposer is told.',
  );
  await dialog.getByRole('button', { name: 'End request' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Trade request ended' })).toBeVisible();
  await expect(row).toHaveCount(0);
});
