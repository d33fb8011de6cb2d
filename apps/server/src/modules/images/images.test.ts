import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { ACTIVITY_ACTIONS } from '@rewind/shared/options';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { masterItemImages, releaseImages } from '../../db/schema/images';
import { activityEvents } from '../../db/schema/activity';
import { mediaTitles } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/notifications';
import type { Actor } from '../../platform/actor';
import { WRITE_LIMITS } from '../../platform/rate-limits';
import type { RemoteImagePolicy } from '../../platform/remote-image';
import { LocalStorage } from '../../platform/storage/local-storage';
import type { Storage } from '../../platform/storage/storage';
import { type FakeImageHost, serveImage, startFakeImageHost } from '../../test/fake-image-host';
import { createRelease, createTitle } from '../../test/factories';
import { multipart, photoWithGps, solid } from '../../test/images';
import { replayMigration } from '../../test/database';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';
import { createImagesService } from './images.service';
import { describeImage, storedImageKeys } from '@rewind/shared/image-variants';

// images.test is the fake image host of the poster tests (resolved by their policy only); localhost is listed
// so that the refusal of a private address can be seen through the API.
const server = useTestServer({ env: { POSTER_HOSTS: 'images.test,localhost' } });
const db = () => server.database.db;

type Kind = 'titles' | 'releases';
type UploadOptions = { filename?: string; contentType?: string; caption?: string };

