import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  const root = path.join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  return new LocalStorage(root);
}
