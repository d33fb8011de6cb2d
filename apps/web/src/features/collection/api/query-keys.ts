import type { TCollectionSort } from '@rewind/shared/options';
import type { TFormat } from '@rewind/shared/options';
import { pageQueries } from '@rewind/shared/page-data';
import type { QueryClient } from '@tanstack/react-query';

/** The list query a page sends (the shared TShelfQuery is the schema's input, with page as unknown). */
export type TShelfQuery = {
  page?: number;
  pageSize?: number;
  sort?: TCollectionSort;
  format?: TFormat;
  q?: string;
};

export const collectionKeys = {
  all: ['collection'] as const,
  list: (params: TShelfQuery) => pageQueries.myCollection(params).key,
  user: (username: string, params: TShelfQuery) =>
    ['collection', 'user', username.toLowerCase(), params] as const,
  state: (idOrSlug: string) => ['collection', 'state', idOrSlug] as const,
};

export const wantlistKeys = {
  all: ['wantlist'] as const,
  list: (params: TShelfQuery) => ['wantlist', 'list', params] as const,
  /** The Wantlist badge's count. */
  matches: ['wantlist', 'matches'] as const,
};

/**
 * After a collection or wantlist change: both lists, the picker's state, the film and release pages (their
 * have/want counts) and profiles (the collection count) are refetched.
 */
export function invalidateShelves(queryClient: QueryClient) {
  return Promise.all(
    [collectionKeys.all, wantlistKeys.all, ['titles'], ['releases'], ['profiles']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
