import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { COLLECTION_CSV_COLUMNS } from '@rewind/shared/collection';
import { MSG } from '@rewind/shared/messages';
import { createCollector, signOut } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A 12-digit UPC no other test uses. */
const newUpc = () => `7${Math.random().toString().slice(2, 13).padEnd(11, '0')}`;

async function newFilm(page: Page, title: string, released: string) {
  const response = await page.request.post('/api/v1/titles', { data: { title, released } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; slug: string };
}

async function newRelease(page: Page, masterMovieId: string, fields: Record<string, string>) {
  const response = await page.request.post('/api/v1/releases', { data: { masterMovieId, ...fields } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

async function collect(page: Page, releaseId: string, notes?: string) {
  const response = await page.request.post('/api/v1/me/collection', { data: { releaseId, notes } });
  expect(response.status()).toBe(201);
}

/** A CSV file in the export's columns; each row gives only the columns it names. */
function csvFile(rows: Partial<Record<(typeof COLLECTION_CSV_COLUMNS)[number], string>>[]) {
  const quote = (value = '') => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = [
    COLLECTION_CSV_COLUMNS.join(','),
    ...rows.map((row) => COLLECTION_CSV_COLUMNS.map((column) => quote(row[column])).join(',')),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('import a CSV on /collection: preview, import, see what was left out, find the new items on the shelf', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'importer');
  const id = uniq();
  const upc = newUpc();
  const byUpc = { title: `Import By Code ${id}`, release: 'Collector Box' };
  const byTitle = { title: `Import By Name ${id}`, release: 'Widescreen' };
  const owned = { title: `Import Owned ${id}`, release: 'Rental' };
  const missing = `Import Nowhere ${id}`;

  const upcFilm = await newFilm(page, byUpc.title, '1985');
  await newRelease(page, upcFilm.id, { releaseTitle: byUpc.release, upc, format: 'VHS' });
  await newRelease(page, upcFilm.id, { releaseTitle: 'Standard', format: 'VHS' });
  // Two releases of one film: only the format tells them apart.
  const titleFilm = await newFilm(page, byTitle.title, '1984');
  await newRelease(page, titleFilm.id, { releaseTitle: 'Pan and Scan', format: 'VHS' });
  await newRelease(page, titleFilm.id, { releaseTitle: byTitle.release, format: 'LaserDisc' });
  const ownedFilm = await newFilm(page, owned.title, '1990');
  const ownedRelease = await newRelease(page, ownedFilm.id, { releaseTitle: owned.release, format: 'VHS' });
  await collect(page, ownedRelease.id, 'Bought at the flea market');

  await page.goto('/collection');
  await expect(page.getByTestId('shelf-item')).toHaveCount(1);
  const imports: boolean[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/me/collection/import') {
      imports.push((request.postDataJSON() as { dryRun: boolean }).dryRun);
    }
  });

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByTestId('import-collection-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'my-tapes.csv',
    mimeType: 'text/csv',
    buffer: csvFile([
      { UPC: upc, Notes: 'Shrink-wrapped, "mint"' },
      { Title: byTitle.title, Year: '1984', Format: 'LaserDisc' },
      { Title: owned.title, Year: '1990', 'Release Title': owned.release, Format: 'VHS' },
      { Title: missing, Year: '1999', Format: 'VHS' },
    ]),
  });

  // The preview is a dry run: it says what would happen and writes nothing.
  await expect(dialog.getByText('my-tapes.csv — choose another file')).toBeVisible();
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '2 to add · 1 already in your collection · 1 not found',
  );
  const previewRows = dialog.getByTestId('import-table').locator('tbody tr');
  await expect(previewRows).toHaveCount(4);
  await expect(previewRows.nth(0)).toHaveAttribute('data-status', 'matched');
  await expect(previewRows.nth(0)).toContainText(`${byUpc.title} (1985) · ${byUpc.release} · VHS`);
  await expect(previewRows.nth(1)).toHaveAttribute('data-status', 'matched');
  await expect(previewRows.nth(1)).toContainText(`${byTitle.title} (1984) · ${byTitle.release} · LaserDisc`);
  await expect(previewRows.nth(2)).toHaveAttribute('data-status', 'duplicate');
  await expect(previewRows.nth(2)).toContainText('Already in collection');
  await expect(previewRows.nth(3)).toHaveAttribute('data-status', 'unmatched');
  await expect(previewRows.nth(3)).toContainText(MSG.importNoTitleMatch);
  await expect.poll(() => imports).toEqual([true]);
  const shelf = await page.request.get('/api/v1/me/collection');
  expect(((await shelf.json()) as { total: number }).total).toBe(1);

  await dialog.getByRole('button', { name: 'Import 2 releases' }).click();
  await expect(dialog.getByTestId('import-result')).toHaveText(
    '2 added · 1 already in your collection · 1 not found',
  );
  await expect(toast(page, MSG.addedToCollection)).toBeVisible();
  await expect.poll(() => imports).toEqual([true, false]);
  await expect(dialog.getByRole('heading', { name: 'Rows that were not imported' })).toBeVisible();
  const leftOut = dialog.getByTestId('import-table').locator('tbody tr');
  await expect(leftOut).toHaveCount(2);
  await expect(leftOut.nth(0)).toHaveAttribute('data-status', 'duplicate');
  await expect(leftOut.nth(0)).toContainText('3');
  await expect(leftOut.nth(0)).toContainText(owned.title);
  await expect(leftOut.nth(0)).toContainText('Already in collection');
  await expect(leftOut.nth(1)).toHaveAttribute('data-status', 'unmatched');
  await expect(leftOut.nth(1)).toContainText('4');
  await expect(leftOut.nth(1)).toContainText(`${missing} · 1999 · VHS`);
  await expect(leftOut.nth(1)).toContainText('Not found');
  await expect(leftOut.nth(1)).toContainText(MSG.importNoTitleMatch);

  // The footer's Close, not the corner's X (which has only a label).
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The shelf follows without a reload.
  const items = page.getByTestId('shelf-item');
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: byUpc.title })).toContainText(byUpc.release);
  await expect(items.filter({ hasText: byUpc.title })).toContainText('Shrink-wrapped, "mint"');
  await expect(items.filter({ hasText: byTitle.title })).toContainText(byTitle.release);
  await expect(items.filter({ hasText: byTitle.title })).toContainText('LaserDisc');
  await expect(items.filter({ hasText: owned.title })).toContainText('Bought at the flea market');
  await expect(items.filter({ hasText: missing })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('shelf-item')).toHaveCount(3);
});

