import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FAKE_IMAGE_HOSTNAME } from '../../apps/server/src/test/fake-image-host';
import { FAKE_UPCS } from '../../apps/server/src/test/fake-lookup-servers';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { writeBarcodeVideo } from '../support/barcode';

// Scan UPC Barcode on a phone. The camera journeys give Chromium a fake camera that films a UPC-A barcode
// drawn by support/barcode.ts, so the app's own reader has to decode it from the video.

const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
};

// Chromium reads the video each time the camera opens, so a test writes what the camera films just before.
// Launch options can only be set for the whole file, hence one video per worker process (this module is
// loaded in each): tests in other workers, or another run in this working tree, never film each other's
// codes. Outside test-results, which another run may empty at any moment.
const CAMERA_VIDEO = path.join(os.tmpdir(), 'rewind-e2e-camera', `worker-${process.pid}.y4m`);

test.use({
  ...PHONE,
  // The browser of playwright.config.ts, with a camera that films CAMERA_VIDEO and no permission prompt.
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      `--host-resolver-rules=MAP ${FAKE_IMAGE_HOSTNAME} 127.0.0.1`,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
    ],
  },
});

test.afterAll(() => rmSync(CAMERA_VIDEO, { force: true }));

async function openScanner(page: Page) {
  await page.getByTestId('add-title-button').click();
  const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
  await addTitle.getByRole('button', { name: 'Scan UPC' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan UPC Barcode' });
  await expect(scanner.getByRole('button', { name: 'Scan', exact: true })).toBeEnabled();
  return { addTitle, scanner };
}

/** A seeded release with a 12-digit UPC, as the API lists it. */
async function seededRelease(baseUrl: string, film: string): Promise<{ title: string; upc: string }> {
  const search = (await (await fetch(`${baseUrl}/api/v1/search?q=${encodeURIComponent(film)}`)).json()) as {
    items: { slug: string; title: string }[];
  };
  const title = search.items.find((item) => item.title === film)!;
  const detail = (await (await fetch(`${baseUrl}/api/v1/titles/${title.slug}`)).json()) as {
    releases: { upc: string | null }[];
  };
  return { title: title.title, upc: detail.releases.find((release) => release.upc?.length === 12)!.upc! };
}

test.describe('the camera films a barcode', () => {
  test('Test Camera shows the picture in the red frame; Scan reads the code and fills Add Title', async ({
    page,
    appServer,
  }) => {
    const release = await seededRelease(appServer.url, 'Jurassic Park');
    writeBarcodeVideo(CAMERA_VIDEO, release.upc);
    await createCollector(page, appServer.dataDir, 'camera');
    const { addTitle, scanner } = await openScanner(page);
    await expect(scanner.getByRole('button', { name: 'Manual' })).toBeVisible();
    await expect(scanner.getByRole('button', { name: 'Test Camera' })).toBeVisible();
    await expect(scanner).toContainText('Camera off');

    await scanner.getByRole('button', { name: 'Test Camera' }).click();
    // The fake camera delivers the video's own size.
    await expect(scanner.getByTestId('scanner-status')).toHaveText(/^Camera working: .+ · 1280×720$/);
    const frame = scanner.getByTestId('scanner-frame');
    await expect(frame).toBeVisible();
    // Tailwind's red-500, whichever colour space the browser reports it in.
    await expect(frame).toHaveCSS(
      'border-top-color',
      /^(oklch\(0\.637 0\.237 25\.331\)|rgb\(239, 68, 68\))$/,
    );
    await expect
      .poll(() =>
        scanner.getByTestId('scanner-video').evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBe(1280);
    await expect(scanner.getByRole('button', { name: 'Manual' })).toBeVisible();
    await scanner.getByRole('button', { name: 'Stop Scanning' }).click();
    await expect(scanner).toContainText('Camera off');
    await expect(frame).toBeHidden();

    await scanner.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(scanner).toBeHidden();
    await expect(addTitle.getByLabel('Title *', { exact: true })).toHaveValue(release.title);
    await expect(addTitle.getByLabel('Title *', { exact: true })).toHaveAttribute('readonly', '');
    // The scanned release is catalogued already: no duplicate first release, and a link to its page.
    await expect(addTitle.getByTestId('first-release-fields')).toBeHidden();
    await expect(addTitle.getByTestId('release-exists')).toContainText(
      'This release is in the catalogue already',
    );
    await expect(
      addTitle.getByTestId('release-exists').getByRole('link', { name: 'Open the release page' }),
    ).toHaveAttribute('href', /^\/catalog\/release\/\d+-/);
  });

  test("not found: 'Try Another UPC' scans again, 'Search Movies' opens the movie search", async ({
    page,
    appServer,
  }) => {
    writeBarcodeVideo(CAMERA_VIDEO, FAKE_UPCS.unknown);
    await createCollector(page, appServer.dataDir, 'camera');
    const { scanner } = await openScanner(page);
    const notFound = scanner.getByTestId('upc-not-found');

    await scanner.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(notFound).toContainText(
      `UPC ${FAKE_UPCS.unknown} not found in database. VHS tapes often aren't in UPC databases.`,
    );
    await notFound.getByRole('button', { name: 'Try Another UPC' }).click();
    await expect(notFound).toBeHidden();
    await scanner.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(notFound).toContainText(`UPC ${FAKE_UPCS.unknown} not found in database.`);

    await notFound.getByRole('button', { name: 'Search Movies' }).click();
    await expect(scanner).toBeHidden();
    const search = page.getByRole('dialog', { name: 'Search Movies' });
    await expect(search.getByTestId('movie-search-input')).toBeVisible();
    await expect(search).toContainText('Enter a movie title to search');
  });
});

test.describe('the camera fails', () => {
  const failures = [
    { name: 'NotAllowedError', text: 'Camera permission denied. Please allow camera access and try again.' },
    { name: 'NotFoundError', text: 'No camera found on this device' },
    { name: 'NotReadableError', text: 'Camera in use by another app.' },
  ];
  for (const failure of failures) {
    test(`getUserMedia rejects with ${failure.name}: "${failure.text}", and Manual is offered`, async ({
      page,
      appServer,
    }) => {
      await page.addInitScript((name) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Refused', name));
      }, failure.name);
      await createCollector(page, appServer.dataDir, 'camera');
      const { scanner } = await openScanner(page);
      await scanner.getByRole('button', { name: 'Scan', exact: true }).click();
      const error = scanner.getByTestId('camera-error');
      await expect(error).toContainText(failure.text);
      await expect(error).toContainText('You can still type the UPC with Manual.');
      await expect(scanner.getByTestId('scanner-frame')).toBeHidden();
      await scanner.getByRole('button', { name: 'Manual' }).click();
      await expect(scanner.getByTestId('upc-manual-input')).toBeFocused();
    });
  }

  test('a camera blocked in the browser settings: "Camera access blocked..."', async ({
    page,
    appServer,
  }) => {
    await page.addInitScript(() => {
      const denied = Object.assign(new EventTarget(), { name: 'camera', state: 'denied', onchange: null });
      navigator.permissions.query = () => Promise.resolve(denied as PermissionStatus);
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await createCollector(page, appServer.dataDir, 'camera');
    const { scanner } = await openScanner(page);
    const blocked = 'Camera access blocked. Please enable camera permission in browser settings.';
    // Said before trying, when the browser tells; and again when the camera is refused.
    await expect(scanner.getByTestId('camera-blocked')).toHaveText(blocked);
    await scanner.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(scanner.getByTestId('camera-error')).toContainText(blocked);
  });
});

test('the barcode reader does not load: the failure at once, and the UPC can still be typed', async ({
  page,
  appServer,
  expectConsoleError,
}) => {
  await page.route(/\/assets\/barcode-reader-[^/]*\.js/, (route) => route.fulfill({ status: 404 }));
  expectConsoleError(/404 \(Not Found\)/);
  await createCollector(page, appServer.dataDir, 'camera');
  await page.getByTestId('add-title-button').click();
  const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
  await addTitle.getByRole('button', { name: 'Scan UPC' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan UPC Barcode' });

  // A chunk that fails to load fails the reader at once, not after the 20 s it is allowed to arrive.
  const failure = scanner.getByTestId('scanner-load-error');
  await expect(failure).toContainText(
    'Barcode scanner failed to load. Please refresh the page and try again.',
    {
      timeout: 5_000,
    },
  );
  await expect(failure).toContainText('You can still type the UPC with Manual.');
  await expect(scanner.getByRole('button', { name: 'Scan', exact: true })).toBeHidden();
  await scanner.getByRole('button', { name: 'Manual' }).click();
  await scanner.getByTestId('upc-manual-input').fill(FAKE_UPCS.unknown);
  await scanner.getByRole('button', { name: 'Submit' }).click();
  await expect(scanner.getByTestId('upc-not-found')).toContainText(`UPC ${FAKE_UPCS.unknown} not found`);
});

test.describe('typed codes', () => {
  async function typeCode(page: Page, code: string) {
    const { addTitle, scanner } = await openScanner(page);
    await scanner.getByRole('button', { name: 'Manual' }).click();
    await scanner.getByTestId('upc-manual-input').fill(code);
    await scanner.getByRole('button', { name: 'Submit' }).click();
    return { addTitle, scanner };
  }

  test("a product that is no film: 'Failed to lookup movie: ...', then Search Movies keeps its UPC, maker and category for the release", async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'typist');
    const { addTitle, scanner } = await typeCode(page, FAKE_UPCS.notAFilm);
    const failure = scanner.getByTestId('upc-lookup-error');
    await expect(failure).toContainText('Failed to lookup movie: Unknown error');
    await expect(failure).toContainText('The code names a product by Maxell, but no film was found for it.');
    // The scanner stays open until the person chooses: no movie search opens by itself.
    await expect(page.getByRole('dialog', { name: 'Search Movies' })).toBeHidden();

    await failure.getByRole('button', { name: 'Search Movies' }).click();
    await expect(scanner).toBeHidden();
    const search = page.getByRole('dialog', { name: 'Search Movies' });
    // A film no journey saves: one in the catalogue would lead to its page instead of filling the form.
    await search.getByTestId('movie-search-input').fill('night of the creeps');
    await search.getByTestId('movie-search-input').press('Enter');
    await search.getByTestId('movie-result').filter({ hasText: 'Night of the Creeps' }).click();
    await expect(search).toBeHidden();
    await expect(addTitle.getByLabel('Title *', { exact: true })).toHaveValue('Night of the Creeps');
    const release = addTitle.getByTestId('first-release-fields');
    await expect(release.getByLabel('UPC', { exact: true })).toHaveValue(FAKE_UPCS.notAFilm);
    // The code's maker and category fill the release's own fields, which stay editable.
    await expect(release.getByLabel('UPC Distributor')).toHaveValue('Maxell');
    await expect(release.getByLabel('UPC Category')).toHaveValue('Electronics > Video > Blank Media');
    await expect(release.getByLabel('UPC Distributor')).not.toHaveAttribute('readonly');
  });

  test("the UPC database fails: 'Failed to lookup movie: UPC lookup failed', with Try Again and Try Another UPC", async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'typist');
    const { scanner } = await typeCode(page, FAKE_UPCS.failing);
    const failure = scanner.getByTestId('upc-lookup-error');
    await expect(failure).toContainText('Failed to lookup movie: UPC lookup failed');
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(failure).toContainText('Failed to lookup movie: UPC lookup failed');
    await failure.getByRole('button', { name: 'Try Another UPC' }).click();
    await expect(scanner.getByTestId('upc-manual-input')).toHaveValue('');
  });
});
