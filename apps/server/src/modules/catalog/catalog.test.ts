import { eq, sql } from 'drizzle-orm';
import { MSG } from '@rewind/shared/messages';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mediaTitles, movieReleases } from '../../db/schema/catalog';
import { activityEvents } from '../../db/schema/activity';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import { createRelease, createTitle, createUser } from '../../test/factories';
import { replayMigration } from '../../test/database';
import { useTestServer } from '../../test/server';
import { signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) =>
  server.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('GET /api/v1/titles', () => {
  it('answers an empty catalogue with an empty page', async () => {
    const res = await server.app.inject({ url: '/api/v1/titles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('lists titles newest first, paginated, with slugs', async () => {
    const base = Date.now();
    const made = [];
    for (const [i, title] of ['Alien', 'The Terminator', 'Back to the Future'].entries()) {
      made.push(await createTitle(db(), { title, year: 1979 + i * 3, createdAt: new Date(base + i * 1000) }));
    }
    const first = (await server.app.inject({ url: '/api/v1/titles?pageSize=2' })).json();
    expect(first.total).toBe(3);
    expect(first.items.map((t: { title: string }) => t.title)).toEqual([
      'Back to the Future',
      'The Terminator',
    ]);
    expect(first.items[0].slug).toBe(`${made[2]!.displayId}-back-to-the-future-1985`);
    const second = (await server.app.inject({ url: '/api/v1/titles?pageSize=2&page=2' })).json();
    expect(second.items.map((t: { title: string }) => t.title)).toEqual(['Alien']);
  });

  it('sorts by title and by year', async () => {
    const byTitle = (await server.app.inject({ url: '/api/v1/titles?sort=title' })).json();
    expect(byTitle.items.map((t: { title: string }) => t.title)).toEqual([
      'Alien',
      'Back to the Future',
      'The Terminator',
    ]);
    const byYear = (await server.app.inject({ url: '/api/v1/titles?sort=year' })).json();
    expect(byYear.items.map((t: { year: number }) => t.year)).toEqual([1985, 1982, 1979]);
  });

  it('filters by format, genre, decade, studio, distributor and first letter', async () => {
    const laser = await createTitle(db(), {
      title: '2001: A Space Odyssey',
      year: 1968,
      genre: 'Sci-Fi, Adventure',
      studio: 'MGM',
      distributor: 'MGM/UA Home Video',
    });
    await createRelease(db(), laser.id, { format: 'LaserDisc' });
    const titlesFor = async (query: string) =>
      (await server.app.inject({ url: `/api/v1/titles?${query}` }))
        .json()
        .items.map((t: { title: string }) => t.title);
    expect(await titlesFor('format=LaserDisc')).toEqual(['2001: A Space Odyssey']);
    expect(await titlesFor('genre=sci-fi')).toEqual(['2001: A Space Odyssey']);
    expect(await titlesFor('decade=1960')).toEqual(['2001: A Space Odyssey']);
    expect(await titlesFor('decade=1980&sort=title')).toEqual(['Back to the Future', 'The Terminator']);
    expect(await titlesFor('studio=mgm')).toEqual(['2001: A Space Odyssey']);
    expect(await titlesFor('distributor=MGM%2FUA%20Home%20Video')).toEqual(['2001: A Space Odyssey']);
    expect(await titlesFor('letter=%23')).toEqual(['2001: A Space Odyssey']);
    expect(await titlesFor('letter=T')).toEqual(['The Terminator']);
  });

  it.each([
    'page=0',
    'pageSize=500',
    'sort=rating',
    'page=abc',
    'decade=1985',
    'format=Laserdisc',
    'letter=ab',
  ])('refuses %s with a 400', async (query) => {
    const res = await server.app.inject({ url: `/api/v1/titles?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});

describe('GET /api/v1/titles/:idOrSlug', () => {
  it('finds a film by UUID, display id and slug, with releases newest first and their have/want counts', async () => {
    const title = await createTitle(db(), { title: 'Tron', year: 1982 });
    const vhs = await createRelease(db(), title.id, { releaseYear: 1983, format: 'VHS' });
    const dvd = await createRelease(db(), title.id, { releaseYear: 2002, format: 'DVD', releaseTitle: null });
    const collector = await createUser(db());
    await db()
      .insert(userCollectionItems)
      .values({ userId: collector.user.id, masterItemId: title.id, releaseId: vhs.id });
    await db()
      .insert(userWantlistItems)
      .values({ userId: collector.user.id, masterMovieId: title.id, releaseId: dvd.id });

    for (const key of [title.id, String(title.displayId), `${title.displayId}-tron-1982`]) {
      const res = await server.app.inject({ url: `/api/v1/titles/${key}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.slug).toBe(`${title.displayId}-tron-1982`);
      expect(body.releases.map((r: { format: string }) => r.format)).toEqual(['DVD', 'VHS']);
      expect(body.releases[0]).toMatchObject({
        releaseTitle: 'Standard Release',
        haveCount: 0,
        wantCount: 1,
      });
      expect(body.releases[1]).toMatchObject({ haveCount: 1, wantCount: 0 });
    }
  });

  it('finds a film by a slug whose text is out of date, and tells the current slug', async () => {
    const title = await createTitle(db(), { title: 'Blade Runner', year: 1982 });
    const res = await server.app.inject({ url: `/api/v1/titles/${title.displayId}-bladerunner-old` });
    expect(res.json().slug).toBe(`${title.displayId}-blade-runner-1982`);
  });

  it.each(['999999', 'no-such-film', '00000000-0000-4000-8000-000000000000'])(
    'answers %s with Movie not found',
    async (key) => {
      const res = await server.app.inject({ url: `/api/v1/titles/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Movie not found');
    },
  );
});

describe('POST /api/v1/titles', () => {
  it('needs a signed-in user', async () => {
    const res = await send('POST', '/api/v1/titles', { title: 'Gremlins', released: '08 Jun 1984' });
    expect(res.statusCode).toBe(401);
  });

  it('adds a film with its year from the released date, cleaned text and an activity row', async () => {
    const { cookie, userId } = await signedInUser(server);
    const res = await send(
      'POST',
      '/api/v1/titles',
      { title: '  Gremlins ', released: '08 Jun 1984', director: '<b>Joe</b> Dante', genre: '', year: 1999 },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Gremlins',
      year: 1984,
      director: 'Joe Dante',
      genre: null,
      type: 'movie',
    });
    // Who added it is kept, and never published: an account's internal id is nobody's business.
    expect(body).not.toHaveProperty('addedBy');
    expect(JSON.stringify(body)).not.toContain(userId);
    const events = await db().select().from(activityEvents).where(eq(activityEvents.titleId, body.id));
    expect(events).toMatchObject([
      { type: 'catalog', action: 'added a title to the catalog', itemTitle: 'Gremlins', userId },
    ]);
  });

  it('refuses a title that is only markup, on adding and on editing, and keeps the saved one', async () => {
    const { cookie } = await signedInUser(server, { admin: true, twoFactor: true });
    for (const title of ['<b></b>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
      const res = await send('POST', '/api/v1/titles', { title, released: '1984' }, cookie);
      expect(res.statusCode, title).toBe(400);
      expect(res.json().error).toMatchObject({
        message: MSG.titleRequired,
        fields: { title: MSG.titleRequired },
      });
    }
    const made = await send('POST', '/api/v1/titles', { title: '<i>Brazil</i>', released: '1985' }, cookie);
    expect(made.json().title).toBe('Brazil');
    const edit = await send('PATCH', `/api/v1/titles/${made.json().id}`, { title: '<b> </b>' }, cookie);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.message).toBe(MSG.titleRequired);
    expect((await server.app.inject({ url: `/api/v1/titles/${made.json().id}` })).json().title).toBe(
      'Brazil',
    );
  });

  it('adds a first release with the film, storing empty fields as null', async () => {
    const { cookie } = await signedInUser(server);
    const res = await send(
      'POST',
      '/api/v1/titles',
      {
        title: 'Labyrinth',
        released: '27 Jun 1986',
        firstRelease: {
          releaseTitle: 'Standard Release',
          format: 'VHS',
          caseType: 'Clamshell',
          region: '',
          studio: '',
          releaseYear: '1987',
        },
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().releases).toMatchObject([
      {
        releaseTitle: 'Standard Release',
        format: 'VHS',
        caseType: 'Clamshell',
        region: null,
        studio: null,
        releaseYear: 1987,
      },
    ]);
  });

  it.each([
    [{ released: '1984' }, 'title', 'Title is required'],
    [{ title: '   ', released: '1984' }, 'title', 'Title is required'],
    [{ title: 'Brazil' }, 'released', 'Movie release date is required'],
    [
      { title: 'Brazil', released: '20 Feb 1799' },
      'released',
      'Year must be a 4-digit number between 1800 and 2200',
    ],
    [
      { title: 'Brazil', released: '1985', firstRelease: { releaseTitle: ' ' } },
      'firstRelease.releaseTitle',
      'Release title is required when adding first release',
    ],
    [{ title: 'x'.repeat(201), released: '1985' }, 'title', 'Title must be at most 200 characters'],
    [{ title: 'Brazil', released: '1985', imdbRating: 'x.y.z.1' }, 'imdbRating', MSG.imdbRatingInvalid],
    [
      { title: 'Brazil', released: '1985', firstRelease: { releaseTitle: 'A', releaseYear: 'abc' } },
      'firstRelease.releaseYear',
      MSG.yearInvalid,
    ],
    [
      { title: 'Brazil', released: '1985', firstRelease: { releaseTitle: 'A', upc: '0123456789051' } },
      'firstRelease.upc',
      MSG.upcInvalid,
    ],
    [
      { title: 'Brazil', released: '1985', firstRelease: { releaseTitle: 'A', format: 'Laserdisk' } },
      'firstRelease.format',
      undefined,
    ],
  ])('refuses %j with the message for %s', async (payload, field, message) => {
    const { cookie } = await signedInUser(server);
    const res = await send('POST', '/api/v1/titles', payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    if (message) expect(res.json().error.fields[field]).toBe(message);
  });

  it('uses the current year when a first release comes without a released date', async () => {
    const { cookie } = await signedInUser(server);
    const res = await send(
      'POST',
      '/api/v1/titles',
      { title: 'Untitled Bootleg', firstRelease: { releaseTitle: 'Promo' } },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().year).toBe(new Date().getFullYear());
  });

  it('refuses duplicates by title and year (any case or spacing) and by TMDB id, with the product texts', async () => {
    const { cookie } = await signedInUser(server);
    expect(
      (await send('POST', '/api/v1/titles', { title: 'The Thing', released: '1982', tmdbId: 1091 }, cookie))
        .statusCode,
    ).toBe(201);
    const sameTitle = await send(
      'POST',
      '/api/v1/titles',
      { title: 'the   THING', released: '25 Jun 1982' },
      cookie,
    );
    expect(sameTitle.statusCode).toBe(409);
    expect(sameTitle.json().error.message).toBe(
      'A movie with this title and year already exists in the catalog!',
    );
    const sameTmdb = await send(
      'POST',
      '/api/v1/titles',
      { title: 'La Cosa', released: '1983', tmdbId: 1091 },
      cookie,
    );
    expect(sameTmdb.statusCode).toBe(409);
    expect(sameTmdb.json().error.message).toBe(
      'A movie with this external database ID or title/year already exists in the catalog!',
    );
    expect(
      (await send('POST', '/api/v1/titles', { title: 'The Thing', released: '2011' }, cookie)).statusCode,
    ).toBe(201);
  });
});

describe('PATCH /api/v1/titles/:id (the empty-field rule)', () => {
  it('lets a user fill empty fields but not change filled ones', async () => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Tremors', year: 1990, director: 'Ron Underwood' });
    const fill = await send(
      'PATCH',
      `/api/v1/titles/${title.id}`,
      { genre: 'Horror, Comedy', director: 'Ron Underwood' },
      cookie,
    );
    expect(fill.statusCode).toBe(200);
    expect(fill.json()).toMatchObject({ genre: 'Horror, Comedy', director: 'Ron Underwood' });
    const change = await send(
      'PATCH',
      `/api/v1/titles/${title.id}`,
      { director: 'Someone Else', genre: 'Drama' },
      cookie,
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().error.message).toContain('(director, genre)');
    const clear = await send('PATCH', `/api/v1/titles/${title.id}`, { director: null }, cookie);
    expect(clear.statusCode).toBe(403);
    const after = (await server.app.inject({ url: `/api/v1/titles/${title.id}` })).json();
    expect(after).toMatchObject({ director: 'Ron Underwood', genre: 'Horror, Comedy' });
  });

  it("writes nothing for an edit that changes nothing: someone else's film keeps its last change", async () => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Tremors II', year: 1996, director: 'S. S. Wilson' });
    const release = await createRelease(db(), title.id, { format: 'VHS' });
    const unchanged = async (url: string, payload: object, read: () => Promise<Date>) => {
      const before = await read();
      const res = await send('PATCH', url, payload, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(await read()).toEqual(before);
    };
    const titleChangedAt = async () =>
      (await db().select().from(mediaTitles).where(eq(mediaTitles.id, title.id)))[0]!.updatedAt;
    const releaseChangedAt = async () =>
      (await db().select().from(movieReleases).where(eq(movieReleases.id, release.id)))[0]!.updatedAt;
    await unchanged(`/api/v1/titles/${title.id}`, {}, titleChangedAt);
    await unchanged(`/api/v1/titles/${title.id}`, { director: 'S. S. Wilson' }, titleChangedAt);
    await unchanged(`/api/v1/releases/${release.id}`, { format: 'VHS' }, releaseChangedAt);
  });

  it('refuses a member a Released that would move a year that holds data', async () => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Yearless', year: 2026, released: null });
    const moved = await send('PATCH', `/api/v1/titles/${title.id}`, { released: '1 Jan 1850' }, cookie);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.message).toContain('(year)');
    const same = await send('PATCH', `/api/v1/titles/${title.id}`, { released: 'May 2026' }, cookie);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ released: 'May 2026', year: 2026 });
  });

  it("takes a film's images only from this site or the image hosts its pages may show", async () => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Imageless', year: 1999 });
    for (const url of ['//evil.example/x.png', '/\\evil.example/x.png', 'https://evil.example/x.png']) {
      const res = await send('PATCH', `/api/v1/titles/${title.id}`, { coverImageUrl: url }, cookie);
      expect(res.statusCode, url).toBe(400);
    }
    const trailer = await send(
      'PATCH',
      `/api/v1/titles/${title.id}`,
      { trailerUrl: '//evil.example/t' },
      cookie,
    );
    expect(trailer.statusCode).toBe(400);
    const added = await send(
      'POST',
      '/api/v1/titles',
      { title: 'Backdropped', released: '1999', backdropUrl: 'https://evil.example/b.png' },
      cookie,
    );
    expect(added.statusCode).toBe(400);
    expect(added.json().error.message).toBe(MSG.filmImageNotShown);
    const fine = await send(
      'PATCH',
      `/api/v1/titles/${title.id}`,
      { coverImageUrl: 'https://image.tmdb.org/t/p/w500/x.jpg', backdropUrl: '/media/backdrops/x.jpg' },
      cookie,
    );
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('asks an admin without two-factor authentication to turn it on first', async () => {
    const { cookie } = await signedInUser(server, { admin: true });
    const title = await createTitle(db(), { title: 'Hard Boiled', year: 1992, director: 'John Woo' });
    const res = await send('PATCH', `/api/v1/titles/${title.id}`, { director: 'Woo' }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('two_factor_required');
  });

  it('lets an admin change filled fields, and re-derives the year from a new released date', async () => {
    const { cookie } = await signedInUser(server, { admin: true, twoFactor: true });
    const title = await createTitle(db(), { title: 'Tombstone', year: 1992, released: '1992' });
    const res = await send(
      'PATCH',
      `/api/v1/titles/${title.id}`,
      { released: '25 Dec 1993', title: 'Tombstone' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ released: '25 Dec 1993', year: 1993 });
  });

  it('needs a signed-in user, and answers an unknown film with Movie not found', async () => {
    const title = await createTitle(db());
    expect((await send('PATCH', `/api/v1/titles/${title.id}`, { genre: 'Drama' })).statusCode).toBe(401);
    const { cookie } = await signedInUser(server);
    const res = await send(
      'PATCH',
      '/api/v1/titles/00000000-0000-4000-8000-000000000000',
      { genre: 'Drama' },
      cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Movie not found');
  });
});

describe('DELETE /api/v1/titles/:id', () => {
  it('is for admins with two-factor authentication only, and takes the releases with it', async () => {
    const title = await createTitle(db(), { title: 'Deletable', year: 1990 });
    const release = await createRelease(db(), title.id);
    const remove = (cookie?: string) =>
      server.app.inject({
        method: 'DELETE',
        url: `/api/v1/titles/${title.id}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await remove()).statusCode).toBe(401);
    const user = await signedInUser(server);
    const refused = await remove(user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Access denied. Admin privileges required.');
    const adminWithout2fa = await signedInUser(server, { admin: true });
    expect((await remove(adminWithout2fa.cookie)).json().error.code).toBe('two_factor_required');
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    expect((await remove(admin.cookie)).statusCode).toBe(204);
    expect((await server.app.inject({ url: `/api/v1/titles/${title.id}` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/api/v1/releases/${release.id}` })).statusCode).toBe(404);
    expect((await remove(admin.cookie)).json().error.message).toBe('Movie not found');
  });
});

describe('GET /api/v1/distributors/:name', () => {
  it("groups a distributor's releases by film, and includes the studio's own films", async () => {
    const aliens = await createTitle(db(), { title: 'Aliens', year: 1986, studio: '20th Century Fox' });
    const predator = await createTitle(db(), { title: 'Predator 2', year: 1990 });
    await createRelease(db(), aliens.id, {
      studio: 'CBS/Fox Video',
      releaseYear: 1987,
      caseType: 'Slipcase',
    });
    await createRelease(db(), aliens.id, { studio: 'Criterion', releaseYear: 1991, format: 'LaserDisc' });
    await createRelease(db(), predator.id, { upcDistributor: 'CBS/FOX VIDEO', releaseYear: 1991 });
    const res = await server.app.inject({
      url: `/api/v1/distributors/${encodeURIComponent('cbs/fox video')}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.films.map((f: { title: string }) => f.title)).toEqual(['Aliens', 'Predator 2']);
    expect(body.films[0].releases).toMatchObject([
      { releaseYear: 1987, caseType: 'Slipcase', format: 'VHS' },
    ]);
    const studio = (
      await server.app.inject({ url: `/api/v1/distributors/${encodeURIComponent('20th Century Fox')}` })
    ).json();
    expect(studio.films.map((f: { title: string }) => f.title)).toEqual(['Aliens']);
    expect(studio.films[0].releases).toEqual([]);
    const nobody = (await server.app.inject({ url: '/api/v1/distributors/Nobody%20Video' })).json();
    expect(nobody).toMatchObject({ films: [], total: 0 });
  });
});

describe('releases', () => {
  it('adds a release with the default fields, and finds it by UUID, display id and slug', async () => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db(), {
      title: 'Predator',
      year: 1987,
      coverImageUrl: '/media/predator.jpg',
    });
    const res = await send(
      'POST',
      '/api/v1/releases',
      { masterMovieId: title.id, releaseTitle: 'Big Box', releaseYear: 1988 },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const release = res.json();
    expect(release).toMatchObject({
      format: 'VHS',
      screener: false,
      mainTitle: 'Predator',
      coverImageUrl: '/media/predator.jpg',
      slug: `${release.displayId}-predator-1988`,
      title: { id: title.id, slug: `${title.displayId}-predator-1987` },
    });
    for (const key of [release.id, String(release.displayId), release.slug]) {
      const found = await server.app.inject({ url: `/api/v1/releases/${key}` });
      expect(found.json()).toMatchObject({ id: release.id, haveCount: 0, wantCount: 0 });
    }
  });

  it('needs a signed-in user and an existing film', async () => {
    const title = await createTitle(db());
    expect((await send('POST', '/api/v1/releases', { masterMovieId: title.id })).statusCode).toBe(401);
    const { cookie } = await signedInUser(server);
    const res = await send(
      'POST',
      '/api/v1/releases',
      { masterMovieId: '00000000-0000-4000-8000-000000000000' },
      cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Movie not found');
  });

  it('answers an unknown release with Release not found', async () => {
    const res = await server.app.inject({ url: '/api/v1/releases/987654-nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Release not found');
  });

  it('applies the empty-field rule to releases too', async () => {
    const user = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id, { studio: 'Vestron Video', upc: null });
    const fill = await send('PATCH', `/api/v1/releases/${release.id}`, { upc: '012345678905' }, user.cookie);
    expect(fill.json().upc).toBe('012345678905');
    expect(
      (await send('PATCH', `/api/v1/releases/${release.id}`, { studio: 'Media' }, user.cookie)).statusCode,
    ).toBe(403);
    const byAdmin = await send(
      'PATCH',
      `/api/v1/releases/${release.id}`,
      { studio: 'Media Home Entertainment' },
      admin.cookie,
    );
    expect(byAdmin.json().studio).toBe('Media Home Entertainment');
  });

  it.each([
    ['a year in letters', { releaseYear: 'abc' }, 'releaseYear', MSG.yearInvalid],
    ['a five-digit year', { releaseYear: '19875' }, 'releaseYear', MSG.yearInvalid],
    ['a 13-digit UPC', { upc: '0123456789051' }, 'upc', MSG.upcInvalid],
    ['a UPC with a letter', { upc: '01234567890A' }, 'upc', MSG.upcInvalid],
    ['a 201-character studio', { studio: 's'.repeat(201) }, 'studio', MSG.tooLong('Release Studio', 200)],
  ])('refuses %s on create and update: 400 with the message', async (_case, fields, field, message) => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db());
    const created = await send('POST', '/api/v1/releases', { masterMovieId: title.id, ...fields }, cookie);
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ [field]: message });
    const release = await createRelease(db(), title.id, { upc: null, releaseYear: null, studio: null });
    const updated = await send('PATCH', `/api/v1/releases/${release.id}`, fields, cookie);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.fields).toEqual({ [field]: message });
  });

  it('leaves the fields an update does not name as they are', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id, { format: 'DVD', screener: true, studio: null });
    const res = await send('PATCH', `/api/v1/releases/${release.id}`, { studio: 'Anchor Bay' }, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ studio: 'Anchor Bay', format: 'DVD', screener: true });
  });
});

