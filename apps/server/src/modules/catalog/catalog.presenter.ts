import type { TDistributor, TTitleDetail, TTitleSummary } from '@rewind/shared/catalog';
import type { THoldings, TTrashedItem } from '@rewind/shared/catalog-admin';
import type { TImage } from '@rewind/shared/images';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import type { TReleaseAbilities, TTitleAbilities } from '@rewind/shared/policies/catalog';
import type { TRelease, TReleaseDetail } from '@rewind/shared/releases';
import { filmWithYear } from '@rewind/shared/film-label';
import { makeSlug, releaseDetailPath, titleDetailPath } from '@rewind/shared/slug';
import type { ReleaseCounts } from '../collection/collection.service';
import type { ReleaseRow, TitleRow, TitleSummaryRow } from './catalog.repo';
import type { TrashedRow } from './catalog-trash.repo';

type TitleBasics = Pick<TitleRow, 'id' | 'displayId' | 'title' | 'year' | 'director' | 'coverImageUrl'>;

export const titleSlug = (title: Pick<TitleRow, 'displayId' | 'title' | 'year'>) =>
  makeSlug({ displayId: title.displayId, title: title.title, year: title.year });

/** A film as a report on its data records it: about no member, as the catalogue is everyone's. */
export function titleReportFacts(title: TitleRow) {
  return {
    targetId: title.id,
    subjectId: null,
    label: filmWithYear(title),
    excerpt: title.description,
    path: titleDetailPath(titleSlug(title)),
  };
}

/** A release as a report on its data records it. */
export function releaseReportFacts(release: ReleaseRow, title: TitleRow) {
  const slug = makeSlug({
    displayId: release.displayId,
    title: title.title,
    year: release.releaseYear ?? title.year,
  });
  return {
    targetId: release.id,
    subjectId: null,
    label: `${filmWithYear(title)} · ${release.releaseTitle ?? DEFAULT_RELEASE_TITLE} · ${release.format}`,
    excerpt: release.releaseNotes,
    path: releaseDetailPath(slug),
  };
}

// Field by field: spreading a database row cost about a microsecond a row, a search presents 50 of them.
export function presentTitleSummary(row: TitleSummaryRow): TTitleSummary {
  return {
    id: row.id,
    displayId: row.displayId,
    slug: titleSlug(row),
    title: row.title,
    year: row.year,
    director: row.director,
    genre: row.genre,
    studio: row.studio,
    coverImageUrl: row.coverImageUrl,
  };
}

/** Release id -> the URL of its primary image (its front cover). */
export type ReleaseCovers = Map<string, string>;

