// Numeric limits (docs/product.md, Limits). Lengths are in characters, sizes in bytes.
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  // RFC 5321 caps an address at 254 characters; the original description gives no e-mail length.
  emailMax: 254,
  // No URL length was given; this keeps stored avatar and image URLs bounded.
  urlMax: 2048,
  title: 200,
  description: 1000,
  bio: 500,
  location: 100,
  sellerTerms: 1000,
  sellerNotes: 1000,
  // The highest asking price, in the site's currency: our own number; it keeps numeric(10, 2) from overflowing.
  priceMax: 99_999_999.99,
  notes: 300,
  search: 200,
  shortText: 200,
  caption: 40,
  upcDistributor: 100,
  // A distributor's catalogue number ("VHS 1234", "CC1109L"): our own number.
  distributorCode: 50,
  // A release's own running time, in minutes: the longest box sets run past 16 hours.
  runtimeMinutesMax: 1500,
  runtimeDigits: 4,
  imdbRating: 4,
  yearDigits: 4,
  yearMin: 1800,
  yearMax: 2200,
  avatarBytes: 5_242_880,
  uploadBytes: 5 * 1024 * 1024,
  imagesPerItem: 5,
  upcDigits: 12,
  scannedUpcMinDigits: 8,
  globalSearchResults: 50,
  // The highest page number a list answers (past its end it is empty); our own number.
  pageMax: 10_000,
  headerSearchVisible: 8,
  collectionBatch: 50,
  forumPostsPage: 20,
  // A challenge's leaderboard shows its first 20 (our own number).
  challengeLeaderboard: 20,
  // Trade matches listed on the Trades tab (our own number).
  tradeMatches: 20,
  /** Orders and trades of a member the suspend dialog names one by one (it counts them all). */
  dealingsShown: 50,
  // The newest items of mine a challenge lists; the count covers them all.
  challengeItems: 100,
  // A challenge as admins write it (our own numbers).
  challenge: { title: 120, description: 1000, targetMax: 10_000, adminPage: 20 },
  forumRepliesPage: 20,
  // No length was given for a post's text; a long review fits, a pasted book does not.
  forumText: 10_000,
  blog: {
    /** The blog's list and its RSS feed (our own number). */
    page: 12,
    feed: 20,
    slug: 120,
    excerpt: 300,
    /** A long article fits; no length was given. */
    body: 50_000,
  },
  forum: {
    /** An account this young is new to the forum. */
    newMemberHours: 24,
    newMemberTopicsPerDay: 3,
    newMemberLinks: 2,
    /** Flags from this many members hide a post until an admin decides. */
    flagsToHide: 3,
    reason: 300,
  },
  /** A member's note with a report or flag, for the admins. */
  reportNote: 300,
  tradeRequestsPage: 20,
  topCollectors: 10,
  topCollectorsScan: 50,
  overlaps: 5,
  opportunities: 5,
  recentPostsDays: 30,
  /** A deleted film stays in the trash this long, restorable by an admin, before it is removed for good. */
  trashDays: 30,
  ratingDecimals: 1,
  /** A seller's or a trader's rating: whole stars, from 1 to this (the ratings' check constraints hold it too). */
  ratingStars: 5,
  activityFeed: {
    perSource: 20,
    catalogPerSource: 10,
    merged: 30,
    shellPerSource: 10,
    shellTotal: 20,
    clientKeep: 10,
  },
} as const;

export const TIMINGS = {
  notificationMs: 3000,
  usernameCheckDebounceMs: 500,
  searchDebounceMs: 300,
  profilePromptDelayMs: 500,
  profileCheckIntervalMs: 2000,
  profileCheckMaxAttempts: 15,
  profileHashChangeDelayMs: 1000,
  movieSearchOpenDelayMs: 100,
  postEditReloadMs: 1000,
  chunkLoadTimeoutMs: 120_000,
  statsCacheMs: 30_000,
  communityCacheMs: 15_000,
  storageCacheSeconds: 3600,
  keySetCacheMs: 600_000,
  scannerPollMs: 500,
  scannerPollAttempts: 40,
  scanStartDelayMs: 1000,
} as const;

export const IMAGE = {
  jpegQuality: 0.9,
  rotationStepDegrees: 90,
  cropMinPx: 20,
  crop: {
    maxFraction: 0.8,
    maxWidth: 300,
    maxHeight: 400,
    initial: { x: 50, y: 50, width: 200, height: 267 },
  },
  viewerZIndex: 60,
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  allowedExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
} as const;

// The barcode scanner's camera request: rear camera preferred.
export const CAMERA = {
  facingMode: 'environment',
  idealWidth: 1920,
  idealHeight: 1080,
  minWidth: 1280,
  minHeight: 720,
} as const;