describe('fields that follow the format', () => {
  const addRelease = (masterMovieId: string, fields: object, cookie: string) =>
    send('POST', '/api/v1/releases', { masterMovieId, ...fields }, cookie);

  it('adds, finds and filters the formats collectors hold beyond the first six', async () => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Akira', year: 1988 });
    await createTitle(db(), { title: 'Ran', year: 1985 });
    for (const format of ['4K Ultra HD Blu-ray', 'HD DVD', 'Video 8 / Hi8', 'CED', 'UMD']) {
      const res = await addRelease(title.id, { format }, cookie);
      expect(res.statusCode, format).toBe(201);
      const found = await server.app.inject({ url: `/api/v1/titles?format=${encodeURIComponent(format)}` });
      expect(
        found.json().items.map((t: { title: string }) => t.title),
        format,
      ).toEqual(['Akira']);
    }
  });

  it('stores the facts that tell releases apart, and filters the catalogue by one release having them all', async () => {
    const { cookie } = await signedInUser(server);
    const rentalFilm = await createTitle(db(), { title: 'Near Dark', year: 1987 });
    const mixedFilm = await createTitle(db(), { title: 'Hardware', year: 1990 });
    const facts = {
      saleType: 'rental',
      aspectRatio: '1.85:1',
      audio: 'Hi-Fi Stereo',
      audioLanguages: ['en', 'fr', 'en'],
      subtitleLanguages: ['nl'],
      runtimeMinutes: '95',
      packagingNotes: 'Rental sticker on the spine',
    };
    const rental = await addRelease(rentalFilm.id, facts, cookie);
    expect(rental.statusCode, rental.body).toBe(201);
    expect(rental.json()).toMatchObject({ ...facts, audioLanguages: ['en', 'fr'], runtimeMinutes: 95 });
    // A rental in French and a sell-through in English are not a rental in English.
    await addRelease(mixedFilm.id, { saleType: 'rental', audioLanguages: ['fr'] }, cookie);
    await addRelease(mixedFilm.id, { saleType: 'sell-through', audioLanguages: ['en'] }, cookie);
    const titles = async (query: string) =>
      (await server.app.inject({ url: `/api/v1/titles?${query}` }))
        .json()
        .items.map((t: { title: string }) => t.title);
    expect(await titles('saleType=rental&audioLanguage=en')).toEqual(['Near Dark']);
    expect(await titles('saleType=rental')).toEqual(['Hardware', 'Near Dark']);
    expect(await titles('aspectRatio=1.85%3A1')).toEqual(['Near Dark']);
    expect(await titles('audioLanguage=en&format=VHS')).toEqual(['Hardware', 'Near Dark']);
  });

  it.each([
    ['an unknown language', { audioLanguages: ['english'] }, 'audioLanguages.0', MSG.languageCodeInvalid],
    ['a runtime in hours', { runtimeMinutes: '1h35' }, 'runtimeMinutes', MSG.runtimeMinutesInvalid],
    ['an aspect ratio off the list', { aspectRatio: '4:3' }, 'aspectRatio', undefined],
  ])('refuses %s with 400', async (_case, fields, field, message) => {
    const { cookie } = await signedInUser(server);
    const res = await addRelease((await createTitle(db())).id, fields, cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
    if (message) expect(res.json().error.fields[field]).toBe(message);
  });

  it('keeps a speed for tapes only: a disc saves none, added alone or with its film', async () => {
    const { cookie } = await signedInUser(server);
    const title = await createTitle(db());
    const tape = await addRelease(title.id, { format: 'S-VHS', speed: 'EP' }, cookie);
    expect(tape.json().speed).toBe('EP');
    const disc = await addRelease(title.id, { format: 'DVD', speed: 'SP' }, cookie);
    expect(disc.statusCode).toBe(201);
    expect(disc.json().speed).toBeNull();
    const withFilm = await send(
      'POST',
      '/api/v1/titles',
      {
        title: 'Heat',
        released: '1995',
        firstRelease: { releaseTitle: 'Two-disc', format: 'Blu-ray', speed: 'LP' },
      },
      cookie,
    );
    expect(withFilm.json().releases[0]).toMatchObject({ format: 'Blu-ray', speed: null });
  });

  it("clears a tape's speed when an admin makes it a disc, and drops a speed typed for a disc", async () => {
    const user = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id, { format: 'VHS', speed: 'SP', caseType: 'Slipcase' });
    const made = await send(
      'PATCH',
      `/api/v1/releases/${release.id}`,
      { format: 'LaserDisc', caseType: null },
      admin.cookie,
    );
    expect(made.json()).toMatchObject({ format: 'LaserDisc', speed: null });
    const filled = await send(
      'PATCH',
      `/api/v1/releases/${release.id}`,
      { speed: 'LP', studio: 'Pioneer' },
      user.cookie,
    );
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({ speed: null, studio: 'Pioneer' });
  });

  it('takes the speed off disc releases saved before, and the case types their format does not come in', async () => {
    const title = await createTitle(db());
    const saved = [
      { format: 'DVD', speed: 'SP', caseType: 'Clamshell' },
      { format: 'LaserDisc', speed: 'SP', caseType: 'Cardboard' },
      { format: 'VHS', speed: 'LP', caseType: 'Clamshell' },
      { format: 'Betamax', speed: 'SP', caseType: 'Standard' },
    ];
    const releases = [];
    for (const fields of saved) releases.push(await createRelease(db(), title.id, fields));
    await replayMigration(db(), '0054_release_fields_follow_format.sql');
    const rows = await db()
      .select({ format: movieReleases.format, speed: movieReleases.speed, caseType: movieReleases.caseType })
      .from(movieReleases)
      .where(eq(movieReleases.masterMovieId, title.id))
      .orderBy(movieReleases.displayId);
    expect(rows).toEqual([
      { format: 'DVD', speed: null, caseType: null },
      { format: 'LaserDisc', speed: null, caseType: 'Cardboard' },
      { format: 'VHS', speed: 'LP', caseType: 'Clamshell' },
      { format: 'Betamax', speed: 'SP', caseType: null },
    ]);
  });

  it('refuses a case type its format does not come in, on adding and when the format or case changes', async () => {
    const { cookie } = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const title = await createTitle(db());
    const message = MSG.caseTypeNotForFormat('DVD', ['Standard', 'Slipcase', 'Book Box', 'Cardboard']);
    const refused = await addRelease(title.id, { format: 'DVD', caseType: 'Clamshell' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ caseType: message });
    const dvd = await addRelease(title.id, { format: 'DVD', caseType: 'Standard' }, cookie);
    expect(dvd.statusCode).toBe(201);
    const tape = await createRelease(db(), title.id, { format: 'VHS', caseType: 'Clamshell' });
    const toDisc = await send('PATCH', `/api/v1/releases/${tape.id}`, { format: 'DVD' }, admin.cookie);
    expect(toDisc.statusCode).toBe(400);
    expect(toDisc.json().error.fields).toEqual({ caseType: message });
    const both = await send(
      'PATCH',
      `/api/v1/releases/${tape.id}`,
      { format: 'DVD', caseType: 'Book Box' },
      admin.cookie,
    );
    expect(both.json()).toMatchObject({ format: 'DVD', caseType: 'Book Box' });
  });
});

