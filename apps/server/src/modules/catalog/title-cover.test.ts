import type { TImage } from '@rewind/shared/images';
import { describe, expect, it } from 'vitest';
import { createRelease, createTitle } from '../../test/factories';
import { multipart, solid } from '../../test/images';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

async function uploadPhoto(user: SignedInUser, titleId: string, background: string): Promise<TImage> {
  const body = multipart([
    { name: 'file', data: await solid(400, 600, background).jpeg().toBuffer(), filename: 'box.jpg' },
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/v1/titles/${titleId}/images`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, cookie: user.cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const get = async (url: string, user?: SignedInUser) => {
  const res = await server.call('GET', url, user);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const post = async (url: string, payload: object, user: SignedInUser) => {
  const res = await server.call('POST', url, user, payload);
  expect(res.statusCode).toBe(201);
};

type TCovered = { title: string; coverImageUrl: string | null };
const coverOf = (items: TCovered[], title: string) =>
  items.find((item) => item.title === title)?.coverImageUrl;
type TShelfItem = { title: TCovered; release: { coverImageUrl: string | null } | null };

describe("a film's cover in lists", () => {
  it('is its poster, else the thumbnail of its primary photo, in every list and on the picker', async () => {
    const user = await signedInUser(server);
    // Added by a user: no poster, two photos (the first one uploaded is the primary one).
    const photographed = await createTitle(db(), { title: 'Photographed Only', studio: 'Cover Test Video' });
    const release = await createRelease(db(), photographed.id, { studio: 'Cover Test Video' });
    const primary = await uploadPhoto(user, photographed.id, '#1e88e5');
    await uploadPhoto(user, photographed.id, '#43a047');
    expect(primary.isPrimary).toBe(true);
    expect(primary.thumbUrl).not.toBe(primary.url);
    // A poster wins over photos; a film with neither still has no cover.
    const withPoster = await createTitle(db(), {
      title: 'Photographed Poster',
      coverImageUrl: '/poster.jpg',
    });
    await uploadPhoto(user, withPoster.id, '#e53935');
    await createTitle(db(), { title: 'Photographed Never' });

    const catalogue = (await get('/api/v1/titles?pageSize=100')).items;
    expect(coverOf(catalogue, 'Photographed Only')).toBe(primary.thumbUrl);
    expect(coverOf(catalogue, 'Photographed Poster')).toBe('/poster.jpg');
    expect(coverOf(catalogue, 'Photographed Never')).toBeNull();

    // The header search.
    const found = (await get('/api/v1/search?q=photographed')).items;
    expect(coverOf(found, 'Photographed Only')).toBe(primary.thumbUrl);
    expect(coverOf(found, 'Photographed Poster')).toBe('/poster.jpg');

    const distributor = (await get('/api/v1/distributors/Cover%20Test%20Video')).films;
    expect(coverOf(distributor, 'Photographed Only')).toBe(primary.thumbUrl);

    // The film page shows the photo in full; the release picker's cards (the film's releases without a
    // cover of their own, and the film entry) show it too.
    const film = await get(`/api/v1/titles/${photographed.id}`);
    expect(film.coverImageUrl).toBe(primary.url);
    expect(film.releases[0].coverImageUrl).toBe(primary.thumbUrl);

    // Collection, wantlist, and the collection a profile links to; a release without photos of its own
    // shows the film's cover.
    await post('/api/v1/me/collection', { releaseId: release.id }, user);
    await post('/api/v1/me/wantlist', { titleId: photographed.id }, user);
    const { username } = await get('/api/v1/me/profile', user);
    const shelves: TShelfItem[][] = [
      (await get('/api/v1/me/collection', user)).items,
      (await get('/api/v1/me/wantlist', user)).items,
      (await get(`/api/v1/users/${username}/collection`)).items,
    ];
    for (const [item] of shelves) {
      expect(item!.title.coverImageUrl).toBe(primary.thumbUrl);
      if (item!.release) expect(item!.release.coverImageUrl).toBe(primary.thumbUrl);
    }
    expect(shelves[0]![0]!.release).not.toBeNull();
  });
});
