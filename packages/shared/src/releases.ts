import { z } from 'zod';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';
import { LANGUAGE_CODES } from './languages.ts';
import {
  ASPECT_RATIOS,
  AUDIO_FORMATS,
  CASE_TYPES,
  caseTypesFor,
  EDITIONS,
  FORMATS,
  isTapeFormat,
  REGIONS,
  RELEASE_DEFAULTS,
  SALE_TYPES,
  SPEEDS,
} from './options.ts';
import { optionalCode, optionalText } from './fields.ts';
import { ZImage } from './images.ts';
import { ZReleaseAbilities } from './policies/catalog.ts';
import { fitsReleaseUpc } from './upc.ts';
import { ZOptionalYear } from './year.ts';

/** An option list field of the release form; '' (nothing chosen) is stored as null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.enum(options), z.literal('')])
    .nullish()
    .transform((value) => value || null);

/** What the release fields are called on the forms, and in their messages. */
export const RELEASE_FIELD_LABELS = {
  releaseTitle: 'Release Title',
  format: 'Format',
  caseType: 'Case Type',
  region: 'Region',
  speed: 'Speed',
  edition: 'Edition',
  editionOther: 'Other Edition',
  studio: 'Release Studio',
  releaseYear: 'Release Year',
  releaseCountry: 'Release Country',
  upc: 'UPC',
  upcDistributor: 'UPC Distributor',
  upcCategory: 'UPC Category',
  distributorCode: 'Distributor Code',
  frontCoverUrl: 'Front Cover URL',
  releaseNotes: 'Release Notes',
  screener: 'Screener copy',
  saleType: 'Rental or Sell-through',
  aspectRatio: 'Aspect Ratio',
  audio: 'Audio',
  audioLanguages: 'Audio Languages',
  subtitleLanguages: 'Subtitles',
  runtimeMinutes: 'Runtime (minutes)',
  packagingNotes: 'Packaging Notes',
} as const;
const L = RELEASE_FIELD_LABELS;

/** Languages by ISO 639-1 code, each once, in the order given; none is an empty list. */
const languageList = z
  .array(z.enum(LANGUAGE_CODES, { error: MSG.languageCodeInvalid }))
  .max(LANGUAGE_CODES.length)
  .nullish()
  .transform((codes) => [...new Set(codes ?? [])]);

