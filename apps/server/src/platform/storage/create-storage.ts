import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) return createS3Storage(config.s3);
  const root = path.join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  return new LocalStorage(root);
}
