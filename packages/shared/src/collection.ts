import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';
import { COLLECTION_SORTS, CONDITIONS, FORMATS, REGIONS, WANT_PRIORITIES } from './options.ts';
import { ZPrice } from './price.ts';

// Collections and wantlists. Both lists share one item shape; a wantlist item adds its priority.

/** Rows a single import may carry. */
export const COLLECTION_IMPORT_MAX_ROWS = 1000;

/** GET /api/v1/me/collection, /me/wantlist and /users/{username}/collection. */
export const ZCollectionQuery = ZPageQuery.extend({
  /** newest: most recently added first (the default); title: A-Z; year: the film's year, newest first. */
  sort: z.enum(COLLECTION_SORTS).default('newest'),
  /** Only items of a release in this format (film-level items, which have no release, drop out). */
  format: z.enum(FORMATS).optional(),
  /** 'true': only the items marked for trade (the spares a trade proposal picks from). */
  forTrade: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Words searched in the film's title, its director and the release title (case-insensitive). */
  q: z
    .string()
    .trim()
    .max(LIMITS.search)
    .transform((value) => value || undefined)
    .optional(),
});
export type TCollectionQuery = z.input<typeof ZCollectionQuery>;

export const ZCollectionFilm = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  coverImageUrl: z.string().nullable(),
  director: z.string().nullable(),
  genre: z.string().nullable(),
});
export type TCollectionFilm = z.infer<typeof ZCollectionFilm>;

export const ZCollectionRelease = z.object({
  id: z.uuid(),
  slug: z.string(),
  releaseTitle: z.string(),
  format: z.string(),
  caseType: z.string().nullable(),
  region: z.string().nullable(),
  /** The primary release photo's thumbnail, else the release's front cover URL, else the film's cover. */
  coverImageUrl: z.string().nullable(),
  upc: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
});
export type TCollectionRelease = z.infer<typeof ZCollectionRelease>;

export const ZCollectionItem = z.object({
  id: z.uuid(),
  /** Null for a film held without naming a release. */
  releaseId: z.uuid().nullable(),
  titleId: z.uuid(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  title: ZCollectionFilm,
  release: ZCollectionRelease.nullable(),
  /** My own collection only: the item's listing while it is for sale on the marketplace. */
  listing: z.object({ id: z.uuid(), price: z.string() }).nullable().optional(),
  /** A collection item only: a spare its owner would trade away. */
  forTrade: z.boolean().optional(),
});
export type TCollectionItem = z.infer<typeof ZCollectionItem>;

/** PUT /api/v1/me/collection/:itemId/for-trade: marks a collection item as a spare, or not. */
export const ZForTradeRequest = z.object({ forTrade: z.boolean() });

/** How a member's spares and wants meet mine: their spares on my wantlist, mine on theirs. */
export const ZTradeMatchCounts = z.object({ theirs: z.number().int(), mine: z.number().int() });
export type TTradeMatchCounts = z.infer<typeof ZTradeMatchCounts>;

/** A member whose spares and wants meet mine: how many of theirs I want, and of mine they want. */
export const ZTradeMatch = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their spares on my wantlist. */
  theirs: z.number().int(),
  /** My spares on their wantlist. */
  mine: z.number().int(),
  isMutual: z.boolean(),
});
export type TTradeMatch = z.infer<typeof ZTradeMatch>;

/** GET /api/v1/me/trade-matches: mutual matches first, by how many items match on both sides, then one-sided. */
export const ZTradeMatches = z.object({ matches: z.array(ZTradeMatch) });
export type TTradeMatches = z.infer<typeof ZTradeMatches>;

/**
 * A want's rules for a listing to count as a match: a price ceiling, the worst media and packaging
 * grades accepted, and the formats and regions accepted. Null or empty is "any".
 */
export const ZWantRules = z.object({
  maxPrice: z.string().nullable(),
  /** The site's currency (CURRENCY), which the price ceiling is in. */
  currency: z.string(),
  minMediaCondition: z.enum(CONDITIONS).nullable(),
  minPackagingCondition: z.enum(CONDITIONS).nullable(),
  formats: z.array(z.enum(FORMATS)),
  regions: z.array(z.enum(REGIONS)),
});
export type TWantRules = z.infer<typeof ZWantRules>;