/** A running time in whole minutes: empty is null, anything but digits in 1 up to the limit is refused. */
const ZOptionalMinutes = z
  .union([z.number().transform(String), z.string()])
  .nullish()
  .pipe(
    optionalCode(
      (text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= LIMITS.runtimeMinutesMax,
      MSG.runtimeMinutesInvalid,
    ),
  )
  .transform((minutes) => (minutes === null ? null : Number(minutes)));

export const releaseFieldSchemas = {
  releaseTitle: optionalText(L.releaseTitle, LIMITS.title),
  studio: optionalText(L.studio, LIMITS.title),
  // Digits only, at most four: anything else is refused, not cleaned.
  releaseYear: ZOptionalYear,
  caseType: optionalChoice(CASE_TYPES),
  releaseNotes: optionalText(L.releaseNotes, LIMITS.description),
  frontCoverUrl: optionalText(L.frontCoverUrl, LIMITS.urlMax),
  // At most 12 digits and nothing else.
  upc: optionalCode(fitsReleaseUpc, MSG.upcInvalid),
  upcDistributor: optionalText(L.upcDistributor, LIMITS.upcDistributor),
  upcCategory: optionalText(L.upcCategory, LIMITS.upcDistributor),
  distributorCode: optionalText(L.distributorCode, LIMITS.distributorCode),
  releaseCountry: optionalText(L.releaseCountry, LIMITS.location),
  region: optionalChoice(REGIONS),
  format: z.enum(FORMATS),
  speed: optionalChoice(SPEEDS),
  edition: optionalChoice(EDITIONS),
  editionOther: optionalText(L.editionOther, LIMITS.title),
  screener: z.boolean(),
  saleType: optionalChoice(SALE_TYPES),
  aspectRatio: optionalChoice(ASPECT_RATIOS),
  audio: optionalChoice(AUDIO_FORMATS),
  audioLanguages: languageList,
  subtitleLanguages: languageList,
  runtimeMinutes: ZOptionalMinutes,
  packagingNotes: optionalText(L.packagingNotes, LIMITS.description),
};
/** The release facts the catalogue and the marketplace filter by, as their URLs carry them. */
export const releaseFactFilters = {
  saleType: z.enum(SALE_TYPES).optional(),
  aspectRatio: z.enum(ASPECT_RATIOS).optional(),
  /** An ISO 639-1 code among the release's audio languages. */
  audioLanguage: z.enum(LANGUAGE_CODES).optional(),
};
export type TReleaseFactFilters = {
  [K in keyof typeof releaseFactFilters]?: z.infer<(typeof releaseFactFilters)[K]>;
};

export const RELEASE_FIELDS = Object.keys(releaseFieldSchemas) as (keyof typeof releaseFieldSchemas)[];
export type TReleaseField = (typeof RELEASE_FIELDS)[number];

/**
 * The fields that follow a release's format (decision 038), for a release whose format is `format` and case
 * type `caseType` once saved: a disc has no speed, so any speed is dropped; a case type the format does not
 * come in is refused with the field's message (null when it fits).
 */
export function fitToFormat<T extends { speed?: string | null }>(fields: T, format: string): T {
  return isTapeFormat(format) ? fields : { ...fields, speed: null };
}
export function caseTypeMisfit(format: string, caseType: string | null | undefined): string | null {
  const offered = caseTypesFor(format);
  return !caseType || (offered as readonly string[]).includes(caseType)
    ? null
    : MSG.caseTypeNotForFormat(format, offered);
}

/** A new release: format and screener fall back to their defaults (VHS, not a screener). */
export const ZReleaseFields = z.object({
  ...releaseFieldSchemas,
  format: releaseFieldSchemas.format.default(RELEASE_DEFAULTS.format),
  screener: releaseFieldSchemas.screener.default(RELEASE_DEFAULTS.screener),
});
export type TReleaseFields = z.infer<typeof ZReleaseFields>;

/** The first release added together with a new film: its title is required. */
export const ZFirstRelease = ZReleaseFields.extend({
  releaseTitle: z
    .string({ error: MSG.releaseTitleRequired })
    .trim()
    .min(1, MSG.releaseTitleRequired)
    .max(LIMITS.title, MSG.tooLong(L.releaseTitle, LIMITS.title)),
});

export const ZCreateReleaseRequest = ZReleaseFields.extend({ masterMovieId: z.uuid() });
export type TCreateReleaseRequest = z.infer<typeof ZCreateReleaseRequest>;

// Built from the fields without defaults: a field left out of an update must stay as it is.
export const ZUpdateReleaseRequest = z.object(releaseFieldSchemas).partial();
export type TUpdateReleaseRequest = z.infer<typeof ZUpdateReleaseRequest>;

export const ZRelease = z.object({
  id: z.uuid(),
  displayId: z.number().int(),
  slug: z.string(),
  masterMovieId: z.uuid(),
  mainTitle: z.string().nullable(),
  releaseTitle: z.string(),
  studio: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  caseType: z.string().nullable(),
  releaseNotes: z.string().nullable(),
  /**
   * The front cover: the primary release image (in lists its thumbnail, on the release itself the full
   * image), else the release's front_cover_url, else the film's cover.
   */
  coverImageUrl: z.string().nullable(),
  upc: z.string().nullable(),
  upcDistributor: z.string().nullable(),
  upcCategory: z.string().nullable(),
  distributorCode: z.string().nullable(),
  releaseCountry: z.string().nullable(),
  region: z.string().nullable(),
  format: z.string(),
  speed: z.string().nullable(),
  edition: z.string().nullable(),
  editionOther: z.string().nullable(),
  screener: z.boolean(),
  saleType: z.enum(SALE_TYPES).nullable(),
  aspectRatio: z.string().nullable(),
  audio: z.string().nullable(),
  /** ISO 639-1 codes. */
  audioLanguages: z.array(z.string()),
  subtitleLanguages: z.array(z.string()),
  runtimeMinutes: z.number().int().nullable(),
  packagingNotes: z.string().nullable(),
  haveCount: z.number().int(),
  wantCount: z.number().int(),
  createdAt: z.string(),
});
export type TRelease = z.infer<typeof ZRelease>;

export const ZReleaseDetail = ZRelease.extend({
  title: z.object({
    id: z.uuid(),
    displayId: z.number().int(),
    slug: z.string(),
    title: z.string(),
    year: z.number().int().nullable(),
    director: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
  }),
  /** The release's gallery in order; the primary image (the first) is its front cover. */
  images: z.array(ZImage),
  /** What the caller may do with it. */
  abilities: ZReleaseAbilities,
});
export type TReleaseDetail = z.infer<typeof ZReleaseDetail>;
