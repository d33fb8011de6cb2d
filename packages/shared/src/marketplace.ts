import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';
import { optionalText } from './fields.ts';
import { ZImage } from './images.ts';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';
import { ZPrice } from './price.ts';
import { CONDITIONS, FORMATS, LISTING_SORTS, PACKAGING_CONDITIONS, REGIONS } from './options.ts';
import { ZSellerRating } from './profiles.ts';
import { releaseFactFilters } from './releases.ts';

// The marketplace: one physical copy per listing, from its seller's collection, graded twice.

const sellerNotes = optionalText('Seller notes', LIMITS.sellerNotes);

/** Offers below it are declined at once; an empty field is none. */
const ZOfferFloor = z.preprocess((value) => (value === '' ? null : value), ZPrice.nullable());

const grading = {
  price: ZPrice,
  mediaCondition: z.enum(CONDITIONS),
  packagingCondition: z.enum(PACKAGING_CONDITIONS),
  sealed: z.boolean().default(false),
  sellerNotes,
  /**
   * Offers below it are declined at once; null (or an empty field) takes every offer to the
   * seller.
   */
  offerFloor: ZOfferFloor.default(null),
};

const isFloorBelowPrice = (listing: { price: string; offerFloor: string | null }) =>
  listing.offerFloor === null || Number(listing.offerFloor) < Number(listing.price);
const floorBelowPrice = { error: MSG.offerFloorTooHigh, path: ['offerFloor'] };

/** A listing's price, grades, notes and offer floor: the listing form. */
export const ZListingFields = z.object(grading).refine(isFloorBelowPrice, floorBelowPrice);

/** POST /api/v1/me/listings: list a copy from my collection. Notes are plain text, cleaned on the server. */
export const ZCreateListingRequest = z
  .object({ collectionItemId: z.uuid(), ...grading })
  .refine(isFloorBelowPrice, floorBelowPrice);
export type TCreateListingRequest = z.input<typeof ZCreateListingRequest>;

/** PATCH /api/v1/listings/{listingId}: only the fields sent change. */
export const ZUpdateListingRequest = z.object({
  price: grading.price.optional(),
  mediaCondition: grading.mediaCondition.optional(),
  packagingCondition: grading.packagingCondition.optional(),
  sealed: z.boolean().optional(),
  sellerNotes: sellerNotes.optional(),
  offerFloor: ZOfferFloor.optional(),
});
export type TUpdateListingRequest = z.input<typeof ZUpdateListingRequest>;

/** DELETE /api/v1/listings/{listingId}: an admin removing someone else's listing says why; the seller need not. */
export const ZRemoveListingRequest = z
  .object({ reason: optionalText('Reason', LIMITS.notes) })
  // A DELETE usually has no body at all.
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? undefined }));
export type TRemoveListingRequest = z.input<typeof ZRemoveListingRequest>;

export const ZListingParam = z.object({ listingId: z.uuid() });

const optionalNumber = z.coerce.number().min(0).max(LIMITS.priceMax).optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** GET /api/v1/listings: the filters and order of /marketplace, as its URL carries them. */
export const ZListingQuery = ZPageQuery.extend({
  q: z
    .string()
    .trim()
    .max(LIMITS.search)
    .transform((value) => value || undefined)
    .optional(),
  format: z.enum(FORMATS).optional(),
  region: z.enum(REGIONS).optional(),
  ...releaseFactFilters,
  /** The worst media grade shown: this grade and better. */
  minCondition: z.enum(CONDITIONS).optional(),
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
  sealed: flag,
  /** Only listings that match one of the caller's wants, by its rules (signed in only). */
  wanted: flag,
  /** Only copies of this film (a film page's 'for sale' link), or of this release (a release page's). */
  film: z.uuid().optional(),
  release: z.uuid().optional(),
  sort: z.enum(LISTING_SORTS).default('newest'),
}).refine(
  (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
  {
    message: MSG.priceRangeInverted,
    path: ['minPrice'],
  },
);
export type TListingQuery = z.input<typeof ZListingQuery>;

/** GET /api/v1/titles/{id}/for-sale: a film's copies for sale now, by release (releases without any are left out). */
export const ZFilmForSale = z.object({
  currency: z.string(),
  releases: z.array(
    z.object({
      releaseId: z.uuid(),
      count: z.number().int(),
      lowestPrice: z.string(),
      /** The cheapest copy (the oldest listing of those at its price). */
      listingId: z.uuid(),
    }),
  ),
});
export type TFilmForSale = z.infer<typeof ZFilmForSale>;

export const ZSellerCard = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  memberSince: z.iso.datetime(),
  /** The seller's terms, or the default text when they wrote none. */
  sellerTerms: z.string(),
  /** The seller's shipping policy in words, as their profile says it; null without one (the total says it). */
  shipping: z.string().nullable(),
  rating: ZSellerRating,
});
export type TSellerCard = z.infer<typeof ZSellerCard>;

