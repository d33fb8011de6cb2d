import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TMDB, OMDb and UPCitemdb on one local HTTP server, answering with the JSON their public documentation
 * shows (TMDB v3 /search/movie and /movie/{id}?append_to_response=..., OMDb ?s= and ?i=, UPCitemdb's
 * trial /lookup). What a request gets depends on what it asks for, so tests need no shared state:
 *
 * - a title containing `fail401` / `fail500` / `slow` / `badjson` -> that failure (slow: see SLOW_MS);
 * - TMDB and OMDb know 'Jurassic Park' (and 'jurassic'); TMDB also knows 'Monster Squad' and 'Night of the
 *   Creeps'; OMDb also knows 'Demon Tapes' (mostly N/A);
 *   anything else -> no results;
 * - UPC codes: see FAKE_UPCS.
 *
 * `down.tmdb = true` (etc.) makes every request to that provider answer 500; 'slow' answers after SLOW_MS,
 * 'badjson' with an HTML page. `requests` counts what reached
 * each provider, to show that a cached answer did not.
 */
export type FakeProvider = 'tmdb' | 'omdb' | 'upcitemdb';
export type FakeOutage = boolean | 'slow' | 'badjson';

export type FakeLookupServers = {
  /** Environment for createTestServer that points every provider here (keys are fake). */
  env: Record<string, string>;
  tmdbUrl: string;
  omdbUrl: string;
  upcitemdbUrl: string;
  requests: Record<FakeProvider, URL[]>;
  down: Record<FakeProvider, FakeOutage>;
  close(): Promise<void>;
};

export const FAKE_KEYS = { tmdb: 'tmdb-test-key', omdb: 'omdb-test-key' };
/**
 * A slow answer comes this late: long after any timeout a test sets, which then fires however busy the
 * machine is, while the timeouts stay long enough for the fakes' prompt answers to arrive in time.
 */
export const SLOW_MS = 30_000;

export const FAKE_UPCS = {
  jurassicPark: '025192032729',
  unknown: '012345678905',
  failing: '099999999993',
  slow: '088888888884',
  tooFast: '077777777775',
  invalid: '11111111',
  /** A product whose name is not a film anyone has. */
  notAFilm: '044444444449',
  /** An EAN-13 that is no UPC-A (does not start with 0): a European tape of a known film. */
  europeanJurassicPark: '5050582034568',
};

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));

/** Answers the failure a query asks for; true when it did. */
function failureFor(text: string, res: ServerResponse, failures: Record<string, () => void>): boolean {
  const lower = text.toLowerCase();
  if (lower.includes('slow')) {
    setTimeout(() => failures.slow?.() ?? json(res, 200, {}), SLOW_MS).unref();
    return true;
  }
  if (lower.includes('badjson')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end('<html>Service Unavailable</html>');
    return true;
  }
  for (const [marker, answer] of Object.entries(failures)) {
    if (marker !== 'slow' && lower.includes(marker)) {
      answer();
      return true;
    }
  }
  return false;
}

// --- TMDB (v3) ---

