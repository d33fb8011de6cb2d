import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { makeAutoUsername } from '@rewind/shared/auth';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import type { Actor } from '../../platform/actor';
import type { Storage } from '../../platform/storage/storage';
import { multipart, photoWithGps, solid } from '../../test/images';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';
import { createProfilesService } from './profiles.service';

const server = useTestServer();

/** The app's profiles service with only its storage replaced: one that fails or races, as a test needs. */
const withStorage = (storage: Storage) => {
  const { db, accounts, config } = server.app.services;
  return createProfilesService({ db, storage, auth: accounts, currency: config.currency });
};

function upload(
  user: SignedInUser | undefined,
  file: Buffer | string,
  filename = 'avatar.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipart([{ name: 'file', data: file, filename, contentType }]);
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/me/avatar',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(user && { cookie: user.cookie }) },
  });
}

const member = () => signedInUser(server, { name: makeAutoUsername() });
const uploadsDir = () => path.join(server.dataDir, 'uploads', 'profile-images');
const storedFile = (avatarUrl: string) =>
  path.join(server.dataDir, 'uploads', decodeURIComponent(avatarUrl.replace(/^\/media\//, '')));
const avatarOf = async (userId: string) => {
  const [row] = await server.database.db
    .select({ avatarUrl: userProfiles.avatarUrl })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.avatarUrl;
};
const filesOf = (userId: string) =>
  existsSync(uploadsDir()) ? readdirSync(uploadsDir()).filter((name) => name.startsWith(userId)) : [];

const notAnImage = { error: { code: 'invalid_image', message: MSG.avatarNotImage } };
const tooLarge = { error: { code: 'image_too_large', message: MSG.avatarTooLarge } };

describe('POST /api/v1/me/avatar', () => {
  it('is for signed-in users only', async () => {
    const res = await upload(undefined, await solid(64, 64).png().toBuffer(), 'a.png', 'image/png');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('stores a PNG re-encoded at profile-images/{userId}_{timestamp}~{w}x{h}.jpg with its copies and sets it on the profile', async () => {
    const user = await member();
    const before = Date.now();
    const res = await upload(user, await solid(300, 200).png().toBuffer(), 'me.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json();
    const match = new RegExp(`^/media/profile-images/${user.userId}_(\\d+)~200x200\\.jpg$`).exec(avatarUrl);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    expect(await avatarOf(user.userId)).toBe(avatarUrl);
    const profile = await server.call('GET', '/api/v1/me/profile', user);
    expect(profile.json().avatarUrl).toBe(avatarUrl);

    const stored = await sharp(readFileSync(storedFile(avatarUrl))).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 200 }); // a centred square
    const served = await server.app.inject({ url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // The 160 px copy, for the small discs beside names.
    expect(filesOf(user.userId)).toHaveLength(2);
    const copy = await server.app.inject({ url: `${avatarUrl}~w160.webp` });
    expect(copy.statusCode).toBe(200);
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 160,
    });
  });

  it('strips EXIF and GPS, crops large photos to 512x512', async () => {
    const user = await member();
    const res = await upload(user, await photoWithGps());
    expect(res.statusCode).toBe(200);
    const bytes = readFileSync(storedFile(res.json().avatarUrl));
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Kim Private'))).toBe(false);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const user = await member();
    // Stored landscape, red left half and blue right half, tagged "rotate 90° clockwise to show"
    // (orientation 6): people see it portrait, red on top and blue below.
    const redHalf = await solid(100, 100, '#ff0000').png().toBuffer();
    const sideways = await solid(200, 100, '#0000ff')
      .composite([{ input: redHalf, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(user, sideways);
    const stored = sharp(readFileSync(storedFile(res.json().avatarUrl)));
    expect((await stored.metadata()).orientation).toBeUndefined();
    const { data, info } = await stored.raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 100, height: 100 });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
    const isBlue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;
    expect(isRed(pixel(10, 10)) && isRed(pixel(90, 10))).toBe(true);
    expect(isBlue(pixel(10, 90)) && isBlue(pixel(90, 90))).toBe(true);
  });

  it('keeps transparency by storing WebP', async () => {
    const user = await member();
    const transparent = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload(user, transparent, 'logo.png', 'image/png');
    expect(res.json().avatarUrl).toMatch(
      new RegExp(`^/media/profile-images/${user.userId}_\\d+~64x64\\.webp$`),
    );
    const stored = await sharp(readFileSync(storedFile(res.json().avatarUrl))).metadata();
    expect(stored).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('judges by content: a text file named .jpg and declared image/jpeg is refused', async () => {
    const user = await member();
    const res = await upload(user, 'GIF89a this is not really an image', 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(notAnImage);
    expect(filesOf(user.userId)).toEqual([]);
  });

  it('takes the four image types only, as photo uploads do: TIFF and AVIF are refused', async () => {
    const user = await member();
    for (const [file, type] of [
      [await solid(64, 64).tiff().toBuffer(), 'image/tiff'],
      [await solid(64, 64).avif().toBuffer(), 'image/avif'],
    ] as const) {
      const res = await upload(user, file, 'me.img', type);
      expect({ type, status: res.statusCode, body: res.json() }).toEqual({
        type,
        status: 400,
        body: notAnImage,
      });
    }
    expect(filesOf(user.userId)).toEqual([]);
  });

  it('refuses SVG, empty files, and requests without a file', async () => {
    const user = await member();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await upload(user, svg, 'a.svg', 'image/svg+xml')).json()).toEqual(notAnImage);
    expect((await upload(user, Buffer.alloc(0))).json()).toEqual(notAnImage);
    const fieldOnly = multipart([{ name: 'caption', data: 'no file here' }]);
    const noFile = await server.app.inject({
      method: 'POST',
      url: '/api/v1/me/avatar',
      payload: fieldOnly.payload,
      headers: { 'content-type': fieldOnly.contentType, cookie: user.cookie },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual(notAnImage);
    const json = await server.call('POST', '/api/v1/me/avatar', user, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(notAnImage);
    expect(await avatarOf(user.userId)).toBeNull();
  });

  it('accepts up to 5,242,879 bytes and refuses 5,242,880 bytes or more', async () => {
    const user = await member();
    const photo = await solid(400, 400).jpeg().toBuffer();
    // Bytes after the JPEG end marker are ignored by decoders: this pads a real image to an exact size.
    const padded = (size: number) => Buffer.concat([photo, Buffer.alloc(size - photo.length, 0x20)]);
    const largest = await upload(user, padded(LIMITS.avatarBytes - 1));
    expect(largest.statusCode, largest.body).toBe(200);
    for (const size of [LIMITS.avatarBytes, LIMITS.avatarBytes + 1, 6 * 1024 * 1024]) {
      const res = await upload(user, padded(size));
      expect(res.statusCode, String(size)).toBe(400);
      expect(res.json()).toEqual(tooLarge);
    }
    expect(await avatarOf(user.userId)).toBe(largest.json().avatarUrl);
    // The 400 px avatar and its 160 and 320 px copies.
    expect(filesOf(user.userId)).toHaveLength(3);
  });

  it('deletes the previous avatar file when a new one replaces it', async () => {
    const user = await member();
    const first = (await upload(user, await solid(200, 200).jpeg().toBuffer())).json().avatarUrl;
    // File names carry the upload's millisecond.
    const uploadedBy = Date.now();
    await vi.waitUntil(() => Date.now() > uploadedBy);
    const second = (await upload(user, await solid(210, 210, '#00ff00').jpeg().toBuffer())).json().avatarUrl;
    expect(second).not.toBe(first);
    expect(existsSync(storedFile(first))).toBe(false);
    expect(existsSync(storedFile(`${first}~w160.webp`))).toBe(false);
    expect(existsSync(storedFile(second))).toBe(true);
    // The new avatar and its 160 px copy.
    expect(filesOf(user.userId)).toHaveLength(2);
  });

  it('removes the avatar (and its file) through PATCH avatarUrl null; another user cannot point at it', async () => {
    const user = await member();
    const other = await member();
    const avatarUrl = (await upload(user, await solid(80, 80).jpeg().toBuffer())).json().avatarUrl;
    const steal = await server.call('PATCH', '/api/v1/me/profile', other, { avatarUrl });
    expect(steal.statusCode).toBe(400);
    expect(steal.json().error.message).toBe(MSG.avatarNotUploaded);

    const keep = await server.call('PATCH', '/api/v1/me/profile', user, { avatarUrl, bio: 'same avatar' });
    expect(keep.json()).toMatchObject({ avatarUrl, bio: 'same avatar' });
    expect(existsSync(storedFile(avatarUrl))).toBe(true);

    const remove = await server.call('PATCH', '/api/v1/me/profile', user, { avatarUrl: null });
    expect(remove.statusCode).toBe(200);
    expect(remove.json().avatarUrl).toBeNull();
    expect(existsSync(storedFile(avatarUrl))).toBe(false);
  });

  it('keeps the uploaded avatar through profile completion', async () => {
    const user = await member();
    const avatarUrl = (await upload(user, await solid(80, 80).jpeg().toBuffer())).json().avatarUrl;
    const withUrl = await server.call('POST', '/api/v1/me/profile/complete', user, {
      username: `pic_${Date.now().toString(36)}`,
      avatarUrl,
    });
    expect(withUrl.statusCode, withUrl.body).toBe(200);
    expect(withUrl.json().avatarUrl).toBe(avatarUrl);

    const other = await member();
    const otherUrl = (await upload(other, await solid(80, 80).jpeg().toBuffer())).json().avatarUrl;
    const withoutUrl = await server.call('POST', '/api/v1/me/profile/complete', other, {
      username: `nopic_${Date.now().toString(36)}`,
    });
    expect(withoutUrl.json().avatarUrl).toBe(otherUrl);
  });

  it('leaves nothing half-done when the profile cannot be updated', async () => {
    const db = server.database.db;
    const [user] = await db
      .insert(users)
      .values({ name: 'Doomed', email: `doomed-${randomUUID()}@example.test`, emailVerified: true })
      .returning();
    const actor: Actor = {
      userId: user!.id,
      email: user!.email,
      emailVerified: true,
      isAdmin: false,
      twoFactorEnabled: false,
      sessionPassedTwoFactor: false,
      silencedUntil: null,
    };
    const put: string[] = [];
    const deleted: string[] = [];
    // The account disappears (deleted elsewhere) while the file is being stored.
    const storage: Storage = {
      async put(key) {
        put.push(key);
        await db.delete(users).where(eq(users.id, actor.userId));
        return `/media/${key}`;
      },
      async delete(key) {
        deleted.push(key);
      },
      get: async () => undefined,
      publicUrl: (key) => `/media/${key}`,
      keyFromUrl: () => undefined,
    };
    const profiles = withStorage(storage);
    await profiles.ensureProfile({ id: actor.userId, email: actor.email, name: 'Doomed' });
    await expect(profiles.uploadAvatar(actor, await solid(50, 50).jpeg().toBuffer())).rejects.toMatchObject({
      status: 404,
    });
    expect(put).toHaveLength(1);
    expect(deleted).toEqual(put);
  });

  it('does not touch the profile when storing the file fails', async () => {
    const user = await member();
    const actor: Actor = {
      userId: user.userId,
      email: user.email,
      emailVerified: true,
      isAdmin: false,
      twoFactorEnabled: false,
      sessionPassedTwoFactor: false,
      silencedUntil: null,
    };
    const storage: Storage = {
      put: async () => {
        throw new Error('disk full');
      },
      delete: async () => {},
      get: async () => undefined,
      publicUrl: (key) => `/media/${key}`,
      keyFromUrl: () => undefined,
    };
    const profiles = withStorage(storage);
    await profiles.ensureProfile({ id: user.userId, email: user.email, name: null });
    await expect(profiles.uploadAvatar(actor, await solid(50, 50).jpeg().toBuffer())).rejects.toThrow(
      'disk full',
    );
    expect(await avatarOf(user.userId)).toBeNull();
  });
});