function upload(
  user: SignedInUser | undefined,
  kind: Kind,
  idOrSlug: string,
  file: Buffer | string,
  { filename = 'box.jpg', contentType = 'image/jpeg', caption }: UploadOptions = {},
) {
  const body = multipart([
    ...(caption === undefined ? [] : [{ name: 'caption', data: caption }]),
    { name: 'file', data: file, filename, contentType },
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/api/v1/${kind}/${idOrSlug}/images`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(user && { cookie: user.cookie }) },
  });
}

const reorder = (user: SignedInUser | undefined, kind: Kind, idOrSlug: string, images: unknown[]) =>
  server.call('PUT', `/api/v1/${kind}/${idOrSlug}/images`, user, { images });

const remove = (user: SignedInUser | undefined, kind: Kind, idOrSlug: string, imageId: string) =>
  server.call('DELETE', `/api/v1/${kind}/${idOrSlug}/images/${imageId}`, user);

const detail = async (kind: Kind, idOrSlug: string) =>
  (await server.app.inject({ url: `/api/v1/${kind}/${idOrSlug}` })).json();
/** An image as `detail` (a visitor) sees it: the same, but not theirs to change. */
const seenByVisitor = (images: { abilities: { change: boolean } }[]) =>
  images.map((image) => ({ ...image, abilities: { change: false } }));

const uploadsDir = () => path.join(server.dataDir, 'uploads');
/** Every stored file, as storage keys ('release-covers/...'). */
const storedKeys = (): string[] =>
  existsSync(uploadsDir())
    ? readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(uploadsDir(), path.join(entry.parentPath, entry.name)))
        .sort()
    : [];
const storedFile = (url: string) =>
  path.join(uploadsDir(), decodeURIComponent(url.replace(/^\/media\//, '')));
const keyOf = (url: string) => decodeURIComponent(url.replace(/^\/media\//, ''));

const titleRows = (titleId: string) =>
  db()
    .select()
    .from(masterItemImages)
    .where(eq(masterItemImages.masterItemId, titleId))
    .orderBy(asc(masterItemImages.imageOrder));
const releaseRows = (releaseId: string) =>
  db()
    .select()
    .from(releaseImages)
    .where(eq(releaseImages.releaseId, releaseId))
    .orderBy(asc(releaseImages.imageOrder));

const jpeg = (width = 600, height = 900, background?: string) =>
  solid(width, height, background).jpeg().toBuffer();

/** A 1x1 PNG whose header claims width x height: tiny on disk, enormous once decoded. */
async function declaredPng(width: number, height: number) {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // the IHDR chunk's checksum
  return png;
}

const failure = (status: number, code: string, message: string) => ({
  status,
  body: { error: expect.objectContaining({ code, message }) },
});
const answer = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

let films = 0;
/** A film 'The Thing' (a new year each time: title and year are unique) with a 1983 release. */
async function newRelease(overrides: Parameters<typeof createTitle>[1] = {}) {
  const title = await createTitle(db(), { title: 'The Thing', year: 1900 + ++films, ...overrides });
  const release = await createRelease(db(), title.id, { releaseYear: 1983 });
  return { title, release };
}

describe('POST /api/v1/titles/:idOrSlug/images', () => {
  it('is for signed-in users only, and stores nothing for others', async () => {
    const title = await createTitle(db());
    const before = storedKeys();
    const res = await upload(undefined, 'titles', title.id, await jpeg());
    expect(answer(res)).toEqual(failure(401, 'unauthenticated', MSG.signInRequired));
    expect(storedKeys()).toEqual(before);
    expect(await titleRows(title.id)).toEqual([]);
  });

  it('stores the image re-encoded under movie-posters/{slug}-{year}-{timestamp}-{index}~{w}x{h}.jpg with its resized WebP copies', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Back to the Future', year: 1985 });
    const started = Date.now();
    const res = await upload(user, 'titles', title.id, await solid(1200, 1800).png().toBuffer(), {
      filename: 'front.png',
      contentType: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    const match = /^\/media\/movie-posters\/back-to-the-future-1985-(\d+)-1~1200x1800\.jpg$/.exec(image.url);
    expect(match, image.url).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(started);
    expect(image).toEqual({
      id: expect.any(String),
      url: image.url,
      thumbUrl: `${image.url}~w320.webp`,
      caption: MSG.filmImageCaption(1),
      order: 1,
      isPrimary: true,
      uploadedBy: user.userId,
      // Its uploader may change it.
      abilities: { change: true },
    });

    const full = readFileSync(storedFile(image.url));
    expect(await sharp(full).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1800 });
    // Every standard width under 1200 px, made at upload: the URL alone tells a page all of them.
    expect(describeImage(image.url)).toEqual({
      src: image.url,
      width: 1200,
      height: 1800,
      srcSet: [160, 320, 480, 640, 960]
        .map((width) => `${image.url}~w${width}.webp ${width}w`)
        .concat(`${image.url} 1200w`)
        .join(', '),
    });
    let previous = 0;
    for (const width of [160, 320, 480, 640, 960]) {
      const copy = readFileSync(storedFile(`${image.url}~w${width}.webp`));
      const metadata = await sharp(copy).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width * 1.5 });
      expect(metadata.exif).toBeUndefined();
      expect(copy.length).toBeGreaterThan(previous);
      previous = copy.length;
    }
    expect(previous).toBeLessThan(full.length);
    expect(storedKeys().filter((key) => key.startsWith(keyOf(image.url)))).toHaveLength(6);
    for (const url of [image.url, image.thumbUrl]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    }
    const activity = await db()
      .select({ action: activityEvents.action, itemTitle: activityEvents.itemTitle })
      .from(activityEvents)
      .where(eq(activityEvents.userId, user.userId));
    expect(activity).toEqual([{ action: ACTIVITY_ACTIONS.photoAdded, itemTitle: 'Back to the Future' }]);

    const [row] = await titleRows(title.id);
    expect(row).toMatchObject({
      id: image.id,
      imageUrl: image.url,
      thumbUrl: image.thumbUrl,
      storageKey: keyOf(image.url),
      imageOrder: 1,
      isPrimary: true,
      uploadedBy: user.userId,
    });
    // A film without a cover shows its primary image; the gallery comes with the film.
    const film = await detail('titles', title.id);
    expect(film.coverImageUrl).toBe(image.url);
    expect(film.images).toEqual(seenByVisitor([image]));
  });

  it("keeps a film's own cover, and caps large photos at 2400 px", async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Alien', year: 1979, coverImageUrl: '/media/alien.jpg' });
    const res = await upload(user, 'titles', title.displayId.toString(), await jpeg(3000, 4000));
    expect(res.statusCode, res.body).toBe(201);
    expect(await sharp(readFileSync(storedFile(res.json().url))).metadata()).toMatchObject({
      width: 1800,
      height: 2400,
    });
    const film = await detail('titles', title.id);
    expect(film.coverImageUrl).toBe('/media/alien.jpg');
    expect(film.images).toHaveLength(1);
  });

  it('answers 404 for an unknown film', async () => {
    const user = await signedInUser(server);
    const res = await upload(user, 'titles', randomUUID(), await jpeg());
    expect(answer(res)).toEqual(failure(404, 'not_found', MSG.movieNotFound));
  });
});

describe('POST /api/v1/releases/:idOrSlug/images', () => {
  it('stores under release-covers/{slug}-{year}-release-{timestamp}-{index}; the primary image is the front cover', async () => {
    const user = await signedInUser(server);
    const { title, release } = await newRelease({ coverImageUrl: '/media/thing-poster.jpg' });
    const slug = `${release.displayId}-the-thing-1983`;
    const first = await upload(user, 'releases', slug, await jpeg(), { caption: '  Front of the box ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().url).toMatch(/^\/media\/release-covers\/the-thing-1983-release-\d+-1~600x900\.jpg$/);
    expect(first.json()).toMatchObject({ caption: 'Front of the box', order: 1, isPrimary: true });
    const second = await upload(user, 'releases', release.id, await jpeg(600, 900, '#00ff00'));
    expect(second.json().url).toMatch(/^\/media\/release-covers\/the-thing-1983-release-\d+-2~600x900\.jpg$/);
    expect(second.json()).toMatchObject({ caption: MSG.releaseImageCaption(2), order: 2, isPrimary: false });

    const onItsPage = await detail('releases', release.id);
    expect(onItsPage.coverImageUrl).toBe(first.json().url);
    expect(onItsPage.images).toEqual(seenByVisitor([first.json(), second.json()]));
    expect(onItsPage.title.coverImageUrl).toBe('/media/thing-poster.jpg');
    // Lists of releases show the thumbnail of the front cover.
    const film = await detail('titles', title.id);
    expect(film.releases[0].coverImageUrl).toBe(first.json().thumbUrl);
    expect(film.coverImageUrl).toBe('/media/thing-poster.jpg');
    expect(film.images).toEqual([]);
    expect(await releaseRows(release.id)).toHaveLength(2);
  });

  it('strips EXIF and GPS, and applies the orientation before dropping it', async () => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    const gps = await upload(user, 'releases', release.id, await photoWithGps());
    for (const url of [gps.json().url, gps.json().thumbUrl]) {
      const bytes = readFileSync(storedFile(url));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('Kim Private'))).toBe(false);
    }

    // Stored landscape, red left half and blue right half, tagged "rotate 90° clockwise to show"
    // (orientation 6): people see it portrait, red on top and blue below.
    const redHalf = await solid(100, 100, '#ff0000').png().toBuffer();
    const sideways = await solid(200, 100, '#0000ff')
      .composite([{ input: redHalf, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const turned = await upload(user, 'releases', release.id, sideways);
    const stored = sharp(readFileSync(storedFile(turned.json().url)));
    const { data, info } = await stored.raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 100, height: 200 });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
    const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;
    expect(isRed(pixel(50, 20)) && isBlue(pixel(50, 180))).toBe(true);
  });

  it('keeps transparency as WebP, and takes the first frame of a GIF as JPEG', async () => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    const transparent = await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const png = await upload(user, 'releases', release.id, transparent, { filename: 'logo.png' });
    expect(png.json().url).toMatch(/-1~200x200\.webp$/);
    for (const url of [png.json().url, `${png.json().url}~w160.webp`]) {
      expect(await sharp(readFileSync(storedFile(url))).metadata()).toMatchObject({
        format: 'webp',
        hasAlpha: true,
      });
    }
    // No copy is as wide as a thumbnail (320 px): grids show the image itself.
    expect(png.json().thumbUrl).toBe(png.json().url);
    const frames = [
      await solid(80, 60, '#ff0000').png().toBuffer(),
      await solid(80, 60, '#0000ff').png().toBuffer(),
    ];
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const gif = await upload(user, 'releases', release.id, animated, {
      filename: 'tape.gif',
      contentType: 'image/gif',
    });
    expect(gif.statusCode, gif.body).toBe(201);
    const stored = sharp(readFileSync(storedFile(gif.json().url)));
    expect(await stored.metadata()).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
    expect((await stored.stats()).dominant).toMatchObject({ r: expect.toSatisfy((r: number) => r > 200) });
  });

  it.each([
    ['a script renamed .jpg', () => '#!/bin/sh\nrm -rf /\n', 'holiday.jpg', 'image/jpeg'],
    ['a text file declared image/jpeg', () => 'just some words, no pixels', 'notes.txt', 'image/jpeg'],
    ['a text file with a GIF signature', () => 'GIF89a this is not really an image', 'a.gif', 'image/gif'],
    [
      'an SVG',
      () =>
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      'a.svg',
      'image/svg+xml',
    ],
    ['a TIFF', () => solid(20, 20).tiff().toBuffer(), 'scan.tiff', 'image/tiff'],
    ['a truncated JPEG', async () => (await jpeg(400, 400)).subarray(0, 400), 'cut.jpg', 'image/jpeg'],
  ])('judges by content: refuses %s', async (_case, make, filename, contentType) => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    const before = storedKeys();
    const res = await upload(user, 'releases', release.id, await make(), { filename, contentType });
    expect(answer(res)).toEqual(failure(400, 'invalid_image', MSG.imageInvalidType));
    expect(await releaseRows(release.id)).toEqual([]);
    expect(storedKeys()).toEqual(before);
  });

  it('refuses empty files, files of 5 MB or more, requests without a file, and images over 50 megapixels', async () => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    const before = storedKeys();
    const photo = await jpeg(400, 400);
    // Bytes after the JPEG end marker are ignored by decoders: this pads a real image to an exact size.
    const padded = (size: number) => Buffer.concat([photo, Buffer.alloc(size - photo.length, 0x20)]);

    expect(answer(await upload(user, 'releases', release.id, Buffer.alloc(0)))).toEqual(
      failure(400, 'image_empty', MSG.imageEmpty),
    );
    for (const size of [LIMITS.uploadBytes, LIMITS.uploadBytes + 1, 6 * 1024 * 1024]) {
      expect(answer(await upload(user, 'releases', release.id, padded(size))), String(size)).toEqual(
        failure(400, 'image_too_large', MSG.imageTooLarge),
      );
    }
    for (const [width, height] of [
      [30_000, 30_000],
      [8000, 7000],
    ] as const) {
      const bomb = await declaredPng(width, height);
      expect(bomb.length).toBeLessThan(100);
      expect(answer(await upload(user, 'releases', release.id, bomb, { filename: 'a.png' }))).toEqual(
        failure(400, 'image_too_many_pixels', MSG.imageTooManyPixels),
      );
    }
    const fieldOnly = multipart([{ name: 'caption', data: 'no file here' }]);
    const noFile = await server.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${release.id}/images`,
      payload: fieldOnly.payload,
      headers: { 'content-type': fieldOnly.contentType, cookie: user.cookie },
    });
    expect(answer(noFile)).toEqual(failure(400, 'invalid_image', MSG.imageInvalidType));
    const json = await server.call('POST', `/api/v1/releases/${release.id}/images`, user, { file: 'x' });
    expect(answer(json)).toEqual(failure(400, 'invalid_image', MSG.imageInvalidType));
    expect(await releaseRows(release.id)).toEqual([]);
    expect(storedKeys()).toEqual(before);

    const largest = await upload(user, 'releases', release.id, padded(LIMITS.uploadBytes - 1));
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it('refuses a caption over 40 characters', async () => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    const before = storedKeys();
    const res = await upload(user, 'releases', release.id, await jpeg(), { caption: 'x'.repeat(41) });
    expect(answer(res)).toEqual({
      status: 400,
      body: {
        error: { code: 'validation', message: MSG.captionTooLong, fields: { caption: MSG.captionTooLong } },
      },
    });
    expect(storedKeys()).toEqual(before);
    const longest = await upload(user, 'releases', release.id, await jpeg(), { caption: 'x'.repeat(40) });
    expect(longest.json().caption).toBe('x'.repeat(40));
  });

  it('refuses a sixth image, and stores nothing for it', async () => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    for (let i = 0; i < LIMITS.imagesPerItem; i++) {
      expect((await upload(user, 'releases', release.id, await jpeg(60, 90))).statusCode).toBe(201);
    }
    const before = storedKeys();
    const sixth = await upload(user, 'releases', release.id, await jpeg(60, 90));
    expect(answer(sixth)).toEqual(failure(409, 'too_many_images', 'Maximum 5 images allowed'));
    expect(storedKeys()).toEqual(before);
    expect((await releaseRows(release.id)).map((row) => row.imageOrder)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never lets concurrent uploads past five images', async () => {
    const [alice, bob] = [await signedInUser(server), await signedInUser(server)];
    const { release } = await newRelease();
    const before = storedKeys();
    const photos = await Promise.all(Array.from({ length: 8 }, (_, i) => jpeg(200, 300, `#0000${10 + i}`)));
    const results = await Promise.all(
      photos.map((photo, i) => upload(i % 2 ? alice : bob, 'releases', release.id, photo)),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    const rows = await releaseRows(release.id);
    expect(rows.map((row) => row.imageOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.filter((row) => row.isPrimary)).toHaveLength(1);
    // The five rows' files and their 160 px copies, and nothing of the three refused uploads.
    const added = storedKeys().filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(rows.flatMap((row) => storedImageKeys(row.storageKey!)).sort());
    expect(added).toHaveLength(10);
  });

  it('limits uploads per user: the 21st in a minute is refused before its body is read', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db());
    const releases = await Promise.all(Array.from({ length: 4 }, () => createRelease(db(), title.id)));
    const photo = await jpeg(40, 60);
    for (let i = 0; i < WRITE_LIMITS.uploads.max; i++) {
      const res = await upload(user, 'releases', releases[i % 4]!.id, photo);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await upload(user, 'releases', releases[0]!.id, photo);
    expect(answer(over)).toEqual(
      failure(429, 'too_many_requests', MSG.tooManyRequests(Number(over.headers['retry-after']))),
    );
    const other = await signedInUser(server);
    expect((await upload(other, 'titles', title.id, photo)).statusCode).toBe(201);
  });
});