export const TMDB_JURASSIC_PARK = {
  adult: false,
  backdrop_path: '/jurassic-backdrop.jpg',
  belongs_to_collection: {
    id: 328,
    name: 'Jurassic Park Collection',
    poster_path: '/c.jpg',
    backdrop_path: '/cb.jpg',
  },
  budget: 63000000,
  genres: [
    { id: 12, name: 'Adventure' },
    { id: 878, name: 'Science Fiction' },
  ],
  homepage: 'https://www.universalpictures.com/movies/jurassic-park',
  id: 329,
  imdb_id: 'tt0107290',
  origin_country: ['US'],
  original_language: 'en',
  original_title: 'Jurassic Park',
  overview: 'A wealthy entrepreneur secretly creates a theme park featuring living dinosaurs.',
  popularity: 21.4,
  poster_path: '/jurassic-poster.jpg',
  production_companies: [
    { id: 56, logo_path: '/amblin.png', name: 'Amblin Entertainment', origin_country: 'US' },
    { id: 33, logo_path: '/universal.png', name: 'Universal Pictures', origin_country: 'US' },
  ],
  production_countries: [{ iso_3166_1: 'US', name: 'United States of America' }],
  release_date: '1993-06-11',
  revenue: 1045600000,
  runtime: 127,
  spoken_languages: [
    { english_name: 'English', iso_639_1: 'en', name: 'English' },
    { english_name: 'Spanish', iso_639_1: 'es', name: 'Español' },
  ],
  status: 'Released',
  tagline: 'An adventure 65 million years in the making.',
  title: 'Jurassic Park',
  video: false,
  vote_average: 7.944,
  vote_count: 16500,
  credits: {
    cast: [
      {
        adult: false,
        gender: 2,
        id: 4783,
        known_for_department: 'Acting',
        name: 'Sam Neill',
        character: 'Alan Grant',
        order: 0,
      },
      {
        adult: false,
        gender: 1,
        id: 4784,
        known_for_department: 'Acting',
        name: 'Laura Dern',
        character: 'Ellie Sattler',
        order: 1,
      },
      {
        adult: false,
        gender: 2,
        id: 4785,
        known_for_department: 'Acting',
        name: 'Jeff Goldblum',
        character: 'Ian Malcolm',
        order: 2,
      },
      {
        adult: false,
        gender: 2,
        id: 4786,
        known_for_department: 'Acting',
        name: 'Richard Attenborough',
        character: 'John Hammond',
        order: 3,
      },
      {
        adult: false,
        gender: 2,
        id: 4787,
        known_for_department: 'Acting',
        name: 'Bob Peck',
        character: 'Robert Muldoon',
        order: 4,
      },
      {
        adult: false,
        gender: 2,
        id: 4788,
        known_for_department: 'Acting',
        name: 'Martin Ferrero',
        character: 'Donald Gennaro',
        order: 5,
      },
    ],
    crew: [
      { id: 488, name: 'Steven Spielberg', department: 'Directing', job: 'Director' },
      { id: 4782, name: 'Michael Crichton', department: 'Writing', job: 'Screenplay' },
      { id: 4782, name: 'Michael Crichton', department: 'Writing', job: 'Novel' },
      { id: 2639, name: 'David Koepp', department: 'Writing', job: 'Screenplay' },
      { id: 489, name: 'Kathleen Kennedy', department: 'Production', job: 'Producer' },
      { id: 490, name: 'Gerald R. Molen', department: 'Production', job: 'Producer' },
      { id: 491, name: 'John Williams', department: 'Sound', job: 'Original Music Composer' },
    ],
  },
  videos: {
    results: [
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Teaser',
        key: 'teaserKey01',
        site: 'YouTube',
        size: 1080,
        type: 'Teaser',
        official: true,
        id: 'v1',
      },
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Fan trailer',
        key: 'fanKey0001',
        site: 'YouTube',
        size: 720,
        type: 'Trailer',
        official: false,
        id: 'v2',
      },
      {
        iso_639_1: 'en',
        iso_3166_1: 'US',
        name: 'Official Trailer',
        key: 'lc0UehYemQA',
        site: 'YouTube',
        size: 1080,
        type: 'Trailer',
        official: true,
        id: 'v3',
      },
    ],
  },
  release_dates: {
    results: [
      {
        iso_3166_1: 'GB',
        release_dates: [{ certification: 'PG', release_date: '1993-07-16T00:00:00.000Z', type: 3 }],
      },
      {
        iso_3166_1: 'US',
        release_dates: [
          { certification: '', release_date: '1993-06-09T00:00:00.000Z', type: 1 },
          { certification: 'PG-13', release_date: '1993-06-11T00:00:00.000Z', type: 3 },
        ],
      },
    ],
  },
};

const TMDB_LOST_WORLD = {
  ...TMDB_JURASSIC_PARK,
  id: 330,
  imdb_id: 'tt0119567',
  title: 'The Lost World: Jurassic Park',
  original_title: 'The Lost World: Jurassic Park',
  release_date: '1997-05-23',
  tagline: 'Something has survived.',
  credits: { cast: [], crew: [] },
  videos: { results: [] },
  release_dates: { results: [] },
  production_companies: [],
  budget: 0,
  revenue: 0,
  runtime: 0,
  vote_count: 0,
  vote_average: 0,
  poster_path: null,
  backdrop_path: null,
};

