import { MSG } from '@rewind/shared/messages';
import type { TMovieResult, TMovieSearchResponse, TUpcLookupResponse } from '@rewind/shared/lookup';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupCache } from '../../db/schema/lookup';
import { createRelease, createTitle } from '../../test/factories';
import {
  FAKE_KEYS,
  FAKE_UPCS,
  type FakeLookupServers,
  SLOW_MS,
  startFakeLookupServers,
} from '../../test/fake-lookup-servers';
import { type TestServer, useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';
import { WRITE_LIMITS } from '../../platform/rate-limits';

// The provider URLs are only known once the fake servers listen; useTestServer reads env in its own
// beforeAll, which runs after this one.
const fake = {} as FakeLookupServers;
const configuredEnv: Record<string, string> = {};
const omdbOnlyEnv: Record<string, string> = {};
beforeAll(async () => {
  Object.assign(fake, await startFakeLookupServers());
  // Time enough for the fakes' prompt answers on a busy machine; each 'slow' case waits this long.
  const common = { ...fake.env, LOOKUP_TIMEOUT_MS: '2000' };
  Object.assign(configuredEnv, common, {
    TMDB_API_KEY: FAKE_KEYS.tmdb,
    OMDB_API_KEY: FAKE_KEYS.omdb,
    UPC_LOOKUP: 'upcitemdb',
  });
  Object.assign(omdbOnlyEnv, common, { OMDB_API_KEY: FAKE_KEYS.omdb });
});
afterAll(() => fake.close());

/** TMDB and OMDb keys and UPCitemdb, all pointing at the fakes. */
const configured = useTestServer({ env: configuredEnv });
const omdbOnly = useTestServer({ env: omdbOnlyEnv });
/** Nothing configured: the embedded default. */
const offline = useTestServer();

const requestCount = () =>
  fake.requests.tmdb.length + fake.requests.omdb.length + fake.requests.upcitemdb.length;

beforeEach(() => {
  fake.down.tmdb = false;
  fake.down.omdb = false;
  fake.down.upcitemdb = false;
});

async function searchMovies(server: TestServer, user: SignedInUser | null, title: unknown) {
  const response = await server.call('POST', '/api/v1/lookup/movies', user, { title });
  return { status: response.statusCode, body: response.json() as TMovieSearchResponse & { error?: never } };
}

async function lookUpUpc(server: TestServer, user: SignedInUser | null, upc: unknown) {
  const response = await server.call('POST', '/api/v1/lookup/upc', user, { upc });
  return { status: response.statusCode, body: response.json() as TUpcLookupResponse };
}

const errorBody = (body: unknown) => body as { error: { code: string; message: string } };

describe('POST /api/v1/lookup/movies with TMDB', () => {
  it('maps every field of TMDB search hits and their details', async () => {
    const user = await signedInUser(configured);
    const before = fake.requests.omdb.length;
    const { status, body } = await searchMovies(configured, user, '  Jurassic Park ');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.movies.map((movie) => movie.title)).toEqual([
      'Jurassic Park',
      'The Lost World: Jurassic Park',
    ]);
    expect(body.movies[0]).toEqual<TMovieResult>({
      source: 'tmdb',
      title: 'Jurassic Park',
      year: 1993,
      director: 'Steven Spielberg',
      actors: 'Sam Neill, Laura Dern, Jeff Goldblum, Richard Attenborough, Bob Peck',
      genre: 'Adventure, Science Fiction',
      runtime: '127 min',
      plot: 'A wealthy entrepreneur secretly creates a theme park featuring living dinosaurs.',
      posterUrl: 'https://image.tmdb.org/t/p/w500/jurassic-poster.jpg',
      imdbId: 'tt0107290',
      imdbRating: '7.9',
      country: 'United States of America',
      language: 'English, Spanish',
      rated: 'PG-13',
      released: '11 Jun 1993',
      writer: 'Michael Crichton, David Koepp',
      producer: 'Kathleen Kennedy, Gerald R. Molen',
      productionCompanies: [{ name: 'Amblin Entertainment' }, { name: 'Universal Pictures' }],
      boxOffice: '$1,045,600,000',
      tmdbId: 329,
      budget: '$63,000,000',
      trailerUrl: 'https://www.youtube.com/watch?v=lc0UehYemQA',
      tagline: 'An adventure 65 million years in the making.',
      originalTitle: 'Jurassic Park',
      backdropUrl: 'https://image.tmdb.org/t/p/w1280/jurassic-backdrop.jpg',
      titleId: null,
      titleSlug: null,
    });
    // Zeros and empty lists are "unknown", not values.
    expect(body.movies[1]).toMatchObject({
      year: 1997,
      runtime: null,
      budget: null,
      boxOffice: null,
      imdbRating: null,
      director: null,
      trailerUrl: null,
      posterUrl: null,
      productionCompanies: null,
      rated: null,
    });
    // The key went as TMDB v3 expects; OMDb was not needed.
    const search = fake.requests.tmdb.find((url) => url.pathname.endsWith('/search/movie'))!;
    expect(search.searchParams.get('api_key')).toBe(FAKE_KEYS.tmdb);
    expect(search.searchParams.get('query')).toBe('Jurassic Park');
    expect(fake.requests.omdb.length).toBe(before);
  });

  it('answers an empty list when TMDB knows no such film', async () => {
    const user = await signedInUser(configured);
    const { body } = await searchMovies(configured, user, 'Nothing Like This Exists');
    expect(body).toEqual({ success: true, movies: [] });
  });

  it('serves a repeated search from the cache without asking TMDB again', async () => {
    const user = await signedInUser(configured);
    const first = await searchMovies(configured, user, 'Jurassic');
    const reached = requestCount();
    const again = await searchMovies(configured, user, '  JURASSIC  ');
    expect(requestCount()).toBe(reached);
    expect(again.body).toEqual(first.body);
    expect(again.body.movies[0]?.tmdbId).toBe(329);
  });

  it('falls through to OMDb when TMDB fails, and caches no failure', async () => {
    const user = await signedInUser(configured);
    fake.down.tmdb = true;
    const { body } = await searchMovies(configured, user, 'jurassic park 3d');
    expect(body.success).toBe(true);
    expect(body.movies.map((movie) => [movie.source, movie.title])).toEqual([['omdb', 'Jurassic Park']]);

    // TMDB back up: the same search reaches it, as its failure was not cached (OMDb's answer is, under its name).
    fake.down.tmdb = false;
    const tmdbBefore = fake.requests.tmdb.length;
    await searchMovies(configured, user, 'jurassic park 3d');
    expect(fake.requests.tmdb.length).toBeGreaterThan(tmdbBefore);
  });

  it('falls through to OMDb when TMDB is too slow', async () => {
    const user = await signedInUser(configured);
    fake.down.tmdb = 'slow';
    const started = Date.now();
    const { body } = await searchMovies(configured, user, 'jurassic park at speed');
    // TMDB's late answer was abandoned after LOOKUP_TIMEOUT_MS.
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(body.movies.map((movie) => movie.source)).toEqual(['omdb']);
  });

  it('says the search failed when every outside database times out and the catalogue has nothing', async () => {
    const user = await signedInUser(configured);
    const { body } = await searchMovies(configured, user, 'slow unknown film');
    expect(body).toEqual({ success: false, movies: [], error: MSG.searchFailed });
  });

  it('ends in the catalogue when every outside database fails', async () => {
    const user = await signedInUser(configured);
    const title = await createTitle(configured.database.db, { title: 'Tapehead Chronicles', year: 1988 });
    fake.down.tmdb = true;
    fake.down.omdb = true;
    const { body } = await searchMovies(configured, user, 'Tapehead Chronicles');
    expect(body.success).toBe(true);
    expect(body.movies).toHaveLength(1);
    expect(body.movies[0]).toMatchObject({
      source: 'catalogue',
      titleId: title.id,
      title: 'Tapehead Chronicles',
    });
  });

  it('says the search failed when every source failed and the catalogue has nothing', async () => {
    const user = await signedInUser(configured);
    fake.down.tmdb = true;
    const { body } = await searchMovies(configured, user, 'badjson fail500 unknown film');
    expect(body).toEqual({ success: false, movies: [], error: MSG.searchFailed });
  });

  it('treats an unreadable TMDB answer as a failure', async () => {
    const user = await signedInUser(configured);
    fake.down.tmdb = 'badjson';
    const { body } = await searchMovies(configured, user, 'jurassic park on tape');
    // TMDB sent HTML; OMDb knows the film.
    expect(body.movies.map((movie) => movie.source)).toEqual(['omdb']);
  });

  it('refuses a blank title with the message', async () => {
    const user = await signedInUser(configured);
    const { status, body } = await searchMovies(configured, user, '   ');
    expect(status).toBe(400);
    expect(errorBody(body).error.message).toContain(MSG.lookupTitleRequired);
  });

  it('refuses a title over the search limit', async () => {
    const user = await signedInUser(configured);
    const { status } = await searchMovies(configured, user, 'x'.repeat(201));
    expect(status).toBe(400);
  });

  it('needs a signed-in caller and reaches no provider without one', async () => {
    const before = requestCount();
    const { status, body } = await searchMovies(configured, null, 'Jurassic Park');
    expect(status).toBe(401);
    expect(errorBody(body).error.code).toBe('unauthenticated');
    expect(requestCount()).toBe(before);
  });

  it(`allows ${WRITE_LIMITS.lookups.max} lookups a minute per user, then answers 429`, async () => {
    const user = await signedInUser(configured);
    for (let i = 0; i < WRITE_LIMITS.lookups.max; i++) {
      expect((await searchMovies(configured, user, 'Jurassic')).status).toBe(200);
    }
    const refused = await searchMovies(configured, user, 'Jurassic');
    expect(refused.status).toBe(429);
    // A minute's allowance: the next lookup goes through within the minute.
    expect(errorBody(refused.body).error.message).toBe(MSG.tooManyRequests(60));
    // The UPC endpoint shares the allowance; someone else is not affected.
    expect((await lookUpUpc(configured, user, FAKE_UPCS.unknown)).status).toBe(429);
    const other = await signedInUser(configured);
    expect((await searchMovies(configured, other, 'Jurassic')).status).toBe(200);
  });
});

