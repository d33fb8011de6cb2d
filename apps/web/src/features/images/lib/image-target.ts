import { defaultCaption } from '@rewind/shared/images';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Whose gallery: a film (`titles`) or a release (`releases`), by UUID, display id or slug; or a listed copy
 * (`listings`) or a trade request (`trades`), by id.
 */
export type TImageTarget = { kind: 'titles' | 'releases' | 'listings' | 'trades'; idOrSlug: string };

/** A member's copy (listed or offered for trade), not the catalogue's film or release. */
export const isMembersCopy = (kind: TImageTarget['kind']) => kind === 'listings' || kind === 'trades';

/**
 * The caption an image at place `n` gets when none is typed: 'Film Image {n}' on a film, the product's 'Release
 * Image {n}' on a release; a member's copy (listed or offered for trade) gets none, as it shows no release's image.
 */
export const defaultCaptionFor = (kind: TImageTarget['kind'], n: number): string | null =>
  isMembersCopy(kind) ? null : defaultCaption(kind === 'titles' ? 'film' : 'release', n);

/** `/titles/{idOrSlug}/images`, relative to the API base. */
export const imagesPath = (target: TImageTarget) =>
  `/${target.kind}/${encodeURIComponent(target.idOrSlug)}/images`;

/**
 * A gallery is read through the film, release and listing details and the trade requests' list (and a
 * release's primary image is its front cover on the film page and in lists), cached under keys that start
 * with 'titles', 'releases', 'listings' or 'trades'. The page may have asked by slug while the gallery is
 * addressed by id, so every such query is marked stale.
 */
export function invalidateImageOwners(queryClient: QueryClient) {
  return Promise.all(
    ['titles', 'releases', 'listings', 'trades'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
