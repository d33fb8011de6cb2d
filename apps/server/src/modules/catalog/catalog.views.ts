import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TCollectionFilm, TCollectionRelease } from '@rewind/shared/collection';
import type { TItemSnapshot } from '@rewind/shared/item-snapshot';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import { makeSlug } from '@rewind/shared/slug';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
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
    edition: movieReleases.edition,
    editionOther: movieReleases.editionOther,
    frontCoverUrl: movieReleases.frontCoverUrl,
    photoUrl: primaryPhotoUrl('release', sql`${movieReleases}.${sql.identifier(movieReleases.id.name)}`).as(
      'photo_url',
    ),
    upc: movieReleases.upc,
    releaseYear: movieReleases.releaseYear,
    masterMovieId: movieReleases.masterMovieId,
    saleType: movieReleases.saleType,
    aspectRatio: movieReleases.aspectRatio,
    audio: movieReleases.audio,
    audioLanguages: movieReleases.audioLanguages,
    subtitleLanguages: movieReleases.subtitleLanguages,
    runtimeMinutes: movieReleases.runtimeMinutes,
    packagingNotes: movieReleases.packagingNotes,
  })
  .from(movieReleases)
  .as('catalog_releases');

/**
 * Whether the film `titleId` matches a search term as the catalogue's search does by word start (its word
 * index, search_query_of of migration 0011): for lists of other modules filtered by film.
 */
export const filmMatchesTerm = (titleId: AnyColumn, term: string): SQL =>
  sql`${titleId} in (select ${mediaTitles.id} from ${mediaTitles} where ${mediaTitles.searchWords} @@ search_query_of(${term}))`;

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

/** Releases with their films, as lists show them (e.g. the rows an import matches against). */
export const selectReleasesWithFilms = (db: Db) =>
  db
    .select({ film: filmFields, release: releaseFields })
    .from(catalogReleases)
    .innerJoin(catalogFilms, eq(catalogFilms.id, catalogReleases.masterMovieId));
export type ReleaseWithFilmRow = Awaited<ReturnType<typeof selectReleasesWithFilms>>[number];
export type FilmRow = ReleaseWithFilmRow['film'];
export type ReleaseRow = ReleaseWithFilmRow['release'];

/** A film of these views as the API shows it in lists. */
export function presentFilm(film: FilmRow): TCollectionFilm {
  return {
    id: film.id,
    slug: makeSlug({ displayId: film.displayId, title: film.title, year: film.year }),
    title: film.title,
    year: film.year,
    coverImageUrl: film.coverImageUrl,
    director: film.director,
    genre: film.genre,
  };
}

/** A release of these views as the API shows it in lists, its cover falling back to the film's. */
export function presentRelease(release: ReleaseRow, film: FilmRow): TCollectionRelease {
  return {
    id: release.id,
    // The same slug as the release page's (catalog presenter).
    slug: makeSlug({
      displayId: release.displayId,
      title: film.title,
      year: release.releaseYear ?? film.year,
    }),
    releaseTitle: release.releaseTitle ?? DEFAULT_RELEASE_TITLE,
    format: release.format,
    caseType: release.caseType,
    region: release.region,
    coverImageUrl: release.photoUrl ?? release.frontCoverUrl ?? film.coverImageUrl,
    upc: release.upc,
    releaseYear: release.releaseYear,
  };
}

/**
 * What changed hands, as an order or a trade keeps it (decision 040): each copy's film and release as the
 * catalogue names them now, in the writer's transaction; a copy's film is its release's when it names one.
 */
export async function itemSnapshots(
  db: Db,
  copies: { titleId: string | null; releaseId: string | null }[],
): Promise<TItemSnapshot[]> {
  const releaseIds = copies.flatMap((copy) => (copy.releaseId ? [copy.releaseId] : []));
  const releases = new Map(
    releaseIds.length === 0
      ? []
      : (
          await db.select(releaseFields).from(catalogReleases).where(inArray(catalogReleases.id, releaseIds))
        ).map((row) => [row.id, row]),
  );
  const filmOf = (copy: (typeof copies)[number]) =>
    (copy.releaseId && releases.get(copy.releaseId)?.masterMovieId) || copy.titleId;
  const filmIds = [...new Set(copies.map(filmOf).filter((id) => id !== null))];
  const films = new Map(
    filmIds.length === 0
      ? []
      : (
          await db
            .select({ id: catalogFilms.id, title: catalogFilms.title, year: catalogFilms.year })
            .from(catalogFilms)
            .where(inArray(catalogFilms.id, filmIds))
        ).map((row) => [row.id, row]),
  );
  return copies.map((copy) => {
    const film = films.get(filmOf(copy) ?? '');
    const release = copy.releaseId ? releases.get(copy.releaseId) : undefined;
    return {
      film: { title: film?.title ?? '', year: film?.year ?? null },
      release: release
        ? {
            releaseTitle: release.releaseTitle ?? DEFAULT_RELEASE_TITLE,
            format: release.format,
            caseType: release.caseType,
            region: release.region,
            // 'Other' editions are named in edition_other, as listings show them.
            edition: release.edition === 'Other' ? release.editionOther : release.edition,
          }
        : null,
    };
  });
}
