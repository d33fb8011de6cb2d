// Slugs: {display_id}-{title-slug}-{year}.

// Letters that Unicode decomposition does not reduce to ASCII.
const LETTER_SPELLINGS: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ð: 'd',
  đ: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ASCII_ONLY = /^[ -~\t\n\r]*$/;

// NFKD first so accented letters keep their base letter ('Amélie' -> 'amelie') and
// compatibility digits become digits ('Alien³' -> 'alien3') instead of being dropped.
// ASCII has nothing to decompose or spell out: most titles skip the work (a search slugs 50 of them).
function toAsciiLower(text: string): string {
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœøßðđþłı]/g, (letter) => LETTER_SPELLINGS[letter] ?? '');
}

// Removal comes before collapsing so 'Mad Max 2: The Road Warrior' gives one hyphen per gap.
// Hyphens are kept and treated like whitespace: 'Spider-Man' -> 'spider-man'.
export function makeTitleSlug(title: string): string {
  return toAsciiLower(title)
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface TSlugParts {
  displayId: number;
  title: string;
  year?: number | string | null;
}

export function makeSlug({ displayId, title, year }: TSlugParts): string {
  const yearText = year === null || year === undefined ? '' : String(year).trim();
  return [String(displayId), makeTitleSlug(title), yearText].filter((part) => part !== '').join('-');
}

export function parseSlugId(slug: string): number | null {
  const [leading = ''] = slug.split('-', 1);
  if (!/^\d+$/.test(leading)) return null;
  const id = Number(leading);
  return Number.isSafeInteger(id) ? id : null;
}

// The original description treats any 36-character string as a title id; a slug can be 36 characters long
// too, so the string must also have the UUID shape.
export function isTitleUuid(idOrSlug: string): boolean {
  return idOrSlug.length === 36 && UUID_PATTERN.test(idOrSlug);
}

export function detailPath(slug: string, section = 'catalog'): string {
  return `/${section}/${encodeURIComponent(slug)}`;
}

export function titleDetailPath(slug: string): string {
  return detailPath(slug);
}

/** The film's page with its Add Release dialog open (a catalogued movie search result's way to it). */
export const ADD_RELEASE_REQUEST = { param: 'add', value: 'release' } as const;
export function titleAddReleasePath(slug: string): string {
  return `${titleDetailPath(slug)}?${ADD_RELEASE_REQUEST.param}=${ADD_RELEASE_REQUEST.value}`;
}

export function releaseDetailPath(slug: string): string {
  return detailPath(slug, 'catalog/release');
}

/** The release page under its film: /catalog/{film slug}/release/{release id}. */
export function filmReleasePath(filmSlug: string, releaseId: string): string {
  return `${titleDetailPath(filmSlug)}/release/${encodeURIComponent(releaseId)}`;
}

/** A member's public profile. */
export const profilePath = (username: string) => `/users/${encodeURIComponent(username)}`;

/** A marketplace listing's page. */
export function listingPath(listing: { id: string }): string {
  return `/marketplace/item/${listing.id}`;
}

/** A forum topic's page: what notices and the feed link to. */
export const topicPath = (topicId: string) => `/community/forums/${encodeURIComponent(topicId)}`;

/** A forum category's list of topics. */
/** The Trades tab of /community, where trade requests are listed. */
export const TRADES_PATH = '/community?tab=trades';

/** The Challenges tab of /community with one challenge open. */
export const challengePath = (challengeId: string) =>
  `/community?tab=challenges&challenge=${encodeURIComponent(challengeId)}`;

export const forumCategoryPath = (slug: string) => `/community/forums/category/${encodeURIComponent(slug)}`;
