import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

describe('LocalStorage', () => {
  let root: string;
  let storage: Storage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rewind-uploads-'));
    storage = new LocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes the file under its key and deletes it', async () => {
    const url = await storage.put('movie-posters/the goonies_1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(url).toBe('/media/movie-posters/the%20goonies_1.jpg');
    const file = path.join(root, 'movie-posters', 'the goonies_1.jpg');
    expect(await readFile(file, 'utf8')).toBe('jpeg');
    await storage.delete('movie-posters/the goonies_1.jpg');
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
  });

  it('reads a file back, and nothing for a key without one', async () => {
    await storage.put('avatars/u1_1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(await storage.get('avatars/u1_1.jpg')).toEqual(Buffer.from('jpeg'));
    expect(await storage.get('avatars/none.jpg')).toBeUndefined();
  });

  it('refuses a key outside its folder', async () => {
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/escapes/);
  });

  it('maps its own public URLs back to their keys, and nothing else', () => {
    for (const key of ['avatars/u1_2.webp', 'movie-posters/the goonies_1.jpg', 'a/ü?#%.jpg'])
      expect(storage.keyFromUrl(storage.publicUrl(key))).toBe(key);
    for (const url of [
      'https://image.tmdb.org/t/p/w500/x.jpg',
      'https://rewind.example/media/avatars/a.jpg',
      '/media/',
      '/mediax/a.jpg',
      '/media/../data/db',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/a/./b.jpg',
      '/media/a//b.jpg',
      '/media/a.jpg?v=2',
      '/media/%E0%A4%A.jpg',
      '/media/the goonies.jpg',
    ])
      expect(storage.keyFromUrl(url), url).toBeUndefined();
  });
});
