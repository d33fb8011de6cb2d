import { z } from 'zod';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';

/** Where a movie search result came from: an outside film database or Rewind's own catalogue. */
export const LOOKUP_SOURCES = ['tmdb', 'omdb', 'catalogue'] as const;
export type TLookupSource = (typeof LOOKUP_SOURCES)[number];

/** Film databases write 'N/A' for a missing value; Rewind treats it as empty. */
export function emptyIfNotAvailable(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toUpperCase() === 'N/A' ? null : trimmed;
}

export const ZMovieSearchRequest = z.object({
  title: z.string().trim().min(1, MSG.lookupTitleRequired).max(LIMITS.search),
});
export type TMovieSearchRequest = z.infer<typeof ZMovieSearchRequest>;

/**
 * One film as the search dialog shows it and the title form is filled from.
 * Every field may be missing; 'N/A' never reaches the client.
 */
export const ZMovieResult = z.object({
  source: z.enum(LOOKUP_SOURCES),
  title: z.string(),
  year: z.number().int().nullable(),
  director: z.string().nullable(),
  /** Comma separated, as media_titles.actors. */
  actors: z.string().nullable(),
  /** Comma separated. */
  genre: z.string().nullable(),
  /** For example '127 min'. */
  runtime: z.string().nullable(),
  plot: z.string().nullable(),
  posterUrl: z.string().nullable(),
  imdbId: z.string().nullable(),
  imdbRating: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  rated: z.string().nullable(),
  /** For example '19 Nov 1993'. */
  released: z.string().nullable(),
  writer: z.string().nullable(),
  producer: z.string().nullable(),
  /** Same shape as media_titles.production_companies. */
  productionCompanies: z.array(z.object({ name: z.string() })).nullable(),
  boxOffice: z.string().nullable(),
  tmdbId: z.number().int().nullable(),
  budget: z.string().nullable(),
  trailerUrl: z.string().nullable(),
  tagline: z.string().nullable(),
  originalTitle: z.string().nullable(),
  backdropUrl: z.string().nullable(),
  /** Set when the film is already in Rewind's catalogue. */
  titleId: z.uuid().nullable(),
  titleSlug: z.string().nullable(),
});
export type TMovieResult = z.infer<typeof ZMovieResult>;

/** Like the original search-movies-2: success, movies[], error. */
export const ZMovieSearchResponse = z.object({
  success: z.boolean(),
  movies: z.array(ZMovieResult),
  error: z.string().optional(),
});
export type TMovieSearchResponse = z.infer<typeof ZMovieSearchResponse>;

/**
 * A scanned or typed code. Everything but digits is dropped; 8 to 13 digits pass, as the scanner
 * accepts (UPC-A, EAN-13, EAN-8). The stricter 12-digit rule of manual entry is the dialog's.
 */
export const ZUpcLookupRequest = z.object({
  upc: z
    .string()
    .max(64)
    .transform((value) => value.replace(/\D/g, ''))
    .superRefine((code, ctx) => {
      if (code.length < LIMITS.scannedUpcMinDigits || code.length > 13) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidBarcode(code, code.length) });
      }
    }),
});
export type TUpcLookupRequest = z.input<typeof ZUpcLookupRequest>;

export const ZUpcRelease = z.object({
  /**
   * The code as the release's UPC field holds it: an EAN-13 starting with 0 as its 12-digit UPC-A; empty
   * for a code that field cannot hold (an EAN-13 starting with another digit).
   */
  upc: z.string(),
  upcDistributor: z.string().nullable(),
  upcCategory: z.string().nullable(),
  /** Set when a release with this UPC is already in the catalogue. */
  releaseId: z.uuid().nullable(),
  releaseSlug: z.string().nullable(),
  titleSlug: z.string().nullable(),
});
export type TUpcRelease = z.infer<typeof ZUpcRelease>;

/**
 * Like the original process-upc-2: success with the film (null when the code names a product but no
 * film was found) and what is known of the release; or success false with the error and whether to
 * offer 'Search Movies' instead.
 */
export const ZUpcLookupResponse = z.object({
  success: z.boolean(),
  result: z
    .object({
      movie: ZMovieResult.nullable(),
      release: ZUpcRelease,
    })
    .optional(),
  error: z.string().optional(),
  /** Why success is false: no database knows the code, or the UPC database could not be asked. */
  reason: z.enum(['not_found', 'lookup_failed']).optional(),
  allowManualSearch: z.boolean().optional(),
});
export type TUpcLookupResponse = z.infer<typeof ZUpcLookupResponse>;