describe('PUT /api/v1/{titles,releases}/:idOrSlug/images', () => {
  async function gallery(user: SignedInUser, kind: Kind = 'releases', count = 3) {
    const { title, release } = await newRelease();
    const idOrSlug = kind === 'releases' ? release.id : title.id;
    const images = [];
    for (let i = 0; i < count; i++)
      images.push((await upload(user, kind, idOrSlug, await jpeg(60, 90))).json());
    return { title, release, idOrSlug, images };
  }

  it("captions a film's photos 'Film Image {n}' by default, following their place as a release's do", async () => {
    const user = await signedInUser(server);
    const { idOrSlug, images } = await gallery(user, 'titles', 2);
    expect(images.map((image) => image.caption)).toEqual([MSG.filmImageCaption(1), MSG.filmImageCaption(2)]);
    const [a, b] = images;
    const res = await reorder(user, 'titles', idOrSlug, [
      { id: b.id, caption: MSG.filmImageCaption(2) },
      { id: a.id, caption: MSG.filmImageCaption(1) },
    ]);
    expect(res.json().items.map((image: { caption: string }) => image.caption)).toEqual([
      MSG.filmImageCaption(1),
      MSG.filmImageCaption(2),
    ]);
  });

  it('gives film photos saved with the old default its film caption, and leaves typed and release captions', async () => {
    const user = await signedInUser(server);
    const film = await gallery(user, 'titles', 2);
    const release = await gallery(user, 'releases', 1);
    await db()
      .update(masterItemImages)
      .set({ caption: MSG.releaseImageCaption(1) })
      .where(eq(masterItemImages.id, film.images[0].id));
    await db()
      .update(masterItemImages)
      .set({ caption: 'Release Image 7' })
      .where(eq(masterItemImages.id, film.images[1].id));
    await replayMigration(db(), '0055_film_image_captions.sql');
    const captions = await db()
      .select({ caption: masterItemImages.caption })
      .from(masterItemImages)
      .where(eq(masterItemImages.masterItemId, film.title.id))
      .orderBy(asc(masterItemImages.imageOrder));
    expect(captions.map((row) => row.caption)).toEqual([MSG.filmImageCaption(1), 'Release Image 7']);
    expect((await detail('releases', release.idOrSlug)).images[0].caption).toBe(MSG.releaseImageCaption(1));
  });

  it('puts the images in the order given, renumbers from 1, makes the first primary, sets captions', async () => {
    const user = await signedInUser(server);
    const { idOrSlug, images } = await gallery(user);
    const [a, b, c] = images;
    const res = await reorder(user, 'releases', idOrSlug, [
      { id: c.id, caption: 'Back' },
      { id: a.id, caption: MSG.releaseImageCaption(1) }, // still its default: follows its new number
      { id: b.id, caption: null },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().items.map(({ id, order, isPrimary, caption }: Record<string, unknown>) => ({
        id,
        order,
        isPrimary,
        caption,
      })),
    ).toEqual([
      { id: c.id, order: 1, isPrimary: true, caption: 'Back' },
      { id: a.id, order: 2, isPrimary: false, caption: MSG.releaseImageCaption(2) },
      { id: b.id, order: 3, isPrimary: false, caption: MSG.releaseImageCaption(3) },
    ]);
    const release = await detail('releases', idOrSlug);
    expect(release.images).toEqual(seenByVisitor(res.json().items));
    expect(release.coverImageUrl).toBe(c.url);
  });

  it('works on a film gallery too', async () => {
    const user = await signedInUser(server);
    const { idOrSlug, images } = await gallery(user, 'titles', 2);
    const res = await reorder(user, 'titles', idOrSlug, [
      { id: images[1].id, caption: 'Poster' },
      { id: images[0].id, caption: 'Still' },
    ]);
    expect(res.json().items.map((image: { id: string }) => image.id)).toEqual([images[1].id, images[0].id]);
    expect((await detail('titles', idOrSlug)).coverImageUrl).toBe(images[1].url);
  });

  it('answers 409 when the list is not exactly the current gallery, and changes nothing', async () => {
    const user = await signedInUser(server);
    const { release, idOrSlug, images } = await gallery(user);
    const [a, b, c] = images.map((image) => ({ id: image.id, caption: 'Changed' }));
    for (const list of [
      [a, b],
      [a, b, c, { id: randomUUID(), caption: null }],
      [a, b, b],
      [c, b, { id: randomUUID(), caption: null }],
      [],
    ]) {
      expect(answer(await reorder(user, 'releases', idOrSlug, list))).toEqual(
        failure(409, 'image_order_mismatch', MSG.imageOrderMismatch),
      );
    }
    const rows = await releaseRows(release.id);
    expect(rows.map((row) => [row.id, row.caption])).toEqual(
      images.map((image) => [image.id, image.caption]),
    );
  });

  it('is for whoever uploaded every image, or an admin with two-factor on', async () => {
    const owner = await signedInUser(server);
    const { idOrSlug, images } = await gallery(owner, 'releases', 2);
    const reversed = images.map((image) => ({ id: image.id, caption: null })).reverse();
    expect(answer(await reorder(undefined, 'releases', idOrSlug, reversed))).toEqual(
      failure(401, 'unauthenticated', MSG.signInRequired),
    );
    const other = await signedInUser(server);
    expect(answer(await reorder(other, 'releases', idOrSlug, reversed))).toEqual(
      failure(403, 'forbidden', MSG.imageNotYours),
    );
    // One image of someone else's is enough to make the gallery not the owner's alone.
    const third = (await upload(other, 'releases', idOrSlug, await jpeg(60, 90))).json();
    const all = [...reversed, { id: third.id, caption: null }];
    expect(answer(await reorder(owner, 'releases', idOrSlug, all))).toEqual(
      failure(403, 'forbidden', MSG.imageNotYours),
    );
    const adminWithout2fa = await signedInUser(server, { admin: true });
    expect((await reorder(adminWithout2fa, 'releases', idOrSlug, all)).json().error.code).toBe(
      'two_factor_required',
    );
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const res = await reorder(admin, 'releases', idOrSlug, all);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((image: { id: string }) => image.id)).toEqual(all.map((image) => image.id));
  });

  it('refuses captions over 40 characters', async () => {
    const user = await signedInUser(server);
    const { idOrSlug, images } = await gallery(user, 'releases', 1);
    const res = await reorder(user, 'releases', idOrSlug, [{ id: images[0].id, caption: 'x'.repeat(41) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MSG.captionTooLong);
  });
});

describe('DELETE /api/v1/{titles,releases}/:idOrSlug/images/:imageId', () => {
  it('deletes the image and its files, renumbers the rest from 1 and makes the first primary', async () => {
    const user = await signedInUser(server);
    const { title, release } = await newRelease({ coverImageUrl: '/media/film-cover.jpg' });
    const images = [];
    for (let i = 0; i < 3; i++)
      images.push((await upload(user, 'releases', release.id, await jpeg(400, 600))).json());
    const [first, second, third] = images;

    const res = await remove(user, 'releases', release.id, first.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      { ...second, order: 1, isPrimary: true, caption: MSG.releaseImageCaption(1) },
      { ...third, order: 2, caption: MSG.releaseImageCaption(2) },
    ]);
    // The image and its 160 and 320 px copies.
    expect(storedKeys().filter((key) => key.startsWith(keyOf(first.url)))).toEqual([]);
    expect(storedKeys().filter((key) => key.startsWith(keyOf(second.url)))).toHaveLength(3);
    expect((await detail('releases', release.id)).coverImageUrl).toBe(second.url);
    expect((await detail('titles', title.id)).releases[0].coverImageUrl).toBe(second.thumbUrl);

    await remove(user, 'releases', release.id, third.id);
    await remove(user, 'releases', release.id, second.id);
    expect(await releaseRows(release.id)).toEqual([]);
    // Without images the release shows the film's cover again.
    expect((await detail('releases', release.id)).coverImageUrl).toBe('/media/film-cover.jpg');
  });

  it("is for the image's uploader or an admin with two-factor on", async () => {
    const owner = await signedInUser(server);
    const title = await createTitle(db());
    const image = (await upload(owner, 'titles', title.id, await jpeg(60, 90))).json();
    expect(answer(await remove(undefined, 'titles', title.id, image.id))).toEqual(
      failure(401, 'unauthenticated', MSG.signInRequired),
    );
    const other = await signedInUser(server);
    expect(answer(await remove(other, 'titles', title.id, image.id))).toEqual(
      failure(403, 'forbidden', MSG.imageNotYours),
    );
    const adminWithout2fa = await signedInUser(server, { admin: true });
    expect((await remove(adminWithout2fa, 'titles', title.id, image.id)).json().error.code).toBe(
      'two_factor_required',
    );
    expect(existsSync(storedFile(image.url))).toBe(true);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const res = await remove(admin, 'titles', title.id, image.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    expect(existsSync(storedFile(image.url))).toBe(false);
  });

  it('tells the uploader when an admin removes the main photo they added to a film or release', async () => {
    const owner = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const { title, release } = await newRelease();
    const filmPhotos = [];
    for (let i = 0; i < 2; i++)
      filmPhotos.push((await upload(owner, 'titles', title.id, await jpeg(60, 90))).json());
    const ownPhoto = (await upload(admin, 'releases', release.id, await jpeg(60, 90))).json();
    const releasePhoto = (await upload(owner, 'releases', release.id, await jpeg(60, 90))).json();
    const noticesOf = (userId: string) =>
      db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt));

    // Not the main photo, or the admin's own main photo: no one to tell.
    expect((await remove(admin, 'titles', title.id, filmPhotos[1].id)).statusCode).toBe(200);
    expect((await remove(admin, 'releases', release.id, ownPhoto.id)).statusCode).toBe(200);
    expect(await noticesOf(admin.userId)).toEqual([]);
    expect(await noticesOf(owner.userId)).toEqual([]);

    expect((await remove(admin, 'titles', title.id, filmPhotos[0].id)).statusCode).toBe(200);
    expect((await remove(admin, 'releases', release.id, releasePhoto.id)).statusCode).toBe(200);
    const filmSlug = `${title.displayId}-the-thing-${title.year}`;
    expect(await noticesOf(owner.userId)).toMatchObject([
      {
        kind: 'photo-removed',
        text: MSG.primaryPhotoRemovedNotice(`The Thing (${title.year})`),
        link: `/catalog/${filmSlug}`,
      },
      {
        kind: 'photo-removed',
        text: MSG.primaryPhotoRemovedNotice(
          `The Thing (${title.year}) · Standard Release · VHS · Slipcase · NTSC · Standard`,
        ),
        link: `/catalog/${filmSlug}/release/${release.id}`,
      },
    ]);
  });

  it("answers 404 for an unknown image and for another gallery's image", async () => {
    const user = await signedInUser(server);
    const { title, release } = await newRelease();
    const releaseImage = (await upload(user, 'releases', release.id, await jpeg(60, 90))).json();
    const notFound = failure(404, 'not_found', MSG.imageNotFound);
    expect(answer(await remove(user, 'releases', release.id, randomUUID()))).toEqual(notFound);
    expect(answer(await remove(user, 'titles', title.id, releaseImage.id))).toEqual(notFound);
    const otherRelease = await createRelease(db(), title.id);
    expect(answer(await remove(user, 'releases', otherRelease.id, releaseImage.id))).toEqual(notFound);
    expect(await releaseRows(release.id)).toHaveLength(1);
  });
});

