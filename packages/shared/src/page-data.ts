// The data a page's first view needs, embedded by the server in the page's HTML (decision 008): which API
// answers a page shows first, and the query keys the web app keeps them under. Both sides build the keys
// here, so the cache the web app seeds from the HTML is the one its pages read.

/** The id of the `<script type="application/json">` element that carries the data. */
export const PAGE_DATA_ELEMENT_ID = 'rewind-data';

/** One API answer of a page: the web app's query key and the API path (with its query string) it comes from. */
export type TPageQuery = { key: readonly unknown[]; path: string };

/** What the HTML carries: each query's key with the API's JSON answer for it. */
export type TPageData = { queries: { key: readonly unknown[]; data: unknown }[] };

/** What the web app's server module gives for a page (decision 012): the HTML inside #root, or why it gave none. */
export type TRenderResult = { html: string } | { html: null; reason: string };

type TQueryValue = string | number | boolean | undefined;

function withQuery(path: string, params: Record<string, TQueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.append(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The first page of a list, as the catalogue and the shelves ask for it. */
export const FIRST_LIST_PAGE = { page: 1, pageSize: 24, sort: 'newest' } as const;
/** How many titles the home page's 'Recently added' shows. */
export const RECENT_TITLES_LIMIT = 12;

/** How many listings and ratings a profile shows at a time. */
export const SELLER_LISTINGS_PAGE_SIZE = 12;
export const SELLER_FEEDBACK_PAGE_SIZE = 10;

export type TListParams = Record<string, TQueryValue>;

export const pageQueries = {
  session: (): TPageQuery => ({ key: ['auth', 'session'], path: '/api/auth/get-session' }),
  /** The user id in the key: another account never sees the previous one's cached profile. */
  myProfile: (userId: string | undefined): TPageQuery => ({
    key: ['profiles', 'me', userId ?? 'signed-out'],
    path: '/api/v1/me/profile',
  }),
  titleDetail: (idOrSlug: string): TPageQuery => ({
    key: ['titles', 'detail', idOrSlug],
    path: `/api/v1/titles/${encodeURIComponent(idOrSlug)}`,
  }),
  releaseDetail: (idOrSlug: string): TPageQuery => ({
    key: ['releases', 'detail', idOrSlug],
    path: `/api/v1/releases/${encodeURIComponent(idOrSlug)}`,
  }),
  titleList: (params: TListParams): TPageQuery => ({
    key: ['titles', 'list', params],
    path: withQuery('/api/v1/titles', params),
  }),
  publicProfile: (username: string): TPageQuery => ({
    key: ['profiles', 'public', username.toLowerCase()],
    path: `/api/v1/users/${encodeURIComponent(username)}`,
  }),
  /** A page of /marketplace's listings, as its filters ask for them. */
  listingList: (params: TListParams): TPageQuery => ({
    key: ['listings', 'list', params],
    path: withQuery('/api/v1/listings', params),
  }),
  listingDetail: (id: string): TPageQuery => ({
    key: ['listings', 'detail', id],
    path: `/api/v1/listings/${encodeURIComponent(id)}`,
  }),
  /** A seller's active listings, newest first, a page at a time: a profile's 'For sale'. */
  sellerListings: (username: string, page: number): TPageQuery => ({
    key: ['listings', 'seller', username.toLowerCase(), page],
    path: withQuery(`/api/v1/users/${encodeURIComponent(username)}/listings`, {
      page,
      pageSize: SELLER_LISTINGS_PAGE_SIZE,
    }),
  }),
  /** A seller's ratings from their sales, newest first, a page at a time: a profile's 'Feedback'. */
  sellerFeedback: (username: string, page: number): TPageQuery => ({
    key: ['feedback', username.toLowerCase(), page],
    path: withQuery(`/api/v1/users/${encodeURIComponent(username)}/feedback`, {
      page,
      pageSize: SELLER_FEEDBACK_PAGE_SIZE,
    }),
  }),
  activityFeed: (): TPageQuery => ({ key: ['activity', 'feed'], path: '/api/v1/activity' }),
  communityStats: (): TPageQuery => ({ key: ['community', 'stats'], path: '/api/v1/community/stats' }),
  topCollectors: (): TPageQuery => ({
    key: ['community', 'top-collectors'],
    path: '/api/v1/community/top-collectors',
  }),
  forumCategories: (): TPageQuery => ({ key: ['forum', 'categories'], path: '/api/v1/forum/categories' }),
  /** A category's first page of topics. */
  forumTopics: (category: string): TPageQuery => ({
    key: ['forum', 'topics', category, 1],
    path: `/api/v1/forum/categories/${encodeURIComponent(category)}/topics?page=1`,
  }),
  /** A topic as opened without a page: where the reader stopped, else its first page. */
  forumTopic: (topicId: string): TPageQuery => ({
    key: ['forum', 'topic', topicId, 'start'],
    path: `/api/v1/forum/topics/${encodeURIComponent(topicId)}`,
  }),
  /** The blog's first page of published posts. */
  blogList: (): TPageQuery => ({ key: ['blog', 'list', 1], path: '/api/v1/blog?page=1' }),
  blogPost: (slug: string): TPageQuery => ({
    key: ['blog', 'post', slug],
    path: `/api/v1/blog/${encodeURIComponent(slug)}`,
  }),
  myCollection: (params: TListParams): TPageQuery => ({
    key: ['collection', 'list', params],
    path: withQuery('/api/v1/me/collection', params),
  }),
};

/**
 * The data block's text: JSON that cannot end the element or open a comment in it (every `<`, `>` and `&` is
 * a JSON escape), nor break a JavaScript string if someone evaluates it (U+2028, U+2029).
 */
export function serializePageData(data: TPageData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