describe('POST /api/v1/lookup/movies, films already in the catalogue', () => {
  it('links a TMDB result to the catalogue title with its tmdb id, or its title and year', async () => {
    const user = await signedInUser(configured);
    const byTmdb = await createTitle(configured.database.db, {
      title: 'Jurassic Park',
      year: 1993,
      tmdbId: 329,
    });
    const byTitle = await createTitle(configured.database.db, {
      title: 'the lost world:  jurassic park',
      year: 1997,
    });
    const { body } = await searchMovies(configured, user, 'Jurassic Park');
    expect(body.movies.map((movie) => [movie.source, movie.titleId, movie.titleSlug])).toEqual([
      ['tmdb', byTmdb.id, `${byTmdb.displayId}-jurassic-park-1993`],
      ['tmdb', byTitle.id, `${byTitle.displayId}-the-lost-world-jurassic-park-1997`],
    ]);
  });
});

describe('POST /api/v1/lookup/movies with OMDb', () => {
  it('maps OMDb details, with N/A as empty', async () => {
    const user = await signedInUser(omdbOnly);
    const { body } = await searchMovies(omdbOnly, user, 'Demon Tapes');
    expect(body.success).toBe(true);
    expect(body.movies).toEqual<TMovieResult[]>([
      {
        source: 'omdb',
        title: 'Demon Tapes',
        year: 1987,
        director: null,
        actors: null,
        genre: 'Horror',
        runtime: null,
        plot: null,
        posterUrl: null,
        imdbId: 'tt0100001',
        imdbRating: null,
        country: 'Canada',
        language: 'English',
        rated: null,
        released: null,
        writer: null,
        producer: null,
        productionCompanies: [{ name: 'Tape Head Films' }, { name: 'Northern Lights' }],
        boxOffice: null,
        tmdbId: null,
        budget: null,
        trailerUrl: null,
        tagline: null,
        originalTitle: null,
        backdropUrl: null,
        titleId: null,
        titleSlug: null,
      },
    ]);
    const byId = fake.requests.omdb.find((url) => url.searchParams.get('i') === 'tt0100001')!;
    expect(byId.searchParams.get('apikey')).toBe(FAKE_KEYS.omdb);
    expect(byId.searchParams.get('plot')).toBe('short');
  });

  it('maps a full OMDb answer', async () => {
    const user = await signedInUser(omdbOnly);
    const { body } = await searchMovies(omdbOnly, user, 'Jurassic Park');
    expect(body.movies[0]).toMatchObject({
      source: 'omdb',
      title: 'Jurassic Park',
      year: 1993,
      director: 'Steven Spielberg',
      actors: 'Sam Neill, Laura Dern, Jeff Goldblum',
      runtime: '127 min',
      released: '11 Jun 1993',
      rated: 'PG-13',
      imdbRating: '8.2',
      boxOffice: '$407,185,075',
      posterUrl: 'https://m.media-amazon.com/images/M/jurassic.jpg',
      productionCompanies: null,
    });
  });

  it("answers an empty list for OMDb's 'Movie not found!'", async () => {
    const user = await signedInUser(omdbOnly);
    expect((await searchMovies(omdbOnly, user, 'No Such Tape')).body).toEqual({ success: true, movies: [] });
  });

  it("treats OMDb's Response False with a real error as a failure and falls back to the catalogue", async () => {
    const user = await signedInUser(omdbOnly);
    await createTitle(omdbOnly.database.db, { title: 'Limit Breakers', year: 1990 });
    const { body } = await searchMovies(omdbOnly, user, 'Limit Breakers');
    expect(body.success).toBe(true);
    expect(body.movies.map((movie) => [movie.source, movie.title])).toEqual([
      ['catalogue', 'Limit Breakers'],
    ]);
  });
});