/** What the trash's daily purge does once a deleted film's days are up: its rows go for good, then its files. */
async function purgeTrash() {
  const files = await server.app.services.catalog.purgeTrash(new Date(Date.now() + 365 * 86_400_000));
  await imagesWith(new LocalStorage(uploadsDir())).deleteFiles(files);
}

describe('deleting a title', () => {
  it('keeps the files of its gallery and of its releases’ galleries for a restore, and removes them when purged', async () => {
    const user = await signedInUser(server);
    const { title, release } = await newRelease();
    const filmImage = (await upload(user, 'titles', title.id, await jpeg(400, 600))).json();
    const releaseImage = (await upload(user, 'releases', release.id, await jpeg(400, 600))).json();
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const res = await server.call('DELETE', `/api/v1/titles/${title.id}`, admin);
    expect(res.statusCode).toBe(204);
    const keys = [filmImage.url, releaseImage.url].flatMap((url) => storedImageKeys(keyOf(url)));
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(storedKeys(), key).toContain(key);
    await purgeTrash();
    for (const key of keys) expect(storedKeys(), key).not.toContain(key);
  });
});

const actorOf = (user: SignedInUser, { isAdmin = false } = {}): Actor => ({
  userId: user.userId,
  email: user.email,
  emailVerified: true,
  isAdmin,
  twoFactorEnabled: isAdmin,
  sessionPassedTwoFactor: isAdmin,
  silencedUntil: null,
});

