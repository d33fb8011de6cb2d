import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describeImage, storedImageKeys } from '@rewind/shared/image-variants';
import { describe, expect, it } from 'vitest';
import { mediaTitles, movieReleases } from '../schema/catalog';
import { masterItemImages } from '../schema/images';
import { userProfiles } from '../schema/profiles';
import { LocalStorage } from '../../platform/storage/local-storage';
import type { Storage } from '../../platform/storage/storage';
import { createRelease, createTitle, createUser } from '../../test/factories';
import { solid } from '../../test/images';
import { useTestServer } from '../../test/server';
import { convertStoredImages } from './convert-stored-images';

const server = useTestServer();
const db = () => server.database.db;
const storage = (): Storage => new LocalStorage(path.join(server.dataDir, 'uploads'));

/** The storage, counting what is written: a run that finds nothing to do writes nothing. */
function countingStorage(inner: Storage) {
  const puts: string[] = [];
  const storage: Storage = {
    put: (key, body, type) => (puts.push(key), inner.put(key, body, type)),
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    publicUrl: (key) => inner.publicUrl(key),
    keyFromUrl: (url) => inner.keyFromUrl(url),
  };
  return { storage, puts };
}

const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();

/** Files as they were stored before decision 007: no size in the name, a 400 px `-thumb.webp` beside photos. */
let runs = 0;
async function legacyImages() {
  const n = ++runs;
  const files = storage();
  const poster = await files.put(
    `movie-posters/krull-1983-${n}1-poster.jpg`,
    await jpeg(500, 750),
    'image/jpeg',
  );
  const photoKey = `movie-posters/krull-1983-${n}2-1.jpg`;
  const photo = await files.put(photoKey, await jpeg(1200, 900), 'image/jpeg');
  const thumb = await files.put(
    `movie-posters/krull-1983-${n}2-1-thumb.webp`,
    Buffer.from('old'),
    'image/webp',
  );
  const seeded = await files.put(
    `release-covers/krull-1983-release-${n}3-1.jpg`,
    await jpeg(400, 600),
    'image/jpeg',
  );
  const avatar = await files.put(
    `profile-images/someone_${n}4.webp`,
    await solid(200, 200).webp().toBuffer(),
    'image/webp',
  );

  const title = await createTitle(db(), { title: 'Krull', year: 1980 + n, coverImageUrl: poster });
  // Someone typed the poster's address into another film's cover: both follow it.
  const copy = await createTitle(db(), { title: 'Krull (TV cut)', year: 1980 + n, coverImageUrl: poster });
  const release = await createRelease(db(), title.id, { frontCoverUrl: seeded });
  await db().insert(masterItemImages).values({
    masterItemId: title.id,
    imageUrl: photo,
    thumbUrl: thumb,
    storageKey: photoKey,
    isPrimary: true,
  });
  const { user } = await createUser(db());
  await db().update(userProfiles).set({ avatarUrl: avatar }).where(eq(userProfiles.userId, user.id));
  // Not ours, or gone: left as they are.
  const external = await createTitle(db(), { coverImageUrl: 'https://image.example/poster.jpg' });
  const gone = await createTitle(db(), { coverImageUrl: `/media/movie-posters/gone-${n}-poster.jpg` });
  return {
    title,
    copy,
    release,
    userId: user.id,
    external,
    gone,
    old: { poster, photo, thumb, seeded, avatar },
  };
}

const coverOf = async (id: string) =>
  (await db().select({ url: mediaTitles.coverImageUrl }).from(mediaTitles).where(eq(mediaTitles.id, id)))[0]!
    .url;

describe('convertStoredImages', () => {
  it('gives every image stored before its resized copies and a sized name, once', async () => {
    const made = await legacyImages();
    const { storage: counted, puts } = countingStorage(storage());
    const report = await convertStoredImages({ db: db(), storage: counted });
    expect(report).toEqual({ converted: 4, skipped: 1, ranElsewhere: false });

    const poster = await coverOf(made.title.id);
    expect(poster).toMatch(/^\/media\/movie-posters\/krull-1983-11-poster~500x750\.jpg$/);
    expect(await coverOf(made.copy.id)).toBe(poster);
    const [release] = await db()
      .select({ url: movieReleases.frontCoverUrl })
      .from(movieReleases)
      .where(eq(movieReleases.id, made.release.id));
    expect(release!.url).toBe('/media/release-covers/krull-1983-release-13-1~400x600.jpg');
    const [photo] = await db()
      .select()
      .from(masterItemImages)
      .where(eq(masterItemImages.masterItemId, made.title.id));
    expect(photo).toMatchObject({
      imageUrl: '/media/movie-posters/krull-1983-12-1~1200x900.jpg',
      thumbUrl: '/media/movie-posters/krull-1983-12-1~1200x900.jpg~w320.webp',
      storageKey: 'movie-posters/krull-1983-12-1~1200x900.jpg',
    });
    const [profile] = await db()
      .select({ url: userProfiles.avatarUrl })
      .from(userProfiles)
      .where(eq(userProfiles.userId, made.userId));
    expect(profile!.url).toBe('/media/profile-images/someone_14~200x200.webp');
    expect(await coverOf(made.external.id)).toBe('https://image.example/poster.jpg');
    expect(await coverOf(made.gone.id)).toBe('/media/movie-posters/gone-1-poster.jpg');

    // Each converted image and each of its copies written once; the copies are what the URL promises.
    const keys = [poster!, release!.url!, photo!.imageUrl, profile!.url!].flatMap((url) =>
      storedImageKeys(storage().keyFromUrl(url)!),
    );
    expect(puts.sort()).toEqual(keys.sort());
    for (const key of keys) {
      const described = describeImage(storage().publicUrl(key))!;
      const { width, format } = await sharp(await storage().get(key)).metadata();
      const wanted = /~w(\d+)\.webp$/.exec(key)?.[1];
      expect(width, key).toBe(wanted ? Number(wanted) : described.width);
      if (wanted) expect(format).toBe('webp');
    }
    // The old files are gone, the old thumbnail with them.
    for (const url of Object.values(made.old)) {
      expect(await storage().get(storage().keyFromUrl(url)!), url).toBeUndefined();
    }
    const film = (await server.app.inject({ url: `/api/v1/titles/${made.title.id}` })).json();
    expect(film.coverImageUrl).toBe(poster);

    // The next start finds nothing to do (but the missing file, tried again) and encodes nothing.
    const again = countingStorage(storage());
    expect(await convertStoredImages({ db: db(), storage: again.storage })).toEqual({
      converted: 0,
      skipped: 1,
      ranElsewhere: false,
    });
    expect(again.puts).toEqual([]);
  });

  it('converts each image once when two instances start together', async () => {
    const made = await legacyImages();
    const first = countingStorage(storage());
    const second = countingStorage(storage());
    const reports = await Promise.all([
      convertStoredImages({ db: db(), storage: first.storage }),
      convertStoredImages({ db: db(), storage: second.storage }),
    ]);
    expect(reports.reduce((total, report) => total + report.converted, 0)).toBe(4);
    const written = [...first.puts, ...second.puts];
    expect(new Set(written).size).toBe(written.length);
    expect(await coverOf(made.title.id)).toMatch(/~500x750\.jpg$/);
  });

  it('stops between batches when the server shuts down', async () => {
    await legacyImages();
    const stop = new AbortController();
    stop.abort();
    const { storage: counted, puts } = countingStorage(storage());
    expect(await convertStoredImages({ db: db(), storage: counted, signal: stop.signal })).toMatchObject({
      converted: 0,
    });
    expect(puts).toEqual([]);
  });
});
