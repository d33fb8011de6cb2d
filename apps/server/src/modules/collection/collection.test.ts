import { and, eq } from 'drizzle-orm';
import { MSG } from '@rewind/shared/messages';
import { describe, expect, it } from 'vitest';
import { releaseImages } from '../../db/schema/images';
import { userCollectionItems } from '../../db/schema/collection';
import { activityEvents } from '../../db/schema/activity';
import { userProfiles } from '../../db/schema/profiles';
import {
  createCollectionItem,
  createRelease,
  createTitle,
  createUser,
  createWantlistItem,
} from '../../test/factories';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

const usernameOf = async (userId: string) =>
  (await db().select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]!.username;

const uuid = '00000000-0000-4000-8000-000000000000';

/** RFC 4180 records, as the web's import reads a file: quoted fields may hold commas, "" and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') [field, index] = [`${field}"`, index + 1];
      else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') [row, field] = [[...row, field], ''];
    else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field]);
      [row, field, index] = [[], '', index + 1];
    } else field += char;
  }
  return rows;
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/v1/me/collection', 'Please sign in to continue.'],
    ['POST', '/api/v1/me/collection', 'Error: Missing user or master item'],
    ['PATCH', `/api/v1/me/collection/${uuid}`, 'Please sign in to continue.'],
    ['DELETE', `/api/v1/me/collection/${uuid}`, 'Please sign in to continue.'],
    ['GET', '/api/v1/me/collection.csv', 'Please sign in to continue.'],
    ['POST', '/api/v1/me/collection/import', 'Please sign in to continue.'],
    ['GET', '/api/v1/me/wantlist', 'Not authenticated'],
    ['POST', '/api/v1/me/wantlist', 'Not authenticated'],
    ['PATCH', `/api/v1/me/wantlist/${uuid}`, 'Not authenticated'],
    ['DELETE', `/api/v1/me/wantlist/${uuid}`, 'Not authenticated'],
    ['GET', '/api/v1/me/wantlist.csv', 'Not authenticated'],
    ['GET', '/api/v1/me/titles/1/state', 'Please sign in to continue.'],
  ] as const)('%s %s answers 401 with %j', async (method, url, message) => {
    const title = await createTitle(db());
    const payloads: Record<string, object> = {
      POST: url.endsWith('import') ? { rows: [{ title: 'Alien' }], dryRun: true } : { titleId: title.id },
      PATCH: { notes: 'x' },
    };
    const res = await server.call(method, url, undefined, payloads[method]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'unauthenticated', message });
  });
});

describe('POST /api/v1/me/collection', () => {
  it('adds a release with cleaned notes, answers the item with film and release, and records activity', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Tron', year: 1982, director: 'Steven Lisberger' });
    const release = await createRelease(db(), title.id, {
      format: 'VHS',
      releaseTitle: 'Walt Disney Home Video',
      upc: '012257063034',
      releaseYear: 1983,
      caseType: 'Clamshell',
      region: 'NTSC',
    });
    const res = await server.call('POST', '/api/v1/me/collection', me, {
      releaseId: release.id,
      notes: '  <b>Mint</b> copy  ',
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      releaseId: release.id,
      titleId: title.id,
      notes: 'Mint copy',
      title: {
        id: title.id,
        slug: `${title.displayId}-tron-1982`,
        title: 'Tron',
        director: 'Steven Lisberger',
      },
      release: {
        id: release.id,
        releaseTitle: 'Walt Disney Home Video',
        format: 'VHS',
        caseType: 'Clamshell',
        region: 'NTSC',
        upc: '012257063034',
        releaseYear: 1983,
      },
    });
    const events = await db().select().from(activityEvents).where(eq(activityEvents.userId, me.userId));
    expect(events).toMatchObject([
      {
        type: 'collection',
        action: 'added movie and release to collection',
        itemTitle: 'Tron',
        releaseId: release.id,
      },
    ]);
  });

  it('adds a film without a release and records the film-only activity', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Dune' });
    const res = await server.call('POST', '/api/v1/me/collection', me, { titleId: title.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ releaseId: null, release: null, notes: null });
    const [event] = await db().select().from(activityEvents).where(eq(activityEvents.userId, me.userId));
    expect(event).toMatchObject({ action: 'added movie to collection', titleId: title.id });
  });

  it('answers duplicates with 409 and the product texts', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id);
    await server.call('POST', '/api/v1/me/collection', me, { releaseId: release.id });
    await server.call('POST', '/api/v1/me/collection', me, { titleId: title.id });
    const again = await server.call('POST', '/api/v1/me/collection', me, { releaseId: release.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'duplicate',
      message: 'You already have this release in your collection!',
    });
    const film = await server.call('POST', '/api/v1/me/collection', me, { titleId: title.id });
    expect(film.statusCode).toBe(409);
    expect(film.json().error.message).toBe('You already have this movie in your collection!');
  });

  it('rejects notes over 300 characters, a missing or double target, and unknown ids', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id);
    const long = await server.call('POST', '/api/v1/me/collection', me, {
      releaseId: release.id,
      notes: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Notes must be at most 300 characters');
    for (const payload of [{}, { releaseId: release.id, titleId: title.id }]) {
      const res = await server.call('POST', '/api/v1/me/collection', me, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Choose a release or a film');
    }
    const unknownRelease = await server.call('POST', '/api/v1/me/collection', me, { releaseId: uuid });
    expect(unknownRelease.statusCode).toBe(404);
    expect(unknownRelease.json().error.message).toBe('Release not found');
    const unknownTitle = await server.call('POST', '/api/v1/me/collection', me, { titleId: uuid });
    expect(unknownTitle.json().error.message).toBe('Movie not found');
  });

  it('changes the have count of the release on the film page', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id);
    const haveWant = async () => {
      const body = (await server.call('GET', `/api/v1/titles/${title.id}`)).json();
      return [body.releases[0].haveCount, body.releases[0].wantCount];
    };
    expect(await haveWant()).toEqual([0, 0]);
    const item = (await server.call('POST', '/api/v1/me/collection', me, { releaseId: release.id })).json();
    const want = (await server.call('POST', '/api/v1/me/wantlist', me, { releaseId: release.id })).json();
    expect(await haveWant()).toEqual([1, 1]);
    await server.call('DELETE', `/api/v1/me/collection/${item.id}`, me);
    await server.call('DELETE', `/api/v1/me/wantlist/${want.id}`, me);
    expect(await haveWant()).toEqual([0, 0]);
  });
});

describe('PATCH and DELETE /api/v1/me/collection/:itemId', () => {
  it('lets the owner change and clear notes and remove the item', async () => {
    const me = await signedInUser(server);
    const item = await createCollectionItem(db(), me.userId);
    const changed = await server.call('PATCH', `/api/v1/me/collection/${item.id}`, me, { notes: 'Sealed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().notes).toBe('Sealed');
    const cleared = await server.call('PATCH', `/api/v1/me/collection/${item.id}`, me, { notes: '' });
    expect(cleared.json().notes).toBeNull();
    const long = await server.call('PATCH', `/api/v1/me/collection/${item.id}`, me, {
      notes: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Notes must be at most 300 characters');
    expect((await server.call('DELETE', `/api/v1/me/collection/${item.id}`, me)).statusCode).toBe(204);
    expect((await server.call('DELETE', `/api/v1/me/collection/${item.id}`, me)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's item and leaves it as it was", async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const item = await createCollectionItem(db(), owner.userId);
    await db()
      .update(userCollectionItems)
      .set({ personalNotes: 'mine' })
      .where(eq(userCollectionItems.id, item.id));
    const patch = await server.call('PATCH', `/api/v1/me/collection/${item.id}`, other, { notes: 'stolen' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.message).toBe('Collection item not found');
    expect((await server.call('DELETE', `/api/v1/me/collection/${item.id}`, other)).statusCode).toBe(404);
    const [row] = await db().select().from(userCollectionItems).where(eq(userCollectionItems.id, item.id));
    expect(row?.personalNotes).toBe('mine');
    const list = (await server.call('GET', '/api/v1/me/collection', other)).json();
    expect(list.items).toEqual([]);
  });
});

describe('GET /api/v1/me/collection', () => {
  it('pages newest first, sorts, filters by format and searches title, director and release title', async () => {
    const me = await signedInUser(server);
    const base = Date.now();
    const films = [
      { title: 'Alien', year: 1979, director: 'Ridley Scott', format: 'VHS', releaseTitle: 'CBS/Fox Video' },
      {
        title: 'Brazil',
        year: 1985,
        director: 'Terry Gilliam',
        format: 'LaserDisc',
        releaseTitle: 'Criterion',
      },
      { title: 'Cobra', year: 1986, director: 'George P. Cosmatos', format: 'VHS', releaseTitle: 'Warner' },
    ];
    for (const [i, film] of films.entries()) {
      const title = await createTitle(db(), { title: film.title, year: film.year, director: film.director });
      const release = await createRelease(db(), title.id, {
        format: film.format,
        releaseTitle: film.releaseTitle,
      });
      await db()
        .insert(userCollectionItems)
        .values({
          userId: me.userId,
          masterItemId: title.id,
          releaseId: release.id,
          createdAt: new Date(base + i * 1000),
        });
    }
    const titles = async (query: string) => {
      const res = await server.call('GET', `/api/v1/me/collection${query}`, me);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const first = await titles('?pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    expect(first.items.map((i: { title: { title: string } }) => i.title.title)).toEqual(['Cobra', 'Brazil']);
    const second = await titles('?pageSize=2&page=2');
    expect(second).toMatchObject({ hasMore: false });
    expect(second.items.map((i: { title: { title: string } }) => i.title.title)).toEqual(['Alien']);
    const names = (body: { items: { title: { title: string } }[] }) => body.items.map((i) => i.title.title);
    expect(names(await titles('?sort=title'))).toEqual(['Alien', 'Brazil', 'Cobra']);
    expect(names(await titles('?sort=year'))).toEqual(['Cobra', 'Brazil', 'Alien']);
    const vhs = await titles('?format=VHS');
    expect(vhs.total).toBe(2);
    expect(names(vhs)).toEqual(['Cobra', 'Alien']);
    expect(names(await titles('?q=gilliam'))).toEqual(['Brazil']);
    expect(names(await titles('?q=CRITERION'))).toEqual(['Brazil']);
    expect(names(await titles('?q=ali'))).toEqual(['Alien']);
    expect((await titles('?q=100%25')).total).toBe(0);
    const bad = await server.call('GET', '/api/v1/me/collection?format=Cassette', me);
    expect(bad.statusCode).toBe(400);
  });

  it("shows the release's primary photo thumbnail, else its film's cover", async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db(), { coverImageUrl: 'https://img.example/poster.jpg' });
    const withPhoto = await createRelease(db(), title.id, { releaseTitle: 'A' });
    const without = await createRelease(db(), title.id, { releaseTitle: 'B' });
    await db().insert(releaseImages).values({
      releaseId: withPhoto.id,
      imageUrl: '/media/full.jpg',
      thumbUrl: '/media/thumb.jpg',
      isPrimary: true,
    });
    await server.call('POST', '/api/v1/me/collection', me, { releaseId: withPhoto.id });
    await server.call('POST', '/api/v1/me/collection', me, { releaseId: without.id });
    const list = (await server.call('GET', '/api/v1/me/collection?sort=title', me)).json();
    const covers = Object.fromEntries(
      list.items.map((i: { release: { releaseTitle: string; coverImageUrl: string } }) => [
        i.release.releaseTitle,
        i.release.coverImageUrl,
      ]),
    );
    expect(covers).toEqual({ A: '/media/thumb.jpg', B: 'https://img.example/poster.jpg' });
  });
});

describe('GET /api/v1/users/:username/collection', () => {
  it('shows a public collection to visitors, and hides the total when the owner hides the count', async () => {
    const { user, profile } = await createUser(db());
    await createCollectionItem(db(), user.id);
    await createCollectionItem(db(), user.id, { withRelease: false });
    const res = await server.call('GET', `/api/v1/users/${profile.username.toUpperCase()}/collection`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: profile.username, total: 2, hasMore: false });
    expect(res.json().items).toHaveLength(2);

    await db()
      .update(userProfiles)
      .set({ showCollectionCount: false })
      .where(eq(userProfiles.userId, user.id));
    const hidden = (
      await server.call('GET', `/api/v1/users/${profile.username}/collection?pageSize=1`)
    ).json();
    expect(hidden).toMatchObject({ total: null, hasMore: true });
    expect(hidden.items).toHaveLength(1);
  });

  it('shows personal notes only to the owner: not to visitors, other users or admins', async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const username = await usernameOf(owner.userId);
    const title = await createTitle(db());
    const release = await createRelease(db(), title.id);
    await server.call('POST', '/api/v1/me/collection', owner, {
      releaseId: release.id,
      notes: 'Paid $2 at a yard sale',
    });
    await server.call('POST', '/api/v1/me/collection', owner, {
      titleId: title.id,
      notes: 'Also on TV once',
    });

    const notesFor = async (caller?: SignedInUser) => {
      const res = await server.call('GET', `/api/v1/users/${username}/collection?sort=title`, caller);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .items.map((item: { notes: string | null }) => item.notes)
        .sort();
    };
    for (const caller of [undefined, other, admin]) {
      expect(await notesFor(caller)).toEqual([null, null]);
    }
    expect(await notesFor(owner)).toEqual(['Also on TV once', 'Paid $2 at a yard sale']);
  });

  it('answers a private collection with 404 like an unknown user, except to its owner', async () => {
    const owner = await signedInUser(server);
    const other = await signedInUser(server);
    const username = await usernameOf(owner.userId);
    await createCollectionItem(db(), owner.userId);
    await db().update(userProfiles).set({ isPublic: false }).where(eq(userProfiles.userId, owner.userId));
    for (const caller of [undefined, other]) {
      const res = await server.call('GET', `/api/v1/users/${username}/collection`, caller);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('User not found');
    }
    const unknown = await server.call('GET', '/api/v1/users/nobody_here/collection');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('User not found');
    const own = await server.call('GET', `/api/v1/users/${username}/collection`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(1);
  });
});

describe('wantlist', () => {
  it('adds with priority (medium by default), records activity, answers duplicates with the product texts', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Robocop' });
    const release = await createRelease(db(), title.id);
    const added = await server.call('POST', '/api/v1/me/wantlist', me, {
      releaseId: release.id,
      priority: 'high',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ releaseId: release.id, priority: 'high' });
    const film = await server.call('POST', '/api/v1/me/wantlist', me, {
      titleId: title.id,
      notes: 'any copy',
    });
    expect(film.json()).toMatchObject({ releaseId: null, priority: 'medium', notes: 'any copy' });
    const actions = (
      await db().select().from(activityEvents).where(eq(activityEvents.userId, me.userId))
    ).map((event) => event.action);
    expect(actions.sort()).toEqual(['added movie to wantlist', 'added release to wantlist']);

    const again = await server.call('POST', '/api/v1/me/wantlist', me, { releaseId: release.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Item already in wantlist');
    const filmAgain = await server.call('POST', '/api/v1/me/wantlist', me, { titleId: title.id });
    expect(filmAgain.json().error.message).toBe('Movie already in wantlist');
    const badPriority = await server.call('POST', '/api/v1/me/wantlist', me, {
      titleId: title.id,
      priority: 'urgent',
    });
    expect(badPriority.statusCode).toBe(400);
  });

  it('lists, changes and removes only my own items', async () => {
    const me = await signedInUser(server);
    const other = await signedInUser(server);
    const mine = await createWantlistItem(db(), me.userId, { priority: 'low' });
    const theirs = await createWantlistItem(db(), other.userId);
    const list = (await server.call('GET', '/api/v1/me/wantlist', me)).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: mine.id, priority: 'low' }] });

    const changed = await server.call('PATCH', `/api/v1/me/wantlist/${mine.id}`, me, { priority: 'high' });
    expect(changed.json()).toMatchObject({ priority: 'high', notes: null });
    const noted = await server.call('PATCH', `/api/v1/me/wantlist/${mine.id}`, me, { notes: 'boxed' });
    expect(noted.json()).toMatchObject({ priority: 'high', notes: 'boxed' });

    const patch = await server.call('PATCH', `/api/v1/me/wantlist/${theirs.id}`, me, { notes: 'x' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.message).toBe('Wantlist item not found');
    expect((await server.call('DELETE', `/api/v1/me/wantlist/${theirs.id}`, me)).statusCode).toBe(404);
    expect((await server.call('DELETE', `/api/v1/me/wantlist/${mine.id}`, me)).statusCode).toBe(204);
    expect((await server.call('GET', '/api/v1/me/wantlist', me)).json().total).toBe(0);
    expect((await server.call('GET', '/api/v1/me/wantlist', other)).json().total).toBe(1);
  });
});

describe('GET /api/v1/me/titles/:idOrSlug/state', () => {
  it("tells per release and for the film what is in my collection and wantlist, not someone else's", async () => {
    const me = await signedInUser(server);
    const other = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Akira', year: 1988 });
    const vhs = await createRelease(db(), title.id, { releaseYear: 1989 });
    const laser = await createRelease(db(), title.id, { releaseYear: 1993, format: 'LaserDisc' });
    const held = (
      await server.call('POST', '/api/v1/me/collection', me, { releaseId: vhs.id, notes: 'rental' })
    ).json();
    const wanted = (
      await server.call('POST', '/api/v1/me/wantlist', me, {
        releaseId: laser.id,
        priority: 'high',
        notes: 'CAV',
      })
    ).json();
    const film = (await server.call('POST', '/api/v1/me/wantlist', me, { titleId: title.id })).json();
    await server.call('POST', '/api/v1/me/collection', other, { releaseId: laser.id });
    // The picker shows and sets a want's rules.
    const anyCopy = {
      maxPrice: null,
      currency: 'USD',
      minMediaCondition: null,
      minPackagingCondition: null,
      formats: [],
      regions: [],
    };
    const ruled = await server.call('PATCH', `/api/v1/me/wantlist/${wanted.id}`, me, {
      maxPrice: '40',
      formats: ['LaserDisc'],
    });
    expect(ruled.statusCode, ruled.body).toBe(200);

    const res = await server.call('GET', `/api/v1/me/titles/${title.displayId}-akira-1988/state`, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      titleId: title.id,
      inCollection: null,
      inWantlist: { itemId: film.id, notes: null, priority: 'medium', rules: anyCopy },
      releases: [
        {
          releaseId: laser.id,
          inCollection: null,
          inWantlist: {
            itemId: wanted.id,
            notes: 'CAV',
            priority: 'high',
            rules: { ...anyCopy, maxPrice: '40.00', formats: ['LaserDisc'] },
          },
        },
        {
          releaseId: vhs.id,
          inCollection: { itemId: held.id, notes: 'rental', listingId: null },
          inWantlist: null,
        },
      ],
    });
    // A copy put up for sale names its listing, so the release page links to it.
    const listed = await server.call('POST', '/api/v1/me/listings', me, {
      collectionItemId: held.id,
      price: '12.00',
      mediaCondition: 'Good',
      packagingCondition: 'Good',
    });
    const state = (await server.call('GET', `/api/v1/me/titles/${title.id}/state`, me)).json();
    expect(state.releases[1].inCollection.listingId).toBe(listed.json().listing.id);
    const missing = await server.call('GET', '/api/v1/me/titles/999999/state', me);
    expect(missing.statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it('writes a header row, the release facts that tell copies apart, and quotes commas, quotes and line breaks', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Crocodile "Croc" Dundee, Part 1', year: 1986 });
    const release = await createRelease(db(), title.id, {
      releaseTitle: 'Paramount',
      format: 'VHS',
      caseType: 'Slipcase',
      region: 'NTSC',
      upc: '097363206433',
      saleType: 'rental',
      aspectRatio: '1.33:1',
      audio: 'Hi-Fi Stereo',
      audioLanguages: ['en', 'es'],
      subtitleLanguages: [],
      runtimeMinutes: 97,
      packagingNotes: 'Rental sticker',
    });
    await server.call('POST', '/api/v1/me/collection', me, {
      releaseId: release.id,
      notes: 'line one\nline two',
    });
    const other = await createTitle(db(), { title: 'Plain', year: 1990 });
    await server.call('POST', '/api/v1/me/collection', me, { titleId: other.id, notes: '=SUM(A1)' });

    const res = await server.call('GET', '/api/v1/me/collection.csv', me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rewind-collection-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Title,Year,Release Title,Format,Case Type,Region,UPC,Rental or Sell-through,Aspect Ratio,Audio,' +
        'Audio Languages,Subtitles,Runtime,Packaging Notes,Notes,Added At',
    );
    expect(lines[1]).toMatch(/^Plain,1990,,,,,,,,,,,,,'=SUM\(A1\),\d{4}-/);
    expect(res.body).toContain(
      '"Crocodile ""Croc"" Dundee, Part 1",1986,Paramount,VHS,Slipcase,NTSC,097363206433,' +
        'Rental,1.33:1,Hi-Fi Stereo,"en, es",,97,Rental sticker,"line one\nline two",',
    );
  });

  it('exports the wantlist with its priority', async () => {
    const me = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Willow', year: 1988 });
    await server.call('POST', '/api/v1/me/wantlist', me, { titleId: title.id, priority: 'high' });
    const res = await server.call('GET', '/api/v1/me/wantlist.csv', me);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toMatch(/,Packaging Notes,Notes,Priority,Added At$/);
    expect(lines[1]).toMatch(/^Willow,1988,,,,,,,,,,,,,,high,\d{4}-/);
    expect(lines).toHaveLength(3);
  });
});

describe('POST /api/v1/me/collection/import', () => {
  it('previews on a dry run, then adds matched rows, reporting duplicates and unmatched rows', async () => {
    const me = await signedInUser(server);
    const alien = await createTitle(db(), { title: 'Xenomorph', year: 1979 });
    const alienVhs = await createRelease(db(), alien.id, { format: 'VHS', upc: '086162111113' });
    const alienLaser = await createRelease(db(), alien.id, {
      format: 'LaserDisc',
      releaseTitle: 'Widescreen',
    });
    const heat = await createTitle(db(), { title: 'Hot Pursuit', year: 1995 });
    const heatA = await createRelease(db(), heat.id, { format: 'VHS', releaseTitle: 'Part A' });
    await createRelease(db(), heat.id, { format: 'VHS', releaseTitle: 'Part B' });
    const owned = await createTitle(db(), { title: 'Owned Film', year: 2000 });
    const ownedRelease = await createRelease(db(), owned.id, { format: 'DVD' });
    await server.call('POST', '/api/v1/me/collection', me, { releaseId: ownedRelease.id });

    const rows = [
      { upc: '0-86162-11111-3', notes: 'by upc' },
      { title: '  XENOMORPH ', year: '1979', format: 'laserdisc' },
      { title: 'Hot Pursuit', year: 1995, format: 'VHS' },
      { title: 'Hot Pursuit', year: '1995', format: 'VHS', releaseTitle: 'part a' },
      { title: 'Owned Film', year: '2000', format: 'DVD' },
      { title: 'Nothing Like It', year: '1990', format: 'VHS' },
      { title: 'Xenomorph', format: 'Cassette' },
      { upc: '999999999999' },
      {},
      { upc: '086162111113' },
    ];
    const dry = await server.call('POST', '/api/v1/me/collection/import', me, { rows, dryRun: true });
    expect(dry.statusCode).toBe(200);
    const preview = dry.json();
    expect(preview.dryRun).toBe(true);
    expect(preview.rows.map((r: { status: string; reason: string | null }) => [r.status, r.reason])).toEqual([
      ['matched', null],
      ['matched', null],
      ['unmatched', 'Several releases match; add the UPC or the release title'],
      ['matched', null],
      ['duplicate', 'Already in collection'],
      ['unmatched', 'No release in the catalog matches this title, year and format'],
      ['unmatched', 'Unknown format'],
      ['unmatched', 'No release in the catalog has this UPC'],
      ['unmatched', 'The row has neither a UPC nor a title'],
      ['duplicate', 'Already in collection'],
    ]);
    expect(preview.rows[0].release.id).toBe(alienVhs.id);
    expect(preview.rows[1].release.id).toBe(alienLaser.id);
    expect(preview.rows[3].release.id).toBe(heatA.id);
    expect(preview.counts).toEqual({ matched: 3, added: 0, duplicate: 2, unmatched: 5 });
    expect((await server.call('GET', '/api/v1/me/collection', me)).json().total).toBe(1);

    const real = (
      await server.call('POST', '/api/v1/me/collection/import', me, { rows, dryRun: false })
    ).json();
    expect(real.counts).toEqual({ matched: 0, added: 3, duplicate: 2, unmatched: 5 });
    expect(real.rows[0]).toMatchObject({ status: 'added', itemId: expect.any(String) });
    const [byUpc] = await db()
      .select()
      .from(userCollectionItems)
      .where(and(eq(userCollectionItems.userId, me.userId), eq(userCollectionItems.releaseId, alienVhs.id)));
    expect(byUpc?.personalNotes).toBe('by upc');
    expect((await server.call('GET', '/api/v1/me/collection', me)).json().total).toBe(4);

    const twice = (
      await server.call('POST', '/api/v1/me/collection/import', me, { rows: rows.slice(0, 2) })
    ).json();
    expect(twice.counts).toEqual({ matched: 0, added: 0, duplicate: 2, unmatched: 0 });
  });

  it('records the activity a single add records, for each release and film added; a dry run records none', async () => {
    const me = await signedInUser(server);
    const tron = await createTitle(db(), { title: 'Activity Tron', year: 1982 });
    const tronVhs = await createRelease(db(), tron.id, { format: 'VHS', upc: '036000291452' });
    const dune = await createTitle(db(), { title: 'Activity Dune', year: 1984 });
    await createRelease(db(), dune.id, { format: 'VHS' });
    const rows = [{ upc: '036000291452' }, { title: 'Activity Dune', year: '1984' }];
    const events = () => db().select().from(activityEvents).where(eq(activityEvents.userId, me.userId));

    await server.call('POST', '/api/v1/me/collection/import', me, { rows, dryRun: true });
    expect(await events()).toEqual([]);
    const res = await server.call('POST', '/api/v1/me/collection/import', me, { rows });
    expect(res.json().counts).toMatchObject({ added: 2 });
    const recorded = (await events()).sort((a, b) => (a.itemTitle ?? '').localeCompare(b.itemTitle ?? ''));
    expect(recorded).toMatchObject([
      {
        type: 'collection',
        action: 'added movie to collection',
        itemTitle: 'Activity Dune',
        titleId: dune.id,
        releaseId: null,
      },
      {
        type: 'collection',
        action: 'added movie and release to collection',
        itemTitle: 'Activity Tron',
        titleId: tron.id,
        releaseId: tronVhs.id,
      },
    ]);
    // Already there the second time: nothing added, nothing recorded.
    await server.call('POST', '/api/v1/me/collection/import', me, { rows });
    expect(await events()).toHaveLength(2);
  });

  it('takes a row with only a title and year as a film without a release', async () => {
    const me = await signedInUser(server);
    const film = await createTitle(db(), { title: 'Solo Film', year: 1991 });
    const release = await createRelease(db(), film.id, { format: 'VHS' });
    await createTitle(db(), { title: 'Twin Film', year: 1970 });
    await createTitle(db(), { title: 'Twin Film', year: 2010 });
    const owned = await createTitle(db(), { title: 'Owned Solo', year: 1999 });
    await server.call('POST', '/api/v1/me/collection', me, { titleId: owned.id });

    const rows = [
      { title: 'solo film', year: '1991', notes: 'no box' },
      { title: 'Twin Film' },
      { title: 'Twin Film', year: '2010' },
      { title: 'Solo Film', year: '1980' },
      { title: 'Owned Solo', year: '1999' },
      { title: 'Solo Film', year: '1991', format: 'VHS' },
    ];
    const res = await server.call('POST', '/api/v1/me/collection/import', me, { rows });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(
      result.rows.map((r: { status: string; reason: string | null; release: unknown }) => [
        r.status,
        r.reason,
        r.release === null,
      ]),
    ).toEqual([
      ['added', null, true],
      ['unmatched', 'Several films match this title; add the year', true],
      ['added', null, true],
      ['unmatched', 'No film in the catalog matches this title and year', true],
      ['duplicate', 'Already in collection', true],
      ['added', null, false],
    ]);
    expect(result.rows[0].title.id).toBe(film.id);
    const items = (await server.call('GET', '/api/v1/me/collection?pageSize=50', me)).json().items;
    const solo = items.filter((item: { titleId: string }) => item.titleId === film.id);
    expect(
      solo.map((item: { releaseId: string | null; notes: string | null }) => [item.releaseId, item.notes]),
    ).toEqual(
      expect.arrayContaining([
        [null, 'no box'],
        [release.id, null],
      ]),
    );
    expect(solo).toHaveLength(2);
  });

  it('reads back its own export: the same releases, films, notes and dates, formula guards taken off', async () => {
    const exporter = await signedInUser(server);
    const importer = await signedInUser(server);
    const plusOne = await createTitle(db(), { title: '+1', year: 2013 });
    const plusOneDvd = await createRelease(db(), plusOne.id, { format: 'DVD', releaseTitle: 'Standard' });
    const plusOneVhs = await createRelease(db(), plusOne.id, { format: 'VHS', releaseTitle: 'Rental' });
    const heat = await createTitle(db(), { title: 'Round Trip Heat', year: 1995 });
    const heatVhs = await createRelease(db(), heat.id, { format: 'VHS', releaseTitle: 'Part A' });
    const heatLaser = await createRelease(db(), heat.id, { format: 'LaserDisc', releaseTitle: 'Part B' });
    const heatUpc = await createRelease(db(), heat.id, { format: 'VHS', upc: '085391163442' });
    const filmOnly = await createTitle(db(), { title: 'Round Trip Film Only', year: 1987 });
    await createRelease(db(), filmOnly.id, { format: 'VHS' });
    const adds = [
      { releaseId: plusOneDvd.id, notes: '=SUM(A1)' },
      { releaseId: heatVhs.id, notes: '- worn box, "rental" copy\nsecond line' },
      { releaseId: heatLaser.id, notes: "'+1 copy, quote first" },
      { releaseId: heatUpc.id, notes: '@home' },
      // 300 characters, the most a note holds; 301 in the file with its guard.
      { releaseId: plusOneVhs.id, notes: '-'.padEnd(300, 'x') },
      { titleId: heat.id },
      { titleId: filmOnly.id, notes: '+ signed by the director' },
    ];
    for (const add of adds) {
      expect((await server.call('POST', '/api/v1/me/collection', exporter, add)).statusCode).toBe(201);
    }

    const csv = (await server.call('GET', '/api/v1/me/collection.csv', exporter)).body;
    expect(csv).toContain("'=SUM(A1)");
    expect(csv).toContain("''+1 copy");
    expect(csv).toContain("'+1,2013,Standard,DVD");
    const [header, ...records] = parseCsv(csv);
    const column = (record: string[], name: string) => (record[header!.indexOf(name)] ?? '').trim();
    const rows = records.map((record) => ({
      title: column(record, 'Title'),
      year: column(record, 'Year'),
      releaseTitle: column(record, 'Release Title'),
      format: column(record, 'Format'),
      upc: column(record, 'UPC'),
      notes: column(record, 'Notes'),
      addedAt: column(record, 'Added At'),
    }));
    const res = await server.call('POST', '/api/v1/me/collection/import', importer, { rows });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({ matched: 0, added: 7, duplicate: 0, unmatched: 0 });

    const held = async (user: SignedInUser) =>
      (await server.call('GET', '/api/v1/me/collection?pageSize=50', user))
        .json()
        .items.map(
          (item: { titleId: string; releaseId: string | null; notes: string | null; createdAt: string }) =>
            [item.titleId, item.releaseId, item.notes, item.createdAt].join(' | '),
        )
        .sort();
    expect(await held(importer)).toEqual(await held(exporter));
    expect((await held(importer)).join('\n')).toContain(`${filmOnly.id} |  | + signed by the director | `);
  });

  it('rejects an empty import, more than 1000 rows and notes over 300 characters', async () => {
    const me = await signedInUser(server);
    const empty = await server.call('POST', '/api/v1/me/collection/import', me, { rows: [] });
    expect(empty.statusCode).toBe(400);
    const many = await server.call('POST', '/api/v1/me/collection/import', me, {
      rows: Array.from({ length: 1001 }, () => ({ title: 'Xenomorph' })),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toContain('An import can hold at most 1000 rows');
    const long = await server.call('POST', '/api/v1/me/collection/import', me, {
      rows: [{ title: 'Xenomorph', notes: 'x'.repeat(301) }],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Notes must be at most 300 characters');
    for (const [addedAt, message] of [
      ['last Tuesday', MSG.importAddedAtInvalid],
      ['2999-01-01', MSG.importAddedAtInFuture],
    ]) {
      const dated = await server.call('POST', '/api/v1/me/collection/import', me, {
        rows: [{ title: 'Xenomorph', addedAt }],
      });
      expect(dated.statusCode).toBe(400);
      expect(dated.json().error.message).toContain(message);
    }
  });

  it('keeps a plain Added At date, and adds a row without one now', async () => {
    const me = await signedInUser(server);
    const film = await createTitle(db(), { title: 'Dated Import', year: 1984 });
    const old = await createRelease(db(), film.id, { format: 'VHS', releaseTitle: 'Old' });
    const fresh = await createRelease(db(), film.id, { format: 'Beta', releaseTitle: 'Fresh' });
    const res = await server.call('POST', '/api/v1/me/collection/import', me, {
      rows: [
        { title: 'Dated Import', year: '1984', releaseTitle: 'Old', format: 'VHS', addedAt: '1999-12-31' },
        { title: 'Dated Import', year: '1984', releaseTitle: 'Fresh', format: 'Beta', addedAt: '' },
      ],
    });
    expect(res.json().counts.added).toBe(2);
    const items = (await server.call('GET', '/api/v1/me/collection', me)).json().items as {
      releaseId: string;
      createdAt: string;
    }[];
    // Newest first: the row without a date was added now, the dated one keeps its place in 1999.
    expect(items.map((item) => item.releaseId)).toEqual([fresh.id, old.id]);
    expect(items[1]!.createdAt).toBe('1999-12-31T00:00:00.000Z');
    expect(Date.now() - Date.parse(items[0]!.createdAt)).toBeLessThan(60_000);
  });
});

describe('import rate limit', () => {
  it('answers 429 after 10 imports a minute by one user', async () => {
    const me = await signedInUser(server);
    const payload = { rows: [{ title: 'Nothing At All' }], dryRun: true };
    for (let i = 0; i < 10; i++) {
      expect((await server.call('POST', '/api/v1/me/collection/import', me, payload)).statusCode).toBe(200);
    }
    const over = await server.call('POST', '/api/v1/me/collection/import', me, payload);
    expect(over.statusCode).toBe(429);
    // A minute's allowance: the next import goes through within the minute.
    expect(over.json().error.message).toBe(
      'You have done that too often for now. Please try again in a minute.',
    );
  });
});

describe('OpenAPI', () => {
  it('documents the collection and wantlist routes', async () => {
    const doc = (await server.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/me/collection',
      '/api/v1/me/collection/{itemId}',
      '/api/v1/me/collection/import',
      '/api/v1/me/wantlist',
      '/api/v1/me/titles/{idOrSlug}/state',
      '/api/v1/users/{username}/collection',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
