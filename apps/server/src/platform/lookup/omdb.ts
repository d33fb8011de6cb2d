import { emptyIfNotAvailable, type TMovieResult } from '@rewind/shared/lookup';
import { z } from 'zod';
import { blankMovie, fetchJson, LookupError, type MovieLookup, yearFrom } from './lookup';

export type OmdbOptions = {
  apiKey: string;
  /** e.g. https://www.omdbapi.com/ */
  baseUrl: string;
  timeoutMs: number;
  /** How many search hits get their details fetched (one request each) and are returned. */
  detailed?: number;
};

const PROVIDER = 'omdb';

// OMDb answers `Response: "False"` with an Error text for both "nothing found" and real faults.
const NOTHING_FOUND = /not found|too many results/i;

const ZFailure = z.object({ Response: z.literal('False'), Error: z.string().nullish() }).loose();
const ZSearch = z
  .object({
    Response: z.literal('True'),
    Search: z.array(z.object({ imdbID: z.string(), Title: z.string().nullish() }).loose()),
  })
  .loose();
const text = z.string().nullish();
const ZDetails = z
  .object({
    Response: z.literal('True'),
    Title: text,
    Year: text,
    Rated: text,
    Released: text,
    Runtime: text,
    Genre: text,
    Director: text,
    Writer: text,
    Actors: text,
    Plot: text,
    Language: text,
    Country: text,
    Poster: text,
    imdbRating: text,
    imdbID: text,
    BoxOffice: text,
    Production: text,
  })
  .loose();

/** OMDb: `?s=` for the hits, then `?i=` for each of the top ones. 'N/A' becomes null. */
export function createOmdbLookup(options: OmdbOptions): MovieLookup {
  const detailed = options.detailed ?? 5;

  async function get(params: Record<string, string>): Promise<unknown> {
    const url = new URL(options.baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('apikey', options.apiKey);
    // A bad key is a 401 whose JSON body says so; read it like any other answer.
    const { body } = await fetchJson(url, {
      provider: PROVIDER,
      timeoutMs: options.timeoutMs,
      acceptStatuses: [401],
    });
    return body;
  }

  /** The answer's `Error` when it is a refusal; null for "nothing found". */
  function failureOf(body: unknown): string | null | undefined {
    const failure = ZFailure.safeParse(body);
    if (!failure.success) return undefined;
    const message = failure.data.Error ?? 'unknown error';
    return NOTHING_FOUND.test(message) ? null : message;
  }

  async function details(imdbId: string): Promise<TMovieResult | null> {
    const body = await get({ i: imdbId, plot: 'short' });
    const failure = failureOf(body);
    if (failure === null) return null;
    if (failure !== undefined) throw new LookupError(PROVIDER, failure);
    const parsed = ZDetails.safeParse(body);
    if (!parsed.success) throw new LookupError(PROVIDER, 'unexpected answer to a lookup by id');
    const movie = parsed.data;
    const value = emptyIfNotAvailable;
    const production = value(movie.Production);
    return {
      ...blankMovie('omdb', value(movie.Title) ?? ''),
      year: yearFrom(value(movie.Year)),
      director: value(movie.Director),
      actors: value(movie.Actors),
      genre: value(movie.Genre),
      runtime: value(movie.Runtime),
      plot: value(movie.Plot),
      posterUrl: value(movie.Poster),
      imdbId: value(movie.imdbID) ?? imdbId,
      imdbRating: value(movie.imdbRating),
      country: value(movie.Country),
      language: value(movie.Language),
      rated: value(movie.Rated),
      released: value(movie.Released),
      writer: value(movie.Writer),
      productionCompanies: production
        ? production
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => ({ name }))
        : null,
      boxOffice: value(movie.BoxOffice),
    };
  }

  return {
    name: PROVIDER,
    async search(title) {
      const body = await get({ s: title, type: 'movie' });
      const failure = failureOf(body);
      if (failure === null) return [];
      if (failure !== undefined) throw new LookupError(PROVIDER, failure);
      const parsed = ZSearch.safeParse(body);
      if (!parsed.success) throw new LookupError(PROVIDER, 'unexpected answer to a search');
      const hits = parsed.data.Search.slice(0, detailed);
      const movies = await Promise.all(hits.map((hit) => details(hit.imdbID)));
      return movies.filter((movie): movie is TMovieResult => movie !== null && movie.title !== '');
    },
  };
}
