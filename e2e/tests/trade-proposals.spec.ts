import type { Page } from '@playwright/test';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { filmWithRelease, holdAndWant } from '../fixtures/trading';

async function markSpare(page: Page, itemId: string) {
  const marked = await page.request.put(`/api/v1/me/collection/${itemId}/for-trade`, {
    data: { forTrade: true },
  });
  expect(marked.ok(), await marked.text()).toBe(true);
}

const stepButton = (page: Page, name: string) =>
  page.getByTestId('trade-steps').getByRole('button', { name });

/** A step of the trade, taken as a person does: its button, then the confirmation that says what it means. */
async function takeStep(page: Page, name: string) {
  await stepButton(page, name).click();
  const dialog = page.getByRole('dialog', { name: `${name}?` });
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
}

test('two collectors who hold each other’s wants see a mutual match, trade, and rate each other', async ({
  page,
  browser,
  appServer,
}) => {
  const alice = await createCollector(page, appServer.dataDir, 'alice');
  const context = await browser.newContext({ baseURL: appServer.url });
  const other = await context.newPage();
  const bruno = await createCollector(other, appServer.dataDir, 'bruno');
  const tapeA = await filmWithRelease(page, 'Trade Tape A');
  const tapeB = await filmWithRelease(page, 'Trade Tape B');
  await markSpare(page, await holdAndWant(page, tapeA.releaseId, tapeB.releaseId));
  await markSpare(other, await holdAndWant(other, tapeB.releaseId, tapeA.releaseId));

  // Alice proposes her spare for Bruno's, from her mutual match.
  await page.goto('/community?tab=trades');
  const brunoRow = page.getByTestId('trade-match').filter({ hasText: bruno.username });
  await expect(brunoRow).toContainText('Mutual match');
  await brunoRow.getByRole('button', { name: 'Propose a trade' }).click();
  const dialog = page.getByRole('dialog', { name: `Propose a trade to ${bruno.username}` });
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog.getByText('Choose at least one of their copies you would like.')).toBeVisible();
  await dialog.getByTestId('trade-take').getByLabel(tapeB.title).check();
  await dialog.getByTestId('trade-give').getByLabel(tapeA.title).check();
  await dialog.getByLabel('Message (optional)').fill('Swap our spares?');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page).toHaveURL(/\/trades\/[0-9a-f-]{36}$/);
  const tradePath = new URL(page.url()).pathname;
  await expect(page.getByTestId('trade-status')).toHaveText('Proposed');
  await expect(page.getByTestId('trade-you-give')).toContainText(tapeA.title);
  await expect(page.getByTestId('trade-you-get')).toContainText(tapeB.title);

  // Bruno hears of it, reads the message, accepts and ships; Alice's open page follows without a reload.
  await other.goto('/notifications');
  await other
    .getByTestId('notification')
    .filter({ hasText: `${alice.username} proposes a trade.` })
    .getByRole('link')
    .click();
  await expect(other).toHaveURL(tradePath);
  await expect(other.getByTestId('trade-message')).toContainText('Swap our spares?');
  await expect(other.getByTestId('trade-you-give')).toContainText(tapeB.title);
  await stepButton(other, 'Accept').click();
  const accepting = other.getByRole('dialog', { name: 'Accept?' });
  await expect(accepting).toContainText(`You give 1 copy and receive 1 copy from ${alice.username}.`);
  await accepting.getByRole('button', { name: 'Accept' }).click();
  await expect(other.getByTestId('trade-status')).toHaveText('Accepted');
  await takeStep(other, 'I shipped my copies');
  await expect(page.getByTestId('trade-status')).toHaveText('Accepted');
  await expect(page.getByTestId('trade-hint')).toContainText(`${bruno.username} shipped theirs`);

  // Alice confirms Bruno's copy arrived and ships hers; Bruno's receipt completes the trade.
  await takeStep(page, 'I received their copies');
  await expect(stepButton(page, 'I received their copies')).toBeHidden();
  await takeStep(page, 'I shipped my copies');
  await expect(page.getByTestId('trade-hint')).toContainText('You shipped your copies. You received theirs.');
  await takeStep(other, 'I received their copies');
  await expect(other.getByTestId('trade-status')).toHaveText('Completed');
  await expect(page.getByTestId('trade-status')).toHaveText('Completed');

  // Each rates the other; a rating shows once both are in.
  const rateAs = async (who: Page, label: string) => {
    const form = who.getByTestId('rate-trade');
    await form.getByLabel(label).check();
    await form.getByLabel('Review (optional)').fill('Well packed, quick to ship.');
    await form.getByRole('button', { name: 'Rate the trade' }).click();
  };
  await rateAs(other, '5 stars: Excellent');
  await expect(other.getByText(`${alice.username}'s rating of you shows once they rate`)).toBeVisible();
  await rateAs(page, '4 stars: Very good');
  await expect(
    page.getByTestId('trade-rating').filter({ hasText: `${bruno.username}'s rating of you` }),
  ).toContainText('Well packed');
  await page.screenshot({ path: test.info().outputPath('trade-completed.png'), fullPage: true });
  await other.reload();
  await expect(
    other.getByTestId('trade-rating').filter({ hasText: `${alice.username}'s rating of you` }),
  ).toBeVisible();

  // The copies changed shelves, and the ratings show on the profiles beside the seller rating.
  await page.goto('/collection?view=list');
  await expect(page.getByText(tapeB.title)).toBeVisible();
  await expect(page.getByText(tapeA.title)).toBeHidden();
  await page.goto(`/users/${bruno.username}`);
  await expect(page.getByTestId('profile-trader-rating')).toContainText('4.0');
  await expect(page.getByTestId('profile-completed-trades')).toContainText('1');
  await page.goto('/community?tab=trades');
  await expect(page.getByTestId('my-trade').first()).toContainText('Completed');
  await context.close();
});
