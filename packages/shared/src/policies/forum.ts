import * as MSG from '../texts.ts';
import { adminSession, ALLOW, deny, signedIn, type TDecision, type TPolicyActor } from './policy.ts';

/** What the forum's rules need to know of the one asking, beyond who they are. */
export type TForumMember = {
  /** They chose their username (posting needs a completed profile). */
  profileComplete: boolean;
};

/** A topic or reply, as the rules see it. */
export type TForumEntryFacts = { authorId: string };

function writer(actor: TPolicyActor, member: TForumMember | null): TDecision {
  const isSignedIn = signedIn(actor, MSG.loginToPost);
  if (!isSignedIn.allowed) return isSignedIn;
  return member?.profileComplete ? ALLOW : deny(403, 'forbidden', MSG.completeProfileFirst);
}

function authorOnly(actor: TPolicyActor, entry: TForumEntryFacts): TDecision {
  if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
  return entry.authorId === actor.userId ? ALLOW : deny(403, 'forbidden', MSG.notYourForumPost);
}

function notOwn(actor: TPolicyActor, entry: TForumEntryFacts, refusal: string): TDecision {
  if (!actor) return deny(401, 'unauthenticated', MSG.signInRequired);
  return entry.authorId === actor.userId ? deny(403, 'forbidden', refusal) : ALLOW;
}

/** The forum (docs/product.md, Forum: members post once their profile is complete). */
export const forumPolicy = {
  /** Categories, topics and replies are open to everyone. */
  read: (): TDecision => ALLOW,

  /** Starting a topic. */
  post: (actor: TPolicyActor, member: TForumMember | null): TDecision => writer(actor, member),

  /** Replying: as posting, and only while the topic is not locked. */
  reply(actor: TPolicyActor, member: TForumMember | null, topic: { isLocked: boolean }): TDecision {
    const mayWrite = writer(actor, member);
    if (!mayWrite.allowed) return mayWrite;
    return topic.isLocked ? deny(403, 'forbidden', MSG.topicLocked) : ALLOW;
  },

  /** Changing the words of a post or reply: its author alone (an admin removes, never rewrites). */
  edit: authorOnly,

  /** Deleting one's own post or reply (an admin removes others' through `moderate`, with a reason). */
  remove: authorOnly,

  /** Liking someone else's post. */
  like: (actor: TPolicyActor, entry: TForumEntryFacts): TDecision =>
    notOwn(actor, entry, MSG.cannotLikeOwnPost),

  /** Flagging someone else's post for an admin to look at. */
  flag: (actor: TPolicyActor, entry: TForumEntryFacts): TDecision =>
    notOwn(actor, entry, MSG.cannotFlagOwnPost),

  /** Locking, pinning, moving, removing with a reason, restoring what flags hid: admins only. */
  moderate: (actor: TPolicyActor): TDecision => adminSession(actor, MSG.forumAdminsOnly),

  /** Creating, renaming, reordering and deleting categories, and the portal's list of every topic: admins only. */
  manageCategories: (actor: TPolicyActor): TDecision => adminSession(actor, MSG.forumAdminsOnly),

  /** A post hidden by flags is still shown to its author and to admins with a two-factor session. */
  seeHidden: (actor: TPolicyActor, entry: TForumEntryFacts): boolean =>
    !!actor && (actor.userId === entry.authorId || adminSession(actor).allowed),
};
