import type { Page } from '@playwright/test';
import sharp from 'sharp';
import * as MSG from '@rewind/shared/texts';
import { createCollector, E2E_ADMIN_EMAILS, enableTwoFactor, signOut } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { photoFile, type TRGB } from '../support/photo';

type TImage = { url: string; thumbUrl: string; caption: string | null; isPrimary: boolean };

/** A box photo of one flat colour, 600x900 unless told. */
const photo = (name: string, colour: TRGB, width = 600, height = 900) =>
  photoFile(name, colour, width, height);

async function fetchImage(page: Page, url: string) {
  const bytes = Buffer.from(await (await page.request.get(url)).body());
  const { width, height } = await sharp(bytes).metadata();
  const { channels } = await sharp(bytes).stats();
  const colour = channels.slice(0, 3).map((channel) => Math.round(channel.mean)) as TRGB;
  return { width, height, colour };
}

const isClose = (actual: TRGB, expected: TRGB) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) < 24);

/** A new film (its title made unique) with one release, made through the API as the signed-in page. */
async function newRelease(page: Page, film: string, released: string, releaseTitle: string) {
  const title = (await (
    await page.request.post('/api/v1/titles', {
      data: { title: `${film} ${Date.now().toString(36)}`, released },
    })
  ).json()) as { id: string };
  return (await (
    await page.request.post('/api/v1/releases', { data: { masterMovieId: title.id, releaseTitle } })
  ).json()) as { id: string; slug: string };
}

const RED: TRGB = [200, 30, 40];
const GREEN: TRGB = [30, 180, 60];
const BLUE: TRGB = [30, 60, 200];

test('a collector uploads three box photos, crops one, rotates one, reorders and picks the cover', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'photographer');
  const release = await newRelease(page, 'Tracking Error', '1987', 'Big Box Rental');

  await page.goto(`/catalog/release/${release.slug}`);
  await expect(page.getByText('No photos yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload VHS Box Photos' });
  await expect(dialog).toContainText('Only upload your own photos');
  await dialog
    .getByTestId('image-file-input')
    .setInputFiles([
      await photo('red.jpg', RED),
      await photo('green.jpg', GREEN),
      await photo('blue.jpg', BLUE),
    ]);
  await expect(dialog.getByTestId('image-item')).toHaveCount(3);

  // Crop the red one: the box starts at most 300 wide, so the stored photo is narrower than 600.
  await dialog.getByRole('button', { name: 'Crop image 1' }).click();
  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(crop.getByTestId('crop-box')).toBeVisible();
  await crop.getByRole('button', { name: 'Apply Crop' }).click();
  await expect(crop).toBeHidden();

  // Rotate the green one a quarter turn: portrait becomes landscape.
  await dialog.getByRole('button', { name: 'Rotate image 2' }).click();
  const rotate = page.getByRole('dialog', { name: 'Rotate Image' });
  await rotate.getByRole('button', { name: 'Rotate right' }).click();
  await rotate.getByRole('button', { name: 'Apply Rotation' }).click();
  await expect(rotate).toBeHidden();

  // Move green after blue with the keyboard buttons, then make blue the primary photo.
  await dialog.getByRole('button', { name: 'Move image 2 later' }).click();
  await dialog.getByRole('button', { name: 'Set image 2 as primary' }).click();
  await expect(dialog.getByTestId('image-item').first()).toHaveAttribute('data-primary', 'true');
  await dialog.getByLabel('Caption for image 1').fill('Front of the box');

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Images saved!' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('gallery-image')).toHaveCount(3);

  const stored = (await (await page.request.get(`/api/v1/releases/${release.id}`)).json()) as {
    coverImageUrl: string;
    images: TImage[];
  };
  expect(stored.images.map((image) => image.caption)).toEqual([
    'Front of the box',
    'Release Image 2',
    'Release Image 3',
  ]);
  const [front, second, third] = await Promise.all(stored.images.map((image) => fetchImage(page, image.url)));
  expect(isClose(front!.colour, BLUE), `front is blue, was ${front!.colour}`).toBe(true);
  expect(isClose(second!.colour, RED), `second is red, was ${second!.colour}`).toBe(true);
  expect(second!.width).toBeLessThan(600);
  expect(isClose(third!.colour, GREEN), `third is green, was ${third!.colour}`).toBe(true);
  expect([third!.width, third!.height]).toEqual([900, 600]);

  // The primary photo is the release's cover, on the page and in the API.
  expect([stored.images[0]!.url, stored.images[0]!.thumbUrl]).toContain(stored.coverImageUrl);
  await expect(page.getByRole('img', { name: /^Cover of/ })).toHaveAttribute('src', stored.coverImageUrl);
});

test("an admin removing someone else's main photo of a release is told its uploader will hear of it", async ({
  page,
  appServer,
}) => {
  const collector = await createCollector(page, appServer.dataDir, 'snapper');
  const release = await newRelease(page, 'Head Clog', '1989', 'Clamshell');
  const uploaded = await page.request.post(`/api/v1/releases/${release.id}/images`, {
    multipart: { file: await photo('red.jpg', RED) },
  });
  expect(uploaded.status()).toBe(201);
  await signOut(page, collector);

  const admin = await createCollector(page, appServer.dataDir, 'photo-curator', {
    email: E2E_ADMIN_EMAILS.photos,
  });
  await enableTwoFactor(page, admin);
  await page.goto(`/catalog/release/${release.slug}`);
  await page.getByRole('button', { name: 'Manage photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload VHS Box Photos' });
  await expect(dialog.getByTestId('image-item')).toHaveCount(1);
  await expect(dialog.getByTestId('image-uploader-told')).toBeHidden();
  await dialog.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(dialog.getByTestId('image-uploader-told')).toHaveText(MSG.primaryPhotoUploaderTold);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Images saved!' })).toBeVisible();
  await expect(page.getByText('No photos yet')).toBeVisible();
});
