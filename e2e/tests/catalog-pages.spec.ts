import type { Page } from '@playwright/test';
import { MSG } from '@rewind/shared/messages';
import { createCollector, enableTwoFactor, signIn, type TAccount } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { photoFile } from '../support/photo';

type TSearch = { items: { title: string; year: number | null; slug: string }[] };

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/**
 * A toast the page's own reload takes away a second later. Polling for it can miss that second
 * on a busy machine, so the page notes it as it appears, in session storage, which the reload keeps.
 */
async function toastBeforeReload(page: Page, text: string, action: () => Promise<void>) {
  await page.evaluate((wanted) => {
    const shown = () =>
      Array.from(document.querySelectorAll('[data-testid="toast"]')).some((el) =>
        el.textContent?.includes(wanted),
      );
    new MutationObserver((_, observer) => {
      if (!shown()) return;
      sessionStorage.setItem('toast-seen', wanted);
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  const reloaded = page.waitForEvent('load');
  await action();
  await reloaded;
  expect(await page.evaluate(() => sessionStorage.getItem('toast-seen'))).toBe(text);
}

async function findFilm(page: Page, term: string, title: string) {
  const { items } = (await (
    await page.request.get(`/api/v1/search?q=${encodeURIComponent(term)}`)
  ).json()) as TSearch;
  const film = items.find((item) => item.title === title);
  expect(film, `${title} in the demo catalogue`).toBeTruthy();
  return film!;
}

/** A title nobody else uses, so parallel runs never meet the duplicate check. */
const uniqueTitle = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('film and release pages', () => {
  test('a display id redirects to the slug; the film shows its fields and releases, which link back', async ({
    page,
  }) => {
    const aliens = await findFilm(page, 'aliens', 'Aliens');
    const displayId = aliens.slug.split('-')[0];
    await page.goto(`/catalog/${displayId}`);
    await expect(page).toHaveURL(`/catalog/${aliens.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aliens' })).toBeVisible();
    await expect(page).toHaveTitle('Aliens (1986) · Rewind');
    const details = page.getByTestId('title-details');
    await expect(details).toContainText('James Cameron');
    await expect(details).toContainText('Sigourney Weaver');
    await expect(details).toContainText('18 Jul 1986');
    await expect(details).toContainText('137 min');
    await expect(page.getByText('Ripley goes back to the planet')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cover of Aliens' })).toBeVisible();

    const cards = page.getByTestId('release-card');
    await expect(cards).toHaveCount(3);
    const vhs = cards.filter({ hasText: 'CBS/Fox Video · 1987' });
    await expect(vhs).toContainText('VHS');
    await expect(vhs.getByTestId('have-want')).toContainText(/\d+ have/);
    // Signed out: no editing.
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Release' })).toHaveCount(0);

    await vhs.click();
    await expect(page).toHaveURL(/\/catalog\/release\/[\w-]+$/);
    const releaseDetails = page.getByTestId('release-details');
    await expect(releaseDetails).toContainText('VHS');
    await expect(releaseDetails).toContainText('CBS/Fox Video');
    await expect(releaseDetails).toContainText('1987');
    await expect(page).toHaveTitle(/· Aliens \(1986\) · Rewind$/);
    await page.getByTestId('release-film-link').click();
    await expect(page).toHaveURL(`/catalog/${aliens.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aliens' })).toBeVisible();
  });

  test('the nested release route shows the release; unknown films and releases say so', async ({
    page,
    expectConsoleError,
  }) => {
    const blade = await findFilm(page, 'blade runner', 'Blade Runner');
    const film = (await (await page.request.get(`/api/v1/titles/${blade.slug}`)).json()) as {
      releases: { id: string; displayId: number }[];
    };
    const release = film.releases[0]!;
    await page.goto(`/catalog/${blade.slug}/release/${release.id}`);
    await expect(page.getByTestId('release-film-link')).toHaveText('Blade Runner (1982)');

    expectConsoleError(/404/);
    await page.goto('/catalog/99999999-no-such-film-1999');
    await expect(page.getByText('Movie not found')).toBeVisible();
    await expect(page).toHaveTitle('Movie not found · Rewind');
    await page.goto('/catalog/release/99999999-no-such-release');
    await expect(page.getByText('Release not found')).toBeVisible();
  });
});

test.describe('release addresses and distributors', () => {
  test("a release opened under another film's address moves to its own film's", async ({ page }) => {
    const blade = await findFilm(page, 'blade runner', 'Blade Runner');
    const aliens = await findFilm(page, 'aliens', 'Aliens');
    const film = (await (await page.request.get(`/api/v1/titles/${blade.slug}`)).json()) as {
      releases: { id: string }[];
    };
    const release = film.releases[0]!;
    await page.goto(`/catalog/${aliens.slug}/release/${release.id}`);
    await expect(page).toHaveURL(`/catalog/${blade.slug}/release/${release.id}`);
    await expect(page.getByTestId('release-film-link')).toHaveText('Blade Runner (1982)');
    // Replaced, not pushed: Back does not return to the wrong address.
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(`/catalog/${aliens.slug}/`));
  });

  test("a demo release's label and a film's studio lead to their distributor pages", async ({ page }) => {
    const aliens = await findFilm(page, 'aliens', 'Aliens');
    await page.goto(`/catalog/${aliens.slug}`);
    await page.getByTestId('release-card').filter({ hasText: 'CBS/Fox Video · 1987' }).click();
    // Its studio (the label on the box) and its UPC distributor, the same here, both link there.
    await page.getByTestId('release-details').getByRole('link', { name: 'CBS/Fox Video' }).first().click();
    await expect(page).toHaveURL(`/distributors/${encodeURIComponent('CBS/Fox Video')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'CBS/Fox Video' })).toBeVisible();
    const entry = page.getByTestId('distributor-film').filter({ hasText: 'Aliens' });
    await expect(entry.getByTestId('release-chip').filter({ hasText: 'VHS' })).toContainText('1987');

    await entry.getByRole('link', { name: 'Aliens' }).click();
    await page.getByTestId('title-details').getByRole('link', { name: '20th Century Fox' }).click();
    await expect(page).toHaveURL(`/distributors/${encodeURIComponent('20th Century Fox')}`);
    await expect(page.getByTestId('distributor-film').filter({ hasText: 'Aliens' })).toBeVisible();
  });
});

test.describe('adding and editing titles', () => {
  test('a user adds a title with a first release, then fills an empty field; filled ones are read-only', async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    await createCollector(page, appServer.dataDir, 'cataloguer');
    await page.getByTestId('add-title-button').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Add to Catalog' }).click();
    const errors = dialog.getByTestId('validation-errors');
    await expect(errors).toContainText('Validation errors:');
    await expect(errors).toContainText('Title is required');
    await expect(errors).toContainText('Movie release date is required');
    // Focus goes to the first field at fault, not left on the button at the bottom.
    await expect(dialog.getByLabel('Title *')).toBeFocused();

    const title = uniqueTitle('Night Shift Tape');
    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByLabel('Director').fill('Jo Rewinder');
    await dialog.getByLabel('Genre').fill('Horror');
    await dialog.getByLabel('Add a first release').check();
    const release = dialog.getByTestId('first-release-fields');
    await expect(release.getByLabel('Release Title *')).toHaveValue('Standard Release');
    await expect(release.getByLabel('Format')).toHaveValue('VHS');
    await expect(release.getByLabel('Case Type')).toHaveValue('Slipcase');
    await expect(release.getByLabel('Region')).toHaveValue('NTSC');
    await expect(release.getByLabel('Speed')).toHaveValue('SP');
    await expect(release.getByLabel('Edition')).toHaveValue('Standard');
    await release.getByLabel('Release Title *').fill('');
    await dialog.getByRole('button', { name: 'Add to Catalog' }).click();
    await expect(errors).toContainText('Release title is required when adding first release');
    await expect(errors).not.toContainText('Movie release date is required');

    await release.getByLabel('Release Title *').fill('Midnight Big Box');
    await release.getByLabel('Case Type').selectOption('Big Box');
    await release.getByLabel('Release Studio').fill('Nightowl Video');
    await release.getByLabel('Release Year').fill('1989');
    await release.getByLabel('UPC', { exact: true }).fill('012345678905');

    // Two box photos, kept until the release exists; the camera is not there yet.
    await release.getByRole('button', { name: 'Upload VHS Box Photos' }).click();
    const photos = page.getByRole('dialog', { name: 'Upload VHS Box Photos' });
    await photos.getByRole('button', { name: 'Take Photo' }).click();
    const camera = page.getByTestId('take-photo-dialog');
    await expect(camera).toContainText('Camera functionality is coming soon.');
    await page.keyboard.press('Escape');
    await expect(camera).toBeHidden();
    await photos
      .getByTestId('image-file-input')
      .setInputFiles([
        await photoFile('front.jpg', [220, 40, 90]),
        await photoFile('back.jpg', [90, 40, 90]),
      ]);
    await photos.getByRole('button', { name: 'Use These Images' }).click();
    await expect(photos).toBeHidden();
    await expect(release.getByRole('img', { name: /^Box photo/ })).toHaveCount(2);
    await dialog.getByLabel('Add to Collection').check();
    await dialog.getByRole('button', { name: 'Add to Catalog' }).click();

    const year = new Date().getFullYear();
    await expect(page).toHaveURL(/\/catalog\/\d+-night-shift-tape-[a-z0-9]+-\d{4}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} (${year}) · Rewind`);
    const card = page.getByTestId('release-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Midnight Big Box');
    await expect(card).toContainText('Big Box');
    await expect(card).toContainText('Nightowl Video · 1989 · UPC 012345678905');
    // Add to Collection was ticked: the new release is in this collector's collection.
    await expect(card.getByTestId('have-want')).toContainText('1 have');
    // The first box photo is the release's front cover, shown on its card with its resized copy.
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      /^\/media\/release-covers\/.+-release-\d+-1~300x450\.jpg$/,
    );
    await expect(card.locator('img')).toHaveAttribute('srcset', /~w160\.webp 160w, .+ 300w$/);
    const filmUrl = page.url();

    // Not an admin: editing is offered, deleting is not.
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Movie Details' });
    await expect(edit.getByLabel('Title *')).toHaveAttribute('readonly', '');
    await expect(edit.getByLabel('Director')).toHaveAttribute('readonly', '');
    await expect(edit.getByTestId('admin-edit-banner')).toHaveCount(0);
    await expect(edit.getByLabel('Tagline')).not.toHaveAttribute('readonly', '');
    await edit.getByLabel('Tagline').fill('Be kind, rewind.');
    await toastBeforeReload(page, 'Movie updated successfully!', () =>
      edit.getByRole('button', { name: 'Save Changes' }).click(),
    );
    await expect(page.locator('#main').getByText('Be kind, rewind.')).toBeVisible();

    // The same title and year again is refused with the server's message.
    expectConsoleError(/409/);
    await page.getByTestId('add-title-button').click();
    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByLabel('Released').fill(String(year));
    await dialog.getByRole('button', { name: 'Add to Catalog' }).click();
    await expect(dialog.getByTestId('save-error')).toHaveText(
      'Error saving movie: A movie with this title and year already exists in the catalog!',
    );
    await expect(page).toHaveURL(filmUrl);
  });

  test("a signed-in user adds a release with the defaults on the film page; a disc's form has no speed and offers its own cases", async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'releaser');
    const created = (await (
      await page.request.post('/api/v1/titles', {
        data: { title: uniqueTitle('Tracking Lines'), released: '1991' },
      })
    ).json()) as { slug: string };
    await page.goto(`/catalog/${created.slug}`);
    await expect(page.getByText('No releases yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Release' }).click();
    const form = page.getByRole('dialog', { name: 'Add Release' });
    await expect(form.getByLabel('Release Title')).toHaveValue('Standard Release');
    await expect(form.getByLabel('Release Country')).toHaveValue('United States');
    await expect(form.getByLabel('Speed')).toHaveValue('SP');
    await form.getByLabel('Format').selectOption('LaserDisc');
    await expect(form.getByLabel('Speed')).toHaveCount(0);
    // A jacket, a card sleeve or a box set: no clamshell or slipcase for a LaserDisc.
    await expect(form.getByLabel('Case Type').locator('option')).toHaveText([
      'Not specified',
      'Standard',
      'Cardboard',
      'Big Box',
    ]);
    await form.getByRole('button', { name: 'Save release' }).click();
    const card = page.getByTestId('release-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Standard Release');
    await expect(card).toContainText('LaserDisc');
    await expect(card).toContainText('NTSC');
    await expect(card).not.toContainText('SP');
    await expect(card).not.toContainText('Slipcase');
  });

  test('number fields keep only what they may hold, as typed or pasted; the server refuses the rest', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'numbers');
    await page.getByTestId('add-title-button').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
    await dialog.getByLabel('IMDb Rating').pressSequentially('8,x4.y2');
    await expect(dialog.getByLabel('IMDb Rating')).toHaveValue('84.2');
    await dialog.getByLabel('Add a first release').check();
    const release = dialog.getByTestId('first-release-fields');
    await release.getByLabel('Release Year').pressSequentially('19a8b7c');
    await expect(release.getByLabel('Release Year')).toHaveValue('1987');
    await release.getByLabel('Release Year').pressSequentially('6');
    await expect(release.getByLabel('Release Year')).toHaveValue('1987');
    // A pasted UPC with dashes keeps its digits, at most 12.
    await release.getByLabel('UPC', { exact: true }).fill('0-12345-67890-5 9');
    await expect(release.getByLabel('UPC', { exact: true })).toHaveValue('012345678905');

    // What the boxes cannot hold is refused by the server with the field's message.
    const film = (await (
      await page.request.post('/api/v1/titles', {
        data: { title: uniqueTitle('Tracking Numbers'), released: '1990' },
      })
    ).json()) as { id: string };
    for (const [fields, field, message] of [
      [{ releaseYear: 'abc' }, 'releaseYear', MSG.yearInvalid],
      [{ upc: '0123456789051' }, 'upc', MSG.upcInvalid],
    ] as const) {
      const refused = await page.request.post('/api/v1/releases', {
        data: { masterMovieId: film.id, ...fields },
      });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        [field]: message,
      });
    }
  });

  test("edition 'Other' asks for its name, shown on the card and the page with the typed catalogue number, UPC category and the facts that tell copies apart; the label leads to its distributor page, the catalogue filters by them", async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'editions');
    const title = uniqueTitle('Letterbox Lines');
    // '&' and '%' in a name reach its page as written (decoded once, whole: decision 014).
    const label = uniqueTitle('Nightowl & 100% Video');
    const created = (await (
      await page.request.post('/api/v1/titles', { data: { title, released: '1988' } })
    ).json()) as { slug: string };
    await page.goto(`/catalog/${created.slug}`);
    await page.getByRole('button', { name: 'Add Release' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Release' });
    await expect(dialog.getByLabel('Other Edition')).toHaveCount(0);
    await dialog.getByLabel('Edition', { exact: true }).selectOption('Other');
    await dialog.getByLabel('Other Edition').fill('Widescreen Edition');
    await dialog.getByLabel('Release Studio').fill(label);
    // The box's catalogue number and the barcode's details are typed as well as scanned.
    await dialog.getByLabel('Distributor Code').fill('NV 4417');
    await dialog.getByLabel('UPC Category').fill('Movies');
    // What tells this copy from the film's other releases.
    await dialog.getByLabel('Rental or Sell-through').selectOption('Rental');
    await dialog.getByLabel('Aspect Ratio').selectOption('1.85:1');
    await dialog.getByLabel('Audio', { exact: true }).selectOption('Hi-Fi Stereo');
    await dialog.getByLabel('Audio Languages').selectOption(['English', 'Japanese']);
    await dialog.getByLabel('Runtime (minutes)').pressSequentially('1h43');
    await expect(dialog.getByLabel('Runtime (minutes)')).toHaveValue('143');
    await dialog.getByLabel('Runtime (minutes)').fill('103');
    await dialog.getByLabel('Packaging Notes').fill('Rental sticker, hype sticker');
    await dialog.getByRole('button', { name: 'Save release' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('release-card');
    await expect(card).toContainText('Widescreen Edition');
    await card.click();
    const details = page.getByTestId('release-details');
    await expect(details).toContainText('Widescreen Edition');
    await expect(details).not.toContainText('Other');
    await expect(details).toContainText('NV 4417');
    await expect(details).toContainText('Movies');
    for (const fact of ['Rental', '1.85:1', 'Hi-Fi Stereo', 'English, Japanese', '103 min', 'hype sticker'])
      await expect(details).toContainText(fact);

    // Its edit dialog shows the name, read-only now that it is filled.
    await page.getByRole('button', { name: 'Edit release' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Release' });
    await expect(edit.getByLabel('Other Edition')).toHaveValue('Widescreen Edition');
    await expect(edit.getByLabel('Other Edition')).toHaveAttribute('readonly', '');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await details.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`/distributors/${encodeURIComponent(label)}`);
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    const entry = page.getByTestId('distributor-film').filter({ hasText: title });
    await expect(entry.getByTestId('release-chip')).toContainText('VHS');

    // The catalogue finds the film by its rental copy in Japanese, not by a widescreen one.
    await page.goto('/catalog');
    const filters = page.getByTestId('catalog-filters');
    await filters.getByLabel('Rental or Sell-through').selectOption('Rental');
    await filters.getByLabel('Audio language').selectOption('Japanese');
    await expect(page).toHaveURL(/saleType=rental/);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await filters.getByLabel('Aspect ratio').selectOption('2.35:1');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('Add Title, Edit and Add Release ask before Escape or a backdrop click throws typed data away; Escape closes the newest dialog, a nested movie search too', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'discarder');
    const confirm = page.getByRole('dialog', { name: MSG.discardChangesTitle });

    // Nothing typed: Escape simply closes.
    await page.getByTestId('add-title-button').click();
    const adding = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
    await expect(adding).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(adding).toBeHidden();
    await expect(confirm).toHaveCount(0);

    // A movie search opened inside Add Title (here by the header's 'Add this term', which runs it at once):
    // Escape closes it alone, then Add Title, and the header's button opens Add Title again. After a pick from
    // it, Escape asks about Add Title, the newest dialog still open.
    const search = page.getByRole('dialog', { name: 'Search Movies' });
    const term = uniqueTitle('Unheard Of');
    await page.getByRole('combobox', { name: 'Search the catalogue' }).fill(term);
    await page.getByRole('button', { name: `Add “${term}” to the catalogue` }).click();
    await expect(search.getByText(MSG.noMoviesFoundFor(term))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(adding).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(adding).toBeHidden();
    await page.getByTestId('add-title-button').click();
    await expect(adding.getByLabel('Title *')).toHaveValue('');
    await adding.getByRole('button', { name: 'Search Movies' }).click();
    await search.getByTestId('movie-search-input').fill('night of the creeps');
    await search.getByTestId('movie-search-input').press('Enter');
    await search.getByTestId('movie-result').first().click();
    await expect(search).toBeHidden();
    await expect(adding.getByLabel('Title *')).toHaveValue('Night of the Creeps');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: MSG.discard }).click();
    await expect(adding).toBeHidden();
    await page.getByTestId('add-title-button').click();
    await expect(adding).toBeVisible();
    await expect(adding.getByLabel('Title *')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(adding).toBeHidden();

    const title = uniqueTitle('Half Typed');
    await page.getByTestId('add-title-button').click();
    await adding.getByLabel('Title *').fill(title);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(MSG.discardChangesText);
    await confirm.getByRole('button', { name: MSG.keepEditing }).click();
    await expect(confirm).toBeHidden();
    await expect(adding.getByLabel('Title *')).toHaveValue(title);
    await page.getByTestId('add-title-dialog-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(confirm).toBeVisible();
    // Escape in the question keeps editing too: it closes only the newest dialog.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(adding).toBeVisible();
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: MSG.discard }).click();
    await expect(adding).toBeHidden();
    await page.getByTestId('add-title-button').click();
    await expect(adding.getByLabel('Title *')).toHaveValue('');
    await adding.getByRole('button', { name: 'Cancel' }).click();
    await expect(adding).toBeHidden();

    const created = (await (
      await page.request.post('/api/v1/titles', { data: { title, released: '1992' } })
    ).json()) as { slug: string };
    await page.goto(`/catalog/${created.slug}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Movie Details' });
    await editing.getByLabel('Tagline').fill('Almost saved.');
    await page.getByTestId('edit-title-dialog-backdrop').click({ position: { x: 10, y: 10 } });
    await confirm.getByRole('button', { name: MSG.discard }).click();
    await expect(editing).toBeHidden();

    await page.getByRole('button', { name: 'Add Release' }).click();
    const release = page.getByRole('dialog', { name: 'Add Release' });
    await release.getByLabel('Release Studio').fill('Half Typed Video');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: MSG.keepEditing }).click();
    await expect(release.getByLabel('Release Studio')).toHaveValue('Half Typed Video');
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: MSG.discard }).click();
    await expect(release).toBeHidden();
    await expect(page.getByText('No releases yet')).toBeVisible();
  });

  test('a user fills an empty field of a release; its filled fields are read-only', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'releaseeditor');
    const title = (await (
      await page.request.post('/api/v1/titles', {
        data: { title: uniqueTitle('Dropout Lines'), released: '1989' },
      })
    ).json()) as { id: string };
    const release = (await (
      await page.request.post('/api/v1/releases', {
        data: { masterMovieId: title.id, releaseTitle: 'Rental Copy', format: 'Betamax' },
      })
    ).json()) as { slug: string };
    await page.goto(`/catalog/release/${release.slug}`);
    await page.getByRole('button', { name: 'Edit release' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Release' });
    await expect(dialog.getByLabel('Format')).toBeDisabled();
    await expect(dialog.getByLabel('Release Title')).toHaveAttribute('readonly', '');
    await dialog.getByLabel('Release Studio').fill('Thorn EMI');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Release updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const details = page.getByTestId('release-details');
    await expect(details).toContainText('Thorn EMI');
    await expect(details).toContainText('Betamax');

    // A filled field that is wrong goes to the admins as a report, from the release's page and the film's.
    for (const target of ['release', 'title'] as const) {
      if (target === 'title') await page.getByTestId('release-film-link').click();
      await page.getByTestId(`report-${target}`).click();
      const report = page.getByRole('dialog', { name: /^Report / });
      await report.getByLabel('Wrong catalogue data').check();
      await report.getByLabel('A note for the admins (optional)').fill('The studio was Thorn EMI Video.');
      await report.getByRole('button', { name: 'Report' }).click();
      await expect(toast(page, MSG.reportThanks).last()).toBeVisible();
      await expect(report).toBeHidden();
    }
  });

  test('?add=title opens the dialog prefilled from q', async ({ page, appServer }) => {
    await createCollector(page, appServer.dataDir, 'prefill');
    await page.goto('/catalog?add=title&q=Tape%20Heads');
    // The movie search opens over Add Title with the term; 'Skip Movie' leaves Add Title as it is.
    const search = page.getByRole('dialog', { name: 'Search Movies' });
    await expect(search).toContainText('No movies found for "Tape Heads"');
    await search.getByRole('button', { name: 'Skip Movie' }).click();
    await expect(search).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
    await expect(dialog.getByLabel('Title *')).toHaveValue('Tape Heads');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/catalog');
  });
});

test.describe('deleting titles', () => {
  test('an admin needs two-factor to delete; with it, the title goes and the catalogue is shown', async ({
    page,
    appServer,
    expectConsoleError,
  }) => {
    const line = /(admin@rewind\.demo) \/ (\S+)\s+\(([^,]+), admin\)/.exec(appServer.output());
    expect(line, 'the demo admin in the server output').toBeTruthy();
    const admin: TAccount = { email: line![1]!, password: line![2]!, username: line![3]! };
    await page.goto('/');
    await signIn(page, admin);
    await expect(page.getByRole('button', { name: `Hi ${admin.username}!` })).toBeVisible();

    const title = uniqueTitle('Erased Tape');
    const created = (await (
      await page.request.post('/api/v1/titles', { data: { title, released: '1984' } })
    ).json()) as { slug: string };
    await page.goto(`/catalog/${created.slug}`);

    // Without two-factor the server refuses even to count what the film holds, and the dialog says why.
    expectConsoleError(/403/);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete "${title}"?` });
    await expect(confirm.getByTestId('delete-error')).toContainText(/^Error deleting movie: .*two-factor/i);
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await enableTwoFactor(page, admin);

    await page.goto(`/catalog/${created.slug}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toContainText('No member holds, wants, sells or trades it.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/catalog');
    await expect(toast(page, 'Movie deleted successfully!')).toBeVisible();
    expect((await page.request.get(`/api/v1/titles/${created.slug}`)).status()).toBe(404);

    // The admin portal's audit log has kept it: who, what, and the film as it was.
    await page
      .getByRole('link', { name: /Admin Portal/ })
      .first()
      .click();
    await expect(page).toHaveURL('/admin');
    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-entry').filter({ hasText: title });
    await expect(entry).toContainText('Deleted a film');
    await expect(entry).toContainText(admin.username);
    await expect(entry).toContainText(`${title} (1984)`);
  });
});
