import type { TMovieResult, TMovieSearchResponse, TUpcLookupResponse } from '@rewind/shared/lookup';
import { MSG } from '@rewind/shared/messages';
import { makeSlug } from '@rewind/shared/slug';
import { fitsReleaseUpc, upcFromBarcode } from '@rewind/shared/upc';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MovieLookup, UpcLookup, UpcProduct } from '../../platform/lookup/lookup';
import type { LookupProviders } from '../../platform/lookup/providers';
import { filmTitleFromProduct } from '../../platform/lookup/upcitemdb';
import type { CatalogService } from '../catalog/catalog.service';
import { createCatalogueLookup, movieFromTitle } from './catalogue-lookup';
import * as repo from './lookup.repo';

const CACHE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export type LookupServiceDeps = {
  db: Db;
  catalog: CatalogService;
  providers: LookupProviders;
  logger: FastifyBaseLogger;
  now?: () => Date;
};

/** Cache keys ignore case and spacing, so 'Blade  Runner' and 'blade runner' are one entry. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

export function createLookupService(deps: LookupServiceDeps) {
  const { db, catalog, providers, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const catalogue = createCatalogueLookup(catalog);
  let lastSweep = 0;

  /**
   * A provider's answer from the cache, or fetched and cached. Only answers are cached, never failures;
   * a cache that cannot be written costs a repeat request later, not this answer.
   */
  async function cached<T>(key: string, fetchAnswer: () => Promise<T>): Promise<T> {
    const at = now();
    // Stored wrapped, so that a null answer ("no such product") is a hit too.
    const hit = (await repo.findCached(db, key, at)) as { answer: T } | undefined;
    if (hit) return hit.answer;
    const answer = await fetchAnswer();
    try {
      await repo.saveCached(db, key, { answer }, new Date(at.getTime() + CACHE_MS));
      if (at.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at.getTime();
        await repo.deleteExpired(db, at);
      }
    } catch (error) {
      logger.warn({ err: error, key }, 'could not cache a lookup answer');
    }
    return answer;
  }

  const searchProvider = (provider: MovieLookup, title: string) =>
    cached(`${provider.name}:movie:${normalise(title)}`, () => provider.search(title));

  /**
   * Films already in the catalogue carry their title's id and slug, so the dialog can open the title
   * instead of creating a duplicate. Done after the cache: the catalogue changes within a day.
   */
  async function linkToCatalogue(movies: TMovieResult[]): Promise<TMovieResult[]> {
    try {
      return await Promise.all(
        movies.map(async (movie) => {
          const existing = await catalog.findExistingTitle(movie);
          return existing ? { ...movie, titleId: existing.id, titleSlug: makeSlug(existing) } : movie;
        }),
      );
    } catch (error) {
      logger.error({ err: error }, 'could not link lookup results to the catalogue');
      return movies;
    }
  }

  /**
   * TMDB, else OMDb, else the catalogue: the first configured provider that answers wins; one that fails
   * hands over to the next, and the catalogue always gets the last word so that adding a film still works.
   */
  async function searchMovies(title: string): Promise<TMovieSearchResponse> {
    let providersFailed = false;
    for (const provider of providers.movies) {
      let movies: TMovieResult[];
      try {
        movies = await searchProvider(provider, title);
      } catch (error) {
        providersFailed = true;
        logger.warn({ provider: provider.name, reason: (error as Error).message }, 'movie lookup failed');
        continue;
      }
      return { success: true, movies: await linkToCatalogue(movies) };
    }
    try {
      const movies = await catalogue.search(title);
      // With every outside database down, an empty catalogue answer would read as "no such film".
      if (providersFailed && movies.length === 0)
        return { success: false, movies: [], error: MSG.searchFailed };
      return { success: true, movies };
    } catch (error) {
      logger.error({ err: error }, 'catalogue movie lookup failed');
      return { success: false, movies: [], error: MSG.searchFailed };
    }
  }

  async function lookupProduct(upcLookup: UpcLookup, upc: string): Promise<UpcProduct | null> {
    return cached(`${upcLookup.name}:upc:${upc}`, () => upcLookup.lookup(upc));
  }

  return {
    searchMovies,

    /**
     * A release already in the catalogue with this UPC, with its film; else the product database (when
     * configured) names the product, and the film is looked up by the title cleaned of format words.
     * An EAN-13 starting with 0 is looked up, cached and answered as its UPC-A; a code the release's UPC
     * field cannot hold (another EAN-13) still finds the film, but answers an empty UPC.
     */
    async lookupUpc(scanned: string): Promise<TUpcLookupResponse> {
      const upc = upcFromBarcode(scanned);
      const releaseUpc = fitsReleaseUpc(upc) ? upc : '';
      const [known] = await catalog.findReleasesByUpc(upc);
      if (known) {
        const { release, title } = known;
        return {
          success: true,
          result: {
            movie: movieFromTitle(title),
            release: {
              upc: release.upc ?? releaseUpc,
              upcDistributor: release.upcDistributor,
              upcCategory: release.upcCategory,
              releaseId: release.id,
              releaseSlug: makeSlug({
                displayId: release.displayId,
                title: title.title,
                year: release.releaseYear ?? title.year,
              }),
              titleSlug: makeSlug(title),
            },
          },
        };
      }
      const notFound: TUpcLookupResponse = {
        success: false,
        error: MSG.upcNotFound(upc),
        reason: 'not_found',
        allowManualSearch: true,
      };
      if (!providers.upc) return notFound;

      let product: UpcProduct | null;
      try {
        product = await lookupProduct(providers.upc, upc);
      } catch (error) {
        logger.warn({ provider: providers.upc.name, reason: (error as Error).message }, 'UPC lookup failed');
        return {
          success: false,
          error: MSG.upcLookupFailed,
          reason: 'lookup_failed',
          allowManualSearch: true,
        };
      }
      if (!product) return notFound;

      const filmTitle = filmTitleFromProduct(product.title);
      let movie: TMovieResult | null = null;
      if (filmTitle) {
        const search = await searchMovies(filmTitle);
        movie = search.movies[0] ?? null;
      }
      return {
        success: true,
        result: {
          movie,
          release: {
            upc: releaseUpc,
            upcDistributor: product.brand,
            upcCategory: product.category,
            releaseId: null,
            releaseSlug: null,
            titleSlug: null,
          },
        },
      };
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
