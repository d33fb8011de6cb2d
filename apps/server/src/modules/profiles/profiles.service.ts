import { profilePath } from '@rewind/shared/slug';
import { randomInt } from 'node:crypto';
import { isAutoUsername, makeAutoUsername, ZUsername } from '@rewind/shared/auth';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { profilesPolicy } from '@rewind/shared/policies/profiles';
import { adminPolicy } from '@rewind/shared/policies/admin';
import { silencePolicy } from '@rewind/shared/policies/restrictions';
import { COMPLETION_SELLER_TERMS, DEFAULT_SELLER_TERMS, FALLBACK_USERNAME } from '@rewind/shared/options';
import {
  isChoosableUsername,
  type TProfileCompletionRequest,
  type TProfileUpdateRequest,
  type TUsernameAvailability,
} from '@rewind/shared/profiles';
import { sanitizePlain } from '@rewind/shared/sanitize';
import type { TShippingPolicy } from '@rewind/shared/shipping';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/error-handler';
import { AppError, notFound } from '../../platform/errors';
import { encodeImage } from '../../platform/image-encoding';
import type { Storage } from '../../platform/storage/storage';
import { deleteStoredFiles, filesOfStoredImage, storeImage } from '../../platform/stored-image';
import { announceFeedChange } from '../activity/activity.service';
import type { AuthService } from '../auth/auth.service';
import * as repo from './profiles.repo';
import type { ProfileChanges, ProfileRow } from './profiles.repo';
import { shippingInWordsOf, shippingPolicyOf } from './profiles.presenter';
import { authorize } from '../../platform/authorize';

export const AVATAR_FOLDER = 'profile-images/';
/** An avatar is a centred square of at most this many pixels a side. */
const AVATAR_SIDE = 512;
const USERNAME_SUFFIX_LENGTH = 4;
const USERNAME_ATTEMPTS = 6;

export type ProfileOwner = { id: string; email: string; name: string | null };

/**
 * A profile as a caller may see it. `suspended`: the account is suspended now and the caller no admin, who is
 * told so and shown nothing the member put up (decision 027). `hidden`: a private profile shows its name alone.
 * `isSuspended` on the others: an admin looks at a suspended member.
 */
export type PublicProfileView =
  | { kind: 'suspended'; profile: ProfileRow }
  | { kind: 'hidden'; profile: ProfileRow; isSuspended: boolean }
  | {
      kind: 'visible';
      profile: ProfileRow;
      isSuspended: boolean;
      isOwner: boolean;
      /** Whether this caller may see how many items the member's collection holds. */
      showsCollectionCount: boolean;
    };

/** What hangs from a suspended member's profile (listings, collection, ratings) is refused in these words. */
const accountSuspended = () => new AppError(403, 'account_suspended', MSG.profileSuspended);

