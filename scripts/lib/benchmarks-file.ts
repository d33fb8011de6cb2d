import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './web-build';

export const BENCHMARKS_FILE = path.join(repoRoot, 'docs/benchmarks.md');

/**
 * Replaces one bench's section of docs/benchmarks.md (between `<!-- name -->` and `<!-- /name -->`), keeping
 * every other section; a section seen for the first time goes at the end, a missing file starts with `intro`.
 */
export function writeSection(name: string, body: string, intro = '# Benchmarks\n') {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const current = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : intro;
  const section = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, () => section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(BENCHMARKS_FILE, next);
}
