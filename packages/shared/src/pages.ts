// Every address of the web app, one entry each (decision 045): its pattern, the page the web app draws there,
// the API answers its first view shows, who describes it in a link preview and whether the web benchmark
// loads it. The web router, the server's first-view data and link previews, and scripts/bench-web.ts all
// read this list, so a page added here is added everywhere. No React here: the web app maps each `page` to
// its component.
import { FIRST_LIST_PAGE, pageQueries, RECENT_TITLES_LIMIT, type TPageQuery } from './page-data.ts';

/** The names of an address's parameters: `/catalog/:slug/release/:releaseId` has `slug` and `releaseId`. */
export type TPathParams<TPath extends string> = string extends TPath
  ? string
  : TPath extends `${string}:${infer Name}/${infer Rest}`
    ? Name | TPathParams<Rest>
    : TPath extends `${string}:${infer Name}`
      ? Name
      : never;

type TPageEntry<TName extends string, TPath extends string, TPreview extends string> = {
  /** The page the web app draws here (its component in apps/web/src/app/router.tsx). */
  page: TName;
  /** The address in the router's syntax: segments written as they are, each `:name` a parameter. */
  path: TPath;
  /** The queries its first view shows, embedded in the page by the server (decision 008). */
  firstView?(params: Readonly<Record<TPathParams<TPath>, string>>, search: URLSearchParams): TPageQuery[];
  /**
   * The only names its query string may have for the first view to be embedded (none, when empty); without
   * this, any. Only a list's first page with no filter is embedded: any other is one click away from it and
   * asks the API.
   */
  search?: readonly string[];
  /** The signed-in caller's own page: its first view is theirs alone, and the benchmark loads it signed in. */
  isOwn?: true;
  /** The server's describer of the page's link preview (`describePagesWith` in platform/web-app.ts). */
  preview?: TPreview;
  /** The name the web benchmark reports the page under; a page without one is not benchmarked. */
  bench?: string;
  /** Drawn for admins only; everyone else gets the 404 page there. */
  isForAdmins?: true;
};

const page = <const TName extends string, const TPath extends string, const TPreview extends string = never>(
  entry: TPageEntry<TName, TPath, TPreview>,
) => entry;

