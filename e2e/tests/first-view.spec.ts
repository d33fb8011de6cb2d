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
      asked.push(route.request().url());
      return route.abort();
    });
  }
  await page.goto(`/catalog/${aliens!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aliens' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover of Aliens' })).toBeVisible();
  expect(asked, 'API requests the first view waited for').toEqual([]);
});

// The page's own code comes with the HTML: its scripts are fetched as the HTML is read, not once the app's
// code has run and asked for them.
test("a film page's HTML sends its page's scripts, and the page uses them", async ({ page }) => {
  const { items } = (await (await page.request.get('/api/v1/search?q=aliens')).json()) as {
    items: { title: string; slug: string }[];
  };
  const aliens = items.find((item) => item.title === 'Aliens')!;
  const html = await (await page.request.get(`/catalog/${aliens.slug}`)).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  expect(preloaded.some((href) => /^\/assets\/title-page-[\w-]+\.js$/.test(href))).toBe(true);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/catalog/${aliens.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aliens' })).toBeVisible();
  // Each one fetched once: the page's code found them loaded rather than asking again.
  for (const href of preloaded) expect(scripts.filter((script) => script === href)).toHaveLength(1);
});
