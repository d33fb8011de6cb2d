import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { mediaTitles, movieReleases } from '../../db/schema/catalog';
import { primaryPhotoUrl } from '../images/images.views';

// What the catalogue publishes for other modules' queries that must join a film or release in one statement
// (a shelf sorted by title, the feed's film links): read-only relations, never its tables (decision 017).

/**
 * A film's cover as lists show it: its poster, else its primary photo. The film's id is named with its table:
 * in a query on media_titles alone Drizzle leaves columns unqualified, and a bare "id" inside the lookup would
 * be the image's own.
 */
export const titleCoverUrl = sql<
  string | null
>`coalesce(nullif(${mediaTitles.coverImageUrl}, ''), ${primaryPhotoUrl(
  'title',
  sql`${mediaTitles}.${sql.identifier(mediaTitles.id.name)}`,
)})`;

const qb = new QueryBuilder();

/** Films as lists show them. */
export const catalogFilms = qb
  .select({
    id: mediaTitles.id,
    displayId: mediaTitles.displayId,
    title: mediaTitles.title,
    year: mediaTitles.year,
    coverImageUrl: titleCoverUrl.as('cover_image_url'),
    director: mediaTitles.director,
    genre: mediaTitles.genre,
  })
  .from(mediaTitles)
  .as('catalog_films');

/** Releases as lists show them, with their primary photo. */
export const catalogReleases = qb
  .select({
    id: movieReleases.id,
    displayId: movieReleases.displayId,
    releaseTitle: movieReleases.releaseTitle,
    format: movieReleases.format,
    caseType: movieReleases.caseType,
    region: movieReleases.region,
    frontCoverUrl: movieReleases.frontCoverUrl,
    photoUrl: primaryPhotoUrl('release', sql`${movieReleases}.${sql.identifier(movieReleases.id.name)}`).as(
      'photo_url',
    ),
    upc: movieReleases.upc,
    releaseYear: movieReleases.releaseYear,
    masterMovieId: movieReleases.masterMovieId,
  })
  .from(movieReleases)
  .as('catalog_releases');

type Relation = typeof catalogFilms | typeof catalogReleases;

/** A relation's columns as one object, to select them all under a name (`film: filmFields`). */
const fieldsOf = <R extends Relation>(relation: R) =>
  Object.fromEntries(
    Object.keys(relation._.selectedFields).map((key) => [key, relation[key as keyof R]]),
  ) as {
    [K in keyof R['_']['selectedFields']]: R[K & keyof R];
  };

export const filmFields = fieldsOf(catalogFilms);
export const releaseFields = fieldsOf(catalogReleases);