export function presentRelease(
  row: ReleaseRow,
  title: TitleBasics,
  counts: ReleaseCounts,
  covers: ReleaseCovers = new Map(),
): TRelease {
  const { haveCount, wantCount } = counts.get(row.id) ?? { haveCount: 0, wantCount: 0 };
  return {
    id: row.id,
    displayId: row.displayId,
    slug: makeSlug({ displayId: row.displayId, title: title.title, year: row.releaseYear ?? title.year }),
    masterMovieId: row.masterMovieId,
    mainTitle: row.mainTitle,
    releaseTitle: row.releaseTitle ?? DEFAULT_RELEASE_TITLE,
    studio: row.studio,
    releaseYear: row.releaseYear,
    caseType: row.caseType,
    releaseNotes: row.releaseNotes,
    // The release's own front cover (its primary photo; else a cover URL typed in), else the film's cover.
    coverImageUrl: covers.get(row.id) ?? row.frontCoverUrl ?? title.coverImageUrl,
    upc: row.upc,
    upcDistributor: row.upcDistributor,
    upcCategory: row.upcCategory,
    distributorCode: row.distributorCode,
    releaseCountry: row.releaseCountry,
    region: row.region,
    format: row.format,
    speed: row.speed,
    edition: row.edition,
    editionOther: row.editionOther,
    screener: row.screener,
    saleType: row.saleType,
    aspectRatio: row.aspectRatio,
    audio: row.audio,
    audioLanguages: row.audioLanguages,
    subtitleLanguages: row.subtitleLanguages,
    runtimeMinutes: row.runtimeMinutes,
    packagingNotes: row.packagingNotes,
    haveCount,
    wantCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentReleaseDetail(
  row: ReleaseRow,
  title: TitleBasics,
  counts: ReleaseCounts,
  images: TImage[],
  abilities: TReleaseAbilities,
): TReleaseDetail {
  // On its own page the release shows its primary image in full; lists show the thumbnail.
  const primary = images.find((image) => image.isPrimary);
  const covers: ReleaseCovers = primary ? new Map([[row.id, primary.url]]) : new Map();
  return {
    ...presentRelease(row, title, counts, covers),
    title: {
      id: title.id,
      displayId: title.displayId,
      slug: titleSlug(title),
      title: title.title,
      year: title.year,
      director: title.director,
      coverImageUrl: title.coverImageUrl,
    },
    images,
    abilities,
  };
}

export function presentTitleDetail(
  row: TitleRow,
  releases: ReleaseRow[],
  counts: ReleaseCounts,
  gallery: { images: TImage[]; releaseCovers: ReleaseCovers },
  abilities: TTitleAbilities,
): TTitleDetail {
  // The film's cover; a film without one shows its primary photo (as lists do: titleCoverUrl), in full here
  // and as its thumbnail on the cards of releases that have no cover of their own.
  const primary = gallery.images.find((image) => image.isPrimary);
  const cardTitle = { ...row, coverImageUrl: row.coverImageUrl || primary?.thumbUrl || null };
  return {
    ...presentTitleSummary(row),
    coverImageUrl: row.coverImageUrl || primary?.url || null,
    producer: row.producer,
    writer: row.writer,
    distributor: row.distributor,
    actors: row.actors,
    released: row.released,
    description: row.description,
    notes: row.notes,
    imdbRating: row.imdbRating,
    rated: row.rated,
    runtime: row.runtime,
    budget: row.budget,
    boxoffice: row.boxoffice,
    country: row.country,
    language: row.language,
    trailerUrl: row.trailerUrl,
    tagline: row.tagline,
    originalTitle: row.originalTitle,
    tmdbId: row.tmdbId,
    imdbId: row.imdbId,
    type: row.type,
    productionCompanies: row.productionCompanies ?? null,
    backdropUrl: row.backdropUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    releases: releases.map((release) => presentRelease(release, cardTitle, counts, gallery.releaseCovers)),
    images: gallery.images,
    abilities,
  };
}

export function presentDistributor(
  name: string,
  films: TitleSummaryRow[],
  releases: ReleaseRow[],
  page: { total: number; page: number; pageSize: number },
  covers: ReleaseCovers,
): TDistributor {
  return {
    name,
    films: films.map((film) => ({
      ...presentTitleSummary(film),
      releases: releases
        .filter((release) => release.masterMovieId === film.id)
        .map((release) => {
          const { id, slug, releaseTitle, format, releaseYear, caseType, coverImageUrl } = presentRelease(
            release,
            film,
            new Map(),
            covers,
          );
          return { id, slug, releaseTitle, format, releaseYear, caseType, coverImageUrl };
        }),
    })),
    ...page,
  };
}

const NO_HOLDINGS: THoldings = {
  releases: 0,
  collectionItems: 0,
  wants: 0,
  listings: 0,
  tradeRequests: 0,
  tradeProposals: 0,
  challengeEntries: 0,
  orders: 0,
  openOrders: 0,
  acceptedTrades: 0,
};

/** A film or release in the trash; what it held is as counted when it was deleted (a count added since reads 0). */
export function presentTrashedItem(row: TrashedRow): TTrashedItem {
  return {
    id: row.id,
    kind: row.kind,
    itemId: row.itemId,
    titleId: row.titleId,
    label: row.label,
    deletedAt: row.deletedAt.toISOString(),
    purgeAfter: row.purgeAfter.toISOString(),
    deletedBy: row.deletedBy,
    holdings: { ...NO_HOLDINGS, ...(row.holdings as Partial<THoldings>) },
  };
}
