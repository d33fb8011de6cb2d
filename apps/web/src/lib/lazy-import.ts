import { TIMINGS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';

// Loading a page's code can fail (flaky network, a deploy replaced the file). Browsers may keep the
// failed module in their module map, so simply calling import() again can fail again without a new
// request. After a failure, the next attempt imports the same file under a cache-busting URL, which
// is a new module-map entry; its own imports still resolve to the shared chunks already loaded.

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;

  constructor(chunk: string, options?: { cause?: unknown }) {
    super(MSG.chunkLoadFailed(chunk), options);
    this.chunk = chunk;
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

// Chrome: "Failed to fetch dynamically imported module: URL"; Firefox: "error loading dynamically
// imported module: URL". Safari names no URL; it also does not keep the failure.
const MODULE_URL_PATTERN = /(https?:\/\/\S+?\.m?js)(?:\?\S*)?\s*$/;

export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const url = MODULE_URL_PATTERN.exec(message)?.[1];
  return url && new URL(url).origin === window.location.origin ? url : null;
}

function withTimeout<T>(promise: Promise<T>, chunk: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk)), TIMINGS.chunkLoadTimeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Wraps `() => import('./x')` so that a later call after a failure really fetches the file again.
 * `chunk` names the page in the error message ('Loading chunk catalog-page failed').
 */
export function retryableImport<M>(chunk: string, load: () => Promise<M>): () => Promise<M> {
  let lastFailure: unknown = null;

  return async () => {
    try {
      const module = await withTimeout(
        lastFailure ? load().catch((error: unknown) => reimport<M>(error)) : load(),
        chunk,
      );
      lastFailure = null;
      return module;
    } catch (error) {
      lastFailure = error;
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, { cause: error });
    }
  };
}

async function reimport<M>(error: unknown): Promise<M> {
  const url = failedModuleUrl(error);
  if (!url) throw error;
  const busted = `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`;
  return (await import(/* @vite-ignore */ busted)) as M;
}
