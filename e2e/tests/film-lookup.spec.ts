import type { Locator, Page } from '@playwright/test';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// The app runs against a local fake of TMDB (see fixtures/test.ts): it knows "Jurassic Park", which the demo
// catalogue already has, and "The Monster Squad" (1987), which it has not. Its posters come from a fake image
// host.

/** Whether an <img> has loaded its picture (a broken one has no natural width). */
const hasLoaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0);

async function searchFromHeader(page: Page, term: string) {
  await page.getByRole('combobox', { name: 'Search the catalogue' }).fill(term);
  await expect(page.getByText(`No results found for "${term}"`)).toBeVisible();
  await page.getByRole('button', { name: `Add “${term}” to the catalogue` }).click();
}

test('a film not in the catalogue: header search, add this term, movie search, pick, save with a first release', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'finder');
  await searchFromHeader(page, 'lost world');

  // Add Title opens with the term, and the movie search follows over it, searching for the term.
  const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
  const search = page.getByRole('dialog', { name: 'Search Movies' });
  await expect(search.getByTestId('movie-search-input')).toHaveValue('lost world');
  await expect(search).toContainText('No movies found for "lost world"');
  await expect(search).toContainText('Try a different search term');

  await search.getByTestId('movie-search-input').fill('monster squad');
  await search.getByTestId('movie-search-input').press('Enter');
  await expect(search).toContainText('Found 1 result(s)');
  const result = search.getByTestId('movie-result').filter({ hasText: 'The Monster Squad' });
  await expect(result).toContainText('(1987)');
  await expect(result).toContainText('Fred Dekker');
  // The result's poster comes straight from the film database's image host.
  const resultPoster = result.locator('img');
  await expect(resultPoster).toHaveAttribute('src', /^https:\/\/images\.test:\d+\/t\/p\/w\d+\//);
  await expect.poll(() => hasLoaded(resultPoster)).toBe(true);
  await result.click();
  await expect(search).toBeHidden();

  // The fetched fields are filled and read-only; the rest stay editable.
  await expect(addTitle.getByLabel('Title *')).toHaveValue('The Monster Squad');
  await expect(addTitle.getByLabel('Title *')).toHaveAttribute('readonly', '');
  await expect(addTitle.getByLabel('Tagline')).toHaveValue(/^You know who to call/);
  await expect(addTitle.getByLabel('Notes')).not.toHaveAttribute('readonly', '');
  await addTitle.getByLabel('Add a first release').check();
  const release = addTitle.getByTestId('first-release-fields');
  await expect(release.getByLabel('Release Title *')).toHaveValue('The Monster Squad');
  await release.getByLabel('Release Title *').fill('Widescreen Big Box');
  await addTitle.getByRole('button', { name: 'Add to Catalog' }).click();

  await expect(page).toHaveURL(/\/catalog\/\d+-the-monster-squad-1987$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Monster Squad' })).toBeVisible();
  await expect(page.getByText(/^You know who to call/)).toBeVisible();
  await expect(page.getByTestId('release-card')).toContainText('Widescreen Big Box');
  // Its poster was fetched on save and is served from our own storage, not the film database's host.
  const poster = page.getByRole('img', { name: 'Cover of The Monster Squad' });
  await expect(poster).not.toHaveAttribute('src', /images\.test/);
  await expect.poll(() => hasLoaded(poster)).toBe(true);
});

/** Opens Add Title from the header button, then its movie search. */
async function openMovieSearch(page: Page) {
  await page.getByTestId('add-title-button').click();
  const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
  await addTitle.getByRole('button', { name: 'Search Movies' }).click();
  const search = page.getByRole('dialog', { name: 'Search Movies' });
  await expect(search.getByTestId('movie-search-input')).toBeVisible();
  return { addTitle, search };
}

/** Add Title's movie search for 'night of the creeps' (no journey saves it), then a pick of that film. */
async function pickNightOfTheCreeps(page: Page) {
  const { addTitle, search } = await openMovieSearch(page);
  await searchFor(search, 'night of the creeps');
  await search
    .getByTestId('movie-result')
    .filter({ hasText: /^Night of the Creeps \(1986\)/ })
    .click();
  await expect(search).toBeHidden();
  return { addTitle, search, field: (label: string) => addTitle.getByLabel(label, { exact: true }) };
}

async function searchFor(search: Locator, title: string) {
  await search.getByTestId('movie-search-input').fill(title);
  await search.getByTestId('movie-search-input').press('Enter');
}

test('Search Movies opens with the title typed in Add Title and searches it at once', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'typer');
  await page.getByTestId('add-title-button').click();
  const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
  await addTitle.getByLabel('Title *', { exact: true }).fill('Jurassic Park');
  await addTitle.getByRole('button', { name: 'Search Movies' }).click();
  const search = page.getByRole('dialog', { name: 'Search Movies' });
  await expect(search.getByTestId('movie-search-input')).toHaveValue('Jurassic Park');
  await expect(search).toContainText('Found 2 result(s)');
  await expect(search.getByTestId('movie-result').first()).toContainText('Jurassic Park (1993)');
});