/** 'reserved': an open order holds the copy for its buyer. */
export const LISTING_STATES = ['active', 'reserved', 'removed', 'sold'] as const;
export type TListingState = (typeof LISTING_STATES)[number];

/** One listing in a list: the copy, its film and release, and its seller. */
export const ZListingSummary = z.object({
  id: z.uuid(),
  state: z.enum(LISTING_STATES),
  price: z.string(),
  currency: z.string(),
  mediaCondition: z.enum(CONDITIONS),
  packagingCondition: z.enum(PACKAGING_CONDITIONS),
  sealed: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The copy's first photo, else the release's cover, else the film's. */
  coverUrl: z.string().nullable(),
  film: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), year: z.number().int().nullable() }),
  release: z.object({
    id: z.uuid(),
    slug: z.string(),
    releaseTitle: z.string(),
    format: z.string(),
    caseType: z.string().nullable(),
    region: z.string().nullable(),
    edition: z.string().nullable(),
  }),
  seller: z.object({ username: z.string(), rating: ZSellerRating }),
});
export type TListingSummary = z.infer<typeof ZListingSummary>;

export const ZListingPage = z.object({
  items: z.array(ZListingSummary),
  /** Counted up to 10,000; past that totalIsCapped says "10,000+". */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TListingPage = z.infer<typeof ZListingPage>;

/** GET /api/v1/listings/{listingId}: a removed or sold listing answers too, with its state. */
export const ZListingDetail = ZListingSummary.extend({
  sellerNotes: z.string().nullable(),
  /** The lowest offer the seller considers: only the seller sees it (null for everyone else). */
  offerFloor: z.string().nullable(),
  collectionItemId: z.uuid().nullable(),
  endedAt: z.iso.datetime().nullable(),
  seller: ZSellerCard,
  /** The seller's photos of this copy, in order (the first is its primary photo). */
  images: z.array(ZImage),
  /** What the caller may do while it is for sale: the seller edits and removes; an admin removes. `isSeller`: it is the caller's. */
  abilities: z.object({
    update: z.boolean(),
    remove: z.boolean(),
    isSeller: z.boolean(),
    report: z.boolean(),
  }),
});
export type TListingDetail = z.infer<typeof ZListingDetail>;

/** GET /api/v1/listings/{listingId}: the listing, and the other copies of its release for sale, cheapest first. */
export const ZListingView = z.object({ listing: ZListingDetail, otherCopies: z.array(ZListingSummary) });
export type TListingView = z.infer<typeof ZListingView>;

/** What a removal answers: the product's text for who removed it. */
export const ZListingRemoved = z.object({ message: z.string() });

/**
 * GET /api/v1/listings/{id}/removal: what removing the listing takes with it, for its dialog. Offers waiting on
 * it lapse and their buyers are told; an order under way for the copy refuses the removal until it ends.
 */
export const ZListingRemoval = z.object({
  pendingOffers: z.number().int().nonnegative(),
  openOrder: z.object({ id: z.uuid(), status: z.string() }).nullable(),
});
export type TListingRemoval = z.infer<typeof ZListingRemoval>;

/** GET /api/v1/users/{username}/listings. */
export const ZSellerListingsQuery = ZPageQuery;

/** GET /api/v1/me/wantlist/sellers: the sellers with the most of my wants for sale, so one order combines them. */
export const ZSellersWithMyWants = z.object({
  sellers: z.array(
    z.object({
      seller: z.object({ username: z.string(), rating: ZSellerRating }),
      /** How many of my wants their listings match. */
      wants: z.number().int(),
      /** The matching listings, cheapest first. */
      listings: z.array(ZListingSummary),
    }),
  ),
});
export type TSellersWithMyWants = z.infer<typeof ZSellersWithMyWants>;
