import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { COLLECTION_CSV_COLUMNS, WANTLIST_CSV_COLUMNS } from '@rewind/shared/collection';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { parseCsv } from '../../apps/web/src/features/collection/lib/parse-csv';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type TFilm = { id: string; slug: string; title: string };

async function newFilm(page: Page, title: string, released = '1987'): Promise<TFilm> {
  const response = await page.request.post('/api/v1/titles', { data: { title, released } });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { id: string; slug: string }), title };
}

async function newRelease(page: Page, film: TFilm, releaseTitle: string, format = 'VHS') {
  const response = await page.request.post('/api/v1/releases', {
    data: { masterMovieId: film.id, releaseTitle, format },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

type TTarget = { releaseId: string } | { titleId: string };

async function collect(page: Page, target: TTarget, notes?: string) {
  const response = await page.request.post('/api/v1/me/collection', { data: { ...target, notes } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function want(page: Page, target: TTarget, extra: { notes?: string; priority?: string } = {}) {
  const response = await page.request.post('/api/v1/me/wantlist', { data: { ...target, ...extra } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const shelfItems = (page: Page) => page.getByTestId('shelf-item');
const shelfItem = (page: Page, text: string) => shelfItems(page).filter({ hasText: text });
const filters = (page: Page) => page.getByTestId('shelf-filters');
const resultCount = (page: Page) => page.getByTestId('result-count');
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

async function csvOf(download: Download) {
  const parsed = parseCsv(await readFile(await download.path(), 'utf8'));
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.rows;
}

test.describe('film and release pages', () => {
  test("'Add to Collection' and 'Add to Wantlist' add in collection mode; once held, 'Manage …' opens the picker", async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'adder');
    const film = await newFilm(page, `Shelf Modes ${uniq()}`);
    await newRelease(page, film, 'Rental Box');
    await newRelease(page, film, 'Sell-Through');
    const writes: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && /^\/api\/v1\/me\/(collection|wantlist)$/.test(path))
        writes.push(path);
    });
    await page.goto(`/catalog/${film.slug}`);
    const card = (name: string) => page.getByTestId('release-card').filter({ hasText: name });

    // Nothing held: the collection selection dialog in collection mode.
    await page.getByRole('button', { name: 'Add to Collection' }).click();
    const adding = dialogNamed(page, 'Add to Collection');
    await expect(adding).toBeVisible();
    const option = (name: string) => adding.getByTestId('release-option').filter({ hasText: name });
    await expect(option('Rental Box')).toHaveAttribute('data-status', 'idle');
    await expect(option('Sell-Through')).toHaveAttribute('data-status', 'idle');
    // A collection offers no film-level entry while the film has releases to choose from.
    await expect(option('Any release')).toHaveCount(0);
    await adding.getByRole('button', { name: 'Save Changes' }).click();
    await expect(adding.getByRole('alert')).toHaveText(MSG.selectAtLeastOneRelease);
    expect(writes).toEqual([]);

    await option('Rental Box').click();
    await expect(adding.getByRole('alert')).toHaveCount(0);
    await expect(adding.getByTestId('picker-pending')).toContainText(MSG.notesForSelectedReleases);
    await expect(adding.getByLabel('Rental Box')).toHaveAttribute(
      'placeholder',
      MSG.collectionNotesPlaceholder,
    );
    await adding.getByLabel('Rental Box').fill('Ex-rental, sticker on the spine');
    await adding.getByRole('button', { name: /Save Changes/ }).click();
    await expect(adding).toBeHidden();
    await expect(toast(page, MSG.addedTitleToCollection(film.title))).toBeVisible();
    await expect(card('Rental Box').getByTestId('have-want')).toContainText('1 have');
    expect(writes).toEqual(['/api/v1/me/collection']);

    // Something held: the unified picker, titled 'Manage Collection', with the held release and its notes.
    await page.getByRole('button', { name: 'Manage Collection' }).click();
    const managing = dialogNamed(page, 'Manage Collection');
    await expect(managing.getByTestId('release-picker')).toBeVisible();
    const held = managing.getByTestId('release-option').filter({ hasText: 'Rental Box' });
    await expect(held).toHaveAttribute('data-status', 'held');
    await expect(held.getByTestId('release-option-notes')).toContainText('Ex-rental, sticker on the spine');
    await expect(managing.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await managing.getByRole('button', { name: 'Cancel' }).click();
    await expect(managing).toBeHidden();

    // The wantlist likewise: 'Add to Wantlist' offers the film itself too, and says what is in the collection.
    await page.getByRole('button', { name: 'Add to Wantlist' }).click();
    const wanting = dialogNamed(page, 'Add to Wantlist');
    const wantOption = (name: string) => wanting.getByTestId('release-option').filter({ hasText: name });
    await expect(wantOption('Any release')).toHaveAttribute('data-status', 'idle');
    await expect(wantOption('Rental Box')).toContainText('In collection');
    await wanting.getByRole('button', { name: 'Save Changes' }).click();
    await expect(wanting.getByRole('alert')).toHaveText(
      'Please select at least one release to add to your wantlist',
    );
    await wantOption('Sell-Through').click();
    await expect(wanting.getByLabel('Sell-Through')).toHaveAttribute(
      'placeholder',
      MSG.wantlistNotesPlaceholder,
    );
    await wanting.getByLabel('Sell-Through').fill('Only with the insert');
    await wanting.getByRole('button', { name: /Save Changes/ }).click();
    await expect(wanting).toBeHidden();
    await expect(toast(page, MSG.addedToWantlist)).toBeVisible();
    await expect(card('Sell-Through').getByTestId('have-want')).toContainText('1 want');
    await page.getByRole('button', { name: 'Manage Wantlist' }).click();
    const managingWants = dialogNamed(page, 'Manage Wantlist');
    await expect(
      managingWants.getByTestId('release-option').filter({ hasText: 'Sell-Through' }),
    ).toHaveAttribute('data-status', 'held');
    await page.keyboard.press('Escape');
    await expect(managingWants).toBeHidden();

    await page.goto('/wantlist');
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText('Sell-Through');
    await expect(shelfItems(page).getByTestId('item-notes')).toHaveText('Only with the insert');
  });

  test('a release page adds that release to the collection and the wantlist; its counts follow at once', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'releaser');
    const film = await newFilm(page, `Release Buttons ${uniq()}`);
    await newRelease(page, film, 'Big Box');
    const releaseId = await newRelease(page, film, 'Clamshell');
    await page.goto(`/catalog/${film.slug}/release/${releaseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clamshell' })).toBeVisible();
    const counts = page.getByTestId('have-want');
    await expect(counts).toHaveText(/0\s*have\s*0\s*want/);

    await page.getByRole('button', { name: 'Add to Collection' }).click();
    const adding = dialogNamed(page, 'Add to Collection');
    // This release is already chosen.
    await expect(adding.getByTestId('release-option').filter({ hasText: 'Clamshell' })).toHaveAttribute(
      'data-status',
      'selected',
    );
    await expect(adding.getByTestId('release-option').filter({ hasText: 'Big Box' })).toHaveAttribute(
      'data-status',
      'idle',
    );
    await adding.getByRole('button', { name: /Save Changes/ }).click();
    await expect(adding).toBeHidden();
    await expect(counts).toHaveText(/1\s*have\s*0\s*want/);
    await expect(page.getByRole('button', { name: 'Manage Collection' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Wantlist' }).click();
    const wanting = dialogNamed(page, 'Add to Wantlist');
    await expect(wanting.getByTestId('release-option').filter({ hasText: 'Clamshell' })).toHaveAttribute(
      'data-status',
      'selected',
    );
    await wanting.getByRole('button', { name: /Save Changes/ }).click();
    await expect(wanting).toBeHidden();
    await expect(counts).toHaveText(/1\s*have\s*1\s*want/);
    await expect(page.getByRole('button', { name: 'Manage Wantlist' })).toBeVisible();

    // Removed again through 'Manage Collection': the count goes back down.
    await page.getByRole('button', { name: 'Manage Collection' }).click();
    const managing = dialogNamed(page, 'Manage Collection');
    await managing.getByTestId('release-option').filter({ hasText: 'Clamshell' }).click();
    await managing.getByRole('button', { name: /Save Changes/ }).click();
    await expect(managing).toBeHidden();
    await expect(counts).toHaveText(/0\s*have\s*1\s*want/);
    await expect(page.getByRole('button', { name: 'Add to Collection' })).toBeVisible();

    // The same counts after a reload: they were saved.
    await page.reload();
    await expect(counts).toHaveText(/0\s*have\s*1\s*want/);
  });
});

test.describe('/collection', () => {
  test('a new account: empty collection and wantlist lead to the catalogue', async ({ page, appServer }) => {
    await createCollector(page, appServer.dataDir, 'newbie');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Collection' }).click();
    await expect(page).toHaveURL('/collection');
    // Filtered by its text: the home page's empty states may still be leaving as the page changes.
    const emptyCollection = page.getByTestId('empty-state').filter({ hasText: 'Your collection is empty' });
    await expect(emptyCollection).toBeVisible();
    await expect(resultCount(page)).toHaveText('No items');
    await emptyCollection.getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL('/catalog');

    await page.goto('/wantlist');
    const emptyWantlist = page.getByTestId('empty-state').filter({ hasText: 'Your wantlist is empty' });
    await expect(emptyWantlist).toBeVisible();
    await expect(resultCount(page)).toHaveText('No wanted items');
    await emptyWantlist.getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL('/catalog');
  });

  test('grid or list (kept in the URL), the count, sorting, the format filter and the search', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'sorter');
    const id = uniq();
    // Added Bravo, Charlie, Alpha: newest first, by title and by year all give different orders.
    const alpha = await newFilm(page, `Alpha Tape ${id}`, '1984');
    const bravo = await newFilm(page, `Bravo Tape ${id}`, '1991');
    const charlie = await newFilm(page, `Charlie Tape ${id}`, '1988');
    await collect(page, { releaseId: await newRelease(page, bravo, 'Laser Gatefold', 'LaserDisc') });
    await collect(page, { releaseId: await newRelease(page, charlie, 'Snapper Case', 'DVD') });
    await collect(page, { releaseId: await newRelease(page, alpha, 'Rental Box', 'VHS') });

    await page.goto('/collection');
    await expect(resultCount(page)).toHaveText('Showing 1–3 of 3 items');
    await expect(shelfItems(page)).toHaveCount(3);
    await expect(shelfItems(page)).toContainText([alpha.title, charlie.title, bravo.title]);

    // Grid by default; the list view is in the URL, so a reload keeps it.
    await expect(page.getByTestId('shelf-grid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/[?&]view=list(&|$)/);
    await expect(page.getByTestId('shelf-list')).toBeVisible();
    await expect(page.getByTestId('shelf-grid')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('shelf-list')).toBeVisible();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shelfItems(page)).toHaveCount(3);

    // Sorting, in the URL too.
    await filters(page).getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
    await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
    await expect(shelfItems(page)).toContainText([alpha.title, bravo.title, charlie.title]);
    await filters(page).getByLabel('Sort by').selectOption({ label: 'Year' });
    await expect(page).toHaveURL(/[?&]sort=year(&|$)/);
    await expect(shelfItems(page)).toContainText([bravo.title, charlie.title, alpha.title]);
    await filters(page).getByLabel('Sort by').selectOption({ label: 'Recently added' });
    await expect(shelfItems(page)).toContainText([alpha.title, charlie.title, bravo.title]);

    // The format filter.
    await filters(page).getByLabel('Format').selectOption('LaserDisc');
    await expect(page).toHaveURL(/[?&]format=LaserDisc(&|$)/);
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText(bravo.title);
    await expect(resultCount(page)).toHaveText('Showing 1–1 of 1 item');
    await filters(page).getByLabel('Format').selectOption('VHS');
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText(alpha.title);
    await filters(page).getByLabel('Format').selectOption({ label: 'All formats' });
    await expect(shelfItems(page)).toHaveCount(3);
    await expect(page).not.toHaveURL(/format=/);

    // The search looks in film titles and release titles, within this collection.
    const search = filters(page).getByLabel('Search');
    await search.fill('charlie');
    await expect(page).toHaveURL(/[?&]q=charlie(&|$)/);
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText(charlie.title);
    await search.fill('gatefold');
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText(bravo.title);
    // Search and format together: nothing matches, and the filters can be cleared.
    await filters(page).getByLabel('Format').selectOption('DVD');
    await expect(page.getByTestId('empty-state')).toContainText('No items match these filters');
    await expect(resultCount(page)).toHaveText('No items');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(shelfItems(page)).toHaveCount(3);
    // The view was kept all along.
    await expect(page.getByTestId('shelf-list')).toBeVisible();
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(page.getByTestId('shelf-grid')).toBeVisible();
  });

  test("pages of 24: the count says which; removing the last page's only item steps back a page", async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'pager');
    const id = uniq();
    // 25 films held without a release, added in order: the newest (Film 25) comes first.
    const films: TFilm[] = [];
    for (let index = 1; index <= 25; index += 1) {
      const film = await newFilm(page, `Paged Film ${String(index).padStart(2, '0')} ${id}`, '1990');
      await collect(page, { titleId: film.id });
      films.push(film);
    }
    const oldest = films[0]!;

    await page.goto('/collection');
    await expect(resultCount(page)).toHaveText('Showing 1–24 of 25 items');
    await expect(shelfItems(page)).toHaveCount(24);
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 2');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(resultCount(page)).toHaveText('Showing 25–25 of 25 items');
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText(oldest.title);

    await page
      .getByRole('button', { name: `Remove ${oldest.title} (1990), Any release from your collection` })
      .click();
    await dialogNamed(page, 'Remove from your collection?').getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, MSG.removedFromCollection)).toBeVisible();
    // Page 2 is gone: page 1, not an empty collection.
    await expect(page).not.toHaveURL(/page=/);
    await expect(resultCount(page)).toHaveText('Showing 1–24 of 24 items');
    await expect(shelfItems(page)).toHaveCount(24);
    await expect(page.getByTestId('empty-state')).toHaveCount(0);
    await expect(page.getByTestId('page-indicator')).toHaveCount(0);
  });

  test('notes are edited in place (up to 300 characters) and kept', async ({ page, appServer }) => {
    await createCollector(page, appServer.dataDir, 'noter');
    const film = await newFilm(page, `Noted Tape ${uniq()}`, '1986');
    await collect(page, { releaseId: await newRelease(page, film, 'Big Box') });
    const label = `${film.title} (1986), Big Box`;
    await page.goto('/collection');
    const notes = shelfItems(page).getByTestId('item-notes');
    await expect(notes).toHaveText('No notes');

    await page.getByRole('button', { name: `Edit notes for ${label}` }).click();
    const editor = page.getByLabel(`Notes for ${label}`, { exact: true });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAttribute('placeholder', MSG.collectionNotesPlaceholder);
    await editor.fill('Sealed, with the rental sticker');
    // Cancel keeps the old notes.
    await shelfItems(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(notes).toHaveText('No notes');

    await page.getByRole('button', { name: `Edit notes for ${label}` }).click();
    await editor.fill('Sealed, with the rental sticker');
    await shelfItems(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notes).toHaveText('Sealed, with the rental sticker');
    await page.reload();
    await expect(notes).toHaveText('Sealed, with the rental sticker');

    // The field takes 300 characters and no more; all 300 are kept.
    const long = `${'Tracking lines in the first minute, then a clean picture. '.repeat(6)}`.slice(0, 320);
    await page.getByRole('button', { name: `Edit notes for ${label}` }).click();
    await editor.fill(long);
    await expect(editor).toHaveValue(long.slice(0, LIMITS.notes));
    await expect(shelfItems(page)).toContainText(`${LIMITS.notes} / ${LIMITS.notes}`);
    await shelfItems(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notes).toHaveText(long.slice(0, LIMITS.notes).trim());
    await page.reload();
    await expect(notes).toHaveText(long.slice(0, LIMITS.notes).trim());

    // Emptied, the notes are gone.
    await page.getByRole('button', { name: `Edit notes for ${label}` }).click();
    await editor.fill('');
    await shelfItems(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notes).toHaveText('No notes');
    await page.reload();
    await expect(notes).toHaveText('No notes');
  });

  test('removal asks first: Cancel keeps the item, Remove takes it off with a toast', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'remover');
    const keep = await newFilm(page, `Kept Tape ${uniq()}`, '1983');
    const gone = await newFilm(page, `Gone Tape ${uniq()}`, '1982');
    await collect(page, { releaseId: await newRelease(page, keep, 'Rental Box') });
    await collect(page, { releaseId: await newRelease(page, gone, 'Clamshell') }, 'Worn label');
    await page.goto('/collection');
    await expect(shelfItems(page)).toHaveCount(2);

    const removeButton = page.getByRole('button', {
      name: `Remove ${gone.title} (1982), Clamshell from your collection`,
    });
    await removeButton.click();
    const confirm = dialogNamed(page, 'Remove from your collection?');
    await expect(confirm).toContainText(
      `${gone.title} (1982), Clamshell leaves your collection, with its notes.`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(shelfItems(page)).toHaveCount(2);
    await page.reload();
    await expect(shelfItem(page, gone.title)).toBeVisible();

    await removeButton.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, MSG.removedFromCollection)).toBeVisible();
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText(keep.title);
    await expect(resultCount(page)).toHaveText('Showing 1–1 of 1 item');
    await page.reload();
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItem(page, gone.title)).toHaveCount(0);

    // The last one leaves the empty state.
    await page
      .getByRole('button', { name: `Remove ${keep.title} (1983), Rental Box from your collection` })
      .click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('empty-state')).toContainText('Your collection is empty');
  });

  test("'Select Release' makes a film held without a release that release, notes and all", async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 409/); // the release already held, refused on purpose
    await createCollector(page, appServer.dataDir, 'chooser');
    const film = await newFilm(page, `Unknown Cut ${uniq()}`, '1985');
    const bigBox = await newRelease(page, film, 'Big Box');
    await newRelease(page, film, 'Clamshell');
    await collect(page, { titleId: film.id }, 'Found at a flea market');
    await collect(page, { releaseId: bigBox });
    await page.goto('/collection');
    await expect(shelfItems(page)).toHaveCount(2);
    const filmItem = shelfItem(page, 'Any release');
    await expect(filmItem.getByTestId('item-notes')).toHaveText('Found at a flea market');
    // Only the item without a release offers it.
    await expect(page.getByRole('button', { name: /^Choose the release of/ })).toHaveCount(1);

    await page
      .getByRole('button', { name: `Choose the release of ${film.title} (1985), Any release` })
      .click();
    const choosing = dialogNamed(page, 'Select Release');
    await expect(choosing).toBeVisible();
    await choosing.getByRole('button', { name: 'Select Release' }).click();
    await expect(choosing.getByRole('alert')).toHaveText(MSG.pleaseSelectRelease);

    // A release already held is refused by the server, and the dialog says so and stays.
    await choosing.getByTestId('release-option').filter({ hasText: 'Big Box' }).click();
    await expect(choosing.getByRole('alert')).toHaveCount(0);
    await choosing.getByRole('button', { name: 'Select Release' }).click();
    await expect(choosing.getByRole('alert')).toHaveText(MSG.releaseAlreadyInCollection);
    await expect(choosing).toBeVisible();
    await expect(shelfItems(page)).toHaveCount(2);

    await choosing.getByTestId('release-option').filter({ hasText: 'Clamshell' }).click();
    await choosing.getByRole('button', { name: 'Select Release' }).click();
    await expect(choosing).toBeHidden();
    await expect(toast(page, 'Release chosen: Clamshell')).toBeVisible();
    await expect(shelfItems(page)).toHaveCount(2);
    await expect(shelfItem(page, 'Any release')).toHaveCount(0);
    await expect(shelfItem(page, 'Clamshell').getByTestId('item-notes')).toHaveText('Found at a flea market');
    await page.reload();
    await expect(shelfItem(page, 'Clamshell').getByTestId('item-notes')).toHaveText('Found at a flea market');
    await expect(shelfItem(page, 'Big Box')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Choose the release of/ })).toHaveCount(0);
  });

  test('Export CSV downloads the rows; the file imports again, a guarded 300-character note included', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'exporter');
    const film = await newFilm(page, `Exported Tape ${uniq()}`, '1989');
    const other = await newFilm(page, `Second Export ${uniq()}`, '1990');
    // A note a spreadsheet would run as a formula: the export puts a quote mark before it (301 characters).
    const note = `=${'Tracking lines in the first minute, '.repeat(9)}`.slice(0, LIMITS.notes - 1) + '!';
    expect(note).toHaveLength(LIMITS.notes);
    const itemId = await collect(
      page,
      { releaseId: await newRelease(page, film, 'Rental Box', 'VHS') },
      note,
    );
    await collect(page, { releaseId: await newRelease(page, other, 'Gatefold', 'LaserDisc') }, 'Plain note');

    await page.goto('/collection');
    await expect(shelfItems(page)).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rewind-collection.*\.csv$/);
    const [header, ...rows] = await csvOf(download);
    expect(header).toEqual([...COLLECTION_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const row = (title: string) => rows.find((cells) => cells[0] === title);
    const notes = header!.indexOf('Notes');
    expect(row(other.title)?.slice(0, 4)).toEqual([other.title, '1990', 'Gatefold', 'LaserDisc']);
    expect(row(other.title)?.[notes]).toBe('Plain note');
    expect(row(film.title)?.slice(0, 4)).toEqual([film.title, '1989', 'Rental Box', 'VHS']);
    expect(row(film.title)?.[notes]).toBe(`'${note}`);

    // Import the same file after the item left: the guarded note fits and comes back as it was.
    expect((await page.request.delete(`/api/v1/me/collection/${itemId}`)).status()).toBe(204);
    await page.reload();
    await expect(shelfItems(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByTestId('import-collection-dialog');
    await dialog.locator('input[type="file"]').setInputFiles(await download.path());
    await expect(dialog.getByTestId('import-summary')).toHaveText(
      '1 to add · 1 already in your collection · 0 not found',
    );
    await expect(dialog.getByTestId('import-file-error')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Import 1 release' }).click();
    await expect(dialog.getByTestId('import-result')).toHaveText(
      '1 added · 1 already in your collection · 0 not found',
    );
    // The footer's Close (the corner X has the same name).
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(shelfItems(page)).toHaveCount(2);
    await expect(shelfItem(page, film.title).getByTestId('item-notes')).toHaveText(note);
  });
});

test.describe('/wantlist', () => {
  test('the count, priority, notes, removal and Export CSV', async ({ page, appServer }) => {
    await createCollector(page, appServer.dataDir, 'hunter');
    const film = await newFilm(page, `Wanted Tape ${uniq()}`, '1981');
    const second = await newFilm(page, `Also Wanted ${uniq()}`, '1979');
    await want(page, { releaseId: await newRelease(page, film, 'Big Box') }, { notes: 'Any condition' });
    await want(page, { titleId: second.id }, { priority: 'low' });
    const label = `${film.title} (1981), Big Box`;

    await page.goto('/wantlist');
    await expect(resultCount(page)).toHaveText('Showing 1–2 of 2 wanted items');
    await expect(shelfItems(page)).toContainText([second.title, film.title]);
    await expect(shelfItem(page, second.title)).toContainText('Any release');

    // Priority: shown, changed, kept.
    const priority = page.getByLabel(`Priority for ${label}`);
    await expect(priority).toHaveValue('medium');
    await expect(page.getByLabel(`Priority for ${second.title} (1979), Any release`)).toHaveValue('low');
    // The save is held back: the choice shows at once, locked until the server answers.
    let releasePatch!: () => void;
    const patchHeld = new Promise<void>((resolve) => (releasePatch = resolve));
    await page.route('**/api/v1/me/wantlist/*', async (route) => {
      if (route.request().method() === 'PATCH') await patchHeld;
      await route.fallback();
    });
    const patched = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/api/v1/me/wantlist/'),
    );
    await priority.selectOption({ label: 'High' });
    await expect(priority).toHaveValue('high');
    await expect(priority).toBeDisabled();
    releasePatch();
    expect((await patched).status()).toBe(200);
    await expect(priority).toBeEnabled();
    await expect(priority).toHaveValue('high');
    await page.unrouteAll();
    await page.reload();
    await expect(priority).toHaveValue('high');

    // Sorted by title, then filtered to VHS (a film-level want has no format and drops out).
    await filters(page).getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
    await expect(shelfItems(page)).toContainText([second.title, film.title]);
    await filters(page).getByLabel('Format').selectOption('VHS');
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(resultCount(page)).toHaveText('Showing 1–1 of 1 wanted item');
    await filters(page).getByLabel('Format').selectOption({ label: 'All formats' });
    await expect(shelfItems(page)).toHaveCount(2);

    // Notes, edited in place.
    await page.getByRole('button', { name: `Edit notes for ${label}` }).click();
    await expect(page.getByLabel(`Notes for ${label}`, { exact: true })).toHaveAttribute(
      'placeholder',
      MSG.wantlistNotesPlaceholder,
    );
    await page.getByLabel(`Notes for ${label}`, { exact: true }).fill('Only with the insert');
    await shelfItem(page, film.title).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(shelfItem(page, film.title).getByTestId('item-notes')).toHaveText('Only with the insert');

    // Export CSV: the wantlist's columns, with the priority.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rewind-wantlist.*\.csv$/);
    const [header, ...rows] = await csvOf(download);
    expect(header).toEqual([...WANTLIST_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const wanted = rows.find((cells) => cells[0] === film.title);
    const [notesAt, priorityAt] = [header!.indexOf('Notes'), header!.indexOf('Priority')];
    expect(wanted?.slice(0, 3)).toEqual([film.title, '1981', 'Big Box']);
    expect(wanted?.[notesAt]).toBe('Only with the insert');
    expect(wanted?.[priorityAt]).toBe('high');
    expect(rows.find((cells) => cells[0] === second.title)?.[priorityAt]).toBe('low');

    // Removal asks first.
    await page.getByRole('button', { name: `Remove ${label} from your wantlist` }).click();
    const confirm = dialogNamed(page, 'Remove from your wantlist?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(shelfItems(page)).toHaveCount(2);
    await page.getByRole('button', { name: `Remove ${label} from your wantlist` }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, MSG.removedFromWantlist)).toBeVisible();
    await expect(shelfItems(page)).toHaveCount(1);
    await expect(shelfItems(page)).toContainText(second.title);
    await page.reload();
    await expect(shelfItems(page)).toHaveCount(1);
  });
});

test.describe('/users/{username}/collection', () => {
  test("the count follows 'Show collection count' (the collection stays linked from the profile); a private profile is not found by others", async ({
    page,
    appServer,
    browser,
  }) => {
    const owner = await createCollector(page, appServer.dataDir, 'shower');
    const film = await newFilm(page, `Shown Tape ${uniq()}`, '1984');
    await collect(page, { releaseId: await newRelease(page, film, 'Big Box') }, 'Owner only note');
    await collect(page, { releaseId: await newRelease(page, film, 'Clamshell') });
    const path = `/users/${owner.username}/collection`;

    // A visitor, signed out, in a browser of their own.
    const visitorContext = await browser.newContext({ baseURL: appServer.url });
    const visitor = await visitorContext.newPage();
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${owner.username}'s collection`);
    await expect(visitor.getByTestId('collection-count')).toHaveText('2 items on the shelf');
    await expect(visitor.getByTestId('shelf-item')).toHaveCount(2);
    // Notes are the owner's alone; nothing can be edited or removed here.
    await expect(visitor.getByText('Owner only note')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /^Edit notes/ })).toHaveCount(0);
    // The profile shows the collection with its count, and links to it.
    const profileShelf = visitor.getByRole('region', { name: 'Collection', exact: true });
    await visitor.goto(`/users/${owner.username}`);
    await expect(profileShelf.getByTestId('empty-state')).toContainText('2 tapes on the shelf');
    await expect(profileShelf.getByRole('link', { name: 'Open the collection' })).toHaveAttribute(
      'href',
      path,
    );

    // The count hidden: the visitor still sees the items, but no count anywhere.
    await page.goto(`/users/${owner.username}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    let edit = dialogNamed(page, 'Edit Profile');
    await edit.getByLabel('Show collection count').uncheck();
    await edit.getByRole('button', { name: 'Update Profile' }).click();
    await expect(edit).toBeHidden();
    // The profile still shows the collection and links to it, without the number: the count is hidden,
    // not the tapes.
    await visitor.reload();
    await expect(profileShelf.getByTestId('empty-state')).toContainText('Tapes on the shelf');
    await expect(profileShelf).not.toContainText('No tapes on the shelf yet');
    await expect(profileShelf).not.toContainText('2');
    await expect(visitor.getByTestId('profile-collection-count')).toHaveCount(0);
    await expect(profileShelf.getByRole('link', { name: 'View all' })).toHaveAttribute('href', path);
    await profileShelf.getByRole('link', { name: 'Open the collection' }).click();
    await expect(visitor).toHaveURL(path);
    await expect(visitor.getByTestId('shelf-item')).toHaveCount(2);
    await expect(visitor.getByTestId('collection-count')).toHaveCount(0);
    await expect(visitor.getByTestId('result-count')).not.toContainText('2');
    // The owner still sees their own count.
    await page.goto(path);
    await expect(page.getByTestId('collection-count')).toHaveText('2 items on the shelf');
    await expect(page.getByText('Owner only note')).toBeVisible();

    // Private: the collection answers as not found to others, and stays the owner's to see.
    await page.goto(`/users/${owner.username}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    edit = dialogNamed(page, 'Edit Profile');
    await edit.getByLabel('Public profile').uncheck();
    await edit.getByRole('button', { name: 'Update Profile' }).click();
    await expect(edit).toBeHidden();
    await visitor.reload();
    await expect(visitor.getByTestId('empty-state')).toContainText(MSG.userNotFound);
    await expect(visitor.getByTestId('shelf-item')).toHaveCount(0);
    await expect(visitor).toHaveTitle(new RegExp(MSG.userNotFound));
    await page.goto(path);
    await expect(page.getByTestId('shelf-item')).toHaveCount(2);
    await visitorContext.close();
  });
});
