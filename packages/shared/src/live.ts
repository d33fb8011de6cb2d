// What the header's live parts need on every page: the live stream's event names and the notifications page.
// Kept apart from the schemas: the header is in the first load of every page, and importing a schema module
// would bring the schema library (zod, some 25 KB gzipped) with it.

/** The live stream's events (GET /api/v1/events), by SSE event name. */
export const LIVE_EVENTS = {
  /** A new feed item, public: every connection hears it. Its SSE id is the item's id. */
  activity: 'activity',
  /** The caller's unread counts (TUnreadCounts), whenever they change: only that user's connections hear it. */
  unread: 'unread',
  /** A listing that one of the caller's wants may match appeared, changed or ended: the Wantlist badge recounts. */
  wantlistMatches: 'wantlist-matches',
  /** One of the caller's orders moved on or has a new message ({ orderId }): its open page refetches. */
  order: 'order',
  /** One of the caller's trade proposals moved on or has a new message ({ tradeId }): its open page refetches. */
  trade: 'trade',
} as const;

/** The page that lists a member's notifications. */
export const NOTIFICATIONS_PATH = '/notifications';
