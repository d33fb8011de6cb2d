import {
  cleanSearchTerm,
  type TCreateTitle,
  type TTitleListQuery,
  type TUpdateTitleRequest,
} from '@rewind/shared/catalog';
import { MSG } from '@rewind/shared/messages';
import { alteredFields, catalogPolicy, isFilled } from '@rewind/shared/policies/catalog';
import {
  caseTypeMisfit,
  fitToFormat,
  type TCreateReleaseRequest,
  type TUpdateReleaseRequest,
} from '@rewind/shared/releases';
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
import * as trash from './catalog-trash.repo';
import { type CascadeSnapshot, restoreCascade, snapshotCascade } from '../../db/cascade-snapshot';
import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { getTableName } from 'drizzle-orm';
import { releaseReportFacts, titleReportFacts } from './catalog.presenter';

export type { TitleRow } from './catalog.repo';
import { searchTitles, suggestTitles } from './search.repo';
import type { PageAt } from '../../platform/paging';

type Key = { id: string } | { displayId: number };

/** A title or release is addressed by its UUID, or by a slug / display id. */
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

/**
 * A film's title as plain text. The schema saw text, but markup is dropped on the way in: a title that was only
 * markup ('<b></b>', a script) is left without a word, and is refused as no title rather than saved empty.
 */
function plainTitle(raw: string): string {
  const title = sanitizePlain(raw).trim();
  if (!title) throw new AppError(400, 'validation', MSG.titleRequired, { title: MSG.titleRequired });
  return title;
}

/**
 * A release's fields as its format has them once saved (`format`, `caseType`): a disc keeps no speed; a case
 * type the format does not come in is refused.
 */
function fittedToFormat<T extends { speed?: string | null }>(
  fields: T,
  format: string,
  caseType: string | null | undefined,
): T {
  const misfit = caseTypeMisfit(format, caseType);
  if (misfit) throw new AppError(400, 'validation', misfit, { caseType: misfit });
  return fitToFormat(fields, format);
}

/**
 * An edit's changes fitted to the format the release will have. Only the fields that follow the format are
 * looked at, and only when the edit names one: a stored value is not refused, or cleared, for an unrelated edit.
 */
function changesFittedToFormat(
  release: repo.ReleaseRow,
  changes: TUpdateReleaseRequest,
): TUpdateReleaseRequest {
  const format = changes.format ?? release.format;
  if (changes.format !== undefined || changes.caseType !== undefined) {
    return fittedToFormat(
      changes,
      format,
      changes.caseType === undefined ? release.caseType : changes.caseType,
    );
  }
  return changes.speed === undefined ? changes : fitToFormat(changes, format);
}

// What a title is known by: a merge never changes them (the duplicate rule keys on title and year).
const IDENTITY_FIELDS = new Set([
  'id',
  'displayId',
  'title',
  'year',
  'released',
  'searchWords',
  'createdAt',
  'updatedAt',
  'addedBy',
]);

/** The fields `kept` leaves empty that `other` fills, with `other`'s values. */
function emptyFieldsFilledFrom(kept: repo.TitleRow, other: repo.TitleRow): Partial<repo.NewTitleRow> {
  return Object.fromEntries(
    Object.entries(other).filter(
      ([field, value]) =>
        !IDENTITY_FIELDS.has(field) && isFilled(value) && !isFilled(kept[field as keyof repo.TitleRow]),
    ),
  );
}

// The film's images by address: a page shows them, and its preview (og:image) names the cover.
const IMAGE_FIELDS = ['coverImageUrl', 'backdropUrl'] as const;

/**
 * The catalogue. `isShownImage`: whether the site's pages may show an image at an address (its
 * Content-Security-Policy allows the host, security.ts); a film's cover and backdrop must be such.
 */
/** Films and releases removed for good per transaction by the trash's daily purge. */
const PURGE_BATCH = 50;

