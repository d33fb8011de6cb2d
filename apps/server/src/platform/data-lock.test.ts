import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataLock, DataDirLockedError } from './data-lock';

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'rewind-lock-'));

describe('acquireDataLock', () => {
  it('refuses a second holder of the same data folder while the first runs', () => {
    const dataDir = newDataDir();
    const release = acquireDataLock(dataDir);
    expect(() => acquireDataLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataLock(dataDir)).toThrow(/already using the data folder/);
    release();
    expect(existsSync(path.join(dataDir, 'rewind.pid'))).toBe(false);
    acquireDataLock(dataDir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, 'rewind.pid'), '999999999');
    const release = acquireDataLock(dataDir);
    release();
  });
});