test('movie search: the result cards show director, actors, genre, runtime, rating out of 10 and plot', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'finder');
  const { search } = await openMovieSearch(page);
  await searchFor(search, 'jurassic park');
  await expect(search).toContainText('Found 2 result(s)');
  const card = search.getByTestId('movie-result').filter({ hasText: /^Jurassic Park \(1993\)/ });
  await expect(card.getByTestId('movie-result-title')).toHaveText('Jurassic Park (1993)');
  await expect(card).toContainText('Directed by Steven Spielberg');
  await expect(card).toContainText('Sam Neill, Laura Dern, Jeff Goldblum, Richard Attenborough, Bob Peck');
  await expect(card).toContainText('Adventure, Science Fiction · 127 min');
  await expect(card.getByLabel('Rated 7.9 out of 10')).toHaveText('7.9/10');
  await expect(card).toContainText(
    'A wealthy entrepreneur secretly creates a theme park featuring living dinosaurs.',
  );
  await expect.poll(() => hasLoaded(card.locator('img'))).toBe(true);
  // The sequel's database entry has no director, cast, runtime, rating or poster: the card leaves them out.
  const sequel = search.getByTestId('movie-result').filter({ hasText: /^The Lost World: Jurassic Park/ });
  await expect(sequel).not.toContainText('Directed by');
  await expect(sequel).not.toContainText('/10');
  await expect(sequel.getByTestId('movie-poster-placeholder')).toBeVisible();
});

test('movie search: a blank title is refused, a failing film database is "Search failed", no answer at all "Search failed. Please try again."', async ({
  page,
  appServer,
  expectConsoleError,
}) => {
  await createCollector(page, appServer.dataDir, 'finder');
  const { search } = await openMovieSearch(page);
  const searches: string[] = [];
  page.on('request', (request) => request.url().includes('/lookup/movies') && searches.push(request.url()));

  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(search).toContainText('Please enter a movie title to search');
  await searchFor(search, '   ');
  await expect(search).toContainText('Please enter a movie title to search');
  expect(searches).toEqual([]);

  // The fake TMDB answers 500 to this title, and the catalogue knows no such film.
  await searchFor(search, 'fail500 jurassic');
  await expect(search.getByTestId('movie-search-error')).toHaveText('Search failed');
  await expect(search).not.toContainText('Please enter a movie title to search');

  await searchFor(search, 'jurassic park');
  await expect(search.getByTestId('movie-result')).toHaveCount(2);
  await page.route('**/api/v1/lookup/movies', (route) => route.abort('connectionfailed'));
  expectConsoleError(/Failed to load resource: net::ERR_CONNECTION_FAILED/);
  await searchFor(search, 'jurassic park');
  await expect(search.getByTestId('movie-search-error')).toHaveText('Search failed. Please try again.');
  // The last results are gone.
  await expect(search.getByTestId('movie-result')).toHaveCount(0);
});

test('a second pick from the movie search keeps nothing of the first: fields it lacks are empty and editable', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'picker');
  const { addTitle, search, field } = await pickNightOfTheCreeps(page);
  await expect(field('Title *')).toHaveValue('Night of the Creeps');
  await expect(field('Director')).toHaveValue('Fred Dekker');
  await expect(field('Director')).toHaveAttribute('readonly', '');
  await expect(field('Runtime')).toHaveValue('88 min');
  await expect(addTitle.getByRole('img', { name: 'Poster of Night of the Creeps' })).toBeVisible();

  await addTitle.getByRole('button', { name: 'Search Movies' }).click();
  await searchFor(search, 'jurassic park');
  await search
    .getByTestId('movie-result')
    .filter({ hasText: /^The Lost World: Jurassic Park/ })
    .click();
  await expect(search).toBeHidden();
  await expect(field('Title *')).toHaveValue('The Lost World: Jurassic Park');
  await expect(field('Title *')).toHaveAttribute('readonly', '');
  await expect(field('Tagline')).toHaveValue('Something has survived.');
  for (const label of [
    'Director',
    'Actors',
    'Producer',
    'Writer',
    'Studio',
    'Runtime',
    'Rated',
    'IMDb Rating',
  ]) {
    await expect(field(label), label).toHaveValue('');
    await expect(field(label), label).not.toHaveAttribute('readonly');
  }
  await expect(addTitle.getByRole('img', { name: /^Poster of/ })).toBeHidden();
  await field('Director').fill('Steven Spielberg');
  await expect(field('Director')).toHaveValue('Steven Spielberg');
});

