import type { Browser, Page } from '@playwright/test';
import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const uniqueFilm = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Adds a film to the catalogue and the signed-in member's wantlist (the film, in any release). */
async function wantNewFilm(page: Page, title = uniqueFilm('Wanted')): Promise<string> {
  const film = await page.request.post('/api/v1/titles', { data: { title, released: '1986' } });
  expect(film.status()).toBe(201);
  const { id: titleId } = (await film.json()) as { id: string };
  expect((await page.request.post('/api/v1/me/wantlist', { data: { titleId } })).status()).toBe(201);
  return titleId;
}

/** Another member adds a release of the film. */
async function addReleaseAsSomeoneElse(browser: Browser, dataDir: string, titleId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createCollector(page, dataDir, 'adder');
  const added = await page.request.post('/api/v1/releases', {
    data: { masterMovieId: titleId, format: 'Betamax', releaseYear: '1987' },
  });
  expect(added.status()).toBe(201);
  await context.close();
}

test.describe('notifications', () => {
  test('a new release of a wanted film rings the bell at once; the list opens it and marks it read', async ({
    page: signUpPage,
    browser,
    appServer,
  }) => {
    await createCollector(signUpPage, appServer.dataDir, 'wanter');
    const title = uniqueFilm('The Wanted Tape');
    const titleId = await wantNewFilm(signUpPage, title);
    // Streams are counted on a page of their own: the sign-up page's last document may still be taking the
    // browser's stream over from the one before it (decision 015's Web Lock) while this test goes on.
    const page = await signUpPage.context().newPage();
    const streams: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/v1/events') && streams.push(request.url()));
    await signUpPage.close();
    await page.goto('/');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');

    // Someone else adds a release of the film: the bell counts it without a reload.
    await addReleaseAsSomeoneElse(browser, appServer.dataDir, titleId);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    expect(streams, 'one stream for the page, opened as the member').toHaveLength(1);

    await bell.click();
    await expect(page).toHaveURL('/notifications');
    const item = page.getByTestId('notification').first();
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item).toContainText(
      `A new Betamax (1987) release of "${title}", a film on your wantlist, is in the catalogue.`,
    );
    await expect(item).toContainText('Just now');
    await page.screenshot({ path: test.info().outputPath('notifications.png') });

    await item.getByRole('link').click();
    await expect(page.getByText(`A release of ${title} (1986)`)).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await page.goBack();
    await expect(page.getByTestId('notification').first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  test('the profile keeps how each kind is delivered', async ({ page, appServer }) => {
    const account = await createCollector(page, appServer.dataDir, 'prefs');
    await page.goto(`/users/${account.username}`);
    const preferences = page.getByTestId('notification-preferences');
    const wanted = preferences.getByLabel('A new release of a film on your wantlist');
    await expect(wanted).toHaveValue('app');
    await wanted.selectOption({ label: 'Daily digest' });
    await expect(page.getByTestId('toast').filter({ hasText: 'daily digest' })).toBeVisible();
    await page.reload();
    await expect(preferences.getByLabel('A new release of a film on your wantlist')).toHaveValue('digest');
    await expect(preferences.getByLabel('Your orders and sales')).toHaveValue('email');
  });

  test('Marketplace and Community show a blue dot while their unread count is above 0, then as the stream says', async ({
    page,
    browser,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'dots');
    const titleId = await wantNewFilm(page);
    // Nothing writes marketplace or community notifications yet: the first count is answered here.
    await page.route('**/api/v1/me/unread', (route) =>
      route.fulfill({ json: { notifications: 2, marketplace: 1, community: 1 } }),
    );
    await page.goto('/catalog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const dotOf = (name: string) =>
      nav.getByRole('link', { name: new RegExp(name) }).getByTestId('unread-dot');
    await expect(dotOf('Marketplace')).toBeVisible();
    await expect(dotOf('Community')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Community (unread)' })).toBeVisible();
    await expect(page.getByTestId('notification-count')).toHaveText('2');

    // A real notification: the server's counts arrive over the stream and replace the ones above.
    await addReleaseAsSomeoneElse(browser, appServer.dataDir, titleId);
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await expect(dotOf('Marketplace')).toBeHidden();
    await expect(dotOf('Community')).toBeHidden();
  });
});

test.describe('notifications on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the signed-in header keeps the menu, the brand, Add Title, the bell and the avatar on one row', async ({
    page,
    appServer,
  }) => {
    await createCollector(page, appServer.dataDir, 'phone');
    const header = page.locator('header');
    const bell = (await page.getByTestId('notification-bell').boundingBox())!;
    const brand = (await header
      .getByRole('link', { name: /Rewind/ })
      .first()
      .boundingBox())!;
    const avatar = (await page.getByTestId('profile-menu-button').boundingBox())!;
    expect(Math.abs(bell.y + bell.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(8);
    expect(Math.abs(avatar.y + avatar.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(8);
    expect(avatar.x + avatar.width).toBeLessThanOrEqual(360);
  });
});
