import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgetMisses, measureInitialAssets, PAGE_BUDGET } from './page-budget';

const distDir = mkdtempSync(path.join(tmpdir(), 'rewind-budget-'));
mkdirSync(path.join(distDir, 'assets'));
const files = {
  'assets/entry.js': 'export const a = 1;'.repeat(500),
  'assets/page.js': 'console.log("page");',
  'assets/index.css': 'body{color:red}'.repeat(100),
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(distDir, name), text);
const gz = (name: keyof typeof files) => gzipSync(files[name]).length;

describe('the gzipped size of what a page loaded', () => {
  it('counts each built script and style sheet once, and nothing else', () => {
    const assets = measureInitialAssets(
      [
        { url: 'http://127.0.0.1:3000/catalog' },
        { url: 'http://127.0.0.1:3000/assets/entry.js' },
        { url: 'http://127.0.0.1:3000/assets/entry.js' },
        { url: 'http://127.0.0.1:3000/assets/page.js?v=1' },
        { url: 'http://127.0.0.1:3000/assets/index.css' },
        { url: 'http://127.0.0.1:3000/api/v1/titles.js' },
        { url: 'http://127.0.0.1:3000/assets/../../etc/passwd.js' },
        { url: 'http://127.0.0.1:3000/media/cover.jpg' },
      ],
      distDir,
    );
    expect(assets.jsGzipBytes).toBe(gz('assets/entry.js') + gz('assets/page.js'));
    expect(assets.cssGzipBytes).toBe(gz('assets/index.css'));
    expect(assets.files).toEqual(['/assets/entry.js', '/assets/page.js', '/assets/index.css']);
  });

  it('names the budget a page exceeds', () => {
    expect(budgetMisses({ jsGzipBytes: PAGE_BUDGET.jsGzipBytes, cssGzipBytes: 0, files: [] })).toEqual([]);
    expect(
      budgetMisses({
        jsGzipBytes: PAGE_BUDGET.jsGzipBytes + 1,
        cssGzipBytes: PAGE_BUDGET.cssGzipBytes + 1,
        files: [],
      }),
    ).toEqual([expect.stringMatching(/^initial JS 120\.0 KB/), expect.stringMatching(/^CSS 15\.0 KB/)]);
  });
});
