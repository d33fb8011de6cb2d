import {
  cleanSearchTerm,
  type TCreateTitle,
  type TTitleListQuery,
  type TUpdateTitleRequest,
} from '@rewind/shared/catalog';
import { MSG } from '@rewind/shared/messages';
import { alteredFields, catalogPolicy } from '@rewind/shared/policies/catalog';
import type { TCreateReleaseRequest, TUpdateReleaseRequest } from '@rewind/shared/releases';
import { sanitizePlain } from '@rewind/shared/sanitize';
import { isTitleUuid, parseSlugId } from '@rewind/shared/slug';
import { yearFromReleased } from '@rewind/shared/year';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { isUniqueViolation } from '../../platform/error-handler';
import { AppError, notFound } from '../../platform/errors';
import type { RecordEvents } from '../activity/activity.service';
import * as repo from './catalog.repo';

export type { TitleRow } from './catalog.repo';
import { searchTitles, suggestTitles } from './search.repo';

type Key = { id: string } | { displayId: number };

/** A title or release is addressed by its UUID, or by a slug / display id (spec section 2). */
function keyFrom(idOrSlug: string): Key | null {
  if (isTitleUuid(idOrSlug)) return { id: idOrSlug };
  const displayId = parseSlugId(idOrSlug);
  return displayId === null ? null : { displayId };
}

/** Strings are cleaned to plain text on the way in; everything else passes as it is. */
function cleanStrings<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? sanitizePlain(value) || null : value,
    ]),
  ) as T;
}