export function createCatalogService(db: Db, record: RecordEvents, isShownImage: (url: string) => boolean) {
  function assertShownImages(fields: Partial<Record<(typeof IMAGE_FIELDS)[number], string | null>>) {
    for (const field of IMAGE_FIELDS) {
      const url = fields[field];
      if (url && !isShownImage(url)) {
        throw new AppError(400, 'validation', MSG.filmImageNotShown, { [field]: MSG.filmImageNotShown });
      }
    }
  }

  async function loadTitle(idOrSlug: string) {
    const key = keyFrom(idOrSlug);
    const title = key && (await repo.findTitleBy(db, key));
    if (!title) throw notFound(MSG.movieNotFound);
    return title;
  }

  /**
   * A title by any address it ever had: a merged title's UUID, display id or slug leads to the title it was
   * merged into (decision 029). For reading only: a change names the title itself, so that an old link never
   * edits or deletes another film.
   */
  async function resolveTitle(idOrSlug: string) {
    const key = keyFrom(idOrSlug);
    if (!key) throw notFound(MSG.movieNotFound);
    const title = await repo.findTitleBy(db, key);
    if (title) return title;
    const aliasOf = await repo.findAliasTarget(db, key);
    const target = aliasOf && (await repo.findTitleBy(db, { id: aliasOf }));
    if (!target) throw notFound(MSG.movieNotFound);
    return target;
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

    /** A title by its id, read in the caller's transaction (one that just restored it). */
    async findTitleIn(tx: Db, id: string) {
      const title = await repo.findTitleBy(tx, { id });
      if (!title) throw notFound(MSG.movieNotFound);
      return title;
    },

    /** A film as a report on its data records it, or null when it is gone. */
    async titleReportFacts(id: string) {
      const title = await repo.findTitleBy(db, { id });
      return title ? titleReportFacts(title) : null;
    },

    /** A release as a report on its data records it, or null when it is gone. */
    async releaseReportFacts(id: string) {
      const release = await repo.findReleaseBy(db, { id });
      const title = release && (await repo.findTitleBy(db, { id: release.masterMovieId }));
      return release && title ? releaseReportFacts(release, title) : null;
    },

    /** The release row alone, by UUID, display id or slug (404 'Release not found'). */
    findRelease: loadRelease,

    listTitles: (query: TTitleListQuery) => repo.findTitles(db, query),

    /** A film with its releases, by any address it ever had (a merged title's lead to the one it became). */
    async getTitle(idOrSlug: string) {
      const key = keyFrom(idOrSlug);
      if (!key) throw notFound(MSG.movieNotFound);
      // The film and its releases are read at once, both by the film's address: one wait instead of two.
      const [title, releases] = await Promise.all([
        repo.findTitleBy(db, key),
        repo.findReleasesOfTitle(db, key),
      ]);
      if (title) return { title, releases };
      const target = await resolveTitle(idOrSlug);
      return { title: target, releases: await repo.findReleasesOfTitle(db, { id: target.id }) };
    },

    async createTitle(actor: Actor, input: TCreateTitle) {
      const { firstRelease, ...fields } = input;
      const values = { ...cleanStrings(fields), title: plainTitle(fields.title), year: input.year };
      assertShownImages(values);
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
              ...fittedToFormat(cleanStrings(firstRelease), firstRelease.format, firstRelease.caseType),
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
      const cleaned = {
        ...cleanStrings(changes),
        ...(changes.title !== undefined && { title: plainTitle(changes.title) }),
      };
      const altered = alteredFields(title, cleaned);
      // The year follows Released: filling an empty Released may not move a year that holds data.
      const year = 'released' in altered ? yearFromReleased(altered.released) : title.year;
      authorize(catalogPolicy.update(actor, title, year === title.year ? cleaned : { ...cleaned, year }));
      assertShownImages(cleaned);
      if (Object.keys(altered).length === 0) return title;
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
          ...fittedToFormat(cleanStrings(fields), fields.format, fields.caseType),
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
      const cleaned = changesFittedToFormat(release, cleanStrings(changes));
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

    /** These films as lists show them (the admin portal's catalogue), in no particular order. */
    titleSummaries: (ids: string[]) => repo.findTitleSummaries(db, ids),

    /** How many releases each of these titles has (the admin portal's catalogue). */
    releaseCounts: (titleIds: string[]) => repo.countReleasesOfTitles(db, titleIds),

    /**
     * The catalogue's first part of merging `from` into `to`, in the caller's transaction
     * (commands/merge-titles): both rows are locked, in one order so that two merges of the same films take
     * turns, and the releases move. 404 when either is gone.
     */
    async beginMerge(tx: Db, fromId: string, toId: string) {
      for (const id of [fromId, toId].sort()) await repo.lockRow(tx, 'title', id);
      const [from, to] = await Promise.all([
        repo.findTitleBy(tx, { id: fromId }),
        repo.findTitleBy(tx, { id: toId }),
      ]);
      if (!from) throw notFound(MSG.movieNotFound);
      if (!to) throw notFound(MSG.mergeTargetNotFound);
      const releases = await repo.moveReleases(tx, from, to);
      return { from, to, releases };
    },

    /**
     * The last part, once everything else has moved: `from`'s addresses lead to `to`, `from` goes, and `to`
     * takes `from`'s values for the fields it leaves empty (its title, year and release date stay: they are
     * what it is known by). Answers `to` as it is now.
     */
    async finishMerge(tx: Db, from: repo.TitleRow, to: repo.TitleRow) {
      await repo.addAlias(tx, from, to.id);
      await repo.deleteTitle(tx, from.id);
      // After the delete: a tmdb_id is unique, and `from` held it until now.
      const filled = emptyFieldsFilledFrom(to, from);
      return Object.keys(filled).length ? repo.updateTitle(tx, to.id, filled) : to;
    },

    /** Locks a film or release about to be deleted, so that nothing points at it anew before the delete commits. */
    lockItem: (tx: Db, kind: TCatalogueItemKind, id: string) => trash.lockItem(tx, kind, id),

    /**
     * Deletes a film (with its releases) or a release, found and locked first, into the trash, in the caller's
     * transaction (commands/delete-from-catalogue): every row its delete removes or clears is kept with it.
     */
    async moveToTrash(
      tx: Db,
      item: { kind: TCatalogueItemKind; id: string; titleId: string; label: string },
      kept: trash.TrashedDetails,
    ) {
      const table = getTableName(trash.TRASH_TABLES[item.kind]);
      const snapshot = await snapshotCascade(tx, table, 'id', [item.id]);
      const { kind, id: itemId, titleId, label } = item;
      await trash.insertTrashed(tx, { kind, itemId, titleId, label, snapshot, ...kept });
      await trash.deleteItem(tx, item.kind, item.id);
    },

    /** A page of the trash, newest deletion first, and one more row (platform/paging.ts). */
    trashPage: (at: PageAt) => trash.findTrashed(db, at),

    /**
     * Puts a film or release back from the trash with everything its delete took, in the caller's transaction
     * (commands/restore-from-trash). A film is refused while another holds its title and year, TMDB id or
     * address; a release, while its film is gone. Answers the trash's row (who was told of the delete) and how
     * many of the rows kept came back.
     */
    async restoreFromTrash(tx: Db, id: string) {
      const row = await trash.takeTrashed(tx, id);
      if (!row) throw notFound(MSG.trashedItemNotFound);
      const snapshot = row.snapshot as CascadeSnapshot;
      const counts = await restoreCascade(tx, snapshot);
      if (!counts.get(getTableName(trash.TRASH_TABLES[row.kind]))) {
        const refusal = row.kind === 'title' ? MSG.restoreTitleConflict : MSG.restoreReleaseWithoutFilm;
        throw new AppError(409, 'restore_conflict', refusal(row.label));
      }
      const kept = snapshot.rows.reduce((sum, group) => sum + group.rows.length, 0);
      const restored = [...counts.values()].reduce((sum, n) => sum + n, 0);
      return { trashed: row, restored, kept };
    },

    /** Removes for good the films and releases whose time in the trash is up; answers the files they named. */
    async purgeTrash(now: Date): Promise<string[]> {
      const files: string[] = [];
      for (;;) {
        const batch = await db.transaction((tx) => trash.purgeDue(tx, now, PURGE_BATCH));
        files.push(...batch.flat());
        if (batch.length < PURGE_BATCH) return files;
      }
    },

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
