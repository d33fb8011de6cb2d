import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a page may load before it is usable, in gzipped bytes. */
export const PAGE_BUDGET = { jsGzipBytes: 120 * 1024, cssGzipBytes: 15 * 1024 };

export type TLoadedResource = { url: string; resourceType?: string | undefined };
export type TInitialAssets = { jsGzipBytes: number; cssGzipBytes: number; files: string[] };

/**
 * The gzipped size of the scripts and style sheets a page loaded from the built app, each file once: the
 * sizes are read from the build (`distDir`), so they do not depend on how the server happened to compress.
 * Requests for anything else (the API, images, fonts, other hosts) are not counted.
 */
export function measureInitialAssets(resources: TLoadedResource[], distDir: string): TInitialAssets {
  const seen = new Set<string>();
  let jsGzipBytes = 0;
  let cssGzipBytes = 0;
  for (const { url } of resources) {
    const pathname = new URL(url).pathname;
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind || seen.has(pathname)) continue;
    const file = path.join(distDir, path.normalize(decodeURIComponent(pathname)));
    if (!file.startsWith(distDir + path.sep) || !existsSync(file)) continue;
    seen.add(pathname);
    const size = gzipSync(readFileSync(file)).length;
    if (kind === 'js') jsGzipBytes += size;
    else cssGzipBytes += size;
  }
  return { jsGzipBytes, cssGzipBytes, files: [...seen] };
}

/** The budget lines a page misses, empty when it keeps to them. */
export function budgetMisses(assets: TInitialAssets): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    assets.jsGzipBytes > PAGE_BUDGET.jsGzipBytes &&
      `initial JS ${kb(assets.jsGzipBytes)} gzipped > ${kb(PAGE_BUDGET.jsGzipBytes)}`,
    assets.cssGzipBytes > PAGE_BUDGET.cssGzipBytes &&
      `CSS ${kb(assets.cssGzipBytes)} gzipped > ${kb(PAGE_BUDGET.cssGzipBytes)}`,
  ].filter((miss): miss is string => Boolean(miss));
}
