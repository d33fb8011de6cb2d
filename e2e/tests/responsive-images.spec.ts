import { expect, test } from '../fixtures/test';

type TSearch = { items: { title: string; slug: string }[] };

// Decision 007: covers come in the width the page shows them at.
test.describe('responsive covers', () => {
  test("a film page fetches its poster first, in the width of the poster's column", async ({ page }) => {
    const { items } = (await (await page.request.get('/api/v1/search?q=aliens')).json()) as TSearch;
    const aliens = items.find((item) => item.title === 'Aliens')!;
    await page.goto(`/catalog/${aliens.slug}`);
    const cover = page.getByRole('img', { name: 'Cover of Aliens' });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    // The demo poster is 600x900: the box is sized before a byte arrives.
    await expect(cover).toHaveAttribute('width', '600');
    await expect(cover).toHaveAttribute('height', '900');
    await expect(cover).toHaveAttribute('sizes', '(min-width: 768px) 256px, 192px');
    await expect(cover).toHaveAttribute(
      'srcset',
      /~w160\.webp 160w, \S+~w320\.webp 320w, \S+~w480\.webp 480w, \S+~600x900\.jpg 600w$/,
    );
    // 256 CSS pixels at a device pixel ratio of 1: the 320 px WebP copy, not the JPEG.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/~600x900\.jpg~w320\.webp$/);
  });

  test('a catalogue page on a phone loads its first covers at once and the rest as they come near', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/')) requested.push(new URL(request.url()).pathname);
    });
    // The 1970s: sixteen demo films with covers, and few of the titles other journeys on this app add.
    await page.goto('/catalog?decade=1970');
    const covers = page.getByTestId('title-grid').locator('img');
    await expect(covers.first()).toBeVisible();
    const count = await covers.count();
    expect(count).toBeGreaterThan(12);

    // By card, not by image: a title another journey added without a cover shows a placeholder sleeve.
    const images = await page
      .getByTestId('title-grid')
      .getByTestId('cover-card')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const img = card.querySelector('img');
          return (
            img && { fetchPriority: img.getAttribute('fetchpriority'), loading: img.getAttribute('loading') }
          );
        }),
      );
    images.forEach((image, index) => {
      if (image === null) return;
      expect(image).toEqual(
        index < 2 ? { fetchPriority: 'high', loading: 'eager' } : { fetchPriority: null, loading: 'lazy' },
      );
    });
    const last = covers.last();
    await expect(last).toHaveAttribute('loading', 'lazy');
    await expect(last).toHaveAttribute('decoding', 'async');
    await expect(last).not.toHaveAttribute('fetchpriority', 'high');
    for (const attribute of ['srcset', 'sizes', 'width', 'height']) {
      await expect(last).toHaveAttribute(attribute, /./);
    }
    // Two columns of a 412 px screen: a small WebP copy each, never the full JPEG.
    await expect
      .poll(() => covers.first().evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/~w(160|320)\.webp$/);
    expect(requested.filter((path) => path.endsWith('.jpg'))).toEqual([]);
    // Far below the fold: not fetched until scrolled to.
    const lastStem = (await last.getAttribute('src'))!.replace(/~w\d+\.webp$/, '');
    expect(requested.some((path) => path.startsWith(lastStem))).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.some((path) => path.startsWith(lastStem))).toBe(true);
  });
});