export const ZWantlistItem = ZCollectionItem.extend({
  priority: z.enum(WANT_PRIORITIES),
  rules: ZWantRules,
  /** When the member bought it through the marketplace; a fulfilled want no longer matches listings. */
  fulfilledAt: z.iso.datetime().nullable(),
  /** Active listings that match the want by its rules: how many, and the cheapest. Null when none. */
  forSale: z
    .object({ count: z.number().int(), lowestPrice: z.string(), currency: z.string(), listingId: z.uuid() })
    .nullable(),
});
export type TWantlistItem = z.infer<typeof ZWantlistItem>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** True when a later page has items (works also when total is hidden). */
    hasMore: z.boolean(),
  });

export const ZCollectionList = listOf(ZCollectionItem);
export type TCollectionList = z.infer<typeof ZCollectionList>;

export const ZWantlistList = listOf(ZWantlistItem);
export type TWantlistList = z.infer<typeof ZWantlistList>;

/**
 * GET /api/v1/users/{username}/collection: the same page, with total null when the owner hides the
 * count (show_collection_count false) and the caller is someone else. A private profile answers 404.
 */
export const ZUserCollectionList = ZCollectionList.extend({
  username: z.string(),
  total: z.number().int().nullable(),
});
export type TUserCollectionList = z.infer<typeof ZUserCollectionList>;

export const ZUserCollectionParam = z.object({ username: z.string() });

// optionalText gives its own "at most" text; the notes fields use one named message.
const notesField = z
  .string()
  .trim()
  .max(LIMITS.notes, MSG.notesTooLong)
  .nullish()
  .transform((value) => value || null);

/** A release ({ releaseId }) or a film without a release ({ titleId }): exactly one of them. */
const target = {
  releaseId: z.uuid().nullish(),
  titleId: z.uuid().nullish(),
};
const exactlyOneTarget = (value: { releaseId?: string | null; titleId?: string | null }) =>
  Boolean(value.releaseId) !== Boolean(value.titleId);

/** POST /api/v1/me/collection. Notes are cleaned of markup on the server. */
export const ZAddToCollectionRequest = z
  .object({ ...target, notes: notesField })
  .refine(exactlyOneTarget, { message: MSG.collectionTargetRequired, path: ['releaseId'] });
export type TAddToCollectionRequest = z.input<typeof ZAddToCollectionRequest>;

/** PATCH /api/v1/me/collection/{itemId}: null or '' clears the notes. */
export const ZUpdateNotesRequest = z.object({ notes: notesField });
export type TUpdateNotesRequest = z.input<typeof ZUpdateNotesRequest>;

/** POST /api/v1/me/wantlist. */
export const ZAddToWantlistRequest = z
  .object({ ...target, notes: notesField, priority: z.enum(WANT_PRIORITIES).default('medium') })
  .refine(exactlyOneTarget, { message: MSG.collectionTargetRequired, path: ['releaseId'] });
export type TAddToWantlistRequest = z.input<typeof ZAddToWantlistRequest>;

/** PATCH /api/v1/me/wantlist/{itemId}: only the fields sent change; a rule set to null (or []) is "any". */
export const ZUpdateWantlistItemRequest = z.object({
  notes: notesField.optional(),
  priority: z.enum(WANT_PRIORITIES).optional(),
  maxPrice: ZPrice.nullable().optional(),
  minMediaCondition: z.enum(CONDITIONS).nullable().optional(),
  minPackagingCondition: z.enum(CONDITIONS).nullable().optional(),
  formats: z.array(z.enum(FORMATS)).max(FORMATS.length).optional(),
  regions: z.array(z.enum(REGIONS)).max(REGIONS.length).optional(),
});

/** GET /api/v1/me/wantlist/matches: the Wantlist badge, my wants with a listing that passes their rules. */
export const ZWantlistMatchCount = z.object({ count: z.number().int() });
export type TWantlistMatchCount = z.infer<typeof ZWantlistMatchCount>;
export type TUpdateWantlistItemRequest = z.input<typeof ZUpdateWantlistItemRequest>;

export const ZItemParam = z.object({ itemId: z.uuid() });
export const ZTitleStateParam = z.object({ idOrSlug: z.string().min(1).max(LIMITS.urlMax) });

const ZEntry = z.object({ itemId: z.uuid(), notes: z.string().nullable() });
/** A copy I hold; `listingId` is its listing while it is for sale. */
const ZHeld = ZEntry.extend({ listingId: z.uuid().nullable() });
const ZWanted = ZEntry.extend({ priority: z.enum(WANT_PRIORITIES), rules: ZWantRules });

/**
 * GET /api/v1/me/titles/{idOrSlug}/state: what the caller holds and wants of one film, for the picker.
 * inCollection / inWantlist at the top are the film-level entries (no release).
 */
