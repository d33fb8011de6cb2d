import { createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

const uniqueFilm = (label: string) => `${label} ${Date.now().toString(36)}`;

test.describe('home: recent activity and community stats', () => {
  test('a visitor sees the feed and the numbers, and a film someone adds appears at once, without a reload', async ({
    page,
    browser,
    appServer,
  }) => {
    await page.goto('/');
    const feed = page.getByTestId('activity-feed');
    // The demo people's history, drawn with the page.
    await expect(feed.getByTestId('activity-item').first()).toBeVisible();
    await expect(feed.getByTestId('activity-item').first()).toContainText(/ago|Just now/);
    const members = page.getByTestId('community-stats').getByRole('definition').first();
    expect(Number(await members.innerText())).toBeGreaterThanOrEqual(4);
    // The forum's two numbers say what each counts (the admin dashboard counts otherwise).
    await expect(page.getByTestId('community-stats').getByRole('term')).toContainText([
      'New topics (30 days)',
      'Forum replies (all time)',
    ]);
    expect(await page.evaluate(() => 'firstDocument' in window)).toBe(false);
    await page.evaluate(() => Object.assign(window, { firstDocument: true }));

    const collector = await browser.newContext();
    const other = await collector.newPage();
    const account = await createCollector(other, appServer.dataDir, 'feed');
    const title = uniqueFilm('Feed Arrival');
    const res = await other.request.post('/api/v1/titles', { data: { title, released: '1987' } });
    expect(res.status()).toBe(201);

    const arrived = feed.getByTestId('activity-item').first();
    await expect(arrived).toContainText(`${account.username} added a title to the catalog ${title}`);
    await expect(arrived).toContainText('Just now');
    expect(await page.evaluate(() => 'firstDocument' in window), 'the same page, not reloaded').toBe(true);
    await arrived.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await collector.close();
  });

  test('when the live stream is refused, the feed is fetched again on an interval instead', async ({
    page,
    browser,
    appServer,
    expectConsoleError,
  }) => {
    // The page's own clock, moved on past the backoff and the 30 s interval rather than waited out.
    await page.clock.install();
    // The writer first: opening its page must not move the visitor's focus (a focused page refetches anyway).
    const writer = await browser.newContext();
    await createCollector(await writer.newPage(), appServer.dataDir, 'poll');

    // The browser reports each refused stream in the console.
    expectConsoleError(/503/);
    let streamRequests = 0;
    await page.route('**/api/v1/events', (route) => {
      streamRequests++;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await page.goto('/');
    const feed = page.getByTestId('activity-feed');
    await expect(feed).toBeVisible();
    // Three refusals in a row, with backoff between them; then the tab stops asking.
    await expect
      .poll(async () => {
        await page.clock.fastForward(2_000);
        return streamRequests;
      })
      .toBe(3);

    const title = uniqueFilm('Polled Arrival');
    const res = await writer.request.post('/api/v1/titles', { data: { title, released: '1988' } });
    expect(res.status()).toBe(201);
    await writer.close();
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/v1/activity'));
    await expect(feed).not.toContainText(title);
    await page.clock.fastForward(30_000);
    await asked;
    await expect(feed.getByTestId('activity-item').first()).toContainText(title);
    expect(streamRequests, 'no stream asked for while polling').toBe(3);
  });
});

test.describe('one live stream per browser', () => {
  test('two tabs share one stream; when its tab closes, the other opens one and goes on hearing', async ({
    page,
    context,
    browser,
    appServer,
  }) => {
    const streams: string[] = [];
    context.on(
      'request',
      (request) => request.url().endsWith('/api/v1/events') && streams.push(request.url()),
    );
    await page.goto('/');
    await expect.poll(() => streams.length).toBe(1);
    const second = await context.newPage();
    await second.goto('/');
    const feedOf = (tab: typeof page) =>
      tab.getByTestId('activity-feed').getByTestId('activity-item').first();
    await expect(feedOf(second)).toBeVisible();

    const writer = await browser.newContext();
    const writerPage = await writer.newPage();
    await createCollector(writerPage, appServer.dataDir, 'tabs');
    const add = async (label: string) => {
      const title = uniqueFilm(label);
      const res = await writerPage.request.post('/api/v1/titles', { data: { title, released: '1985' } });
      expect(res.status()).toBe(201);
      return title;
    };
    const first = await add('Both Tabs');
    await expect(feedOf(page)).toContainText(first);
    await expect(feedOf(second)).toContainText(first);
    expect(streams, 'the second tab hears the first one’s stream').toHaveLength(1);

    await page.close();
    await expect.poll(() => streams.length).toBe(2);
    const after = await add('Taken Over');
    await expect(feedOf(second)).toContainText(after);
    await writer.close();
  });
});
