import type { Config } from '../../config';
import type { MovieLookup, UpcLookup } from './lookup';
import { createOmdbLookup } from './omdb';
import { createTmdbLookup } from './tmdb';
import { createUpcItemDbLookup } from './upcitemdb';

export type LookupProviders = {
  /** The outside film databases in order of preference: TMDB, then OMDb; [] when neither has a key. */
  movies: MovieLookup[];
  /** The outside product database, or null when UPC_LOOKUP=catalogue. */
  upc: UpcLookup | null;
};

/** Chosen once at start-up from the configuration (docs/product.md, Lookups). */
export function createLookupProviders(config: Config): LookupProviders {
  const timeoutMs = config.lookupTimeoutMs;
  const movies: MovieLookup[] = [];
  if (config.tmdbApiKey) {
    movies.push(
      createTmdbLookup({
        apiKey: config.tmdbApiKey,
        baseUrl: config.lookupUrls.tmdb,
        imageBaseUrl: config.lookupUrls.tmdbImages,
        timeoutMs,
      }),
    );
  }
  if (config.omdbApiKey) {
    movies.push(createOmdbLookup({ apiKey: config.omdbApiKey, baseUrl: config.lookupUrls.omdb, timeoutMs }));
  }
  const upc =
    config.upcLookup === 'upcitemdb'
      ? createUpcItemDbLookup({ url: config.lookupUrls.upcitemdb, timeoutMs })
      : null;
  return { movies, upc };
}
