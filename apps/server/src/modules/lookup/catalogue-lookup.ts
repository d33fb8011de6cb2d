import { emptyIfNotAvailable, type TMovieResult } from '@rewind/shared/lookup';
import { makeSlug } from '@rewind/shared/slug';
import type { MovieLookup } from '../../platform/lookup/lookup';
import type { TitleRow } from '../catalog/catalog.repo';
import type { CatalogService } from '../catalog/catalog.service';

const CATALOGUE_RESULTS = 10;

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
      const { rows } = await catalog.search(title, CATALOGUE_RESULTS);
      const titles = await Promise.all(rows.map((row) => catalog.findTitle(row.id)));
      return titles.map(movieFromTitle);
    },
  };
}
