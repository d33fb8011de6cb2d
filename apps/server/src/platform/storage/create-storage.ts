import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

export function createStorage(config: Config): Storage {
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
