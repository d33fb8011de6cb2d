import type { TTitleDetail } from '@rewind/shared/catalog';
import type { TMyReleaseState, TWantRules } from '@rewind/shared/collection';
import * as MSG from '@rewind/shared/texts';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import type { TReleaseOptionData } from '@/features/collection/components/release-option';

export type TPickerMode = 'collection' | 'wantlist';

/** The film-level entry (a film without a named release) shares the picker with the releases. */
export const FILM_ENTRY = 'film';

// A want also has its match rules.
export type THeld = { itemId: string; notes: string | null; rules?: TWantRules };
export type TEntry = TReleaseOptionData & { releaseId: string | null };

export const TEXTS = {
  collection: {
    held: 'In your collection',
    other: 'In wantlist',
    placeholder: MSG.collectionNotesPlaceholder,
    added: MSG.addedToCollection,
    removed: MSG.removedFromCollection,
  },
  wantlist: {
    held: 'In your wantlist',
    other: 'In collection',
    placeholder: MSG.wantlistNotesPlaceholder,
    added: MSG.addedToWantlist,
    removed: MSG.removedFromWantlist,
  },
} as const;

export function heldIn(state: TMyReleaseState, mode: TPickerMode, key: string): THeld | null {
  const row = key === FILM_ENTRY ? state : state.releases.find((release) => release.releaseId === key);
  if (!row) return null;
  return mode === 'collection' ? row.inCollection : row.inWantlist;
}

export function heldInOther(state: TMyReleaseState, mode: TPickerMode, key: string): boolean {
  return heldIn(state, mode === 'collection' ? 'wantlist' : 'collection', key) !== null;
}

export function entriesOf(film: TTitleDetail, state: TMyReleaseState, mode: TPickerMode): TEntry[] {
  const releases: TEntry[] = film.releases.map((release) => ({
    key: release.id,
    releaseId: release.id,
    releaseTitle: release.releaseTitle || DEFAULT_RELEASE_TITLE,
    format: release.format,
    studio: release.studio,
    releaseYear: release.releaseYear,
    caseType: release.caseType,
    coverImageUrl: release.coverImageUrl,
  }));
  // A wantlist may name the film without a release; a collection only shows such an entry when one is held
  // or there is no release to choose.
  const hasFilmEntry =
    mode === 'wantlist' || releases.length === 0 || heldIn(state, mode, FILM_ENTRY) !== null;
  const filmEntry: TEntry = {
    key: FILM_ENTRY,
    releaseId: null,
    releaseTitle: null,
    coverImageUrl: film.coverImageUrl,
  };
  return hasFilmEntry ? [...releases, filmEntry] : releases;
}
