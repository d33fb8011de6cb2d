import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export type ProductionCompany = { name: string };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const mediaTitles = pgTable(
  'media_titles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: integer('display_id').notNull().unique().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    year: integer('year'),
    director: text('director'),
    producer: text('producer'),
    writer: text('writer'),
    distributor: text('distributor'),
    studio: text('studio'),
    actors: text('actors'),
    genre: text('genre'),
    released: text('released'),
    description: text('description'),
    notes: text('notes'),
    imdbRating: text('imdb_rating'),
    rated: text('rated'),
    runtime: text('runtime'),
    budget: text('budget'),
    boxoffice: text('boxoffice'),
    country: text('country'),
    language: text('language'),
    trailerUrl: text('trailer_url'),
    tagline: text('tagline'),
    originalTitle: text('original_title'),
    tmdbId: integer('tmdb_id'),
    imdbId: text('imdb_id'),
    type: text('type').notNull().default('movie'),
    productionCompanies: jsonb('production_companies').$type<ProductionCompany[]>(),
    backdropUrl: text('backdrop_url'),
    coverImageUrl: text('cover_image_url'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The words of the fields that match by word start (not year and language, which match by prefix only),
    // and each pair of neighbouring words within a field: a prefix query on this word index finds the few
    // rows a term can match without scanning trigrams. search_words_of (migration 0011) says how.
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`search_words_of(title, director, actors, genre, studio, distributor)`,
    ),
  },
  (t) => [
    // Newest first, as the catalogue and search list titles (ties broken by id, the same way).
    index('media_titles_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('media_titles_title_idx').on(sql`lower(${t.title})`, t.id),
    index('media_titles_year_idx').on(t.year.desc().nullsLast(), t.createdAt.desc().nullsFirst()),
    index('media_titles_studio_idx').on(sql`lower(${t.studio})`),
    index('media_titles_distributor_idx').on(sql`lower(${t.distributor})`),
    index('media_titles_search_words_idx').using('gin', t.searchWords),
    index('media_titles_language_prefix_idx').on(sql`lower(${t.language}) text_pattern_ops`),
    // Duplicate rule (docs/product.md, Catalogue): same title (case- and whitespace-insensitive) and year, or same
    // tmdb_id.
    uniqueIndex('media_titles_title_year_key').on(
      sql`lower(regexp_replace(btrim(${t.title}), '[[:space:]]+', ' ', 'g'))`,
      t.year,
    ),
    uniqueIndex('media_titles_tmdb_id_key')
      .on(t.tmdbId)
      .where(sql`${t.tmdbId} is not null`),
    index('media_titles_added_by_idx').on(t.addedBy),
  ],
);

/**
 * Every word that has appeared in the searchable fields (kept up to date by a trigger on media_titles, see
 * migration 0006). "Did you mean" corrects a term word by word against this short list, whose trigram index
 * stays small however many titles there are.
 */
export const searchVocabulary = pgTable('search_vocabulary', { word: text('word').primaryKey() }, (t) => [
  // GIN, not GiST: over a vocabulary of 100,000+ words a GiST node's trigram signature has nearly every bit
  // set, so "the nearest word" by GiST read the whole index (1,000 pages); GIN lists the words sharing
  // trigrams with the term (a few hundred), which are then ranked.
  index('search_vocabulary_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const movieReleases = pgTable(
  'movie_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayId: integer('display_id').notNull().unique().generatedByDefaultAsIdentity(),
    masterMovieId: uuid('master_movie_id')
      .notNull()
      .references(() => mediaTitles.id, { onDelete: 'cascade' }),
    mainTitle: text('main_title'),
    releaseTitle: text('release_title'),
    studio: text('studio'),
    releaseYear: integer('release_year'),
    caseType: text('case_type').default('Slipcase'),
    releaseNotes: text('release_notes'),
    frontCoverUrl: text('front_cover_url'),
    upc: text('upc'),
    upcDistributor: text('upc_distributor'),
    upcCategory: text('upc_category'),
    distributorCode: text('distributor_code'),
    releaseCountry: text('release_country').default('United States'),
    region: text('region').default('NTSC'),
    format: text('format').notNull().default('VHS'),
    speed: text('speed').default('SP'),
    edition: text('edition').default('Standard'),
    editionOther: text('edition_other'),
    screener: boolean('screener').notNull().default(false),
    // What tells releases of a film apart besides format and case (decision 038).
    saleType: text('sale_type').$type<'rental' | 'sell-through'>(),
    aspectRatio: text('aspect_ratio'),
    audio: text('audio'),
    audioLanguages: text('audio_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subtitleLanguages: text('subtitle_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    runtimeMinutes: integer('runtime_minutes'),
    packagingNotes: text('packaging_notes'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The catalogue's filters on release fields (a film with such a release).
    index('movie_releases_sale_type_idx').on(t.saleType),
    index('movie_releases_aspect_ratio_idx').on(t.aspectRatio),
    index('movie_releases_audio_languages_idx').using('gin', t.audioLanguages),
    index('movie_releases_master_year_idx').on(t.masterMovieId, t.releaseYear.desc()),
    index('movie_releases_upc_idx').on(t.upc),
    index('movie_releases_studio_idx').on(sql`lower(${t.studio})`),
    index('movie_releases_upc_distributor_idx').on(sql`lower(${t.upcDistributor})`),
    index('movie_releases_format_idx').on(t.format),
    index('movie_releases_added_by_idx').on(t.addedBy),
  ],
);

/**
 * The addresses of titles merged into others (decision 029): a merged title's UUID and display id (its slug's
 * number) lead to the title it became, so old links and bookmarks keep working. A title merged into one that is
 * merged later follows along; deleting the title that stayed takes its aliases with it.
 */
export const mediaTitleAliases = pgTable(
  'media_title_aliases',
  {
    displayId: integer('display_id').primaryKey(),
    oldId: uuid('old_id').notNull().unique(),
    titleId: uuid('title_id')
      .notNull()
      .references(() => mediaTitles.id, { onDelete: 'cascade' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_title_aliases_title_idx').on(t.titleId)],
);

/**
 * Films and releases an admin deleted, kept for `LIMITS.trashDays` so that a mistake can be undone (decision
 * 034): what went (`kind`, its id, its name as the portal shows it, and its film's id), every row its delete
 * removed or cleared (`snapshot`, see db/cascade-snapshot.ts), the stored files its photos and poster named
 * (deleted only when it is purged), what it held when deleted, and the members who were told, who are told
 * again if it comes back.
 */
export const catalogueTrash = pgTable(
  'catalogue_trash',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['title', 'release'] }).notNull(),
    itemId: uuid('item_id').notNull().unique(),
    /** The film: the item itself, or the release's (a release comes back only while its film is there). */
    titleId: uuid('title_id').notNull(),
    label: text('label').notNull(),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
    holdings: jsonb('holdings').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    files: jsonb('files').$type<string[]>().notNull(),
    notified: jsonb('notified').$type<string[]>().notNull(),
  },
  (t) => [
    index('catalogue_trash_deleted_idx').on(t.deletedAt.desc()),
    index('catalogue_trash_purge_idx').on(t.purgeAfter),
  ],
);
