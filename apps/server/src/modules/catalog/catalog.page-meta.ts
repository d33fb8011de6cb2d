import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import { filmReleasePath } from '@rewind/shared/slug';
import type { DescribePageAt, PageMeta } from '../../platform/web-app';
import { titleSlug } from './catalog.presenter';
import type { CatalogService } from './catalog.service';

/** The full-size URL of a release's primary photo (its front cover), if it has photos. */
type PrimaryPhotoOf = (releaseId: string) => Promise<string | null>;

/** Link-preview details (Open Graph) for film and release pages, so a pasted link shows a card. */
export function catalogPageMeta(
  catalog: CatalogService,
  primaryPhotoOf: PrimaryPhotoOf,
): Record<'film' | 'release', DescribePageAt> {
  return {
    film: ({ slug }) => filmMeta(catalog, slug!),
    // /catalog/release/{slug}, or /catalog/{film}/release/{id}.
    release: ({ slug, releaseId }) =>
      releaseId === undefined
        ? releaseMeta(catalog, primaryPhotoOf, slug!, undefined)
        : releaseMeta(catalog, primaryPhotoOf, releaseId, slug),
  };
}

async function filmMeta(catalog: CatalogService, slug: string): Promise<PageMeta> {
  const { title } = await catalog.getTitle(slug);
  const heading = title.year ? `${title.title} (${title.year})` : title.title;
  const credits = [title.director && `Directed by ${title.director}`, title.genre]
    .filter(Boolean)
    .join(' · ');
  return {
    title: `${heading} · Rewind`,
    description: title.description ?? (credits || `${heading} in the Rewind catalogue.`),
    image: title.coverImageUrl,
    type: 'video.movie',
  };
}

async function releaseMeta(
  catalog: CatalogService,
  primaryPhotoOf: PrimaryPhotoOf,
  idOrSlug: string,
  /** The film in a /catalog/{film}/release/{id} address: the release's own film is the canonical one. */
  filmSlug: string | undefined,
): Promise<PageMeta> {
  const { release, title } = await catalog.getRelease(idOrSlug);
  const ownFilmSlug = titleSlug(title);
  const photo = await primaryPhotoOf(release.id);
  const name = release.releaseTitle ?? DEFAULT_RELEASE_TITLE;
  const facts = [release.format, release.caseType, release.studio, release.releaseYear]
    .filter(Boolean)
    .join(' · ');
  return {
    title: `${title.title} — ${name} (${release.format}) · Rewind`,
    description: facts,
    // The release's front cover as its page shows it.
    image: photo ?? release.frontCoverUrl ?? title.coverImageUrl,
    type: 'website',
    ...(filmSlug !== undefined && filmSlug !== ownFilmSlug
      ? { canonicalPath: filmReleasePath(ownFilmSlug, idOrSlug) }
      : {}),
  };
}
