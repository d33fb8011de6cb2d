// The web app's pages: each one's address and the name of its code's chunk. The web app builds its routes
// from this list (apps/web/src/app/router.tsx); the server finds the page of an address here and sends the
// page's code with the HTML (`<link rel="modulepreload">`), so the page does not wait for the app's code to
// ask for it.

export type TPageRoute = {
  /** React Router's pattern: `:name` is one segment, `*` anything. */
  path: string;
  page: string;
  /** The built file's name (the chunk), also named in a load-failure message. */
  chunk: string;
  /** Only for admins: everyone else gets the 404 page there. */
  isAdminOnly?: true;
};

// In the order that picks the right one first where two match (React Router ranks them itself).
export const PAGE_ROUTES = [
  { path: '/', page: 'home', chunk: 'home-page' },
  { path: '/catalog', page: 'catalog', chunk: 'catalog-page' },
  { path: '/catalog/release/:slug', page: 'release', chunk: 'release-page' },
  { path: '/catalog/:slug', page: 'title', chunk: 'title-page' },
  { path: '/catalog/:slug/release/:releaseId', page: 'release', chunk: 'release-page' },
  { path: '/collection', page: 'collection', chunk: 'collection-page' },
  { path: '/wantlist', page: 'wantlist', chunk: 'wantlist-page' },
  { path: '/community', page: 'community', chunk: 'community-page' },
  { path: '/community/forums/category/:category', page: 'forumCategory', chunk: 'forum-category-page' },
  { path: '/community/forums/:postId', page: 'forumPost', chunk: 'forum-post-page' },
  { path: '/marketplace', page: 'marketplace', chunk: 'marketplace-page' },
  { path: '/marketplace/item/:id', page: 'listing', chunk: 'listing-page' },
  { path: '/admin', page: 'admin', chunk: 'admin-page', isAdminOnly: true },
  { path: '/blog/:slug', page: 'blogPost', chunk: 'blog-post-page' },
  { path: '/users/:username', page: 'profile', chunk: 'profile-page' },
  { path: '/users/:username/collection', page: 'userCollection', chunk: 'user-collection-page' },
  { path: '/distributors/:distributorName', page: 'distributor', chunk: 'distributor-page' },
  { path: '/auth/reset-password', page: 'resetPassword', chunk: 'reset-password-page' },
  { path: '/about', page: 'about', chunk: 'about-page' },
  { path: '*', page: 'notFound', chunk: 'not-found-page' },
] as const satisfies readonly TPageRoute[];

export type TPageName = (typeof PAGE_ROUTES)[number]['page'];

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

function matches(pattern: string, segments: string[]): boolean {
  if (pattern === '*') return true;
  const parts = segmentsOf(pattern);
  return (
    parts.length === segments.length &&
    parts.every(
      (part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase(),
    )
  );
}

/**
 * The route of the page at `pathname`, as React Router picks it (case-insensitive, a trailing slash
 * ignored), for someone who is not an admin.
 */
export function pageRouteAt(pathname: string): (typeof PAGE_ROUTES)[number] {
  const segments = segmentsOf(pathname);
  return PAGE_ROUTES.find((route) => !('isAdminOnly' in route) && matches(route.path, segments))!;
}
