// The community's texts: the forum, trades and challenges, and the names the feed shows for
// a member or film that is gone.
import { countOf, formatCount } from '../counts.ts';

export const loginToPost = 'Please log in to post';
export const completeProfileFirst = 'Please complete your profile setup first';
export const enterPostTitle = 'Please enter a post title';
export const errorSavingPost = (message: string) => `Error saving post: ${message}`;
export const errorCreatingPost = (message: string) => `Error creating post: ${message}`;
export const enterPostContent = 'Please write your post';
export const enterReplyContent = 'Please write your reply';
export const forumCategoryNotFound = 'There is no such forum category.';
export const topicNotFound = 'This topic does not exist or was removed.';
export const forumEntryNotFound = 'This post does not exist or was removed.';
export const topicLocked = 'This topic is locked: it takes no new replies.';
export const notYourForumPost = 'You can only change your own posts.';
export const cannotLikeOwnPost = 'You cannot like your own post.';
export const cannotFlagOwnPost = 'You cannot flag your own post.';
export const alreadyFlagged = 'You have already flagged this post: the admins will take a look.';
export const forumAdminsOnly = 'Only admins can moderate the forum.';
export const forumRemovalNeedsReason = 'Give the author a reason for removing their post';
export const topicsOnly = 'Only a topic can be locked, pinned or moved.';
export const newMemberTopicLimit = (max: number) =>
  `New members can start ${max} topics a day. Please try again tomorrow.`;
export const newMemberLinkLimit = (max: number) => `New members can put at most ${max} links in a post.`;
// Members' flags hid it until an admin decides, or its author is suspended.
export const hiddenByFlags = 'Hidden for now by the forum’s moderation.';
export const forumReplyNotice = (user: string, topic: string) => `${user} replied to “${topic}”`;
export const forumMentionNotice = (user: string, topic: string) => `${user} mentioned you in “${topic}”`;
export const forumRemovedNotice = (topic: string, reason: string) =>
  `An admin removed your post in “${topic}”: ${reason}`;

// Trades.
export const tradeRequestNotFound = 'This trade request does not exist or has ended.';
export const notYourTradeRequest = 'You can only end your own trade requests.';
export const tradePhotosNotYours = 'You can only change the photos of your own trade requests.';
export const tooManyTradeWants = (max: number) =>
  `Name at most ${max} things you would take, separated by commas.`;
export const tradeWantTooLong = (max: number) => `Keep each thing you would take under ${max} characters.`;
export const tradeOffersTooLong = (max: number) => `Describe what you offer in at most ${max} characters.`;
export const tradeItemNotYours = 'You can only offer items from your own collection.';
/**
 * How a member's spares and wants meet mine, in a line: 'N mutual matches' when both sides meet,
 * else the one side there is.
 */
export const tradeMatchSummary = ({ theirs, mine }: { theirs: number; mine: number }) => {
  const spares = (count: number) => `${count} ${count === 1 ? 'spare' : 'spares'}`;
  if (theirs > 0 && mine > 0) return `${theirs + mine} mutual matches`;
  if (theirs > 0) return `${spares(theirs)} of theirs on your wantlist`;
  return `${spares(mine)} of yours on their wantlist`;
};
export const tradeMatchNotice = (username: string) =>
  `You and ${username} can trade: each of you has spares on the other's wantlist.`;

// Trade proposals.
export const tradeGiveRequired = 'Choose at least one of your copies to give.';
export const tradeTakeRequired = 'Choose at least one of their copies you would like.';
export const tooManyTradeCopies = (max: number) => `Put at most ${max} copies on each side of a trade.`;
export const tradeCopyTwice = 'Each copy can be named once.';
export const tradeCopyNotYours = 'You can only give copies from your own collection.';
export const tradeCopyNotTheirs =
  'Ask only for copies one member marked for trade (or the copies of the proposal you counter).';
export const tradeWithYourself = 'You cannot trade with yourself.';
export const tradeProposalNotFound = 'This trade does not exist.';
export const notYourTrade = 'Only the two members of this trade can see or change it.';
export const tradeStepNotOpen = 'This step is not open on this trade now.';
export const tradeProposalExpired = (days: number) =>
  `This proposal expired: it was not answered within ${days} days.`;
export const tradeExpiredNotice = (username: string, days: number) =>
  `Your trade proposal to ${username} expired: they did not answer within ${days} days.`;
export const tradeCopyUnavailable = (title: string) =>
  `“${title}” is no longer available: it left its owner's collection, is in another trade, or someone is buying it.`;
export const tradeRatingNotOpen = (days: number) =>
  `You can rate the other member of a completed trade, once, within ${days} days.`;
export const tradeProposedNotice = (username: string) => `${username} proposes a trade.`;
export const tradeUpdateNotice = (username: string, what: string) => `Your trade with ${username}: ${what}.`;
/** What deleting a forum category moves, and where to, as its dialog says. */
export const categoryMoves = (contents: { topics: number; hidden: number; replies: number }, to: string) =>
  `${countOf(contents.topics, 'topic', 'topics')}${contents.hidden > 0 ? ` (${contents.hidden} hidden by flags)` : ''} and ${countOf(contents.replies, 'reply', 'replies')} move to ${to}; links to the category stop working.`;

/** What ending a trade request takes with it, as its dialog says. */
export const endTradeRequestAnswers = (waiting: number, accepted: number) =>
  [
    'It leaves the trade requests and the feed.',
    waiting > 0 &&
      `${waiting === 1 ? '1 proposal waits' : `${waiting} proposals wait`} for your answer: ${waiting === 1 ? 'it is' : 'they are'} declined, and ${waiting === 1 ? 'its proposer is' : 'their proposers are'} told.`,
    accepted > 0 &&
      `${accepted === 1 ? '1 accepted trade goes' : `${accepted} accepted trades go`} on; the other side is told the request ended.`,
  ]
    .filter(Boolean)
    .join(' ');
export const tradeRequestEndedNote = 'The trade request it answered was ended.';
export const tradeRequestEndedTradeGoesOn = (username: string) =>
  `${username} ended the trade request your trade answered; your accepted trade goes on.`;
export const tradeRatedNotice = (username: string) => `${username} rated your trade.`;
export const tradeRatingSaved = (username: string) =>
  `Thank you! Your rating shows on ${username}'s profile once they rate you too, or in 7 days.`;
export const foreignKeyViolation = (message: string) => `Foreign key constraint violation: ${message}`;
export const databaseError = (message: string) => `Database error: ${message}`;
export const unknownUser = 'Unknown User';
export const unknownTitle = 'Unknown Title';

// Challenges.
export const challengeNotFound = 'This challenge does not exist or was closed.';
export const challengeEnded = 'This challenge has ended.';
export const challengeCompletedNotice = (challenge: string) =>
  `You completed the challenge “${challenge}”. Well collected!`;
/**
 * A member's progress: it never reads past the target ('11 of 10'); what they collected beyond it, by an import
 * or a target an admin lowered, is said apart.
 */
export const challengeProgress = (count: number, target: number) =>
  count > target
    ? `${formatCount(target)} of ${formatCount(target)} · ${formatCount(count)} collected`
    : `${formatCount(count)} of ${formatCount(target)}`;