/** Not in the demo catalogue, with a poster: what the browser journey adds. */
export const TMDB_MONSTER_SQUAD = {
  ...TMDB_JURASSIC_PARK,
  id: 14367,
  imdb_id: 'tt0093560',
  title: 'The Monster Squad',
  original_title: 'The Monster Squad',
  release_date: '1987-08-14',
  tagline:
    'You know who to call when you have a ghost problem, but who do you call when you have a monster problem?',
  overview: 'A group of young monster fans must save their hometown when Dracula and his monsters arrive.',
  genres: [
    { id: 35, name: 'Comedy' },
    { id: 27, name: 'Horror' },
  ],
  production_companies: [
    { id: 1, logo_path: '/tristar.png', name: 'TriStar Pictures', origin_country: 'US' },
  ],
  credits: {
    cast: [
      { ...TMDB_JURASSIC_PARK.credits.cast[0]!, id: 1, name: 'Andre Gower', character: 'Sean', order: 0 },
    ],
    crew: [{ ...TMDB_JURASSIC_PARK.credits.crew[0]!, id: 2, name: 'Fred Dekker' }],
  },
  videos: { results: [] },
  budget: 12000000,
  revenue: 3769990,
  runtime: 82,
  vote_average: 6.8,
  poster_path: '/monster-squad-poster.jpg',
  backdrop_path: '/monster-squad-backdrop.jpg',
};

/** Not in the demo catalogue, and no journey saves it: a full pick that stays out of the catalogue. */
export const TMDB_NIGHT_OF_THE_CREEPS = {
  ...TMDB_MONSTER_SQUAD,
  id: 17707,
  imdb_id: 'tt0091630',
  title: 'Night of the Creeps',
  original_title: 'Night of the Creeps',
  release_date: '1986-08-22',
  tagline: 'The good news is your dates are here. The bad news is they are dead.',
  overview: 'Alien slugs turn the students of a college town into zombies.',
  runtime: 88,
  poster_path: '/night-of-the-creeps-poster.jpg',
  backdrop_path: null,
};

const TMDB_FILMS = new Map<number, TmdbFilm>(
  [TMDB_JURASSIC_PARK, TMDB_LOST_WORLD, TMDB_MONSTER_SQUAD, TMDB_NIGHT_OF_THE_CREEPS].map((film) => [
    film.id,
    film,
  ]),
);

type TmdbFilm = Omit<typeof TMDB_JURASSIC_PARK, 'poster_path' | 'backdrop_path'> & {
  poster_path: string | null;
  backdrop_path: string | null;
};

const tmdbSearchHit = (film: TmdbFilm) => ({
  adult: film.adult,
  backdrop_path: film.backdrop_path,
  genre_ids: film.genres.map((genre) => genre.id),
  id: film.id,
  original_language: film.original_language,
  original_title: film.original_title,
  overview: film.overview,
  popularity: film.popularity,
  poster_path: film.poster_path,
  release_date: film.release_date,
  title: film.title,
  video: false,
  vote_average: film.vote_average,
  vote_count: film.vote_count,
});

const tmdbError = (res: ServerResponse, status: number) =>
  json(
    res,
    status,
    status === 401
      ? {
          status_code: 7,
          status_message: 'Invalid API key: You must be granted a valid key.',
          success: false,
        }
      : status === 404
        ? {
            status_code: 34,
            status_message: 'The resource you requested could not be found.',
            success: false,
          }
        : {
            status_code: 11,
            status_message: 'Internal error: Something went wrong, contact TMDB.',
            success: false,
          },
  );

