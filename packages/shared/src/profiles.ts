import { z } from 'zod';
import { ZTradeMatchCounts } from './collection.ts';
import { isAutoUsername, ZAvatarUrl, ZProfileUpdate, ZUsername } from './auth.ts';
import { COUNTRY_CODES } from './countries.ts';
import * as MSG from './texts.ts';
import { ZShippingPolicy } from './shipping.ts';

const ZRateView = z.object({ first: z.string(), extra: z.string() });
/** A shipping policy as answers carry it: amounts as two-decimal texts; world null when shipping at home only. */
export const ZShippingPolicyView = z.object({
  domestic: ZRateView,
  world: ZRateView.nullable(),
  currency: z.string(),
});
export type TShippingPolicyView = z.infer<typeof ZShippingPolicyView>;

// Texts for rules the original description states without giving a text (kept next to the schemas that use them).
// The edit form's text fields without their form defaults: a field left out of a PATCH stays as it is.
const { bio, location, sellerTerms } = ZProfileUpdate.shape;
/** Where a member ships from and receives (ISO 3166-1 alpha-2); null removes it. */
const country = z.enum(COUNTRY_CODES, { error: MSG.countryInvalid }).nullable().optional();

/** The signed-in user's own profile (GET/PATCH /api/v1/me/profile). */
export const ZMyProfile = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  /** ISO 3166-1 alpha-2: where they ship from and receive. */
  country: z.string().nullable(),
  shippingPolicy: ZShippingPolicyView.nullable(),
  sellerTerms: z.string(),
  isPublic: z.boolean(),
  showCollectionCount: z.boolean(),
  avatarUrl: z.string().nullable(),
  profileCompletionShown: z.boolean(),
  /** False while the username is still the auto-generated 'user_…' one: the completion dialog is due. */
  isComplete: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/**
 * PATCH /api/v1/me/profile. Every field is optional; the username is not one of them (it never changes
 * after completion: docs/product.md, Accounts and profiles) and is ignored if sent. avatarUrl may only be null
 * (remove the avatar) or the current one: a new avatar arrives through POST /api/v1/me/avatar.
 */
export const ZProfileUpdateRequest = z.object({
  bio: bio.unwrap().optional(),
  location: location.unwrap().optional(),
  country,
  /** Null removes it; a policy needs the country it is domestic to. */
  shippingPolicy: ZShippingPolicy.nullable().optional(),
  sellerTerms: sellerTerms.unwrap().optional(),
  isPublic: z.boolean().optional(),
  showCollectionCount: z.boolean().optional(),
  avatarUrl: ZAvatarUrl.optional(),
});
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

/**
 * POST /api/v1/me/profile/complete: the mandatory completion dialog. The username follows ZUsername (stored
 * lowercase) and may not start with 'user_'. bio and location default to empty; avatarUrl, when left out,
 * keeps the avatar already uploaded; country (optional) is where they ship from and to.
 */
export const ZProfileCompletionRequest = ZProfileUpdate.pick({ username: true, bio: true, location: true })
  .extend({ avatarUrl: ZAvatarUrl.optional(), country })
  .refine((profile) => !isAutoUsername(profile.username), {
    error: MSG.usernameAutoPrefix,
    path: ['username'],
  });
export type TProfileCompletionRequest = z.infer<typeof ZProfileCompletionRequest>;

export const USERNAME_AVAILABILITY = ['available', 'taken', 'invalid'] as const;

/** GET /api/v1/usernames/{name}/availability. 'none' and 'checking' are states of the form, not answers. */
export const ZUsernameAvailability = z.object({ status: z.enum(USERNAME_AVAILABILITY) });
export type TUsernameAvailability = z.infer<typeof ZUsernameAvailability>;

export const ZUsernameParam = z.object({ name: z.string() });
export const ZPublicProfileParam = z.object({ username: z.string() });

/** A member's trade ratings that show, beside their seller rating on the profile. */
export const ZTraderRating = z.object({
  /** Rounded to one decimal; 0 until the first rating shows. */
  average: z.number(),
  count: z.number().int(),
  completedTrades: z.number().int(),
});
export type TTraderRating = z.infer<typeof ZTraderRating>;

export const ZSellerRating = z.object({
  /** Rounded to one decimal; 0 until the first rating. */
  average: z.number(),
  count: z.number().int(),
  /** The share of 4 and 5 stars among the last 12 months' ratings, in whole percent; null without any. */
  positiveShare: z.number().int().nullable(),
  /** How many of their sales completed. */
  completedSales: z.number().int(),
});
export type TSellerRating = z.infer<typeof ZSellerRating>;

const ZVisibleProfile = z.object({
  username: z.string(),
  /** False: the caller may see the whole profile (it is public, or the caller owns it). */
  isPrivate: z.literal(false),
  isOwner: z.boolean(),
  /** The profile's own setting; false only ever reaches its owner. */
  isPublic: z.boolean(),
  /** Suspended now: only an admin is shown such a profile in full (anyone else the hidden one below). */
  isSuspended: z.boolean(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  /** What the seller charges to ship; null when they set none. */
  shippingPolicy: ZShippingPolicyView.nullable(),
  /** The same policy in words, as the profile shows it; null without one. */
  shippingInWords: z.string().nullable(),
  memberSince: z.iso.datetime(),
  /** Null when the owner hides it (show_collection_count false) and the caller is someone else. */
  collectionCount: z.number().int().nullable(),
  sellerRating: ZSellerRating,
  traderRating: ZTraderRating,
  /** The terms buyers see on their listings: the default text when they wrote none. */
  sellerTerms: z.string(),
  /** For a signed-in visitor: how this member's spares and wants meet mine; null when they do not at all. */
  tradeMatch: ZTradeMatchCounts.nullable(),
});

/** Only the username: the profile is private, or the account is suspended now (said to everyone). */
const ZHiddenProfile = z.object({
  username: z.string(),
  isPrivate: z.literal(true),
  isOwner: z.literal(false),
  isSuspended: z.boolean(),
});

/**
 * GET /api/v1/users/{username}: a private profile shows others only its username; a suspended member's shows
 * everyone but admins that and that it is suspended (decision 027).
 */
export const ZPublicProfile = z.discriminatedUnion('isPrivate', [ZVisibleProfile, ZHiddenProfile]);
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const ZAvatarUpload = z.object({ avatarUrl: z.string() });
export type TAvatarUpload = z.infer<typeof ZAvatarUpload>;

/** Whether a name can be chosen at completion: a valid username that is not an auto-generated one. */
export function isChoosableUsername(name: string): boolean {
  const parsed = ZUsername.safeParse(name);
  return parsed.success && !isAutoUsername(parsed.data);
}
