import type { TMovieResult } from '@rewind/shared/lookup';
import { z } from 'zod';
import {
  blankMovie,
  fetchJson,
  joinNames,
  LookupError,
  type MovieLookup,
  releasedFromIsoDate,
  yearFrom,
} from './lookup';

export type TmdbOptions = {
  apiKey: string;
  /** e.g. https://api.themoviedb.org/3 */
  baseUrl: string;
  /** e.g. https://image.tmdb.org/t/p/ */
  imageBaseUrl: string;
  timeoutMs: number;
  /** How many search hits get their details fetched (one request each) and are returned. */
  detailed?: number;
};

const PROVIDER = 'tmdb';
const TOP_CAST = 5;

// Only the fields read; TMDB sends many more. Loose so that a new or missing field never breaks a search.
const ZSearch = z.object({
  results: z.array(z.object({ id: z.number().int() }).loose()),
});

const named = z.object({ name: z.string().nullish() }).loose();
const ZDetails = z
  .object({
    id: z.number().int(),
    title: z.string().nullish(),
    original_title: z.string().nullish(),
    overview: z.string().nullish(),
    tagline: z.string().nullish(),
    release_date: z.string().nullish(),
    runtime: z.number().nullish(),
    budget: z.number().nullish(),
    revenue: z.number().nullish(),
    imdb_id: z.string().nullish(),
    vote_average: z.number().nullish(),
    vote_count: z.number().nullish(),
    poster_path: z.string().nullish(),
    backdrop_path: z.string().nullish(),
    genres: z.array(named).nullish(),
    production_companies: z.array(named).nullish(),
    production_countries: z.array(named).nullish(),
    spoken_languages: z
      .array(z.object({ english_name: z.string().nullish(), name: z.string().nullish() }).loose())
      .nullish(),
    credits: z
      .object({
        cast: z
          .array(z.object({ name: z.string().nullish(), order: z.number().nullish() }).loose())
          .nullish(),
        crew: z
          .array(
            z
              .object({
                name: z.string().nullish(),
                job: z.string().nullish(),
                department: z.string().nullish(),
              })
              .loose(),
          )
          .nullish(),
      })
      .loose()
      .nullish(),
    videos: z
      .object({
        results: z
          .array(
            z
              .object({
                site: z.string().nullish(),
                type: z.string().nullish(),
                key: z.string().nullish(),
                official: z.boolean().nullish(),
              })
              .loose(),
          )
          .nullish(),
      })
      .loose()
      .nullish(),
    release_dates: z
      .object({
        results: z
          .array(
            z
              .object({
                iso_3166_1: z.string(),
                release_dates: z.array(z.object({ certification: z.string().nullish() }).loose()),
              })
              .loose(),
          )
          .nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();
type TmdbDetails = z.infer<typeof ZDetails>;

const WRITING_JOBS = new Set(['Screenplay', 'Writer', 'Story', 'Novel', 'Author', 'Characters']);

const dollars = (amount: number | null | undefined) =>
  amount && amount > 0 ? `$${Math.round(amount).toLocaleString('en-US')}` : null;

/** TMDB v3: /search/movie, then /movie/{id} with credits, videos and certifications for the top hits. */
export function createTmdbLookup(options: TmdbOptions): MovieLookup {
  const base = options.baseUrl.replace(/\/+$/, '');
  const images = options.imageBaseUrl.replace(/\/*$/, '/');
  const detailed = options.detailed ?? 5;
  // A v4 read-access token (a JWT) goes in the Authorization header; a v3 key in the query string.
  const isBearer = options.apiKey.startsWith('eyJ');

  async function get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    if (!isBearer) url.searchParams.set('api_key', options.apiKey);
    const { body } = await fetchJson(url, {
      provider: PROVIDER,
      timeoutMs: options.timeoutMs,
      headers: isBearer ? { authorization: `Bearer ${options.apiKey}` } : undefined,
    });
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new LookupError(PROVIDER, `unexpected answer from ${path.replace(/\d+/g, '{id}')}`);
    return parsed.data;
  }

  const image = (size: string, path: string | null | undefined) => (path ? `${images}${size}${path}` : null);

  function toMovie(details: TmdbDetails): TMovieResult {
    const crew = details.credits?.crew ?? [];
    const cast = [...(details.credits?.cast ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    const videos = details.videos?.results ?? [];
    const trailer =
      videos.find(
        (video) => video.site === 'YouTube' && video.type === 'Trailer' && video.official && video.key,
      ) ?? videos.find((video) => video.site === 'YouTube' && video.type === 'Trailer' && video.key);
    const certifications = details.release_dates?.results ?? [];
    const rated =
      certifications
        .find((country) => country.iso_3166_1 === 'US')
        ?.release_dates.map((date) => date.certification?.trim())
        .find(Boolean) ?? null;
    const companies = (details.production_companies ?? [])
      .map((company) => company.name?.trim())
      .filter((name): name is string => !!name)
      .map((name) => ({ name }));
    return {
      ...blankMovie('tmdb', details.title?.trim() || details.original_title?.trim() || ''),
      year: yearFrom(details.release_date),
      director: joinNames(crew.filter((person) => person.job === 'Director').map((person) => person.name)),
      actors: joinNames(
        cast.map((person) => person.name),
        TOP_CAST,
      ),
      genre: joinNames((details.genres ?? []).map((genre) => genre.name)),
      runtime: details.runtime && details.runtime > 0 ? `${details.runtime} min` : null,
      plot: details.overview?.trim() || null,
      posterUrl: image('w500', details.poster_path),
      imdbId: details.imdb_id?.trim() || null,
      imdbRating: details.vote_count && details.vote_average ? details.vote_average.toFixed(1) : null,
      country: joinNames((details.production_countries ?? []).map((country) => country.name)),
      language: joinNames(
        (details.spoken_languages ?? []).map((language) => language.english_name || language.name),
      ),
      rated,
      released: releasedFromIsoDate(details.release_date),
      writer: joinNames(
        crew.filter((person) => person.job && WRITING_JOBS.has(person.job)).map((person) => person.name),
      ),
      producer: joinNames(crew.filter((person) => person.job === 'Producer').map((person) => person.name)),
      productionCompanies: companies.length ? companies : null,
      boxOffice: dollars(details.revenue),
      tmdbId: details.id,
      budget: dollars(details.budget),
      trailerUrl: trailer ? `https://www.youtube.com/watch?v=${encodeURIComponent(trailer.key!)}` : null,
      tagline: details.tagline?.trim() || null,
      originalTitle: details.original_title?.trim() || null,
      backdropUrl: image('w1280', details.backdrop_path),
    };
  }

  return {
    name: PROVIDER,
    async search(title) {
      const found = await get('/search/movie', { query: title, include_adult: 'false', page: '1' }, ZSearch);
      const top = found.results.slice(0, detailed);
      const details = await Promise.all(
        top.map((hit) =>
          get(`/movie/${hit.id}`, { append_to_response: 'credits,videos,release_dates' }, ZDetails),
        ),
      );
      return details.map(toMovie).filter((movie) => movie.title);
    },
  };
}
