// Option lists and defaults (docs/product.md, Catalogue and Marketplace).

// The list orders and filter letters live here, apart from the schemas that use them, so a page that only
// shows them does not load the validation library.
export const TITLE_SORTS = ['newest', 'title', 'year'] as const;
export type TTitleSort = (typeof TITLE_SORTS)[number];

// Filter letters: A-Z, and '#' for titles that start with anything else.
export const TITLE_LETTERS = [...'#ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;

export const COLLECTION_SORTS = ['newest', 'title', 'year'] as const;
export type TCollectionSort = (typeof COLLECTION_SORTS)[number];

// The original six and the other formats collectors hold (decision 038): tapes first, then discs, each family
// from the oldest.
export const TAPE_FORMATS = ['VHS', 'VHS-C', 'S-VHS', 'D-VHS', 'Beta', 'Betamax', 'Video 8 / Hi8'] as const;
export const DISC_FORMATS = [
  'LaserDisc',
  'CED',
  'VCD',
  'DVD',
  'UMD',
  'HD DVD',
  'Blu-ray',
  '4K Ultra HD Blu-ray',
] as const;
export const FORMATS = [...TAPE_FORMATS, ...DISC_FORMATS] as const;
export type TFormat = (typeof FORMATS)[number];

export const CASE_TYPES = ['Slipcase', 'Clamshell', 'Book Box', 'Big Box', 'Standard', 'Cardboard'] as const;
export type TCaseType = (typeof CASE_TYPES)[number];

/**
 * The case types each family of formats comes in (decision 038): a tape's sleeve, clamshell or big box; a
 * LaserDisc's or CED's jacket (Standard), card sleeve or box set; a small disc's keep case (Standard).
 */
const TAPE_CASES = ['Slipcase', 'Clamshell', 'Big Box', 'Book Box'] as const satisfies TCaseType[];
const LARGE_DISC_CASES = ['Standard', 'Cardboard', 'Big Box'] as const satisfies TCaseType[];
const DISC_CASES = ['Standard', 'Slipcase', 'Book Box', 'Cardboard'] as const satisfies TCaseType[];

/** Whether a format is a tape, the only media with a recording speed. */
export const isTapeFormat = (format: string): boolean => (TAPE_FORMATS as readonly string[]).includes(format);

/** The case types offered for a format. */
export function caseTypesFor(format: string): readonly TCaseType[] {
  if (isTapeFormat(format)) return TAPE_CASES;
  return format === 'LaserDisc' || format === 'CED' ? LARGE_DISC_CASES : DISC_CASES;
}

// What tells two physical releases of a film apart besides format and case (decision 038): closed lists.
export const ASPECT_RATIOS = ['1.33:1', '1.66:1', '1.78:1', '1.85:1', '2.35:1', '2.39:1', 'Other'] as const;
export type TAspectRatio = (typeof ASPECT_RATIOS)[number];

export const AUDIO_FORMATS = [
  'Mono',
  'Stereo',
  'Hi-Fi Stereo',
  'Dolby Surround',
  'Dolby Digital 2.0',
  'Dolby Digital 5.1',
  'DTS',
  'Other',
] as const;
export type TAudioFormat = (typeof AUDIO_FORMATS)[number];

/** A copy made for rental shops (often dearer, with stickers) or sold to the public. */
export const SALE_TYPES = ['rental', 'sell-through'] as const;
export type TSaleType = (typeof SALE_TYPES)[number];
export const SALE_TYPE_LABELS: Record<TSaleType, string> = {
  rental: 'Rental',
  'sell-through': 'Sell-through',
};

export const REGIONS = ['NTSC', 'PAL', 'SECAM'] as const;
export type TRegion = (typeof REGIONS)[number];

export const SPEEDS = ['SP', 'LP', 'EP', 'SLP'] as const;
export type TSpeed = (typeof SPEEDS)[number];

export const EDITIONS = ['Standard', 'Screener', 'Promotional', 'Directors Cut', 'Other'] as const;
export type TEdition = (typeof EDITIONS)[number];
// The edition whose name is typed in edition_other.
export const OTHER_EDITION: TEdition = 'Other';

// One graded scale for media and packaging (docs/product.md, Marketplace), best first.
export const CONDITIONS = [
  'Sealed',
  'Mint',
  'Near Mint',
  'Very Good Plus',
  'Very Good',
  'Good Plus',
  'Good',
  'Fair',
  'Poor',
] as const;
export type TCondition = (typeof CONDITIONS)[number];

// A copy's box or sleeve may also be a plain replacement, or missing.
export const PACKAGING_CONDITIONS = [...CONDITIONS, 'Generic', 'No box'] as const;
export type TPackagingCondition = (typeof PACKAGING_CONDITIONS)[number];

export const LISTING_SORT_LABELS: Record<TListingSort, string> = {
  newest: 'Newly listed',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** The grades at least as good as `grade`, best first: what a "minimum condition" filter or rule accepts. */
export const gradesAtLeast = (grade: TCondition): TCondition[] =>
  CONDITIONS.slice(0, CONDITIONS.indexOf(grade) + 1);

export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type TListingSort = (typeof LISTING_SORTS)[number];

export const WANT_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TWantPriority = (typeof WANT_PRIORITIES)[number];

export const ACTIVITY_TYPES = ['collection', 'marketplace', 'catalog', 'master_movie', 'forum'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

// What an activity-feed row says someone did; the collection texts are the product's own.
export const ACTIVITY_ACTIONS = {
  titleAdded: 'added a title to the catalog',
  releaseAdded: 'added a release to the catalog',
  photoAdded: 'added a photo',
  movieAndReleaseToCollection: 'added movie and release to collection',
  movieToCollection: 'added movie to collection',
  releaseToWantlist: 'added release to wantlist',
  movieToWantlist: 'added movie to wantlist',
  listedForSale: 'listed a copy for sale',
  startedTopic: 'started a forum topic',
  repliedTo: 'replied in the forum to',
  completedChallenge: 'completed the challenge',
  postedTrade: 'posted a trade request for',
} as const;

export const CHALLENGE_TYPES = [
  'any_collection',
  'horror_movies',
  'action_movies',
  'comedy_movies',
  'sci_fi_movies',
  'decade_1980s',
  'decade_1990s',
] as const;
export type TChallengeType = (typeof CHALLENGE_TYPES)[number];

// Only the default category is named in code; the others are rows of forum_categories, which admins manage.
export const FORUM_DEFAULT_CATEGORY = 'general';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'] as const;
export type TModalSize = (typeof MODAL_SIZES)[number];

export const SPINNER_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type TSpinnerSize = (typeof SPINNER_SIZES)[number];

export const TOAST_TYPES = ['success', 'error', 'info'] as const;
export type TToastType = (typeof TOAST_TYPES)[number];

export const AUTH_MODES = ['login', 'signup', 'reset'] as const;
export type TAuthMode = (typeof AUTH_MODES)[number];

export const USERNAME_STATUSES = ['none', 'checking', 'available', 'taken', 'invalid'] as const;
export type TUsernameStatus = (typeof USERNAME_STATUSES)[number];

export const LOG_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;
export type TLogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: TLogLevel = 'INFO';

export const RELEASE_DEFAULTS = {
  caseType: 'Slipcase',
  format: 'VHS',
  releaseCountry: 'United States',
  screener: false,
  region: 'NTSC',
  speed: 'SP',
  edition: 'Standard',
} as const satisfies {
  caseType: TCaseType;
  format: TFormat;
  releaseCountry: string;
  screener: boolean;
  region: TRegion;
  speed: TSpeed;
  edition: TEdition;
};

export const DEFAULT_RELEASE_TITLE = 'Standard Release';
export const DEFAULT_TITLE_TYPE = 'movie';
export const AUTO_USERNAME_PREFIX = 'user_';
// Used for a new profile when neither sign-up metadata nor the e-mail gives a name.
export const FALLBACK_USERNAME = 'user';
export const DEFAULT_SELLER_TERMS = 'Standard marketplace terms apply. Contact seller for specific details.';
/** A seller's terms as buyers see them: the default text when they wrote none. */
export const sellerTermsOrDefault = (terms: string | null | undefined): string =>
  terms?.trim() || DEFAULT_SELLER_TERMS;
export const COMPLETION_SELLER_TERMS = 'Contact seller for terms';

export const TRADE_WANTS_DEFAULT = 'open to offers';
export const TRADE_OFFERS_FALLBACK = 'Not specified';
export const TRADE_LIST_SEPARATOR = ', ';
