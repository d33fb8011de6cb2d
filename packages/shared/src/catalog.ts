import { z } from 'zod';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';
import { FORMATS, TITLE_LETTERS, TITLE_SORTS } from './options.ts';
import { optionalCode, optionalText } from './fields.ts';
import { ZImage } from './images.ts';
import { ZTitleAbilities } from './policies/catalog.ts';
import { isValidImdbRating } from './rating.ts';
import { releaseFactFilters, ZFirstRelease, ZRelease } from './releases.ts';
import { yearFromReleased } from './year.ts';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

const optionalFilter = z
  .string()
  .trim()
  .max(LIMITS.search)
  .transform((value) => value || undefined)
  .optional();

export const ZTitleListQuery = ZPageQuery.extend({
  sort: z.enum(TITLE_SORTS).default('newest'),
  format: z.enum(FORMATS).optional(),
  genre: optionalFilter,
  decade: z.coerce
    .number()
    .int()
    .min(1800)
    .max(2200)
    .refine((year) => year % 10 === 0, 'A decade starts at a year ending in 0')
    .optional(),
  studio: optionalFilter,
  distributor: optionalFilter,
  letter: z.enum(TITLE_LETTERS).optional(),
  ...releaseFactFilters,
});
export type TTitleListQuery = z.infer<typeof ZTitleListQuery>;

export const ZTitleSummary = z.object({
  id: z.uuid(),
  displayId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  director: z.string().nullable(),
  genre: z.string().nullable(),
  studio: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
});
export type TTitleSummary = z.infer<typeof ZTitleSummary>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const ZTitleList = pageOf(ZTitleSummary);
export type TTitleList = z.infer<typeof ZTitleList>;

// An http(s) address, or a path on this site: a path starting '//' or '/\\' is another site to a browser.
const HTTP_OR_OWN_PATH = /^(https?:\/\/[^\s/\\]|\/(?![/\\]))/;

const optionalUrl = (label: string) =>
  optionalText(label, LIMITS.urlMax).refine(
    (value) => value === null || HTTP_OR_OWN_PATH.test(value),
    'Must be an http(s) URL',
  );

/** What the film fields are called on the forms, and in their messages ('Director must be at most ...'). */
export const TITLE_FIELD_LABELS = {
  title: 'Title',
  released: 'Released',
  originalTitle: 'Original Title',
  director: 'Director',
  producer: 'Producer',
  writer: 'Writer',
  genre: 'Genre',
  actors: 'Actors',
  studio: 'Studio',
  distributor: 'Distributor',
  runtime: 'Runtime',
  rated: 'Rated',
  imdbRating: 'IMDb Rating',
  country: 'Country',
  language: 'Language',
  budget: 'Budget',
  boxoffice: 'Box Office',
  tagline: 'Tagline',
  trailerUrl: 'Trailer URL',
  coverImageUrl: 'Cover Image URL',
  backdropUrl: 'Backdrop URL',
  description: 'Description',
  notes: 'Notes',
  imdbId: 'IMDb ID',
  type: 'Type',
} as const;
const L = TITLE_FIELD_LABELS;

/** The film fields a person or a lookup can fill in; everything but the title may be empty. */
export const titleFieldSchemas = {
  title: z
    .string({ error: MSG.titleRequired })
    .trim()
    .min(1, MSG.titleRequired)
    .max(LIMITS.title, MSG.tooLong(L.title, LIMITS.title)),
  released: optionalText(L.released, LIMITS.shortText),
  director: optionalText(L.director, LIMITS.title),
  producer: optionalText(L.producer, LIMITS.title),
  writer: optionalText(L.writer, LIMITS.title),
  distributor: optionalText(L.distributor, LIMITS.title),
  studio: optionalText(L.studio, LIMITS.title),
  actors: optionalText(L.actors, LIMITS.description),
  genre: optionalText(L.genre, LIMITS.title),
  description: optionalText(L.description, LIMITS.description),
  notes: optionalText(L.notes, LIMITS.notes),
  // Digits and dots, at most four characters: anything else is refused, not cleaned.
  imdbRating: optionalCode(isValidImdbRating, MSG.imdbRatingInvalid),
  rated: optionalText(L.rated, 20),
  runtime: optionalText(L.runtime, 50),
  budget: optionalText(L.budget, 50),
  boxoffice: optionalText(L.boxoffice, 50),
  country: optionalText(L.country, LIMITS.title),
  language: optionalText(L.language, LIMITS.title),
  trailerUrl: optionalUrl(L.trailerUrl),
  tagline: optionalText(L.tagline, LIMITS.title),
  originalTitle: optionalText(L.originalTitle, LIMITS.title),
  tmdbId: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  imdbId: optionalText(L.imdbId, 20),
  type: optionalText(L.type, 20),
  productionCompanies: z
    .array(z.object({ name: z.string().trim().min(1).max(LIMITS.title) }))
    .max(50)
    .nullish()
    .transform((value) => value ?? null),
  backdropUrl: optionalUrl(L.backdropUrl),
  coverImageUrl: optionalUrl(L.coverImageUrl),
};
export const TITLE_FIELDS = Object.keys(titleFieldSchemas) as (keyof typeof titleFieldSchemas)[];
export type TTitleField = (typeof TITLE_FIELDS)[number];

