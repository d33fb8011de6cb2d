import { emptyIfNotAvailable, type TMovieResult } from '@rewind/shared/lookup';
import { makeSlug } from '@rewind/shared/slug';
import type { MovieLookup } from '../../platform/lookup/lookup';
import type { CatalogService, TitleRow } from '../catalog/catalog.service';

const CATALOGUE_RESULTS = 10;
/** How many catalogue hits are ranked: enough that an exact title is not cut off by newer partial ones. */
const CATALOGUE_CANDIDATES = 50;

/** A title as compared for ranking: lowercase, punctuation dropped, without a leading 'The'. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');

/**
 * Titles equal to the query first, then those starting with it, then the rest; each group keeps the
 * catalogue search's own order (newest first), so "Alien" is not listed below "Aliens".
 */
export function rankByTitle<T extends { title: string }>(rows: T[], query: string): T[] {
  const wanted = comparable(query);
  const rank = (title: string) => {
    const candidate = comparable(title);
    if (candidate === wanted) return 0;
    return wanted && candidate.startsWith(wanted) ? 1 : 2;
  };
  return rows
    .map((row, index) => ({ row, index, rank: rank(row.title) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ row }) => row);
}

/** A catalogue title as a movie search result, linked to the title it came from. */
export function movieFromTitle(title: TitleRow): TMovieResult {
  return {
    source: 'catalogue',
    title: title.title,
    year: title.year,
    director: emptyIfNotAvailable(title.director),
    actors: emptyIfNotAvailable(title.actors),
    genre: emptyIfNotAvailable(title.genre),
    runtime: emptyIfNotAvailable(title.runtime),
    plot: emptyIfNotAvailable(title.description),
    posterUrl: title.coverImageUrl,
    imdbId: emptyIfNotAvailable(title.imdbId),
    imdbRating: emptyIfNotAvailable(title.imdbRating),
    country: emptyIfNotAvailable(title.country),
    language: emptyIfNotAvailable(title.language),
    rated: emptyIfNotAvailable(title.rated),
    released: emptyIfNotAvailable(title.released),
    writer: emptyIfNotAvailable(title.writer),
    producer: emptyIfNotAvailable(title.producer),
    productionCompanies: title.productionCompanies?.length ? title.productionCompanies : null,
    boxOffice: emptyIfNotAvailable(title.boxoffice),
    tmdbId: title.tmdbId,
    budget: emptyIfNotAvailable(title.budget),
    trailerUrl: title.trailerUrl,
    tagline: emptyIfNotAvailable(title.tagline),
    originalTitle: emptyIfNotAvailable(title.originalTitle),
    backdropUrl: title.backdropUrl,
    titleId: title.id,
    titleSlug: makeSlug(title),
  };
}

/** Rewind's own titles: the lookup that needs no key and never goes down with someone else's service. */
export function createCatalogueLookup(catalog: CatalogService): MovieLookup {
  return {
    name: 'catalogue',
    async search(title) {
      const { rows } = await catalog.search(title, CATALOGUE_CANDIDATES);
      const best = rankByTitle(rows, title).slice(0, CATALOGUE_RESULTS);
      const titles = await Promise.all(best.map((row) => catalog.findTitle(row.id)));
      return titles.map(movieFromTitle);
    },
  };
}
