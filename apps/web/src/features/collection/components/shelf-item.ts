import { filmWithYear } from '@rewind/shared/film-label';
import type { TCollectionItem, TWantlistItem } from '@rewind/shared/collection';
import { DEFAULT_RELEASE_TITLE, type TWantPriority } from '@rewind/shared/options';
import type { TRelease } from '@rewind/shared/releases';
import { releaseDetailPath, titleDetailPath } from '@rewind/shared/slug';
import type { ReactNode } from 'react';

export type TShelfItem = TCollectionItem & { priority?: TWantPriority } & Partial<
    Pick<TWantlistItem, 'rules' | 'forSale' | 'fulfilledAt'>
  >;

/** What the owner may do with an item; absent on someone else's collection. */
export type TShelfActions = {
  list: 'collection' | 'wantlist';
  notesPlaceholder: string;
  saveNotes: (item: TShelfItem, notes: string | null) => Promise<unknown>;
  remove: (item: TShelfItem) => Promise<unknown>;
  setPriority?: (item: TShelfItem, priority: TWantPriority) => Promise<unknown>;
  /** Makes an item held without a release ('Any release') that release. */
  chooseRelease?: (item: TShelfItem, release: TRelease) => Promise<unknown>;
  /** The wantlist's line of a want's rules and copies for sale (`WantMatches`), so the collection never loads it. */
  wantMatches?: (item: TShelfItem) => ReactNode;
  /** My collection: marks an item as a spare I would trade away, or not. */
  setForTrade?: (item: TShelfItem, forTrade: boolean) => Promise<unknown>;
};
export const itemPath = (item: TShelfItem) =>
  item.release ? releaseDetailPath(item.release.slug) : titleDetailPath(item.title.slug);
export const itemCover = (item: TShelfItem) => item.release?.coverImageUrl ?? item.title.coverImageUrl;
export const releaseLabel = (item: TShelfItem) =>
  item.release ? item.release.releaseTitle || DEFAULT_RELEASE_TITLE : 'Any release';
export const itemLabel = (item: TShelfItem) => `${filmWithYear(item.title)}, ${releaseLabel(item)}`;
