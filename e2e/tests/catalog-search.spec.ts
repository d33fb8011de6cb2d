import { createCollector, signIn, signOut } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import type { Page } from '@playwright/test';
import { MSG } from '@rewind/shared/messages';

type TSummary = { title: string; year: number | null; slug: string };
type TList = { items: TSummary[]; total: number; page: number; pageSize: number };
type TSearch = { items: TSummary[]; suggestions: { title: string; slug: string }[] };

const FILM_PATH = /\/catalog\/\d+-[a-z0-9-]+$/;

/** The first paint is a loading shell with its own header; type once the page itself is there. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Be kind. Rewind.' })).toBeVisible();
}

async function typeInHeaderSearch(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search the catalogue' });
  await box.fill(text);
  return box;
}

test.describe('header search', () => {
  test('shows the rows of a search, and a click opens the film and clears the box', async ({ page }) => {
    await openHome(page);
    // The answer is held until 'Searching...' has been seen: on a busy machine it may come first.
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route(/\/api\/v1\/search\?/, async (route) => {
      await answerHeld;
      await route.continue();
    });
    const box = await typeInHeaderSearch(page, 'terminator');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown.getByRole('status')).toHaveText('Searching...');
    releaseAnswer();
    await expect(dropdown.getByRole('status')).toHaveText(/^\d+ results? found$/);
    const row = page.getByRole('option', { name: /The Terminator \(1984\)/ });
    await expect(row).toContainText('Directed by James Cameron');
    await expect(row).toContainText('Orion Pictures');
    await expect(row.locator('img')).toBeVisible();
    await expect(page.getByRole('option', { name: /Terminator 2: Judgment Day \(1991\)/ })).toBeVisible();

    await row.click();
    await expect(page).toHaveURL(/\/catalog\/\d+-the-terminator-1984$/);
    await expect(box).toHaveValue('');
    await expect(dropdown).toBeHidden();
  });

  test('shows the first 8 results with "+ N more" and "Show less"', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/v1/search?q=warner')).json()) as TSearch;
    expect(items.length).toBeGreaterThan(8);
    await openHome(page);
    await typeInHeaderSearch(page, 'warner');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown.getByRole('status')).toHaveText(MSG.resultsFound(items.length));
    await expect(page.getByRole('option')).toHaveCount(8);
    await dropdown.getByRole('button', { name: `+ ${items.length - 8} more` }).click();
    await expect(page.getByRole('option')).toHaveCount(items.length);
    await dropdown.getByRole('button', { name: 'Show less' }).click();
    await expect(page.getByRole('option')).toHaveCount(8);
  });

  test('works from the keyboard: arrows, Enter and Escape', async ({ page }) => {
    await openHome(page);
    const box = await typeInHeaderSearch(page, 'aliens');
    const row = page.getByRole('option', { name: /^Aliens \(1986\)/ });
    await expect(row).toBeVisible();
    await box.press('ArrowDown');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await row.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/catalog\/\d+-aliens-1986$/);
    await expect(box).toHaveValue('');

    // Escape closes the dropdown; Enter with nothing highlighted searches the catalogue.
    await typeInHeaderSearch(page, 'blade');
    await expect(page.getByRole('option', { name: /Blade Runner \(1982\)/ })).toBeVisible();
    await box.press('Escape');
    await expect(page.getByTestId('search-dropdown')).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL('/catalog?q=blade');
    await expect(page.getByTestId('title-grid').getByRole('link', { name: /Blade Runner/ })).toBeVisible();
  });

  test('with no results it says so and offers to add the term', async ({ page }) => {
    await openHome(page);
    await typeInHeaderSearch(page, 'qzxqzx');
    await expect(page.getByText('No results found for "qzxqzx"')).toBeVisible();
    await page.getByRole('button', { name: 'Add “qzxqzx” to the catalogue' }).click();
    await expect(page).toHaveURL('/catalog?add=title&q=qzxqzx');
    // Signed out: the sign-in dialog comes first. Closed without signing in, the request is dropped.
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page).toHaveURL('/catalog');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('/catalog', () => {
  test('filters, sort and pagination live in the URL and survive a reload and back', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/v1/titles?pageSize=24')).json()) as TList;
    await page.goto('/catalog');
    await expect(page).toHaveTitle('Full Catalog · Rewind');
    await expect(page.getByTestId('result-count')).toHaveText(`Showing 1–24 of ${all.total} titles`);
    await expect(page.getByTestId('title-grid').getByTestId('cover-card')).toHaveCount(24);

    await page.getByLabel('Sort by').selectOption('title');
    await expect(page).toHaveURL('/catalog?sort=title');
    const byTitle = (await (
      await request.get('/api/v1/titles?sort=title&pageSize=24&page=2')
    ).json()) as TList;
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/catalog?sort=title&page=2');
    const firstCard = page.getByTestId('title-grid').getByTestId('cover-card').first();
    await expect(firstCard).toContainText(byTitle.items[0]!.title);
    await expect(page.getByTestId('page-indicator')).toHaveText(`Page 2 of ${Math.ceil(byTitle.total / 24)}`);

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('title');
    await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 2 of/);
    await expect(firstCard).toContainText(byTitle.items[0]!.title);

    await page.goBack();
    await expect(page).toHaveURL('/catalog?sort=title');
    await expect(page.getByTestId('page-indicator')).toHaveText(/^Page 1 of/);

    // A filter starts again from page 1.
    await page.getByLabel('Format').selectOption('LaserDisc');
    await expect(page).toHaveURL('/catalog?sort=title&format=LaserDisc');
    await page
      .getByRole('group', { name: 'First letter' })
      .getByRole('button', { name: 'B', exact: true })
      .click();
    await expect(page).toHaveURL('/catalog?sort=title&format=LaserDisc&letter=B');
    const filtered = (await (
      await request.get('/api/v1/titles?sort=title&format=LaserDisc&letter=B&pageSize=24')
    ).json()) as TList;
    expect(filtered.total).toBeGreaterThan(0);
    const cards = page.getByTestId('title-grid').getByTestId('cover-card');
    await expect(cards).toHaveCount(filtered.items.length);
    await expect(cards.first()).toContainText(filtered.items[0]!.title);
    await page.reload();
    await expect(page.getByLabel('Format')).toHaveValue('LaserDisc');
    await expect(
      page.getByRole('group', { name: 'First letter' }).getByRole('button', { name: 'B', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(filtered.items.length);
  });

  test('a genre that matches nothing shows the empty state, and Clear filters resets it', async ({
    page,
  }) => {
    await page.goto('/catalog?decade=1980');
    await page.getByLabel('Genre').fill('Nothingcore');
    await expect(page).toHaveURL('/catalog?decade=1980&genre=Nothingcore');
    await expect(page.getByText('No titles match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/catalog');
    await expect(page.getByLabel('Genre')).toHaveValue('');
    await expect(page.getByTestId('title-grid').getByTestId('cover-card')).toHaveCount(24);
  });

  test('a page past the end shows the last page, and a page number past any list too', async ({
    page,
    request,
  }) => {
    const { total } = (await (await request.get('/api/v1/titles?pageSize=24')).json()) as TList;
    const lastPage = Math.ceil(total / 24);
    expect(lastPage).toBeGreaterThan(1);
    // The last page's answer is held back, to see what the page shows on its way there.
    let answerLastPage = () => {};
    const held = new Promise<void>((resolve) => (answerLastPage = resolve));
    await page.route(
      (url) => url.pathname === '/api/v1/titles' && url.searchParams.get('page') === String(lastPage),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await page.goto('/catalog?page=999');
    await expect(page).toHaveURL(`/catalog?page=${lastPage}`);
    // Loading, never 'Showing 23953–23952 of …' from the empty page left behind.
    const count = page.getByTestId('result-count');
    await expect(count).toHaveText(MSG.loading);
    answerLastPage();
    await expect(count).toHaveText(`Showing ${(lastPage - 1) * 24 + 1}–${total} of ${total} titles`);
    await expect(page.getByTestId('page-indicator')).toHaveText(`Page ${lastPage} of ${lastPage}`);
    await expect(page.getByTestId('title-grid').getByTestId('cover-card')).toHaveCount(
      total - (lastPage - 1) * 24,
    );

    // Filtered down to one page, from past the highest page number the API answers: page 1.
    await page.goto('/catalog?letter=A&page=20000');
    await expect(page).toHaveURL('/catalog?letter=A');
    await expect(count).toHaveText(/^Showing 1–(\d+) of \1 titles?$/);
  });

  test("signed out, the catalogue's add button and the header's add-this-term ask to sign in, then go on to Add Title with the term", async ({
    page,
    appServer,
  }) => {
    const account = await createCollector(page, appServer.dataDir, 'adder');
    await signOut(page, account);
    const term = `Tape Heads ${Date.now().toString(36)}`;
    const login = page.getByRole('dialog', { name: 'Login' });

    // The catalogue's button: the sign-in dialog; closed without signing in, back to the catalogue.
    await page.goto(`/catalog?q=${encodeURIComponent(term)}`);
    await expect(page.getByText(`No results found for "${term}"`)).toBeVisible();
    await page.getByRole('link', { name: `Add “${term}” to the catalogue` }).click();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page).toHaveURL('/catalog');

    // The header's add-this-term: signing in goes on to Add Title, the term filled in.
    await typeInHeaderSearch(page, term);
    await page.getByRole('button', { name: `Add “${term}” to the catalogue` }).click();
    await expect(login).toBeVisible();
    await signIn(page, account);
    const search = page.getByRole('dialog', { name: 'Search Movies' });
    await expect(search).toBeVisible();
    await search.getByRole('button', { name: 'Skip Movie' }).click();
    const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
    await expect(addTitle.getByLabel('Title *')).toHaveValue(term);
  });

  test('the list view toggle is kept in the URL', async ({ page }) => {
    await page.goto('/catalog?letter=A&sort=title');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL('/catalog?letter=A&sort=title&view=list');
    const row = page.getByTestId('title-list').getByTestId('title-row').filter({ hasText: 'Aliens' });
    await expect(row).toContainText('Directed by James Cameron');
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await row.click();
    await expect(page).toHaveURL(/\/catalog\/\d+-aliens-1986$/);
  });
});

test.describe('distributor page', () => {
  test("lists a distributor's releases by film, each release linking to its page", async ({ page }) => {
    await page.goto(`/distributors/${encodeURIComponent('The Criterion Collection')}`);
    await expect(page).toHaveTitle('The Criterion Collection · Rewind');
    await expect(page.getByRole('heading', { level: 1, name: 'The Criterion Collection' })).toBeVisible();
    const film = page.getByTestId('distributor-film').filter({ hasText: 'Blade Runner' });
    await expect(film.getByRole('link', { name: 'Blade Runner' })).toHaveAttribute('href', FILM_PATH);
    const chip = film.getByTestId('release-chip').filter({ hasText: 'LaserDisc' });
    await expect(chip).toContainText('1989');
    await chip.click();
    await expect(page).toHaveURL(/\/catalog\/release\/[\w-]+$/);
  });

  test('an unknown distributor shows the empty state', async ({ page }) => {
    await page.goto('/distributors/Nobody%20Home%20Video');
    await expect(page.getByText('No releases yet')).toBeVisible();
  });
});