test('a file without the export header shows why and imports nothing', async ({ page, appServer }) => {
  await createCollector(page, appServer.dataDir, 'misfiler');
  const id = uniq();
  const film = await newFilm(page, `Import Header ${id}`, '1988');
  await newRelease(page, film.id, { releaseTitle: 'Big Box', format: 'VHS' });

  const imports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/me/collection/import') imports.push(request.method());
  });
  await page.goto('/collection');
  await expect(page.getByText('Your collection is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByTestId('import-collection-dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Film,Released,Media\r\nImport Header ${id},1988,VHS\r\n`),
  });
  await expect(dialog.getByTestId('import-file-error')).toHaveText(
    `The first row must name the columns, as the export does: ${COLLECTION_CSV_COLUMNS.join(', ')}.`,
  );
  await expect(dialog.getByTestId('import-summary')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // A broken quote is a CSV error, with its line.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Title,Year\r\n"Import Header ${id},1988\r\n`),
  });
  await expect(dialog.getByTestId('import-file-error')).toHaveText(
    'The file is not valid CSV. Line 2: a quoted field is never closed.',
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog.getByRole('button', { name: MSG.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => imports).toEqual([]);
  await page.reload();
  await expect(page.getByText('Your collection is empty')).toBeVisible();
  const shelf = await page.request.get('/api/v1/me/collection');
  expect(((await shelf.json()) as { total: number }).total).toBe(0);
});

test("Export CSV downloads the shelf, and another account's import of that file adds the same releases", async ({
  page,
  appServer,
}) => {
  const first = await createCollector(page, appServer.dataDir, 'exporter');
  const id = uniq();
  const film = await newFilm(page, `Export Trip ${id}`, '1982');
  const clamshell = await newRelease(page, film.id, { releaseTitle: 'Clamshell', format: 'VHS' });
  const disc = await newRelease(page, film.id, { releaseTitle: 'Special Edition', format: 'DVD' });
  await collect(page, clamshell.id, 'Tracking lines, but "watchable", mostly');
  await collect(page, disc.id);

  await page.goto('/collection');
  await expect(page.getByTestId('shelf-item')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const csv = await readFile(path, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(COLLECTION_CSV_COLUMNS.join(','));
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`Export Trip ${id},1982,Clamshell,VHS,`);
  expect(csv).toContain(`"Tracking lines, but ""watchable"", mostly"`);
  expect(csv).toContain(`Export Trip ${id},1982,Special Edition,DVD,`);

  // Importing the file where it came from finds everything already there.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByTestId('import-collection-dialog');
  await dialog.locator('input[type="file"]').setInputFiles(path);
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '0 to add · 2 already in your collection · 0 not found',
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: MSG.cancel }).click();

  await signOut(page, first);
  await createCollector(page, appServer.dataDir, 'importer');
  await page.goto('/collection');
  await expect(page.getByText('Your collection is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(path);
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '2 to add · 0 already in your collection · 0 not found',
  );
  await dialog.getByRole('button', { name: 'Import 2 releases' }).click();
  await expect(dialog.getByTestId('import-result')).toHaveText(
    '2 added · 0 already in your collection · 0 not found',
  );
  await expect(dialog.getByText('Rows that were not imported')).toHaveCount(0);
  // The footer's Close, not the corner's X (which has only a label).
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  const items = page.getByTestId('shelf-item');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Clamshell' })).toContainText(
    'Tracking lines, but "watchable", mostly',
  );
  await expect(items.filter({ hasText: 'Special Edition' })).toContainText('DVD');
  // Each item keeps the date it was added on in the first account (the file's last column).
  const addedInFile = lines
    .slice(1)
    .map((line) => line.split(',').at(-1))
    .sort();
  const shelf = (await (await page.request.get('/api/v1/me/collection')).json()) as {
    items: { createdAt: string }[];
  };
  expect(shelf.items.map((item) => item.createdAt).sort()).toEqual(addedInFile);
});
