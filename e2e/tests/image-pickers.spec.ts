import type { Page } from '@playwright/test';
import { MSG } from '@rewind/shared/messages';
import { createCollector, makePng } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

type TImage = { url: string; thumbUrl: string; isPrimary: boolean };

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A text file named like a photo: the browser calls it image/jpeg, by its name alone. */
const TEXT_AS_JPEG = {
  name: 'x.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('Not a picture, just text\n'),
};
const realPng = async (name: string) => ({ name, mimeType: 'image/png', buffer: await makePng(300, 450) });

async function newFilm(page: Page, title: string) {
  const response = await page.request.post('/api/v1/titles', { data: { title, released: '1986' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; slug: string };
}

test("Add Title's box photos and the avatar refuse a file that is not an image, whatever its name", async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'picker');

  // The avatar: refused with the avatar's own text, before anything is uploaded.
  const avatarUploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/me/avatar')) {
      avatarUploads.push(request.url());
    }
  });
  await page.getByRole('button', { name: /^Hi / }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Avatar image').setInputFiles(TEXT_AS_JPEG);
  await expect(edit.getByRole('alert')).toHaveText(MSG.avatarNotImage);
  await expect(edit.getByRole('img', { name: 'Avatar preview' })).toHaveCount(0);
  expect(avatarUploads).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // 'Upload VHS Box Photos' in Add Title: the text file adds no tile, the real picture beside it does.
  await page.getByTestId('add-title-button').click();
  const addTitle = page.getByRole('dialog', { name: 'Add New Title to Catalog' });
  await addTitle.getByLabel('Add a first release').check();
  await addTitle.getByRole('button', { name: 'Upload VHS Box Photos' }).click();
  const boxPhotos = page.getByRole('dialog', { name: 'Upload VHS Box Photos' });
  await boxPhotos.getByTestId('image-file-input').setInputFiles([TEXT_AS_JPEG, await realPng('box.png')]);
  await expect(toast(page, MSG.imageInvalidType)).toBeVisible();
  await expect(boxPhotos.getByTestId('image-item')).toHaveCount(1);
  await boxPhotos.getByTestId('image-file-input').setInputFiles(TEXT_AS_JPEG);
  await expect(toast(page, MSG.imageInvalidType)).toHaveCount(2);
  await expect(boxPhotos.getByTestId('image-item')).toHaveCount(1);
  await boxPhotos.getByRole('button', { name: 'Use These Images' }).click();
  await expect(addTitle.getByRole('img', { name: /^Box photo/ })).toHaveCount(1);
});

test("a film added by a user: the gallery refuses a text file named .jpg, and the photo saved is the film's cover in the catalogue and the header search", async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'snapper');
  const title = `Snapshot Only ${uniq()}`;
  const film = await newFilm(page, title);
  await page.goto(`/catalog/${film.slug}`);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const gallery = page.getByRole('dialog', { name: 'Film photos' });
  await gallery.getByTestId('image-file-input').setInputFiles([TEXT_AS_JPEG, await realPng('front.png')]);
  await expect(toast(page, MSG.imageInvalidType)).toBeVisible();
  await expect(gallery.getByTestId('image-item')).toHaveCount(1);
  await expect(gallery.getByTestId('image-item')).toHaveAttribute('data-primary', 'true');
  await gallery.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Images saved!')).toBeVisible();
  await expect(gallery).toBeHidden();
  const [photo] = (
    (await (await page.request.get(`/api/v1/titles/${film.id}`)).json()) as { images: TImage[] }
  ).images;
  expect(photo!.isPrimary).toBe(true);

  // Not a grey tile: the photo's thumbnail, in the grid, the list and the header search.
  await page.goto('/catalog');
  const card = page.getByTestId('cover-card').filter({ hasText: title });
  await expect(card.locator('img')).toHaveAttribute('src', photo!.thumbUrl);
  await expect(card.getByTestId('cover-placeholder')).toHaveCount(0);
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto('/catalog?view=list');
  await expect(page.getByTestId('title-row').filter({ hasText: title }).locator('img')).toHaveAttribute(
    'src',
    photo!.thumbUrl,
  );

  await page.getByRole('combobox', { name: 'Search the catalogue' }).fill(title);
  await expect(page.getByRole('option', { name: new RegExp(title) }).locator('img')).toHaveAttribute(
    'src',
    photo!.thumbUrl,
  );
});