/** The app's images service with only its storage or poster policy replaced, as a test needs. */
const imagesWith = (
  storage: Storage = new LocalStorage(uploadsDir()),
  posterPolicy: RemoteImagePolicy = { allowedHosts: [] },
) => {
  const { db, catalog, marketplace, trades, record } = server.app.services;
  return createImagesService({ db, storage, catalog, listings: marketplace, trades, record, posterPolicy });
};

describe('upload failures leave nothing half-made', () => {
  it('removes the stored files when the row cannot be added', async () => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    const put: string[] = [];
    const deleted: string[] = [];
    // The release disappears (deleted with its film elsewhere) while the files are being stored.
    const storage: Storage = {
      async put(key) {
        put.push(key);
        if (put.length === 2) await db().delete(mediaTitles).where(eq(mediaTitles.id, release.masterMovieId));
        return `/media/${key}`;
      },
      async delete(key) {
        deleted.push(key);
      },
      get: async () => undefined,
      publicUrl: (key) => `/media/${key}`,
      keyFromUrl: () => undefined,
    };
    await expect(
      imagesWith(storage).upload(actorOf(user), 'release', release.id, { file: await jpeg() }),
    ).rejects.toMatchObject({
      status: 404,
    });
    // The 600 px image and its 160, 320 and 480 px copies.
    expect(put).toHaveLength(4);
    expect(deleted.sort()).toEqual(put.sort());
  });

  it('adds no row when storing fails, and removes the image when a copy of it cannot be stored', async () => {
    const user = await signedInUser(server);
    const { release } = await newRelease();
    const deleted: string[] = [];
    let puts = 0;
    const storage: Storage = {
      async put(key) {
        if (++puts === 2) throw new Error('disk full');
        return `/media/${key}`;
      },
      async delete(key) {
        deleted.push(key);
      },
      get: async () => undefined,
      publicUrl: (key) => `/media/${key}`,
      keyFromUrl: () => undefined,
    };
    await expect(
      imagesWith(storage).upload(actorOf(user), 'release', release.id, { file: await jpeg() }),
    ).rejects.toThrow('disk full');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(/^release-covers\/the-thing-1983-release-\d+-1~600x900\.jpg$/);
    expect(await releaseRows(release.id)).toEqual([]);
  });
});