function answerTmdb(url: URL, res: ServerResponse) {
  if (url.searchParams.get('api_key') !== FAKE_KEYS.tmdb) return tmdbError(res, 401);
  const path = url.pathname.replace(/^\/tmdb\/3/, '');
  if (path === '/search/movie') {
    const query = url.searchParams.get('query') ?? '';
    const failures = { fail401: () => tmdbError(res, 401), fail500: () => tmdbError(res, 500) };
    if (failureFor(query, res, failures)) return;
    const lower = query.toLowerCase();
    const results = ['jurassic park', 'jurassic'].includes(lower)
      ? [TMDB_JURASSIC_PARK, TMDB_LOST_WORLD]
      : lower === 'monster squad'
        ? [TMDB_MONSTER_SQUAD]
        : lower === 'night of the creeps'
          ? [TMDB_NIGHT_OF_THE_CREEPS]
          : [];
    return json(res, 200, {
      page: 1,
      results: results.map(tmdbSearchHit),
      total_pages: results.length ? 1 : 0,
      total_results: results.length,
    });
  }
  const details = /^\/movie\/(\d+)$/.exec(path);
  const film = details && TMDB_FILMS.get(Number(details[1]));
  if (film) {
    const append = (url.searchParams.get('append_to_response') ?? '').split(',');
    const { credits, videos, release_dates, ...rest } = film;
    return json(res, 200, {
      ...rest,
      ...(append.includes('credits') ? { credits } : {}),
      ...(append.includes('videos') ? { videos } : {}),
      ...(append.includes('release_dates') ? { release_dates } : {}),
    });
  }
  return tmdbError(res, 404);
}

// --- OMDb ---

export const OMDB_JURASSIC_PARK = {
  Title: 'Jurassic Park',
  Year: '1993',
  Rated: 'PG-13',
  Released: '11 Jun 1993',
  Runtime: '127 min',
  Genre: 'Action, Adventure, Sci-Fi',
  Director: 'Steven Spielberg',
  Writer: 'Michael Crichton, David Koepp',
  Actors: 'Sam Neill, Laura Dern, Jeff Goldblum',
  Plot: 'A pragmatic paleontologist touring an almost complete theme park is tasked with protecting a couple of kids.',
  Language: 'English, Spanish',
  Country: 'United States',
  Awards: 'Won 3 Oscars. 48 wins & 30 nominations total',
  Poster: 'https://m.media-amazon.com/images/M/jurassic.jpg',
  Ratings: [{ Source: 'Internet Movie Database', Value: '8.2/10' }],
  Metascore: '68',
  imdbRating: '8.2',
  imdbVotes: '1,082,000',
  imdbID: 'tt0107290',
  Type: 'movie',
  DVD: 'N/A',
  BoxOffice: '$407,185,075',
  Production: 'N/A',
  Website: 'N/A',
  Response: 'True',
};

export const OMDB_DEMON_TAPES = {
  Title: 'Demon Tapes',
  Year: '1987–1988',
  Rated: 'N/A',
  Released: 'N/A',
  Runtime: 'N/A',
  Genre: 'Horror',
  Director: 'N/A',
  Writer: 'N/A',
  Actors: 'N/A',
  Plot: 'N/A',
  Language: 'English',
  Country: 'Canada',
  Awards: 'N/A',
  Poster: 'N/A',
  Ratings: [],
  Metascore: 'N/A',
  imdbRating: 'N/A',
  imdbVotes: 'N/A',
  imdbID: 'tt0100001',
  Type: 'movie',
  DVD: 'N/A',
  BoxOffice: 'N/A',
  Production: 'Tape Head Films, Northern Lights',
  Website: 'N/A',
  Response: 'True',
};

const OMDB_FILMS = new Map([OMDB_JURASSIC_PARK, OMDB_DEMON_TAPES].map((film) => [film.imdbID, film]));

const omdbFalse = (res: ServerResponse, status: number, error: string) =>
  json(res, status, { Response: 'False', Error: error });

function answerOmdb(url: URL, res: ServerResponse) {
  if (url.searchParams.get('apikey') !== FAKE_KEYS.omdb) return omdbFalse(res, 401, 'Invalid API key!');
  const search = url.searchParams.get('s');
  if (search !== null) {
    const failures = {
      fail401: () => omdbFalse(res, 401, 'Invalid API key!'),
      fail500: () => res.writeHead(500).end('Internal Server Error'),
      limit: () => omdbFalse(res, 401, 'Request limit reached!'),
    };
    if (failureFor(search, res, failures)) return;
    const lower = search.toLowerCase();
    const films = lower.includes('jurassic')
      ? [OMDB_JURASSIC_PARK]
      : lower === 'demon tapes'
        ? [OMDB_DEMON_TAPES]
        : [];
    if (films.length === 0) return omdbFalse(res, 200, 'Movie not found!');
    return json(res, 200, {
      Search: films.map((film) => ({
        Title: film.Title,
        Year: film.Year,
        imdbID: film.imdbID,
        Type: film.Type,
        Poster: film.Poster,
      })),
      totalResults: String(films.length),
      Response: 'True',
    });
  }
  const film = OMDB_FILMS.get(url.searchParams.get('i') ?? '');
  if (film) return json(res, 200, film);
  return omdbFalse(res, 200, 'Incorrect IMDb ID.');
}