describe('GET /api/v1/search', () => {
  const search = async (q: string, extra = '') =>
    (await server.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}${extra}` })).json();
  const titlesOf = (result: { items: { title: string }[] }) => result.items.map((item) => item.title);

  it('matches a field that starts with the term or has a word starting with it', async () => {
    const base = Date.now();
    await createTitle(db(), {
      title: 'Escape from New York',
      year: 1981,
      director: 'John Carpenter',
      actors: 'Kurt Russell, Lee Van Cleef',
      genre: 'Action, Sci-Fi',
      studio: 'AVCO Embassy Pictures',
      distributor: 'Embassy Home Entertainment',
      language: 'English, Spanish',
      createdAt: new Date(base),
    });
    await createTitle(db(), {
      title: 'Escape to Witch Mountain',
      year: 1975,
      language: 'English',
      createdAt: new Date(base + 1000),
    });
    expect(titlesOf(await search('escape'))).toEqual(['Escape to Witch Mountain', 'Escape from New York']);
    expect(titlesOf(await search('new york'))).toEqual(['Escape from New York']);
    expect(titlesOf(await search('carp'))).toEqual(['Escape from New York']);
    expect(titlesOf(await search('russell'))).toEqual(['Escape from New York']);
    expect(titlesOf(await search('sci'))).toContain('Escape from New York');
    expect(titlesOf(await search('sci'))).not.toContain('Escape to Witch Mountain');
    expect(titlesOf(await search('embassy home'))).toEqual(['Escape from New York']);
    expect(titlesOf(await search('scape'))).toEqual([]);
    expect(titlesOf(await search('ESCAPE   FROM'))).toEqual(['Escape from New York']);
  });

  it('matches year and language by prefix only', async () => {
    expect(titlesOf(await search('198'))).toContain('Escape from New York');
    expect(titlesOf(await search('981'))).toEqual([]);
    expect(titlesOf(await search('engl'))).toEqual(['Escape to Witch Mountain', 'Escape from New York']);
    expect(titlesOf(await search('spanish'))).toEqual([]);
  });

  it('finds words after punctuation and terms that span punctuation', async () => {
    await createTitle(db(), { title: "Spider-Man: Schindler's Cut", year: 2002, director: 'Sam Raimi' });
    await createTitle(db(), { title: 'Amélie', year: 2001, director: 'Jean-Pierre Jeunet' });
    expect(titlesOf(await search('man'))).toContain("Spider-Man: Schindler's Cut");
    expect(titlesOf(await search('spider-man: sch'))).toEqual(["Spider-Man: Schindler's Cut"]);
    expect(titlesOf(await search('spider man'))).toEqual([]);
    expect(titlesOf(await search('s cut'))).toEqual(["Spider-Man: Schindler's Cut"]);
    expect(titlesOf(await search('amél'))).toEqual(['Amélie']);
    expect(titlesOf(await search('pierre'))).toEqual(['Amélie']);
    expect(titlesOf(await search('-'))).toEqual([]);
  });

  it('needs the words of a longer term side by side, in order, within one field', async () => {
    await createTitle(db(), { title: 'New York New Jersey', year: 1999, director: 'Jersey Jones' });
    expect(titlesOf(await search('york new jer'))).toEqual(['New York New Jersey']);
    // Both of its pairs of neighbouring words are in the title, the three words in a row are not.
    expect(titlesOf(await search('york new york'))).toEqual([]);
    // The title ends with "Jersey" and the director starts with it: side by side only across two fields.
    expect(titlesOf(await search('jersey jersey'))).toEqual([]);
    expect(titlesOf(await search('jersey jones'))).toEqual(['New York New Jersey']);
  });

  it('indexes fields of very long words, and finds them', async () => {
    // Two words of 499 four-byte letters side by side: as one pair they would pass the 2,046-byte limit
    // of an index word, so the pair keeps the start of each.
    const word = '𠀀'.repeat(499);
    await createTitle(db(), { title: 'Long Words', year: 2001, actors: `${word} ${word}` });
    expect(titlesOf(await search('𠀀'.repeat(40)))).toEqual(['Long Words']);
  });

  it('looks past newer near misses until it has enough exact matches', async () => {
    const base = Date.now() + 5_000;
    await createTitle(db(), { title: 'Sci-Fi Double Bill', year: 1960, createdAt: new Date(base) });
    for (let i = 1; i <= 3; i++)
      await createTitle(db(), { title: `Sci Fi Marathon ${i}`, year: 1960, createdAt: new Date(base + i) });
    // The three newer 'Sci Fi' titles share the words but not the hyphen: candidates, then rejected.
    const found = titlesOf(await search('sci-fi', '&limit=2'));
    expect(found[0]).toBe('Sci-Fi Double Bill');
    expect(found.filter((title) => title.startsWith('Sci Fi'))).toEqual([]);
  });

  it('returns at most 50, newest first', async () => {
    const base = Date.now() + 10_000;
    for (let i = 0; i < 55; i++) {
      await createTitle(db(), {
        title: `Zombie Flesh Eaters ${i}`,
        year: 1979,
        createdAt: new Date(base + i * 1000),
      });
    }
    const result = await search('zombie');
    expect(result.items).toHaveLength(50);
    expect(result.items[0].title).toBe('Zombie Flesh Eaters 54');
    expect((await search('zombie', '&limit=8')).items).toHaveLength(8);
  });

  it('offers close titles when nothing matches', async () => {
    const result = await search('excape from new yrok');
    expect(result.items).toEqual([]);
    expect(result.suggestions.map((s: { title: string }) => s.title)).toContain('Escape from New York');
    expect(result.suggestions[0].slug).toMatch(/^\d+-escape-from-new-york-1981$/);
  });

  it('learns the words of new and edited titles for its suggestions', async () => {
    const title = await createTitle(db(), { title: 'Used Cars', year: 1980 });
    expect((await search('zemekis')).suggestions).toEqual([]);
    await db().update(mediaTitles).set({ director: 'Robert Zemeckis' }).where(eq(mediaTitles.id, title.id));
    const result = await search('zemekis');
    expect(result.items).toEqual([]);
    expect(result.suggestions.map((s: { title: string }) => s.title)).toEqual(['Used Cars']);
  });

  it('corrects a word only loosely like any word of the catalogue, and leaves the similarity threshold as it was', async () => {
    await createTitle(db(), { title: 'The Quartermass Xperiment', year: 1955 });
    // "quatermuss" is 0.35 similar to "quartermass": under the 0.5 of the first lookup, over the 0.3 floor.
    const result = await search('quatermuss');
    expect(result.items).toEqual([]);
    expect(result.suggestions.map((s: { title: string }) => s.title)).toEqual(['The Quartermass Xperiment']);
    const [threshold] = await queryRows<{ value: string }>(
      db(),
      sql`select current_setting('pg_trgm.similarity_threshold') as value`,
    );
    expect(Number(threshold?.value)).toBe(0.3);
  });

  it('corrects words from a vocabulary of words, never of the pairs the index also holds', async () => {
    const pairs = await queryRows<{ word: string }>(
      db(),
      sql`select word from search_vocabulary where word like '% %'`,
    );
    expect(pairs).toEqual([]);
    expect((await search('excape from new yrok')).suggestions.length).toBeGreaterThan(0);
  });

  it('treats regex and LIKE characters as text, caps long terms and ignores blank ones', async () => {
    expect((await search('.*')).items).toEqual([]);
    expect((await search('%')).items).toEqual([]);
    expect((await search('   ')).items).toEqual([]);
    const long = await search('e'.repeat(900));
    expect(long.query).toHaveLength(200);
  });
});

describe('what each caller may do, with the film and the release (the web shows actions from it)', () => {
  it('is nothing for a visitor, filling empty fields and reporting wrong data for a user, everything for an admin', async () => {
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id);
    const callers = {
      visitor: undefined,
      user: (await signedInUser(server)).cookie,
      adminWithoutTwoFactor: (await signedInUser(server, { admin: true })).cookie,
      admin: (await signedInUser(server, { admin: true, twoFactor: true })).cookie,
    };
    const seen: Record<string, unknown> = {};
    for (const [caller, cookie] of Object.entries(callers)) {
      const headers = cookie ? { cookie } : {};
      const film = (await server.app.inject({ url: `/api/v1/titles/${title.id}`, headers })).json();
      const edition = (await server.app.inject({ url: `/api/v1/releases/${release.id}`, headers })).json();
      seen[caller] = { film: film.abilities, release: edition.abilities };
    }
    expect(seen).toEqual({
      visitor: {
        film: { update: false, updateFilled: false, delete: false, merge: false, report: false },
        release: { update: false, updateFilled: false, delete: false, report: false },
      },
      user: {
        film: { update: true, updateFilled: false, delete: false, merge: false, report: true },
        release: { update: true, updateFilled: false, delete: false, report: true },
      },
      // Offered to an admin without two-factor too: trying one says what to do first (the server refuses it).
      adminWithoutTwoFactor: {
        film: { update: true, updateFilled: true, delete: true, merge: true, report: true },
        release: { update: true, updateFilled: true, delete: true, report: true },
      },
      admin: {
        film: { update: true, updateFilled: true, delete: true, merge: true, report: true },
        release: { update: true, updateFilled: true, delete: true, report: true },
      },
    });
  });
});
