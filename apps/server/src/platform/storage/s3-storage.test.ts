import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeImage } from '@rewind/shared/image-variants';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import { LocalStorage } from './local-storage';
import { storeImage } from '../stored-image';
import { createS3Storage, S3Storage } from './s3-storage';

// s3rver: an S3-compatible server in Node that speaks the S3 API the SDK does (path-style here) and serves
// objects to anonymous GETs, as a public bucket behind S3_PUBLIC_URL would.
describe('S3Storage', () => {
  let directory: string;
  let s3: S3rver;
  let storage: S3Storage;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'rewind-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'rewind', configs: [] }],
    });
    const { port } = (await s3.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    storage = await createS3Storage({
      bucket: 'rewind',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: `${endpoint}/rewind/`,
    });
  });
  afterAll(async () => {
    await s3.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores an object that is public at the URL it returns, cached for good', async () => {
    const body = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02, 0xfe]);
    const url = await storage.put('movie-posters/the goonies_1.jpg', body, 'image/jpeg');
    expect(url).toBe(`${endpoint}/rewind/movie-posters/the%20goonies_1.jpg`);
    expect(storage.publicUrl('movie-posters/the goonies_1.jpg')).toBe(url);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(body);
  });

  it('reads an object back, and nothing for a key without one', async () => {
    await storage.put('release-covers/a_1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await storage.get('release-covers/a_1.jpg')).toEqual(Buffer.from('jpeg bytes'));
    expect(await storage.get('release-covers/none.jpg')).toBeUndefined();
  });

  it('serves every width of a stored image at the URLs its own URL names (decision 007)', async () => {
    const data = await sharp({ create: { width: 700, height: 1050, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const image = await storeImage(storage, 'movie-posters/the goonies-1985-1-poster', {
      data,
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
    expect(image.url).toBe(`${endpoint}/rewind/movie-posters/the%20goonies-1985-1-poster~700x1050.jpg`);
    const candidates = describeImage(image.url)!
      .srcSet.split(', ')
      .map((entry) => entry.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['160w', '320w', '480w', '640w', '700w']);
    for (const [url, width] of candidates) {
      const response = await fetch(url!);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(`${metadata.width}w`).toBe(width);
      expect(metadata.format).toBe(width === '700w' ? 'jpeg' : 'webp');
    }
  });

  it('deletes an object', async () => {
    const url = await storage.put('avatars/u1_2.webp', Buffer.from('webp bytes'), 'image/webp');
    expect((await fetch(url)).status).toBe(200);
    await storage.delete('avatars/u1_2.webp');
    expect((await fetch(url)).status).toBe(404);
  });

  it('maps its own public URLs back to their keys, and nothing else', () => {
    for (const key of ['avatars/u1_2.webp', 'movie-posters/the goonies_1.jpg', 'a/ü?#%.jpg'])
      expect(storage.keyFromUrl(storage.publicUrl(key))).toBe(key);
    for (const url of [
      '/media/avatars/u1_2.webp',
      'https://image.tmdb.org/t/p/w500/x.jpg',
      `${endpoint}/rewind`,
      `${endpoint}/rewind/`,
      `${endpoint}/rewind-other/x.jpg`,
      `${endpoint}/rewind/a//b.jpg`,
      `${endpoint}/rewind/../x.jpg`,
      `${endpoint}/rewind/a/%2e%2e/x.jpg`,
      `${endpoint}/rewind/x.jpg?download=1`,
      `${endpoint}/rewind/%zz.jpg`,
      `${endpoint}/rewind/the goonies.jpg`,
    ])
      expect(storage.keyFromUrl(url), url).toBeUndefined();
  });
});

describe('createStorage', () => {
  it('uses S3 when S3_BUCKET is set, local files otherwise', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rewind-storage-'));
    try {
      const s3 = await createStorage(
        loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.com' }),
      );
      expect(s3).toBeInstanceOf(S3Storage);
      expect(s3.publicUrl('avatars/a.jpg')).toBe('https://cdn.example.com/avatars/a.jpg');
      const local = await createStorage(loadConfig({ DATA_DIR: dataDir }));
      expect(local).toBeInstanceOf(LocalStorage);
      expect(local.publicUrl('avatars/a.jpg')).toBe('/media/avatars/a.jpg');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