test("a wrong pick is undone with 'Enter details by hand': the fetched fields are emptied and editable", async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'undoer');
  const { addTitle, field } = await pickNightOfTheCreeps(page);
  await expect(field('Title *')).toHaveAttribute('readonly', '');
  await expect(field('Director')).toHaveValue('Fred Dekker');

  await addTitle.getByRole('button', { name: 'Enter details by hand' }).click();
  for (const label of ['Title *', 'Director', 'Actors', 'Runtime', 'Tagline']) {
    await expect(field(label), label).toHaveValue('');
    await expect(field(label), label).not.toHaveAttribute('readonly');
  }
  await expect(addTitle.getByRole('img', { name: /^Poster of/ })).toBeHidden();
  await expect(addTitle.getByRole('button', { name: 'Enter details by hand' })).toBeHidden();
  await field('Title *').fill('Dinosaur Island Home Movies');
  await expect(field('Title *')).toHaveValue('Dinosaur Island Home Movies');
});

test('a result in the catalogue is not filled in to fail on save: it opens its film, or adds a release to it', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'returner');
  const { addTitle, search } = await openMovieSearch(page);
  await searchFor(search, 'jurassic park');
  const catalogued = search.getByTestId('movie-result').filter({ hasText: /^Jurassic Park \(1993\)/ });
  await expect(catalogued).toContainText('In catalogue');
  // The sequel is not in the catalogue: its card still fills the form.
  await expect(
    search
      .getByTestId('movie-result')
      .filter({ hasText: /^The Lost World/ })
      .getByRole('link'),
  ).toHaveCount(0);

  await catalogued.getByRole('link', { name: 'Add a release to it' }).click();
  await expect(search).toBeHidden();
  await expect(addTitle).toBeHidden();
  await expect(page).toHaveURL(/\/catalog\/\d+-jurassic-park-1993$/);
  const adding = page.getByRole('dialog', { name: 'Add Release' });
  await expect(adding).toBeVisible();
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await expect(adding).toBeHidden();

  // 'Open its page' leads there with nothing open.
  const again = await openMovieSearch(page);
  await searchFor(again.search, 'jurassic park');
  await again.search
    .getByTestId('movie-result')
    .filter({ hasText: /^Jurassic Park \(1993\)/ })
    .getByRole('link', { name: 'Open its page' })
    .click();
  await expect(again.addTitle).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Jurassic Park' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });

  test("typing a seeded release's UPC finds that release, says it is catalogued and leads to its page", async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    const { items } = (await (await page.request.get('/api/v1/search?q=jurassic%20park')).json()) as {
      items: { slug: string; title: string }[];
    };
    const film = items.find((item) => item.title === 'Jurassic Park')!;
    const detail = (await (await page.request.get(`/api/v1/titles/${film.slug}`)).json()) as {
      releases: { id: string; upc: string | null }[];
    };
    const seeded = detail.releases.find((release) => release.upc?.length === 12)!;
    const upc = seeded.upc!;

    await createCollector(page, appServer.dataDir, 'scanner');
    await page.getByTestId('add-title-button').click();
    const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
    await addTitle.getByRole('button', { name: 'Scan UPC' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan UPC Barcode' });
    // Headless Chromium has no camera; typing the code is the other way in.
    expectConsoleError(/camera|getUserMedia|NotFoundError|Requested device not found/i);
    await scanner.getByRole('button', { name: 'Manual' }).click();
    await scanner.getByTestId('upc-manual-input').fill('12345');
    await scanner.getByRole('button', { name: 'Submit' }).click();
    await expect(scanner).toContainText('Please enter a valid 12-digit UPC code');
    await scanner.getByTestId('upc-manual-input').fill(upc);
    await scanner.getByRole('button', { name: 'Submit' }).click();
    await expect(scanner).toBeHidden();

    await expect(addTitle.getByLabel('Title *', { exact: true })).toHaveValue('Jurassic Park');
    // That very release is catalogued already: Add Title says so, offers no duplicate first release, and
    // leads to the release's page.
    const exists = addTitle.getByTestId('release-exists');
    await expect(exists).toContainText('This release is in the catalogue already');
    await expect(addTitle.getByLabel('Add a first release')).not.toBeChecked();
    await expect(addTitle.getByTestId('first-release-fields')).toBeHidden();
    await exists.getByRole('link', { name: 'Open the release page' }).click();
    await expect(page).toHaveURL(/\/catalog\/release\/\d+-jurassic-park-\d{4}$/);
    await expect(page.getByTestId('add-title-dialog')).toBeHidden();
    const shown = (await (
      await page.request.get(`/api/v1/releases/${page.url().split('/').pop()}`)
    ).json()) as {
      id: string;
    };
    expect(shown.id).toBe(seeded.id);
  });
});
