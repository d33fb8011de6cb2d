import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// Decision 008: the server embeds the first view's API answers in the page, so the page draws without them.
test('a film page draws its title and cover from its own HTML, with the API out of reach', async ({
  page,
}) => {
  const { items } = (await (await page.request.get('/api/v1/search?q=aliens')).json()) as {
    items: { title: string; slug: string }[];
  };
  const aliens = items.find((item) => item.title === 'Aliens');
  expect(aliens, 'Aliens in the demo catalogue').toBeTruthy();

  const asked: string[] = [];
  for (const pattern of ['**/api/v1/titles/**', '**/api/auth/get-session']) {
    await page.route(pattern, (route) => {
      // The copies for sale are no part of the first view: the app asks for them once its code has come,
      // which may be before the page has finished loading.
      if (route.request().url().endsWith('/for-sale')) return route.continue();
      asked.push(route.request().url());
      return route.abort();
    });
  }
  await page.goto(`/catalog/${aliens!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aliens' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover of Aliens' })).toBeVisible();
  expect(asked, 'API requests the first view waited for').toEqual([]);
});

// Decision 012: the server draws the first view itself, so the page is there before any script has run.
test('a film page arrives drawn: its title, cover and releases show with JavaScript off', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const { items } = (await (await page.request.get('/api/v1/search?q=aliens')).json()) as {
    items: { title: string; slug: string }[];
  };
  const aliens = items.find((item) => item.title === 'Aliens')!;
  await page.goto(`/catalog/${aliens.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aliens' })).toBeVisible();
  const cover = page.getByRole('img', { name: 'Cover of Aliens' });
  await expect(cover).toBeVisible();
  // The cover is fetched with the HTML, in the width the phone or desktop needs, not after the app's code.
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveJSProperty('complete', true);
  await expect(page.getByRole('heading', { name: /Releases/ })).toBeVisible();
  await context.close();
});

test("the browser takes over the drawn page: the server's elements stay, and links then work in place", async ({
  page,
}) => {
  // The app's code is held back, so the page is seen as the server drew it.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'About Rewind' });
  await expect(heading).toBeVisible();
  const drawnByServer = await heading.elementHandle();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  releaseApp();
  // Taken over, not drawn again: the very element the server sent gets React's fiber, and stays on the page.
  const isHydrated = (element: Element) =>
    element.isConnected && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  await expect.poll(() => drawnByServer!.evaluate(isHydrated)).toBe(true);
  await page.getByRole('link', { name: 'Browse the catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Full Catalog' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated without a new document').toBe(true);
});

test('a control on the drawn page is usable once its code is there, so an early click is not lost', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'early');
  const { items } = (await (await page.request.get('/api/v1/search?q=aliens')).json()) as {
    items: { title: string; slug: string }[];
  };
  const aliens = items.find((item) => item.title === 'Aliens')!;
  let releasePage = () => {};
  const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
  await page.route(/\/assets\/title-page-[^/]*\.js$/, async (route) => {
    await pageHeld;
    await route.continue();
  });
  await page.goto(`/catalog/${aliens.slug}`, { waitUntil: 'commit' });
  const addRelease = page.getByRole('button', { name: 'Add Release' });
  // Drawn by the server, and said not to be usable while React cannot take a click on it.
  await expect(addRelease).toBeVisible();
  await expect(addRelease).toBeDisabled();
  const click = addRelease.click();
  releasePage();
  await click;
  await expect(page.getByRole('dialog', { name: 'Add Release' })).toBeVisible();
});

test("on a page whose code arrives slowly, the owner's two-factor button takes the first click it allows", async ({
  page,
  appServer,
}) => {
  const account = await createCollector(page, appServer.dataDir, 'slow');
  // Every script but the entry comes late, so a section with code of its own would come after the page.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!/\/assets\/index-[^/]*\.js$/.test(route.request().url()))
      await new Promise((wait) => setTimeout(wait, 400));
    await route.continue();
  });
  await page.goto(`/users/${account.username}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('dialog', { name: 'Set up two-factor authentication' })).toBeVisible();
});