describe('POST /api/v1/titles/:idOrSlug/poster', () => {
  let host: FakeImageHost;
  beforeAll(async () => {
    host = await startFakeImageHost();
  });
  afterAll(() => host.close());
  beforeEach(() => {
    host.requests.length = 0;
  });

  const setPoster = (user: SignedInUser | undefined, idOrSlug: string, url: string) =>
    server.call('POST', `/api/v1/titles/${idOrSlug}/poster`, user, { url });
  /** The service with the fake host's policy: the only way to reach images.test. */
  const posters = (policy = host.policy()) => imagesWith(undefined, policy);

  it('fetches the image, stores it as JPEG under movie-posters/ without metadata, and sets it as the cover', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db(), { title: 'The Goonies', year: 1985 });
    host.route('/goonies.jpg', serveImage(await photoWithGps()));
    const updated = await posters().setPosterFromUrl(actorOf(user), title.id, host.url('/goonies.jpg'));
    expect(updated.coverImageUrl).toMatch(
      /^\/media\/movie-posters\/the-goonies-1985-\d+-poster~1200x800\.jpg$/,
    );
    const film = await detail('titles', `${title.displayId}-the-goonies-1985`);
    expect(film.coverImageUrl).toBe(updated.coverImageUrl);

    const bytes = readFileSync(storedFile(film.coverImageUrl));
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Kim Private'))).toBe(false);
    for (const width of [160, 320, 480, 640, 960]) {
      const copy = await sharp(readFileSync(storedFile(`${film.coverImageUrl}~w${width}.webp`))).metadata();
      expect(copy).toMatchObject({ format: 'webp', width });
    }
    expect((await server.app.inject({ url: film.coverImageUrl })).statusCode).toBe(200);
  });

  it('flattens a transparent PNG onto white: posters are always JPEG', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Tron', year: 1982 });
    const png = await sharp({
      create: { width: 50, height: 75, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    host.route('/tron.png', serveImage(png, 'image/png'));
    const updated = await posters().setPosterFromUrl(actorOf(user), title.id, host.url('/tron.png'));
    const stored = sharp(readFileSync(storedFile(updated.coverImageUrl!)));
    expect(await stored.metadata()).toMatchObject({ format: 'jpeg', hasAlpha: false });
    expect((await stored.stats()).dominant).toEqual({ r: 248, g: 248, b: 248 });
  });

  it('lets only an admin replace a cover, and removes the poster it replaces', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Gremlins', year: 1984 });
    host.route('/gremlins.jpg', serveImage(await jpeg(300, 450)));
    const first = await posters().setPosterFromUrl(actorOf(user), title.id, host.url('/gremlins.jpg'));
    host.requests.length = 0;

    // Through the API: the ordinary user is refused before anything is fetched.
    const refused = await setPoster(user, title.id, host.url('/gremlins.jpg'));
    expect(answer(refused)).toEqual(
      failure(403, 'forbidden', MSG.onlyAdminsChangeFilledFields('coverImageUrl')),
    );
    await expect(
      posters().setPosterFromUrl(actorOf(user), title.id, host.url('/gremlins.jpg')),
    ).rejects.toMatchObject({ status: 403 });
    expect(host.requests).toEqual([]);

    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const second = await posters().setPosterFromUrl(
      actorOf(admin, { isAdmin: true }),
      title.id,
      host.url('/gremlins.jpg'),
    );
    expect(second.coverImageUrl).not.toBe(first.coverImageUrl);
    expect(existsSync(storedFile(second.coverImageUrl!))).toBe(true);
    // The 300 px poster and its 160 px copy.
    expect(storedKeys().filter((key) => key.startsWith(keyOf(first.coverImageUrl!)))).toEqual([]);
    expect(storedKeys().filter((key) => key.startsWith(keyOf(second.coverImageUrl!)))).toHaveLength(2);
  });

  it('refuses http, unlisted hosts and private addresses, and stores nothing', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Labyrinth', year: 1986 });
    host.route('/labyrinth.jpg', serveImage(await jpeg()));
    const before = storedKeys();
    expect(answer(await setPoster(undefined, title.id, host.url('/labyrinth.jpg')))).toEqual(
      failure(401, 'unauthenticated', MSG.signInRequired),
    );
    expect(answer(await setPoster(user, title.id, 'http://images.test/labyrinth.jpg'))).toEqual(
      failure(400, 'validation', MSG.posterUrlInvalid),
    );
    expect(answer(await setPoster(user, title.id, 'https://evil.example/labyrinth.jpg'))).toEqual(
      failure(400, 'poster_host_not_allowed', MSG.posterHostNotAllowed),
    );
    // localhost is listed, but it resolves to this machine.
    expect(answer(await setPoster(user, title.id, host.url('/labyrinth.jpg', 'localhost')))).toEqual(
      failure(422, 'poster_fetch_failed', MSG.posterFetchFailed),
    );
    // The fake host itself, with the production address rule: 127.0.0.1 is never reached.
    await expect(
      posters(host.policy({ allowLoopback: false })).setPosterFromUrl(
        actorOf(user),
        title.id,
        host.url('/labyrinth.jpg'),
      ),
    ).rejects.toMatchObject({ status: 422, message: MSG.posterFetchFailed });
    expect(host.requests).toEqual([]);
    expect(storedKeys()).toEqual(before);
    expect((await detail('titles', title.id)).coverImageUrl).toBeNull();
  });

  it('refuses what is not an image, or too big to decode, and stores nothing', async () => {
    const user = await signedInUser(server);
    const title = await createTitle(db(), { title: 'Willow', year: 1988 });
    host.route('/page.jpg', serveImage(Buffer.from('<html>not a poster</html>')));
    host.route('/bomb.png', serveImage(await declaredPng(30_000, 30_000), 'image/png'));
    const before = storedKeys();
    await expect(
      posters().setPosterFromUrl(actorOf(user), title.id, host.url('/page.jpg')),
    ).rejects.toMatchObject({ status: 400, message: MSG.imageInvalidType });
    await expect(
      posters().setPosterFromUrl(actorOf(user), title.id, host.url('/bomb.png')),
    ).rejects.toMatchObject({ status: 400, message: MSG.imageTooManyPixels });
    expect(storedKeys()).toEqual(before);
    expect((await detail('titles', title.id)).coverImageUrl).toBeNull();
  });

  it('is removed with its title once purged from the trash, unless another title shows it too', async () => {
    const user = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const deleteTitle = (id: string) => server.call('DELETE', `/api/v1/titles/${id}`, admin);
    const title = await createTitle(db(), { title: 'Krull', year: 1983 });
    host.route('/krull.jpg', serveImage(await jpeg()));
    const { coverImageUrl } = await posters().setPosterFromUrl(
      actorOf(user),
      title.id,
      host.url('/krull.jpg'),
    );
    const files = storedImageKeys(keyOf(coverImageUrl!)).map((key) => path.join(uploadsDir(), key));
    expect(files).toHaveLength(4);
    // Someone typed the poster's address into another film's cover.
    const copy = await createTitle(db(), { title: 'Krull (TV cut)', year: 1983, coverImageUrl });
    expect((await deleteTitle(copy.id)).statusCode).toBe(204);
    expect(files.filter((file) => existsSync(file))).toEqual(files);
    await purgeTrash();
    expect(files.filter((file) => existsSync(file))).toEqual(files);
    expect((await deleteTitle(title.id)).statusCode).toBe(204);
    expect(files.filter((file) => existsSync(file))).toEqual(files);
    await purgeTrash();
    expect(files.filter((file) => existsSync(file))).toEqual([]);
  });
});

describe('POST /api/v1/titles/:idOrSlug/poster, end to end', () => {
  let host: FakeImageHost;
  beforeAll(async () => {
    host = await startFakeImageHost();
  });
  afterAll(() => host.close());
  // An app whose poster policy reaches the fake image host (images.test on loopback, its own CA).
  const app = useTestServer({ posterPolicy: () => host.policy() });

  it('fetches the poster over HTTPS, stores it and answers with the film, its cover set', async () => {
    const user = await signedInUser(app);
    const title = await createTitle(app.database.db, { title: 'The Goonies', year: 1985 });
    host.route('/goonies.jpg', serveImage(await photoWithGps()));
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/v1/titles/${title.id}/poster`,
      payload: { url: host.url('/goonies.jpg') },
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cover = res.json().coverImageUrl as string;
    expect(cover).toMatch(/^\/media\/movie-posters\/the-goonies-1985-\d+-poster~1200x800\.jpg$/);
    const served = await app.app.inject({ url: cover });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(host.requests).toContain('/goonies.jpg');
  });
});
