import {
  COLLECTION_CSV_COLUMNS,
  guardCsvText,
  type TCollectionFilm,
  type TCollectionItem,
  type TCollectionRelease,
  type TWantlistItem,
  WANTLIST_CSV_COLUMNS,
} from '@rewind/shared/collection';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import { makeSlug } from '@rewind/shared/slug';
import type { CandidateRow, ItemRow } from './collection.repo';

type FilmRow = CandidateRow['film'];
type ReleaseRow = CandidateRow['release'];

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

export function presentCollectionItem(row: ItemRow): TCollectionItem {
  return {
    id: row.id,
    releaseId: row.releaseId,
    titleId: row.titleId,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    title: presentFilm(row.film),
    release: row.release?.id ? presentRelease(row.release as ReleaseRow, row.film) : null,
  };
}

export function presentWantlistItem(row: ItemRow): TWantlistItem {
  return { ...presentCollectionItem(row), priority: row.priority };
}

/** One CSV field: quoted when it holds a comma, quote or line break; quotes doubled (RFC 4180). */
function csvField(value: string | number | null | undefined): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet; a leading quote mark keeps it text,
  // and the import takes it off again.
  const text = guardCsvText(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: (string | number | null | undefined)[]) => fields.map(csvField).join(',');

function itemFields(row: ItemRow) {
  const item = presentCollectionItem(row);
  return [
    item.title.title,
    item.title.year,
    item.release?.releaseTitle,
    item.release?.format,
    item.release?.caseType,
    item.release?.region,
    item.release?.upc,
    item.notes,
  ];
}

export function collectionCsv(rows: ItemRow[]): string {
  const lines = [
    csvLine([...COLLECTION_CSV_COLUMNS]),
    ...rows.map((row) => csvLine([...itemFields(row), row.createdAt.toISOString()])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function wantlistCsv(rows: ItemRow[]): string {
  const lines = [
    csvLine([...WANTLIST_CSV_COLUMNS]),
    ...rows.map((row) => csvLine([...itemFields(row), row.priority, row.createdAt.toISOString()])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