export const ZTitleFields = z.object(titleFieldSchemas);

/**
 * A new film. The released date is required unless a first release comes with it; the year is always
 * derived from the released date (or the current year), as saving a film always does.
 */
export const ZCreateTitleRequest = ZTitleFields.extend({
  firstRelease: ZFirstRelease.nullish().transform((value) => value ?? null),
})
  .refine((title) => title.released !== null || title.firstRelease !== null, {
    message: MSG.releasedRequired,
    path: ['released'],
  })
  .transform((title) => ({ ...title, year: yearFromReleased(title.released) }))
  .refine((title) => title.year >= LIMITS.yearMin && title.year <= LIMITS.yearMax, {
    message: MSG.yearInvalid,
    path: ['released'],
  });
export type TCreateTitleRequest = z.input<typeof ZCreateTitleRequest>;
export type TCreateTitle = z.output<typeof ZCreateTitleRequest>;

/** Changes to a film: only the fields sent are touched. */
export const ZUpdateTitleRequest = ZTitleFields.partial();
export type TUpdateTitleRequest = z.infer<typeof ZUpdateTitleRequest>;

export const ZTitleDetail = ZTitleSummary.extend({
  producer: z.string().nullable(),
  writer: z.string().nullable(),
  distributor: z.string().nullable(),
  actors: z.string().nullable(),
  released: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  imdbRating: z.string().nullable(),
  rated: z.string().nullable(),
  runtime: z.string().nullable(),
  budget: z.string().nullable(),
  boxoffice: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  trailerUrl: z.string().nullable(),
  tagline: z.string().nullable(),
  originalTitle: z.string().nullable(),
  tmdbId: z.number().int().nullable(),
  imdbId: z.string().nullable(),
  type: z.string(),
  productionCompanies: z.array(z.object({ name: z.string() })).nullable(),
  backdropUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  releases: z.array(ZRelease),
  /** The film's gallery in order, the primary image first. */
  images: z.array(ZImage),
  /** What the caller may do with it. */
  abilities: ZTitleAbilities,
});
export type TTitleDetail = z.infer<typeof ZTitleDetail>;

export const ZSearchQuery = z.object({
  q: z.string().max(1000).default(''),
  limit: z.coerce.number().int().min(1).max(LIMITS.globalSearchResults).default(LIMITS.globalSearchResults),
});

export const ZSearchResult = z.object({
  query: z.string(),
  items: z.array(ZTitleSummary),
  /** Close titles offered as 'Did you mean ...' when nothing matched. */
  suggestions: z.array(z.object({ title: z.string(), slug: z.string() })),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

/** Search terms are lower-cased, their whitespace collapsed, and capped at 200 characters. */
export function cleanSearchTerm(input: string): string {
  return input.toLowerCase().replace(/[<>]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, LIMITS.search);
}

export const ZDistributorQuery = ZPageQuery;

export const ZDistributor = z.object({
  name: z.string(),
  /** Films with a release by this distributor or studio, or made by it, each with those releases. */
  films: z.array(
    ZTitleSummary.extend({
      releases: z.array(
        z.object({
          id: z.uuid(),
          slug: z.string(),
          releaseTitle: z.string(),
          format: z.string(),
          releaseYear: z.number().int().nullable(),
          caseType: z.string().nullable(),
          coverImageUrl: z.string().nullable(),
        }),
      ),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TDistributor = z.infer<typeof ZDistributor>;
