import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_KEYS,
  type FakeLookupServers,
  SLOW_MS,
  startFakeLookupServers,
} from '../../test/fake-lookup-servers';
import { LookupError, releasedFromIsoDate, yearFrom } from './lookup';
import { createOmdbLookup } from './omdb';
import { createTmdbLookup } from './tmdb';
import { filmTitleFromProduct } from './upcitemdb';

// Generous: these requests are answered, only perhaps late on a busy machine.
const ANSWER_TIMEOUT_MS = 20_000;

const fake = {} as FakeLookupServers;
beforeAll(async () => Object.assign(fake, await startFakeLookupServers()));
afterAll(() => fake.close());

describe('filmTitleFromProduct', () => {
  it.each([
    ['Jurassic Park [VHS] (1993) - Widescreen', 'Jurassic Park'],
    ['Alien VHS', 'Alien'],
    ['The Lego Movie (Blu-ray + DVD)', 'The Lego Movie'],
    ['Terminator 2: Judgment Day - Special Edition VHS', 'Terminator 2: Judgment Day'],
    ['Back to the Future - VHS - NTSC', 'Back to the Future'],
    ["Ghostbusters (Collector's Edition) / VHS", 'Ghostbusters'],
    ['New Jack City [DVD]', 'New Jack City'],
    ['Beta', 'Beta'],
  ])('%s -> %s', (product, title) => {
    expect(filmTitleFromProduct(product)).toBe(title);
  });
});

describe('date helpers', () => {
  it("write TMDB's ISO dates the catalogue's way", () => {
    expect(releasedFromIsoDate('1993-11-19')).toBe('19 Nov 1993');
    expect(releasedFromIsoDate('')).toBeNull();
    expect(releasedFromIsoDate('1993-13-01')).toBeNull();
    expect(yearFrom('1987–1988')).toBe(1987);
    expect(yearFrom(null)).toBeNull();
  });
});

describe('provider errors', () => {
  it('name the provider and status but never the key', async () => {
    const tmdb = createTmdbLookup({
      apiKey: 'wrong-secret-key',
      baseUrl: fake.tmdbUrl,
      imageBaseUrl: 'https://image.tmdb.org/t/p/',
      timeoutMs: ANSWER_TIMEOUT_MS,
    });
    const error = await tmdb.search('Jurassic Park').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LookupError);
    expect((error as Error).message).toMatch(/^tmdb: .*answered 401$/);
    expect((error as Error).message).not.toContain('wrong-secret-key');
  });

  it("report OMDb's refusals by their text", async () => {
    const omdb = createOmdbLookup({
      apiKey: 'wrong-secret-key',
      baseUrl: fake.omdbUrl,
      timeoutMs: ANSWER_TIMEOUT_MS,
    });
    await expect(omdb.search('Jurassic Park')).rejects.toThrow('omdb: Invalid API key!');
    const limited = createOmdbLookup({
      apiKey: FAKE_KEYS.omdb,
      baseUrl: fake.omdbUrl,
      timeoutMs: ANSWER_TIMEOUT_MS,
    });
    await expect(limited.search('limit reached')).rejects.toThrow('omdb: Request limit reached!');
  });

  it('give up after the timeout', async () => {
    const tmdb = createTmdbLookup({
      apiKey: FAKE_KEYS.tmdb,
      baseUrl: fake.tmdbUrl,
      imageBaseUrl: 'https://image.tmdb.org/t/p/',
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(tmdb.search('slow film')).rejects.toThrow(/no answer from .* within 200 ms/);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });
});
