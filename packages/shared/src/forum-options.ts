// The forum's option lists, apart from its schemas (forum.ts): the pages that show them should not bring the
// schema library with them.

export const FORUM_FLAG_REASONS = ['off-topic', 'inappropriate', 'spam', 'other'] as const;
export type TForumFlagReason = (typeof FORUM_FLAG_REASONS)[number];
export const FORUM_FLAG_REASON_LABELS: Record<TForumFlagReason, string> = {
  'off-topic': 'Off-topic',
  inappropriate: 'Inappropriate',
  spam: 'Spam',
  other: 'Something else',
};
