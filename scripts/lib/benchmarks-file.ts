import { execFileSync } from 'node:child_process';
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

/** The commit a bench measured ("a9ce908", "a9ce908 with uncommitted changes"), for the figures to name it. */
export function measuredCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    // The benchmarks file itself is what a bench writes: its own changes do not count.
    const changed = git('status', '--porcelain', '--', '.', ':(exclude)docs/benchmarks.md');
    return changed ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'an unknown commit (no git)';
  }
}
