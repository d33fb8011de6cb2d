import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeKey, encodeKey, type Storage } from './storage';

export const LOCAL_MEDIA_PREFIX = '/media/';

/** Files under `<dataDir>/uploads`, served by the app itself under /media/. */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    return this.publicUrl(key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileFor(key), { force: true });
  }

  publicUrl(key: string): string {
    return LOCAL_MEDIA_PREFIX + encodeKey(key);
  }

  keyFromUrl(url: string): string | undefined {
    return url.startsWith(LOCAL_MEDIA_PREFIX) ? decodeKey(url.slice(LOCAL_MEDIA_PREFIX.length)) : undefined;
  }

  private fileFor(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }
}