export const ZMyReleaseState = z.object({
  titleId: z.uuid(),
  inCollection: ZHeld.nullable(),
  inWantlist: ZWanted.nullable(),
  /** Every release of the film, in the film page's order. */
  releases: z.array(
    z.object({
      releaseId: z.uuid(),
      inCollection: ZHeld.nullable(),
      inWantlist: ZWanted.nullable(),
    }),
  ),
});
export type TMyReleaseState = z.infer<typeof ZMyReleaseState>;

// CSV export: GET /api/v1/me/collection.csv and /me/wantlist.csv (the wantlist adds Priority after Notes).
// The columns of both exports: the film, then its release.
const ITEM_CSV_COLUMNS = [
  'Title',
  'Year',
  'Release Title',
  'Format',
  'Case Type',
  'Region',
  'UPC',
  'Rental or Sell-through',
  'Aspect Ratio',
  'Audio',
  'Audio Languages',
  'Subtitles',
  'Runtime',
  'Packaging Notes',
] as const;
export const COLLECTION_CSV_COLUMNS = [...ITEM_CSV_COLUMNS, 'Notes', 'Added At'] as const;
export const WANTLIST_CSV_COLUMNS = [...ITEM_CSV_COLUMNS, 'Notes', 'Priority', 'Added At'] as const;

// A spreadsheet runs a cell that starts with =, +, -, @, a tab or a CR as a formula. The export puts a quote
// mark in front of such a text, also of one that starts with quote marks and then such a character, so
// that the import can take exactly one quote mark off again and get the text as it was.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED_FORMULA = /^'+[=+\-@\t\r]/;

/** A text for a CSV cell, with a leading quote mark when a spreadsheet would run it as a formula. */
export const guardCsvText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The text guardCsvText guarded, as it was before. */
export const unguardCsvText = (text: string): string => (GUARDED_FORMULA.test(text) ? text.slice(1) : text);

const importText = (max: number, message = `Must be at most ${max} characters`) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : unguardCsvText(String(value).trim())))
    .refine((value) => value.length <= max, message);

/**
 * One CSV row as the web parsed it; every field may be empty, and the server says why a row did not match.
 * A row with a title but no UPC, release title or format names a film without a release (as the export
 * writes such an item). The export's formula guard is taken off every field.
 */
export const ZCollectionImportRow = z.object({
  title: importText(LIMITS.title),
  year: importText(LIMITS.yearDigits),
  releaseTitle: importText(LIMITS.title),
  format: importText(50),
  upc: importText(50),
  notes: importText(LIMITS.notes, MSG.notesTooLong),
  /** When the item was added, as the export writes it (ISO 8601; a plain date works too); empty: now. */
  addedAt: importText(40)
    .refine((value) => !value || !Number.isNaN(Date.parse(value)), MSG.importAddedAtInvalid)
    .refine((value) => !value || Date.parse(value) <= Date.now(), MSG.importAddedAtInFuture)
    .transform((value) => (value ? new Date(value) : null))
    .optional(),
});
export type TCollectionImportRow = z.input<typeof ZCollectionImportRow>;

/** POST /api/v1/me/collection/import. */
export const ZCollectionImportRequest = z.object({
  rows: z.array(ZCollectionImportRow).min(1).max(COLLECTION_IMPORT_MAX_ROWS, MSG.importTooManyRows),
  /** True: only say what would happen; nothing is written. */
  dryRun: z.boolean().default(false),
});
export type TCollectionImportRequest = z.input<typeof ZCollectionImportRequest>;

/**
 * matched: would be added (dry run only); added: added; duplicate: already in the collection (or earlier
 * in the same file); unmatched: no single release (or, for a film-only row, film) found, see reason.
 */
export const IMPORT_ROW_STATUSES = ['matched', 'added', 'duplicate', 'unmatched'] as const;
export type TImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const ZCollectionImportResult = z.object({
  dryRun: z.boolean(),
  rows: z.array(
    z.object({
      /** 1-based position in the rows sent. */
      row: z.number().int(),
      status: z.enum(IMPORT_ROW_STATUSES),
      /** Why the row was not imported; null for matched and added rows. */
      reason: z.string().nullable(),
      title: ZCollectionFilm.nullable(),
      /** Null for a film-only row matched to its film. */
      release: ZCollectionRelease.nullable(),
      /** The collection item, when added or already present. */
      itemId: z.uuid().nullable(),
    }),
  ),
  counts: z.object({
    matched: z.number().int(),
    added: z.number().int(),
    duplicate: z.number().int(),
    unmatched: z.number().int(),
  }),
});
export type TCollectionImportResult = z.infer<typeof ZCollectionImportResult>;