// The web router draws the first entry whose address matches (case aside, and a trailing slash allowed), so a
// more specific address goes before one that would also match it.
const PAGE_LIST = [
  page({
    page: 'home',
    path: '/',
    firstView: () => [
      pageQueries.titleList({ sort: 'newest', pageSize: RECENT_TITLES_LIMIT }),
      pageQueries.activityFeed(),
      pageQueries.communityStats(),
    ],
    search: [],
    bench: 'home',
  }),
  page({
    page: 'catalog',
    path: '/catalog',
    firstView: () => [pageQueries.titleList({ ...FIRST_LIST_PAGE })],
    search: ['view'],
    bench: 'catalogue',
  }),
  page({
    page: 'release',
    path: '/catalog/release/:slug',
    firstView: ({ slug }) => [pageQueries.releaseDetail(slug)],
    preview: 'release',
  }),
  page({
    page: 'title',
    path: '/catalog/:slug',
    firstView: ({ slug }) => [pageQueries.titleDetail(slug)],
    preview: 'film',
    bench: 'film page',
  }),
  page({
    page: 'release',
    path: '/catalog/:slug/release/:releaseId',
    firstView: ({ releaseId }) => [pageQueries.releaseDetail(releaseId)],
    preview: 'release',
    bench: 'release page',
  }),
  page({
    page: 'collection',
    path: '/collection',
    firstView: () => [pageQueries.myCollection({ ...FIRST_LIST_PAGE })],
    search: ['view'],
    isOwn: true,
    bench: 'my collection (signed in)',
  }),
  page({ page: 'notifications', path: '/notifications', isOwn: true }),
  page({ page: 'wantlist', path: '/wantlist', isOwn: true }),
  page({
    page: 'community',
    path: '/community',
    firstView: (_, search) =>
      !search.has('tab')
        ? [
            pageQueries.communityStats(),
            pageQueries.activityFeed(),
            pageQueries.topCollectors(),
            pageQueries.forumCategories(),
          ]
        : search.get('tab') === 'forums'
          ? [pageQueries.forumCategories()]
          : [],
    search: ['tab'],
    bench: 'community',
  }),
  page({
    page: 'forumCategory',
    path: '/community/forums/category/:category',
    firstView: ({ category }) => [pageQueries.forumTopics(category)],
    search: [],
    bench: 'forum category',
  }),
  page({
    page: 'forumPost',
    path: '/community/forums/:postId',
    firstView: ({ postId }) => [pageQueries.forumTopic(postId)],
    search: [],
    bench: 'forum topic',
  }),
  page({ page: 'trade', path: '/trades/:id' }),
  page({
    page: 'marketplace',
    path: '/marketplace',
    firstView: () => [pageQueries.listingList({ ...FIRST_LIST_PAGE })],
    search: ['view'],
    bench: 'marketplace',
  }),
  page({
    page: 'listing',
    path: '/marketplace/item/:id',
    firstView: ({ id }) => [pageQueries.listingDetail(id)],
    search: [],
    preview: 'listing',
    bench: 'listing page',
  }),
  page({ page: 'orders', path: '/orders', isOwn: true }),
  page({ page: 'order', path: '/orders/:id', isOwn: true }),
  page({ page: 'admin', path: '/admin', isForAdmins: true }),
  page({
    page: 'blog',
    path: '/blog',
    firstView: () => [pageQueries.blogList()],
    search: [],
    bench: 'blog',
  }),
  page({
    page: 'blogPost',
    path: '/blog/:slug',
    firstView: ({ slug }) => [pageQueries.blogPost(slug)],
    search: [],
    preview: 'blogPost',
  }),
  page({
    page: 'profile',
    path: '/users/:username',
    firstView: ({ username }) => [
      pageQueries.publicProfile(username),
      pageQueries.sellerListings(username, 1),
      pageQueries.sellerFeedback(username, 1),
    ],
    bench: 'profile',
  }),
  page({ page: 'userCollection', path: '/users/:username/collection' }),
  page({ page: 'distributor', path: '/distributors/:distributorName' }),
  page({ page: 'resetPassword', path: '/auth/reset-password' }),
  page({ page: 'about', path: '/about', bench: 'about' }),
];

/** A page of the list, by the name the web app gives its component. */
export type TPageName = (typeof PAGE_LIST)[number]['page'];
/** A describer of link previews the server must supply. */
export type TPagePreview = NonNullable<(typeof PAGE_LIST)[number]['preview']>;
export type TPage = TPageEntry<TPageName, string, TPagePreview>;

export const PAGES: readonly TPage[] = PAGE_LIST;

/**
 * The regular expression of a page's address, as the server matches it: every segment exactly as written,
 * each `:name` one whole segment (a named group).
 */
export function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}

/** A page's address with its parameters filled in, each encoded. */
export function pagePath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

export type TPageMatch = { page: TPage; params: Readonly<Record<string, string>> };

let patterns: RegExp[] | undefined;

/** The first page whose address is this path, with its parameters decoded; none for a malformed parameter. */
export function matchPage(pathname: string): TPageMatch | null {
  patterns ??= PAGES.map((entry) => pathPattern(entry.path));
  const at = patterns.findIndex((pattern) => pattern.test(pathname));
  if (at < 0) return null;
  const encoded = patterns[at]!.exec(pathname)!.groups ?? {};
  try {
    const params = Object.fromEntries(
      Object.entries(encoded).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
    return { page: PAGES[at]!, params };
  } catch {
    return null;
  }
}

/**
 * The queries the first view of a page shows, for an address as the browser asked for it. `isSignedIn` adds
 * the caller's own pages (their collection); everything else is what the API answers anyone.
 */
export function pageQueriesFor(url: string, { isSignedIn }: { isSignedIn: boolean }): TPageQuery[] {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const match = matchPage(pathname);
  if (!match?.page.firstView || (match.page.isOwn && !isSignedIn)) return [];
  const allowed = match.page.search;
  if (allowed && [...searchParams.keys()].some((name) => !allowed.includes(name))) return [];
  return match.page.firstView(match.params, searchParams);
}
