import { describe, expect, it } from 'vitest';
import { ZCreateTitleRequest, ZUpdateTitleRequest } from './catalog.ts';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { ZCreateReleaseRequest, ZUpdateReleaseRequest } from './releases.ts';

const FILM_ID = '00000000-0000-4000-8000-000000000001';

/** The messages of a failed parse, by field path. */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('film fields', () => {
  it("say a title is too long, not that it is required (the schema's 'required' text is for a missing one)", () => {
    expect(
      messagesOf(ZCreateTitleRequest.safeParse({ title: 'x'.repeat(LIMITS.title + 1), released: '1985' })),
    ).toEqual({ title: 'Title must be at most 200 characters' });
    expect(messagesOf(ZCreateTitleRequest.safeParse({ released: '1985' }))).toEqual({
      title: MSG.titleRequired,
    });
  });

  it('name the field in every length message', () => {
    const tooLong = ZUpdateTitleRequest.safeParse({
      director: 'd'.repeat(LIMITS.title + 1),
      description: 'd'.repeat(LIMITS.description + 1),
      runtime: 'r'.repeat(51),
      trailerUrl: `https://example.com/${'t'.repeat(LIMITS.urlMax)}`,
    });
    expect(messagesOf(tooLong)).toEqual({
      director: 'Director must be at most 200 characters',
      description: 'Description must be at most 1000 characters',
      runtime: 'Runtime must be at most 50 characters',
      trailerUrl: 'Trailer URL must be at most 2048 characters',
    });
  });

  it('take an IMDb rating of digits and a dot, at most four characters, and refuse anything else', () => {
    expect(ZUpdateTitleRequest.parse({ imdbRating: ' 8.4 ' }).imdbRating).toBe('8.4');
    expect(ZUpdateTitleRequest.parse({ imdbRating: '' }).imdbRating).toBeNull();
    for (const imdbRating of ['x.y.z.1', '8.4/10', '10.00', 'N/A']) {
      expect(messagesOf(ZUpdateTitleRequest.safeParse({ imdbRating })), imdbRating).toEqual({
        imdbRating: MSG.imdbRatingInvalid,
      });
    }
  });
});

describe('release fields', () => {
  const release = (fields: object) => ZCreateReleaseRequest.safeParse({ masterMovieId: FILM_ID, ...fields });

  it('take a four-digit year and a UPC of up to 12 digits', () => {
    const parsed = release({ releaseYear: '1987', upc: '012345678905' });
    expect(parsed.data).toMatchObject({ releaseYear: 1987, upc: '012345678905' });
    expect(release({ upc: '96385074' }).data?.upc).toBe('96385074');
    expect(release({ releaseYear: '', upc: '' }).data).toMatchObject({ releaseYear: null, upc: null });
  });

  it('refuse a year with letters or more than four digits', () => {
    for (const releaseYear of ['abc', '1987a', '19875']) {
      expect(messagesOf(release({ releaseYear })), releaseYear).toEqual({ releaseYear: MSG.yearInvalid });
    }
  });

  it('refuse a UPC of 13 digits or with letters, dashes or spaces', () => {
    for (const upc of ['0123456789051', '01234567890A', '0-12345-67890-5']) {
      expect(messagesOf(release({ upc })), upc).toEqual({ upc: MSG.upcInvalid });
    }
  });

  it('say a release title or studio is too long with its own name', () => {
    expect(
      messagesOf(ZUpdateReleaseRequest.safeParse({ releaseTitle: 'r'.repeat(201), studio: 's'.repeat(201) })),
    ).toEqual({
      releaseTitle: 'Release Title must be at most 200 characters',
      studio: 'Release Studio must be at most 200 characters',
    });
    expect(
      messagesOf(
        ZCreateTitleRequest.safeParse({ title: 'Brazil', firstRelease: { releaseTitle: 'r'.repeat(201) } }),
      ),
    ).toEqual({ 'firstRelease.releaseTitle': 'Release Title must be at most 200 characters' });
  });
});