describe('POST /api/v1/lookup/movies with nothing configured', () => {
  it("searches Rewind's own catalogue and links each result to its title", async () => {
    const user = await signedInUser(offline);
    const title = await createTitle(offline.database.db, {
      title: 'Videodrome',
      year: 1983,
      director: 'David Cronenberg',
      description: 'A TV executive finds a broadcast of torture.',
      boxoffice: '$2,120,439',
      imdbRating: 'N/A',
      productionCompanies: [{ name: 'Filmplan International' }],
    });
    const before = requestCount();
    const { body } = await searchMovies(offline, user, 'videodrome');
    expect(body.success).toBe(true);
    expect(body.movies).toHaveLength(1);
    expect(body.movies[0]).toMatchObject({
      source: 'catalogue',
      title: 'Videodrome',
      year: 1983,
      director: 'David Cronenberg',
      plot: 'A TV executive finds a broadcast of torture.',
      boxOffice: '$2,120,439',
      imdbRating: null,
      productionCompanies: [{ name: 'Filmplan International' }],
      titleId: title.id,
      titleSlug: `${title.displayId}-videodrome-1983`,
    });
    expect(requestCount()).toBe(before);
  });

  it('lists the exact title first, then titles starting with it, then the rest newest first', async () => {
    const user = await signedInUser(offline);
    // Created oldest first: the catalogue search alone lists them newest first, the exact title last.
    for (const [title, year] of [
      ['Xenomorph', 1979],
      ['The Xenomorph!', 1982],
      ['The Xenomorph Returns', 1985],
      ['Night of the Xenomorph', 1984],
      ['Xenomorphs', 1986],
      ['Xenomorph: Resurrection', 1997],
      ['Revenge of the Xenomorphs', 1992],
    ] as const) {
      await createTitle(offline.database.db, { title, year });
    }
    const { body } = await searchMovies(offline, user, 'xenomorph');
    expect(body.movies.map((movie) => `${movie.title} (${movie.year})`)).toEqual([
      // Case, punctuation and a leading 'The' do not matter to the exact match.
      'The Xenomorph! (1982)',
      'Xenomorph (1979)',
      'Xenomorph: Resurrection (1997)',
      'Xenomorphs (1986)',
      'The Xenomorph Returns (1985)',
      'Revenge of the Xenomorphs (1992)',
      'Night of the Xenomorph (1984)',
    ]);
  });

  it('answers an empty list when the catalogue has no match', async () => {
    const user = await signedInUser(offline);
    expect((await searchMovies(offline, user, 'qqqq zzzz')).body).toEqual({ success: true, movies: [] });
  });
});

