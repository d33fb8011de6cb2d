import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';
import { LIMITS } from './limits.ts';
import { LISTING_STATES } from './marketplace.ts';

// The admin portal's Marketplace section: listings to remove, and the newest seller ratings.

/** GET /api/v1/admin/listings: by words of the film's title or the seller's username (its start); active first. */
export const ZAdminListingQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(LIMITS.search).optional(),
});
export type TAdminListingQuery = z.input<typeof ZAdminListingQuery>;

export const ZAdminListing = z.object({
  id: z.uuid(),
  state: z.enum(LISTING_STATES),
  price: z.string(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /** The release's cover, else the film's. */
  coverUrl: z.string().nullable(),
  film: z.object({ slug: z.string(), title: z.string(), year: z.number().int().nullable() }),
  format: z.string(),
  seller: z.string(),
  /** Why an admin removed it (null unless one did). */
  removalReason: z.string().nullable(),
});
export type TAdminListing = z.infer<typeof ZAdminListing>;

export const ZAdminListingPage = z.object({
  items: z.array(ZAdminListing),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAdminListingPage = z.infer<typeof ZAdminListingPage>;

/** GET /api/v1/admin/ratings: the newest ratings not removed. */
export const ZAdminRatingQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminRatingQuery = z.input<typeof ZAdminRatingQuery>;

export const ZAdminRating = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  review: z.string().nullable(),
  sellerReply: z.string().nullable(),
  /** null once the account is gone. */
  buyer: z.string().nullable(),
  seller: z.string().nullable(),
  orderId: z.uuid(),
  /** What was sold: 'Aliens (1986) · VHS' (null once the release is gone). */
  item: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAdminRating = z.infer<typeof ZAdminRating>;

export const ZAdminRatingPage = z.object({
  items: z.array(ZAdminRating),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAdminRatingPage = z.infer<typeof ZAdminRatingPage>;
