import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/** A film of `year` with one release, made through the API as the signed-in page. */
async function eightiesFilm(page: Page, year: number) {
  const title = `Neon Nights ${year} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const created = await page.request.post('/api/v1/titles', { data: { title, released: String(year) } });
  expect(created.status()).toBe(201);
  const film = (await created.json()) as { id: string; slug: string };
  const release = await page.request.post('/api/v1/releases', {
    data: { masterMovieId: film.id, releaseTitle: 'Big Box' },
  });
  expect(release.status()).toBe(201);
  return { title, slug: film.slug };
}

/** Adds the film's release to my collection from its page, with the picker. */
async function collectFromFilmPage(page: Page, slug: string) {
  await page.goto(`/catalog/${slug}`);
  await page.getByRole('button', { name: 'Add to Collection' }).click();
  const picker = page.getByTestId('release-picker');
  await picker.getByTestId('release-option').filter({ hasText: 'Big Box' }).click();
  await picker.getByRole('button', { name: /Save Changes/ }).click();
  await expect(picker).toBeHidden();
}

test("joins 'Eighties Triple Feature' (1980s, target 3), adds three 1980s releases and sees it completed with its time", async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'eighties');
  const films = [
    await eightiesFilm(page, 1981),
    await eightiesFilm(page, 1984),
    await eightiesFilm(page, 1989),
  ];

  await page.goto('/community?tab=challenges');
  const card = page.getByRole('article', { name: 'Eighties Triple Feature' });
  await expect(card).toContainText('Films from 1980 to 1989');
  await expect(card).toContainText('Target 3');
  await card.getByRole('button', { name: 'Join challenge' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'You joined “Eighties Triple Feature”.' }),
  ).toBeVisible();
  const progress = card.getByRole('progressbar', { name: 'Your progress in Eighties Triple Feature' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByRole('button', { name: 'Join challenge' })).toBeHidden();

  const before = Date.now();
  for (const film of films) await collectFromFilmPage(page, film.slug);

  await page.goto('/community?tab=challenges');
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await expect(card).toContainText('3 of 3');
  const completed = card.getByText(/^Completed on/);
  await expect(completed).toBeVisible();
  const at = Date.parse((await completed.locator('time').getAttribute('datetime'))!);
  expect(at).toBeGreaterThanOrEqual(before - 5_000);
  expect(at).toBeLessThanOrEqual(Date.now());

  // The leaderboard lists the three items, newest first.
  await card.getByRole('button', { name: 'Leaderboard' }).click();
  const items = card.getByRole('region', { name: 'Your items' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText(films[2]!.title);
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The completion is news: a row of the feed.
  await page.goto('/');
  await expect(
    page
      .getByTestId('activity-item')
      .filter({ hasText: 'completed the challenge' })
      .filter({ hasText: 'Eighties Triple Feature' })
      .first(),
  ).toBeVisible();
});