describe('POST /api/v1/lookup/upc', () => {
  it('finds a release already in the catalogue, with its film, without asking UPCitemdb', async () => {
    const user = await signedInUser(configured);
    const title = await createTitle(configured.database.db, {
      title: 'Robocop',
      year: 1987,
      director: 'Paul Verhoeven',
    });
    const release = await createRelease(configured.database.db, title.id, {
      upc: '027616123456',
      upcDistributor: 'Orion Home Video',
      upcCategory: 'Movies',
      releaseYear: 1988,
    });
    const before = fake.requests.upcitemdb.length;
    // Scanned as EAN-13: the same barcode with a leading 0.
    const { status, body } = await lookUpUpc(configured, user, '0027616123456');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      result: {
        movie: expect.objectContaining({
          source: 'catalogue',
          title: 'Robocop',
          director: 'Paul Verhoeven',
          titleId: title.id,
        }),
        release: {
          upc: '027616123456',
          upcDistributor: 'Orion Home Video',
          upcCategory: 'Movies',
          releaseId: release.id,
          releaseSlug: `${release.displayId}-robocop-1988`,
          titleSlug: `${title.displayId}-robocop-1987`,
        },
      },
    });
    expect(fake.requests.upcitemdb.length).toBe(before);
  });

  it('names the product through UPCitemdb and looks the film up by its cleaned title', async () => {
    const user = await signedInUser(configured);
    const { body } = await lookUpUpc(
      configured,
      user,
      ` ${FAKE_UPCS.jurassicPark.slice(0, 6)}-${FAKE_UPCS.jurassicPark.slice(6)} `,
    );
    expect(body.success).toBe(true);
    expect(body.result?.release).toEqual({
      upc: FAKE_UPCS.jurassicPark,
      upcDistributor: 'Universal Studios',
      upcCategory: 'Media > DVDs & Videos',
      releaseId: null,
      releaseSlug: null,
      titleSlug: null,
    });
    expect(body.result?.movie).toMatchObject({ source: 'tmdb', title: 'Jurassic Park', tmdbId: 329 });

    // A day's cache: the same code again reaches no provider.
    const reached = requestCount();
    const again = await lookUpUpc(configured, user, FAKE_UPCS.jurassicPark);
    expect(again.body).toEqual(body);
    expect(requestCount()).toBe(reached);
  });

  it('takes an EAN-13 starting with 0 as its UPC-A: asks UPCitemdb for the 12 digits and answers them', async () => {
    const user = await signedInUser(configured);
    // Nothing cached from other tests: this one shows which code reaches UPCitemdb.
    await configured.database.db.delete(lookupCache);
    const before = fake.requests.upcitemdb.length;
    const { body } = await lookUpUpc(configured, user, `0${FAKE_UPCS.jurassicPark}`);
    expect(body.success).toBe(true);
    // The 12 digits the release's UPC field keeps, not the first 12 of the 13.
    expect(body.result?.release).toMatchObject({
      upc: FAKE_UPCS.jurassicPark,
      upcDistributor: 'Universal Studios',
    });
    expect(body.result?.movie).toMatchObject({ source: 'tmdb', title: 'Jurassic Park' });
    expect(fake.requests.upcitemdb.slice(before).map((url) => url.searchParams.get('upc'))).toEqual([
      FAKE_UPCS.jurassicPark,
    ]);
    // Both forms of the code are one cache entry.
    const reached = requestCount();
    expect((await lookUpUpc(configured, user, FAKE_UPCS.jurassicPark)).body).toEqual(body);
    expect(requestCount()).toBe(reached);

    const unknown = await lookUpUpc(configured, user, `0${FAKE_UPCS.unknown}`);
    expect(unknown.body.error).toBe(MSG.upcNotFound(FAKE_UPCS.unknown));
  });

  it('answers an EAN-13 that is no UPC-A with its film and product but no UPC, which a release cannot hold', async () => {
    const user = await signedInUser(configured);
    const before = fake.requests.upcitemdb.length;
    const { body } = await lookUpUpc(configured, user, FAKE_UPCS.europeanJurassicPark);
    expect(body.success).toBe(true);
    expect(body.result?.release).toEqual({
      upc: '',
      upcDistributor: 'CIC Video',
      upcCategory: 'Media > DVDs & Videos',
      releaseId: null,
      releaseSlug: null,
      titleSlug: null,
    });
    expect(body.result?.movie).toMatchObject({ source: 'tmdb', title: 'Jurassic Park' });
    expect(fake.requests.upcitemdb.slice(before).map((url) => url.searchParams.get('upc'))).toEqual([
      FAKE_UPCS.europeanJurassicPark,
    ]);
  });

  it('answers with the product and no film when no film matches its name', async () => {
    const user = await signedInUser(configured);
    const { body } = await lookUpUpc(configured, user, FAKE_UPCS.notAFilm);
    expect(body.success).toBe(true);
    expect(body.result?.movie).toBeNull();
    expect(body.result?.release.upcDistributor).toBe('Maxell');
  });

  it("gives the product's not-found text and offers a manual search", async () => {
    const user = await signedInUser(configured);
    for (const code of [FAKE_UPCS.unknown, FAKE_UPCS.invalid]) {
      const { status, body } = await lookUpUpc(configured, user, code);
      expect(status).toBe(200);
      expect(body).toEqual({
        success: false,
        error: MSG.upcNotFound(code),
        reason: 'not_found',
        allowManualSearch: true,
      });
    }
    expect(MSG.upcNotFound('123')).toBe(
      "UPC 123 not found in database. VHS tapes often aren't in UPC databases.",
    );
  });

  it("gives 'UPC lookup failed' when UPCitemdb fails, refuses or is too slow", async () => {
    const user = await signedInUser(configured);
    for (const code of [FAKE_UPCS.failing, FAKE_UPCS.tooFast, FAKE_UPCS.slow]) {
      const { body } = await lookUpUpc(configured, user, code);
      expect(body).toEqual({
        success: false,
        error: MSG.upcLookupFailed,
        reason: 'lookup_failed',
        allowManualSearch: true,
      });
    }
    // Failures are not cached: once UPCitemdb answers, the code is looked up again.
    const before = fake.requests.upcitemdb.length;
    await lookUpUpc(configured, user, FAKE_UPCS.failing);
    expect(fake.requests.upcitemdb.length).toBe(before + 1);
  });

  it('with UPC_LOOKUP=catalogue, answers from the catalogue only', async () => {
    const user = await signedInUser(offline);
    const before = requestCount();
    const { body } = await lookUpUpc(offline, user, FAKE_UPCS.jurassicPark);
    expect(body).toEqual({
      success: false,
      error: MSG.upcNotFound(FAKE_UPCS.jurassicPark),
      reason: 'not_found',
      allowManualSearch: true,
    });
    expect(requestCount()).toBe(before);
  });

  it('refuses a code that is not 8 to 13 digits', async () => {
    const user = await signedInUser(configured);
    for (const code of ['1234567', '12345678901234', 'abc', '']) {
      const { status, body } = await lookUpUpc(configured, user, code);
      expect(status).toBe(400);
      expect(errorBody(body).error.message).toContain('Invalid barcode');
    }
  });

  it('needs a signed-in caller', async () => {
    const { status } = await lookUpUpc(configured, null, FAKE_UPCS.jurassicPark);
    expect(status).toBe(401);
  });
});

