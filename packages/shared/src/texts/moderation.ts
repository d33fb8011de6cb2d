// Moderation's texts: members' reports, and the admin portal's forum categories and challenges. Apart
// from the community's (decision 023), so a profile or forum page does not carry the portal's words.
// The admins' category manager.
import { countOf } from '../counts.ts';

export const forumCategoryNameRequired = 'Give the category a name';
export const forumCategorySlugInvalid = 'Use lowercase letters, digits and single hyphens (e.g. box-sets)';
export const forumCategoryExists = 'A category with this address already exists.';
export const forumCategoryHasTopics = (topics: number) =>
  `This category holds ${countOf(topics, 'topic', 'topics')}: choose where they move.`;
export const forumCategoryMoveToItself = 'Choose another category to move its topics to.';
export const forumDefaultCategoryKept = 'General is where new topics go by default: it cannot be deleted.';
export const forumCategoryOrderStale = 'The categories changed meanwhile: reload them and try again.';
export const forumCategoryCreated = 'Category created';
export const forumCategorySaved = 'Category saved';
export const forumCategoryDeleted = 'Category deleted';

// Challenges as admins write them: Rewind's own words.
export const challengeTitleRequired = 'Please enter a challenge title';
export const challengeTitleTooLong = (max: number) => `The title can be at most ${max} characters`;
export const challengeDescriptionTooLong = (max: number) =>
  `The description can be at most ${max} characters`;
export const challengeTypeInvalid = 'Choose what the challenge counts';
export const challengeTargetInvalid = (max: number) => `The target must be a whole number from 1 to ${max}`;
export const challengeDateInvalid = 'Enter a valid date and time';
export const challengeEndBeforeStart = 'The end must come after the start';
export const challengeEndPassed = 'The end must be in the future';
export const challengeRuleLocked =
  'Members have joined this challenge, so what it counts and when it starts can no longer change: their progress was counted by them. Close it and create a new challenge instead.';
export const challengeCreated = 'Challenge created!';
export const challengeSaved = 'Challenge saved!';
export const challengeClosed = 'Challenge closed';
export const challengeReopened = 'Challenge reopened';
export const challengeCloseConfirm = (title: string) =>
  `Close “${title}”? It leaves the community's challenges and stops counting items; you can reopen it later.`;
export const challengeReopenConfirm = (title: string) =>
  `Reopen “${title}”? It shows among the community's challenges again and counts items while its dates allow.`;

// Reports to the admins: the reports queue.
export const reportThanks = 'Thanks: the admins will take a look.';
export const reportReasonRequired = 'Choose why';
export const alreadyReported = 'You have already reported this: the admins will take a look.';
export const cannotReportOwnListing = 'You cannot report your own listing.';
export const cannotReportYourself = 'You cannot report yourself.';
export const cannotReportOwnRating = 'You cannot report a rating you wrote.';
export const reportTargetGone = 'This is no longer there to report.';
export const reportNotYourExchange = 'Only its two members can report an order or a trade proposal.';
export const privateNeedsOpenReport =
  "Members' orders and trade proposals are private: an admin may read one only while a report about it, its listing or one of its members is open.";
export const reportsAlreadyDecided = 'These reports were already decided.';
export const nothingToRemove =
  'A report on a member has nothing to remove: choose what happens to the member instead.';
export const catalogueFixedNotRemoved =
  'A report on catalogue data is resolved by correcting the film or release: edit it, then resolve without removing.';
export const reportSubjectGone = 'The member this report is about no longer has an account.';
export const reportDecisionNotFound =
  'There is no such decision to reopen, or its reports were reopened already.';

// The admin dashboard's forum figure: every topic and reply written in the period (the community stats count
// only new topics, and only those still there).
export const dashboardPosts = 'Forum topics and replies';
export const dashboardPostsHint = 'Written in the period, removed ones too';

// A suspension tells the other side of each order under way and accepted trade.
export const partySuspendedNotice = (who: string, what: 'order' | 'trade', until: string) =>
  `${who}, the other side of this ${what}, is suspended until ${until} and cannot answer until then.`;
