import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { filmWithRelease, holdAndWant, offerForTrade } from '../fixtures/trading';

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
