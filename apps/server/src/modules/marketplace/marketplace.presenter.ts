import type { TAdminListing } from '@rewind/shared/admin-marketplace';
import type { TListingDetail, TListingState, TListingSummary, TSellerCard } from '@rewind/shared/marketplace';
import { sellerTermsOrDefault, type TCondition, type TPackagingCondition } from '@rewind/shared/options';
import type { TSellerRating } from '@rewind/shared/profiles';
import { presentFilm, presentRelease } from '../catalog/catalog.views';
import type { ListingRow } from './marketplace.repo';

function stateOf(row: ListingRow): TListingState {
  if (row.isActive) return 'active';
  return row.endReason === 'sold' || row.endReason === 'reserved' ? row.endReason : 'removed';
}

export function presentListing(row: ListingRow, currency: string, rating: TSellerRating): TListingSummary {
  const film = presentFilm(row.film);
  const release = presentRelease(row.release, row.film);
  return {
    id: row.id,
    state: stateOf(row),
    price: row.price,
    currency,
    mediaCondition: row.mediaCondition as TCondition,
    packagingCondition: row.packagingCondition as TPackagingCondition,
    sealed: row.sealed,
    createdAt: row.createdAt.toISOString(),
    coverUrl: release.coverImageUrl,
    film: { id: film.id, slug: film.slug, title: film.title, year: film.year },
    release: {
      id: release.id,
      slug: release.slug,
      releaseTitle: release.releaseTitle,
      format: release.format,
      caseType: release.caseType,
      region: release.region,
      // 'Other' editions are named in edition_other.
      edition: row.release.edition === 'Other' ? row.release.editionOther : row.release.edition,
    },
    seller: { username: row.sellerName, rating },
  };
}

type SellerProfile = {
  username: string;
  avatarUrl: string | null;
  location: string | null;
  createdAt: Date;
  sellerTerms: string | null;
};

export function presentSellerCard(
  profile: SellerProfile,
  rating: TSellerRating,
  shipping: string | null,
): TSellerCard {
  return {
    username: profile.username,
    avatarUrl: profile.avatarUrl,
    location: profile.location,
    memberSince: profile.createdAt.toISOString(),
    sellerTerms: sellerTermsOrDefault(profile.sellerTerms),
    shipping,
    rating,
  };
}

export function presentListingDetail(
  row: ListingRow,
  currency: string,
  seller: TSellerCard,
  abilities: TListingDetail['abilities'],
): Omit<TListingDetail, 'images'> {
  return {
    ...presentListing(row, currency, seller.rating),
    sellerNotes: row.sellerNotes,
    offerFloor: abilities.update ? row.offerFloor : null,
    collectionItemId: row.collectionItemId,
    endedAt: row.endedAt?.toISOString() ?? null,
    seller,
    abilities,
  };
}

/** A listing as the admin portal lists it: enough to know it and remove it. */
export function presentAdminListing(row: ListingRow, currency: string): TAdminListing {
  const film = presentFilm(row.film);
  const release = presentRelease(row.release, row.film);
  return {
    id: row.id,
    state: stateOf(row),
    price: row.price,
    currency,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    coverUrl: release.coverImageUrl,
    film: { slug: film.slug, title: film.title, year: film.year },
    format: release.format,
    seller: row.sellerName,
    removalReason: row.endReason === 'removed-by-admin' ? row.removalReason : null,
  };
}