export function createCatalogService(db: Db, record: RecordEvents) {
  async function loadTitle(idOrSlug: string) {
    const key = keyFrom(idOrSlug);
    const title = key && (await repo.findTitleBy(db, key));
    if (!title) throw notFound(MSG.movieNotFound);
    return title;
  }

  async function loadRelease(idOrSlug: string) {
    const key = keyFrom(idOrSlug);
    const release = key && (await repo.findReleaseBy(db, key));
    if (!release) throw notFound(MSG.releaseNotFound);
    return release;
  }

  async function assertNotDuplicate(title: { title: string; year: number; tmdbId: number | null }) {
    const clashes = await repo.findDuplicateTitles(db, title);
    if (clashes.length === 0) return;
    const byTmdb = title.tmdbId !== null && clashes.some((clash) => clash.tmdbId === title.tmdbId);
    throw new AppError(
      409,
      'duplicate',
      byTmdb ? MSG.movieDuplicateExternalIdOrTitleYear : MSG.movieDuplicateTitleYear,
    );
  }

  return {
    /** The title row alone, by UUID, display id or slug (404 'Movie not found'). */
    findTitle: loadTitle,

    /** The release row alone, by UUID, display id or slug (404 'Release not found'). */
    findRelease: loadRelease,

    listTitles: (query: TTitleListQuery) => repo.findTitles(db, query),

    async getTitle(idOrSlug: string) {
      const title = await loadTitle(idOrSlug);
      const releases = await repo.findReleasesOfTitle(db, title.id);
      return { title, releases };
    },

    async createTitle(actor: Actor, input: TCreateTitle) {
      const { firstRelease, ...fields } = input;
      const values = { ...cleanStrings(fields), title: sanitizePlain(fields.title), year: input.year };
      await assertNotDuplicate(values);
      try {
        return await db.transaction(async (tx) => {
          const title = await repo.insertTitle(tx, {
            ...values,
            type: values.type ?? 'movie',
            addedBy: actor.userId,
          });
          if (firstRelease) {
            await repo.insertRelease(tx, {
              ...cleanStrings(firstRelease),
              masterMovieId: title.id,
              mainTitle: title.title,
              addedBy: actor.userId,
            });
          }
          await record(tx, { kind: 'film-added', userId: actor.userId, film: title });
          return title;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'duplicate', MSG.movieDuplicate);
        throw error;
      }
    },

    async updateTitle(actor: Actor, id: string, changes: TUpdateTitleRequest) {
      const title = await loadTitle(id);
      const cleaned = cleanStrings(changes);
      authorize(catalogPolicy.update(actor, title, cleaned));
      const altered = alteredFields(title, cleaned);
      if (Object.keys(altered).length === 0) return title;
      const year = 'released' in altered ? yearFromReleased(altered.released) : title.year;
      try {
        // The type column always holds a value ('movie' by default): clearing it keeps the old one.
        return await repo.updateTitle(db, title.id, { ...altered, year, type: altered.type ?? undefined });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'duplicate', MSG.movieDuplicate);
        throw error;
      }
    },

    async createRelease(actor: Actor, input: TCreateReleaseRequest) {
      const { masterMovieId, ...fields } = input;
      const title = await loadTitle(masterMovieId);
      return db.transaction(async (tx) => {
        const release = await repo.insertRelease(tx, {
          ...cleanStrings(fields),
          masterMovieId: title.id,
          mainTitle: title.title,
          addedBy: actor.userId,
        });
        await record(tx, {
          kind: 'release-added',
          userId: actor.userId,
          film: title,
          releaseId: release.id,
          release: { format: release.format, year: release.releaseYear },
        });
        return { release, title };
      });
    },

    async getRelease(idOrSlug: string) {
      const release = await loadRelease(idOrSlug);
      const title = await loadTitle(release.masterMovieId);
      return { release, title };
    },

    async updateRelease(actor: Actor, id: string, changes: TUpdateReleaseRequest) {
      const release = await loadRelease(id);
      const cleaned = cleanStrings(changes);
      authorize(catalogPolicy.update(actor, release, cleaned));
      const altered = alteredFields(release, cleaned);
      const updated =
        Object.keys(altered).length === 0 ? release : await repo.updateRelease(db, release.id, altered);
      const title = await loadTitle(release.masterMovieId);
      return { release: updated, title };
    },

    async distributor(name: string, page: { page: number; pageSize: number }) {
      const { rows, total } = await repo.findDistributorFilms(db, name, page);
      const releases = await repo.findDistributorReleases(
        db,
        name,
        rows.map((row) => row.id),
      );
      return { rows, releases, total };
    },

    /**
     * Locks the title's or release's row for the rest of `tx`, so that changes hanging off it (a gallery's
     * uploads, deletions and reorders) take turns. False when the row is gone.
     */
    lockForChange: (tx: Db, kind: 'title' | 'release', id: string) => repo.lockRow(tx, kind, id),

    isCoverOfAnotherTitle: (url: string, titleId: string) => repo.isCoverOfAnotherTitle(db, url, titleId),

    /** Deletes a title (found first) with its releases, in the caller's transaction (commands/delete-title). */
    deleteTitle: (tx: Db, titleId: string) => repo.deleteTitle(tx, titleId),

    /**
     * The catalogue title a film from an outside database would clash with under the duplicate rule (same
     * tmdb_id, or same title and year), so that a lookup can offer it instead of a doomed create.
     */
    async findExistingTitle(film: { title: string; year: number | null; tmdbId: number | null }) {
      if (film.year === null && film.tmdbId === null) return null;
      // Year 0 matches no title (years run 1800-2200): with no year only the tmdb_id can match.
      const [clash] = await repo.findDuplicateTitles(db, { ...film, year: film.year ?? 0 });
      return clash ? loadTitle(clash.id) : null;
    },

    /**
     * Releases whose UPC is this code, with their films. A 12-digit UPC-A and its 13-digit EAN form
     * ('0' in front) are the same barcode, so either finds a release entered with the other.
     */
    async findReleasesByUpc(upc: string) {
      const variants = [upc];
      if (upc.length === 12) variants.push(`0${upc}`);
      if (upc.length === 13 && upc.startsWith('0')) variants.push(upc.slice(1));
      const releases = await repo.findReleasesByUpc(db, variants);
      return Promise.all(
        releases.map(async (release) => ({ release, title: await loadTitle(release.masterMovieId) })),
      );
    },

    async search(rawTerm: string, limit: number) {
      const term = cleanSearchTerm(rawTerm);
      if (!term) return { term, rows: [], suggestions: [] };
      const rows = await searchTitles(db, term, limit);
      const suggestions = rows.length === 0 && term.length >= 3 ? await suggestTitles(db, term) : [];
      return { term, rows, suggestions };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
