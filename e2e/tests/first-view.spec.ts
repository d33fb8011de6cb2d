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