export function createProfilesService({
  db,
  storage,
  auth,
  currency,
}: {
  db: Db;
  storage: Storage;
  auth: Pick<AuthService, 'findUser'>;
  /** The marketplace's one currency (ISO 4217): a shipping policy's amounts are in it. */
  currency: string;
}) {
  /**
   * Makes sure the user has a profile, on every sign-in and session restore. Idempotent
   * and safe to run concurrently: the insert does nothing on a conflict, and the row is then read back.
   */
  async function ensureProfile(user: ProfileOwner): Promise<ProfileRow> {
    const existing = await repo.findProfileByUserId(db, user.id);
    if (existing) return existing;
    for (const username of usernameCandidates(user)) {
      const created = await repo.insertProfileIfAbsent(db, { userId: user.id, username, email: user.email });
      if (created) return created;
      // Nothing inserted: either another call made this user's profile, or the name belongs to someone else.
      const raced = await repo.findProfileByUserId(db, user.id);
      if (raced) return raced;
    }
    throw new Error(`No free username found for user ${user.id}`);
  }

  async function profileOf(userId: string): Promise<ProfileRow> {
    const existing = await repo.findProfileByUserId(db, userId);
    if (existing) return existing;
    const user = await auth.findUser(userId);
    if (!user) throw notFound(MSG.userNotFound);
    return ensureProfile(user);
  }

  /** Runs `work` with the caller's profile row locked; ensures the row first. */
  async function withLockedProfile<T>(userId: string, work: (tx: Db, profile: ProfileRow) => Promise<T>) {
    await profileOf(userId);
    return db.transaction(async (tx) => {
      const profile = await repo.lockProfileByUserId(tx, userId);
      if (!profile) throw notFound(MSG.userNotFound);
      return work(tx, profile);
    });
  }

  /** The storage key of an avatar this user uploaded, or undefined for anything else. */
  function ownAvatarKey(userId: string, url: string | null): string | undefined {
    const key = url ? storage.keyFromUrl(url) : undefined;
    return key?.startsWith(`${AVATAR_FOLDER}${userId}_`) ? key : undefined;
  }

  // The avatar row is already updated; a file left behind costs only disk space.
  async function deleteOwnAvatar(userId: string, url: string | null) {
    const key = ownAvatarKey(userId, url);
    if (key) await deleteStoredFiles(storage, filesOfStoredImage(key));
  }

  /** avatarUrl in a form may keep the current avatar or remove it; a new one comes through uploadAvatar. */
  function avatarChange(
    profile: ProfileRow,
    requested: string | null | undefined,
  ): { avatarUrl?: null; removed?: string } {
    if (requested === undefined || requested === profile.avatarUrl) return {};
    if (requested !== null) {
      throw new AppError(400, 'validation', MSG.avatarNotUploaded, {
        avatarUrl: MSG.avatarNotUploaded,
      });
    }
    return { avatarUrl: null, removed: profile.avatarUrl ?? undefined };
  }

  /** The profile page's view of a member (404 when there is none). */
  async function viewProfile(actor: Actor | null, username: string): Promise<PublicProfileView> {
    const found = await repo.findProfileByUsername(db, username.trim());
    if (!found) throw notFound(MSG.userNotFound);
    const { isSuspended, ...profile } = found;
    if (isSuspended && !adminPolicy.seeSuspendedMembers(actor)) return { kind: 'suspended', profile };
    if (!profilesPolicy.viewDetails(actor, profile)) return { kind: 'hidden', profile, isSuspended };
    return {
      kind: 'visible',
      profile,
      isSuspended,
      isOwner: actor?.userId === profile.userId,
      showsCollectionCount: profilesPolicy.viewCollectionCount(actor, profile),
    };
  }

  return {
    ensureProfile,

    /** The currency a shipping policy's amounts are in. */
    currency,

    /** How many members the community has (every account gets a profile). */
    countMembers: () => repo.countProfiles(db),

    getMyProfile: (actor: Actor) => profileOf(actor.userId),

    /** Where a member ships from or receives, and their shipping policy (an order's quote). */
    async shippingTermsOf(userId: string, tx: Db = db) {
      const row = await repo.findProfileByUserId(tx, userId);
      return { country: row?.country ?? null, policy: row ? shippingPolicyOf(row) : null };
    },

    /** The members `usernames` (lowercased) name, those that exist: whom a post mentions. */
    membersNamed: (usernames: string[]) => repo.membersNamed(db, usernames),

    /** A member's profile row, if they have one yet (a seller's card). */
    findProfile: (userId: string) => repo.findProfileByUserId(db, userId),

    /** A member's shipping policy in words, null without one (a seller's card says it). */
    shippingInWords: (row: ProfileRow) => shippingInWordsOf(row, currency),

    async updateMyProfile(actor: Actor, input: TProfileUpdateRequest): Promise<ProfileRow> {
      const { row, removed } = await withLockedProfile(actor.userId, async (tx, profile) => {
        authorize(silencePolicy.publish(actor, newPublicTexts(profile, input)));
        const { removed, ...avatar } = avatarChange(profile, input.avatarUrl);
        const changes: ProfileChanges = {
          ...avatar,
          ...(input.bio !== undefined && { bio: cleanText(input.bio) }),
          ...(input.location !== undefined && { location: cleanText(input.location) }),
          ...(input.country !== undefined && { country: input.country }),
          ...(input.shippingPolicy !== undefined && shippingColumns(input.shippingPolicy)),
          ...(input.sellerTerms !== undefined && {
            sellerTerms: cleanText(input.sellerTerms) ?? DEFAULT_SELLER_TERMS,
          }),
          ...(input.isPublic !== undefined && { isPublic: input.isPublic }),
          ...(input.showCollectionCount !== undefined && { showCollectionCount: input.showCollectionCount }),
        };
        const hasPolicy =
          input.shippingPolicy === undefined
            ? shippingPolicyOf(profile) !== null
            : input.shippingPolicy !== null;
        const country = input.country === undefined ? profile.country : input.country;
        if (hasPolicy && !country) {
          throw new AppError(400, 'validation', MSG.shippingNeedsCountry, {
            country: MSG.shippingNeedsCountry,
          });
        }
        // The feed leaves out private profiles' rows: every instance's copy of it must drop or show them.
        if (input.isPublic !== undefined && input.isPublic !== profile.isPublic) {
          await announceFeedChange(tx);
        }
        return { row: await repo.updateProfile(tx, actor.userId, changes), removed };
      });
      if (!row) throw notFound(MSG.userNotFound);
      await deleteOwnAvatar(actor.userId, removed ?? null);
      return row;
    },

    /** Replaces the auto-generated 'user_…' username, once. */
    async completeProfile(actor: Actor, input: TProfileCompletionRequest): Promise<ProfileRow> {
      try {
        const { row, removed } = await withLockedProfile(actor.userId, async (tx, profile) => {
          if (!isAutoUsername(profile.username)) {
            throw new AppError(409, 'already_completed', MSG.profileCompletedElsewhere);
          }
          authorize(silencePolicy.publish(actor, newPublicTexts(profile, input)));
          const { removed, ...avatar } = avatarChange(profile, input.avatarUrl);
          const row = await repo.completeProfile(tx, actor.userId, {
            ...avatar,
            username: input.username.toLowerCase(),
            bio: cleanText(input.bio),
            location: cleanText(input.location),
            country: input.country ?? null,
            sellerTerms: COMPLETION_SELLER_TERMS,
          });
          if (!row) throw new AppError(409, 'already_completed', MSG.profileCompletedElsewhere);
          await announceFeedChange(tx); // the feed shows the new name
          return { row, removed };
        });
        await deleteOwnAvatar(actor.userId, removed ?? null);
        return row;
      } catch (error) {
        // The unique index is the only judge of "taken": it also catches two people racing for one name.
        if (isUniqueViolation(error)) throw new AppError(409, 'username_taken', MSG.usernameTaken);
        throw error;
      }
    },

    async markCompletionShown(actor: Actor): Promise<void> {
      await profileOf(actor.userId);
      await repo.updateProfile(db, actor.userId, { profileCompletionShown: true });
    },

    /** The RPC is_username_available. The caller's own username counts as available. */
    async checkUsername(actor: Actor | null, name: string): Promise<TUsernameAvailability['status']> {
      if (!isChoosableUsername(name)) return 'invalid';
      const profile = await repo.findProfileByUsername(db, ZUsername.parse(name));
      if (!profile || profile.userId === actor?.userId) return 'available';
      return 'taken';
    },

    /**
     * Checks the bytes are an image (by content, never by name or declared type), re-encodes them without
     * metadata, stores them and points the profile at them; the previous upload is deleted. On any failure
     * the profile keeps its old avatar and no new file stays behind.
     */
    async uploadAvatar(actor: Actor, file: Buffer): Promise<{ avatarUrl: string }> {
      if (file.length === 0) throw new AppError(400, 'invalid_image', MSG.avatarNotImage);
      if (file.length >= LIMITS.avatarBytes) throw new AppError(400, 'image_too_large', MSG.avatarTooLarge);
      const image = await encodeImage(file, { square: AVATAR_SIDE, notAnImage: MSG.avatarNotImage });
      await profileOf(actor.userId);
      const { key, url: avatarUrl } = await storeImage(
        storage,
        `${AVATAR_FOLDER}${actor.userId}_${Date.now()}`,
        image,
      );
      let previous: string | null;
      try {
        previous = await withLockedProfile(actor.userId, async (tx, profile) => {
          await repo.updateProfile(tx, actor.userId, { avatarUrl });
          return profile.avatarUrl;
        });
      } catch (error) {
        await deleteStoredFiles(storage, filesOfStoredImage(key));
        throw error;
      }
      if (previous !== avatarUrl) await deleteOwnAvatar(actor.userId, previous);
      return { avatarUrl };
    },

    /** A member as a report keeps them: their name, their bio, their profile. */
    async reportFacts(username: string) {
      const profile = await repo.findProfileByUsername(db, username.trim());
      if (!profile) return null;
      return {
        targetId: profile.userId,
        subjectId: profile.userId,
        label: profile.username,
        excerpt: profile.bio || null,
        path: profilePath(profile.username),
      };
    },

    viewProfile,

    /** As viewProfile, for what hangs from a profile: 403 `account_suspended` while the member is hidden. */
    async getPublicProfile(actor: Actor | null, username: string) {
      const view = await viewProfile(actor, username);
      if (view.kind === 'suspended') throw accountSuspended();
      return view;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** A policy as the profile's four columns hold it; null clears them (the demo seed fills them so too). */
export function shippingColumns(policy: TShippingPolicy | null): ProfileChanges {
  return {
    shippingDomesticFirst: policy?.domestic.first ?? null,
    shippingDomesticExtra: policy?.domestic.extra ?? null,
    shippingWorldFirst: policy?.world?.first ?? null,
    shippingWorldExtra: policy?.world?.extra ?? null,
  };
}

/** The texts of a profile that others read. */
const PUBLIC_TEXTS = ['bio', 'location', 'sellerTerms'] as const;

/** Those of `input`'s texts that would be new or different on the profile (a text cleared is neither). */
function newPublicTexts(
  profile: Pick<ProfileRow, (typeof PUBLIC_TEXTS)[number]>,
  input: Partial<Record<(typeof PUBLIC_TEXTS)[number], string>>,
): string[] {
  return PUBLIC_TEXTS.flatMap((field) => {
    const text = input[field] === undefined ? null : cleanText(input[field]);
    return text !== null && text !== profile[field] ? [text] : [];
  });
}

/** Plain text only (tags stripped), trimmed; empty becomes null. */
function cleanText(text: string): string | null {
  return sanitizePlain(text).trim() || null;
}

/**
 * The name from the user's metadata, else the part of the e-mail before the @, else
 * 'user'. If someone already has it, a few variants with a random suffix, then an auto-generated name.
 */
function* usernameCandidates(user: ProfileOwner): Generator<string> {
  const base = toUsername(user.name) ?? toUsername(user.email.split('@')[0]) ?? FALLBACK_USERNAME;
  yield base;
  const stem = base.slice(0, LIMITS.usernameMax - USERNAME_SUFFIX_LENGTH - 1);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    yield `${stem}_${randomSuffix()}`;
  }
  yield makeAutoUsername();
}

/** A name as a valid username (lowercase letters, digits, '-' and '_'), or undefined if too little is left. */
function toUsername(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const valid = ZUsername.safeParse(raw);
  if (valid.success) return valid.data;
  const cleaned = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^[_-]+/, '')
    .slice(0, LIMITS.usernameMax)
    .replace(/[_-]+$/, '');
  return cleaned.length >= LIMITS.usernameMin ? cleaned : undefined;
}

function randomSuffix(): string {
  return Array.from({ length: USERNAME_SUFFIX_LENGTH }, () => randomInt(36).toString(36)).join('');
}
