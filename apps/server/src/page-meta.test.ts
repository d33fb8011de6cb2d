import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseImages } from './db/schema/images';
import { marketplaceListings } from './db/schema/marketplace';
import { createRelease, createTitle, createUser } from './test/factories';
import { useTestServer } from './test/server';

const webDist = mkdtempSync(path.join(tmpdir(), 'rewind-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Rewind</title></head><body><div id="root"></div></body></html>',
);
const server = useTestServer({ webDist, env: { PUBLIC_URL: 'https://rewind.example' } });

const page = async (url: string) => (await server.app.inject({ url })).body;

describe('link previews (Open Graph) for film and release pages', () => {
  it('describes a film page, with an absolute cover URL', async () => {
    const title = await createTitle(server.database.db, {
      title: 'The Goonies',
      year: 1985,
      director: 'Richard Donner',
      description: 'Kids find a pirate map & "treasure".',
      coverImageUrl: '/media/movie-posters/goonies.jpg',
    });
    const html = await page(`/catalog/${title.displayId}-the-goonies-1985`);
    expect(html).toContain('<title>The Goonies (1985) · Rewind</title>');
    expect(html).toContain('<meta property="og:title" content="The Goonies (1985) · Rewind">');
    expect(html).toContain(
      '<meta property="og:description" content="Kids find a pirate map &amp; &quot;treasure&quot;.">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://rewind.example/media/movie-posters/goonies.jpg">',
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes a release page at both of its routes', async () => {
    const title = await createTitle(server.database.db, { title: 'Gremlins', year: 1984 });
    const release = await createRelease(server.database.db, title.id, {
      releaseTitle: 'Big Box Rental',
      format: 'VHS',
      caseType: 'Big Box',
      studio: 'Warner Home Video',
      releaseYear: 1985,
    });
    for (const url of [
      `/catalog/release/${release.displayId}-gremlins-1985`,
      `/catalog/${title.displayId}-gremlins-1984/release/${release.id}`,
    ]) {
      const html = await page(url);
      expect(html).toContain('<meta property="og:title" content="Gremlins — Big Box Rental (VHS) · Rewind">');
      expect(html).toContain('content="VHS · Big Box · Warner Home Video · 1985"');
    }
  });

  it("gives a release asked for under another film's address its own film's address", async () => {
    const db = server.database.db;
    const aliens = await createTitle(db, { title: 'Aliens', year: 1986 });
    const predator = await createTitle(db, { title: 'Predator', year: 1987 });
    const release = await createRelease(db, aliens.id, { releaseTitle: 'Rental', format: 'VHS' });
    const own = `/catalog/${aliens.displayId}-aliens-1986/release/${release.id}`;
    const asked = await page(`/catalog/${predator.displayId}-predator-1987/release/${release.id}`);
    expect(asked).toContain(`<meta property="og:url" content="https://rewind.example${own}">`);
    expect(asked).toContain('<meta property="og:title" content="Aliens — Rental (VHS) · Rewind">');
    expect(await page(own)).toContain(`<meta property="og:url" content="https://rewind.example${own}">`);
  });

  it("shows a release's primary photo as its preview image", async () => {
    const db = server.database.db;
    const title = await createTitle(db, { title: 'Tron', year: 1982, coverImageUrl: '/media/tron.jpg' });
    const release = await createRelease(db, title.id, { releaseTitle: 'Laser Edition' });
    const photo = (order: number) => ({
      releaseId: release.id,
      imageUrl: `/media/release-covers/tron-1982-release-1-${order}.jpg`,
      imageOrder: order,
      isPrimary: order === 1,
    });
    await db.insert(releaseImages).values([photo(2), photo(1)]);
    const html = await page(`/catalog/release/${release.displayId}-tron-1982`);
    expect(html).toContain(
      '<meta property="og:image" content="https://rewind.example/media/release-covers/tron-1982-release-1-1.jpg">',
    );
  });

  it("shows a title's own $ patterns literally, in one <title>", async () => {
    const tricky = "Price $' & $` $& $1 <script>";
    const title = await createTitle(server.database.db, {
      title: tricky,
      year: 1999,
      description: `Says ${tricky} and $$ too.`,
    });
    const html = await page(`/catalog/${title.displayId}`);
    const escaped = 'Price $&#39; &amp; $` $&amp; $1 &lt;script&gt;';
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escaped} (1999) · Rewind</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped} (1999) · Rewind">`);
    expect(html).toContain(`<meta property="og:description" content="Says ${escaped} and $$ too.">`);
    expect(html).toContain(`<meta name="description" content="Says ${escaped} and $$ too.">`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
  });

  it('serves the plain app for unknown films and other pages', async () => {
    for (const url of ['/catalog/999999-nothing', '/catalog', '/about']) {
      const html = await page(url);
      expect(html).toContain('<title>Rewind</title>');
      expect(html).not.toContain('og:title');
    }
  });
});

describe('link previews for listing pages', () => {
  it('describes a listing: the copy, its price and grades, its seller and its cover; the plain app for none', async () => {
    const db = server.database.db;
    const { user } = await createUser(db, { username: 'tape_seller' });
    const title = await createTitle(db, { title: 'Tron Deluxe', year: 1982 });
    const release = await createRelease(db, title.id, {
      format: 'LaserDisc',
      frontCoverUrl: '/media/tron.jpg',
    });
    const [listing] = await db
      .insert(marketplaceListings)
      .values({
        sellerId: user.id,
        releaseId: release.id,
        masterMovieId: title.id,
        price: '45.00',
        condition: 'Near Mint',
        packagingCondition: 'Very Good',
      })
      .returning();
    const html = await page(`/marketplace/item/${listing!.id}`);
    expect(html).toContain('<title>Tron Deluxe (1982) — LaserDisc for sale · Rewind</title>');
    expect(html).toContain(
      '<meta property="og:description" content="$45.00 · Media: Near Mint · Box: Very Good · Sold by tape_seller">',
    );
    expect(html).toContain('<meta property="og:image" content="https://rewind.example/media/tron.jpg">');
    const unknown = await page('/marketplace/item/00000000-0000-4000-8000-000000000000');
    expect(unknown).toContain('<title>Rewind</title>');
  });
});
