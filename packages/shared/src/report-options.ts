// What members report to the admins (the reports queue), apart from the schemas (reports.ts): the
// dialogs that show these lists should not bring the schema library with them.

/**
 * What can be reported: a forum topic or reply ('post', also called a flag), a listing, a member, a rating, and
 * by its two members an order or a trade proposal (which an admin may read while the report is open); and a
 * catalogue film or release whose data is wrong (a member may only fill its empty fields).
 */
export const REPORT_TARGETS = [
  'post',
  'listing',
  'user',
  'rating',
  'order',
  'trade-proposal',
  'title',
  'release',
] as const;
export type TReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = [
  'off-topic',
  'inappropriate',
  'spam',
  'harassment',
  'misleading',
  'scam',
  'wrong-data',
  'other',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  'off-topic': 'Off-topic',
  inappropriate: 'Inappropriate',
  spam: 'Spam',
  harassment: 'Harassment or abuse',
  misleading: 'Misleading or wrong',
  scam: 'A scam or fraud',
  'wrong-data': 'Wrong catalogue data',
  other: 'Something else',
};

/** The reasons each kind of report offers, most likely first. */
export const REPORT_REASONS_FOR: Record<TReportTarget, readonly TReportReason[]> = {
  post: ['off-topic', 'inappropriate', 'spam', 'harassment', 'other'],
  listing: ['misleading', 'scam', 'inappropriate', 'spam', 'other'],
  user: ['harassment', 'scam', 'spam', 'inappropriate', 'other'],
  rating: ['misleading', 'harassment', 'inappropriate', 'other'],
  order: ['scam', 'harassment', 'misleading', 'other'],
  'trade-proposal': ['scam', 'harassment', 'misleading', 'other'],
  title: ['wrong-data', 'inappropriate', 'spam', 'other'],
  release: ['wrong-data', 'inappropriate', 'spam', 'other'],
};

/** The kinds an admin fixes rather than removes: a catalogue entry is corrected through its edit form. */
export const FIXED_NOT_REMOVED: readonly TReportTarget[] = ['title', 'release'];

/** How the queue names each kind. */
export const REPORT_TARGET_LABELS: Record<TReportTarget, string> = {
  post: 'Forum post',
  listing: 'Listing',
  user: 'Member',
  rating: 'Seller rating',
  order: 'Order',
  'trade-proposal': 'Trade proposal',
  title: 'Film',
  release: 'Release',
};

/** What an admin's decision may remove through its owner: a member, an order or a trade proposal is not removed. */
export const REMOVABLE_REPORT_TARGETS = ['post', 'listing', 'rating'] as const satisfies TReportTarget[];
export type TRemovableReportTarget = (typeof REMOVABLE_REPORT_TARGETS)[number];
export const isRemovableTarget = (target: TReportTarget): target is TRemovableReportTarget =>
  (REMOVABLE_REPORT_TARGETS as readonly TReportTarget[]).includes(target);

/** What an admin's decision did, beyond closing the reports. */
export const REPORT_OUTCOMES = ['removed', 'warned', 'silenced', 'suspended'] as const;
export type TReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const REPORT_STATES = ['open', 'resolved', 'dismissed'] as const;
export type TReportState = (typeof REPORT_STATES)[number];