// --- UPCitemdb (trial) ---

const upcItem = (upc: string, title: string, brand: string, category: string) => ({
  ean: `0${upc}`,
  title,
  description: `${title}. Pre-owned.`,
  upc,
  brand,
  model: '',
  color: '',
  size: '',
  dimension: '',
  weight: '',
  category,
  currency: '',
  lowest_recorded_price: 1.99,
  highest_recorded_price: 14.99,
  images: ['https://example.test/item.jpg'],
  offers: [],
  elid: '123456789',
});

function answerUpcItemDb(url: URL, res: ServerResponse) {
  const upc = url.searchParams.get('upc') ?? '';
  const found = (items: unknown[]) => json(res, 200, { code: 'OK', total: items.length, offset: 0, items });
  switch (upc) {
    case FAKE_UPCS.jurassicPark:
      return found([
        upcItem(upc, 'Jurassic Park [VHS] (1993) - Widescreen', 'Universal Studios', 'Media > DVDs & Videos'),
      ]);
    case FAKE_UPCS.europeanJurassicPark:
      return found([upcItem(upc, 'Jurassic Park (VHS, PAL)', 'CIC Video', 'Media > DVDs & Videos')]);
    case FAKE_UPCS.notAFilm:
      return found([upcItem(upc, 'Blank Tape T-120 VHS', 'Maxell', 'Electronics > Video > Blank Media')]);
    case FAKE_UPCS.failing:
      return json(res, 500, { code: 'SERVER_ERR', message: 'Internal error' });
    case FAKE_UPCS.tooFast:
      return json(res, 429, { code: 'TOO_FAST', message: 'The API calls were too fast.' });
    case FAKE_UPCS.invalid:
      return json(res, 400, { code: 'INVALID_UPC', message: 'Not a valid UPC code.' });
    case FAKE_UPCS.slow:
      setTimeout(() => found([]), SLOW_MS).unref();
      return;
    default:
      return found([]);
  }
}

export async function startFakeLookupServers(): Promise<FakeLookupServers> {
  const requests: Record<FakeProvider, URL[]> = { tmdb: [], omdb: [], upcitemdb: [] };
  const down: Record<FakeProvider, FakeOutage> = { tmdb: false, omdb: false, upcitemdb: false };
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const provider: FakeProvider | null = url.pathname.startsWith('/tmdb/3/')
      ? 'tmdb'
      : url.pathname === '/omdb/'
        ? 'omdb'
        : url.pathname === '/upcitemdb/prod/trial/lookup'
          ? 'upcitemdb'
          : null;
    if (!provider || req.method !== 'GET') return void res.writeHead(404).end();
    requests[provider].push(url);
    if (down[provider] === 'slow') {
      setTimeout(() => res.writeHead(500).end(), SLOW_MS).unref();
      return;
    }
    if (down[provider] === 'badjson') {
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('<html>Service Unavailable</html>');
    }
    if (down[provider])
      return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    if (provider === 'tmdb') return answerTmdb(url, res);
    if (provider === 'omdb') return answerOmdb(url, res);
    return answerUpcItemDb(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = {
    tmdbUrl: `${base}/tmdb/3`,
    omdbUrl: `${base}/omdb/`,
    upcitemdbUrl: `${base}/upcitemdb/prod/trial/lookup`,
  };
  return {
    ...urls,
    env: {
      TMDB_API_URL: urls.tmdbUrl,
      OMDB_API_URL: urls.omdbUrl,
      UPCITEMDB_API_URL: urls.upcitemdbUrl,
      TMDB_IMAGE_URL: 'https://image.tmdb.org/t/p/',
    },
    requests,
    down,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