describe('the lookup cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const hours = (count: number) => count * 60 * 60 * 1000;

  it('keeps a movie search for a day, then asks TMDB again', async () => {
    const user = await signedInUser(configured);
    const title = 'Tapes From Yesterday';
    const asked = () => fake.requests.tmdb.filter((url) => url.searchParams.get('query') === title).length;
    await searchMovies(configured, user, title);
    expect(asked()).toBe(1);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + hours(23));
    expect((await searchMovies(configured, user, title)).body).toEqual({ success: true, movies: [] });
    expect(asked()).toBe(1);
    vi.setSystemTime(start + hours(25));
    expect((await searchMovies(configured, user, title)).body).toEqual({ success: true, movies: [] });
    expect(asked()).toBe(2);
  });

  it('keeps a UPC answer for a day, then asks UPCitemdb again', async () => {
    const user = await signedInUser(configured);
    const code = FAKE_UPCS.unknown;
    const asked = () => fake.requests.upcitemdb.filter((url) => url.searchParams.get('upc') === code).length;
    await lookUpUpc(configured, user, code);
    const first = asked();
    expect(first).toBeGreaterThan(0);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + hours(23));
    expect((await lookUpUpc(configured, user, code)).body.error).toBe(MSG.upcNotFound(code));
    expect(asked()).toBe(first);
    vi.setSystemTime(start + hours(25));
    expect((await lookUpUpc(configured, user, code)).body.error).toBe(MSG.upcNotFound(code));
    expect(asked()).toBe(first + 1);
  });
});
