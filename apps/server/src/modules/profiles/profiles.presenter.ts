import type { TTradeMatchCounts } from '@rewind/shared/collection';
import { isAutoUsername } from '@rewind/shared/auth';
import { sellerTermsOrDefault } from '@rewind/shared/options';
import { describeShipping } from '@rewind/shared/shipping-terms';
import type { TMyProfile, TPublicProfile, TSellerRating, TTraderRating } from '@rewind/shared/profiles';
import type { TShippingPolicy } from '@rewind/shared/shipping';
import type { Actor } from '../../platform/actor';
import type { ProfileRow } from './profiles.repo';
import type { PublicProfileView } from './profiles.service';

/** The policy the four columns hold: none without a domestic rate; home only without a world one. */
export function shippingPolicyOf(row: ProfileRow): TShippingPolicy | null {
  if (row.shippingDomesticFirst === null || row.shippingDomesticExtra === null) return null;
  return {
    domestic: { first: row.shippingDomesticFirst, extra: row.shippingDomesticExtra },
    world:
      row.shippingWorldFirst === null || row.shippingWorldExtra === null
        ? null
        : { first: row.shippingWorldFirst, extra: row.shippingWorldExtra },
  };
}

function shippingPolicyView(row: ProfileRow, currency: string) {
  const policy = shippingPolicyOf(row);
  return policy && { ...policy, currency };
}

/**
 * A member's shipping policy in words, or null without one. Written here rather than in the browser: the
 * region names would make it load Intl's data for one line (decision 032).
 */
export function shippingInWordsOf(row: ProfileRow, currency: string): string | null {
  const policy = shippingPolicyView(row, currency);
  return policy && describeShipping(policy, row.country);
}

export function presentMyProfile(row: ProfileRow, actor: Actor, currency: string): TMyProfile {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    // The account's address is the source of truth; the copy on the profile row may be older.
    email: actor.email,
    displayName: row.displayName,
    bio: row.bio,
    location: row.location,
    country: row.country,
    shippingPolicy: shippingPolicyView(row, currency),
    sellerTerms: row.sellerTerms,
    isPublic: row.isPublic,
    showCollectionCount: row.showCollectionCount,
    avatarUrl: row.avatarUrl,
    profileCompletionShown: row.profileCompletionShown,
    isComplete: !isAutoUsername(row.username),
    twoFactorEnabled: actor.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A public profile, with what other modules count for it when it is visible. */
export type ShownProfile =
  | Extract<PublicProfileView, { kind: 'hidden' | 'suspended' }>
  | (Extract<PublicProfileView, { kind: 'visible' }> & {
      collectionCount: number | null;
      sellerRating: TSellerRating;
      traderRating: TTraderRating;
      tradeMatch: TTradeMatchCounts | null;
      currency: string;
    });

export function presentPublicProfile(view: ShownProfile): TPublicProfile {
  const { profile } = view;
  if (view.kind !== 'visible') {
    const isSuspended = view.kind === 'suspended' || view.isSuspended;
    return { username: profile.username, isPrivate: true, isOwner: false, isSuspended };
  }
  const shippingPolicy = shippingPolicyView(profile, view.currency);
  return {
    username: profile.username,
    isPrivate: false,
    isOwner: view.isOwner,
    isPublic: profile.isPublic,
    isSuspended: view.isSuspended,
    avatarUrl: profile.avatarUrl,
    bio: profile.bio,
    location: profile.location,
    country: profile.country,
    shippingPolicy,
    shippingInWords: shippingInWordsOf(profile, view.currency),
    memberSince: profile.createdAt.toISOString(),
    collectionCount: view.collectionCount,
    sellerRating: view.sellerRating,
    traderRating: view.traderRating,
    sellerTerms: sellerTermsOrDefault(profile.sellerTerms),
    tradeMatch: view.tradeMatch,
  };
}
