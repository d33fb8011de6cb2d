import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { trackPageCode } from '@/app/page-code-loading';
import { retryableImport } from '@/lib/lazy-import';

type TPageImport = () => Promise<ComponentType>;

/** A page's code, loaded on first visit. `chunk` names the file in a load-failure message. */
function pageImport<M>(
  chunk: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): TPageImport {
  const importPage = retryableImport(chunk, load);
  return async () => pick(await trackPageCode(importPage()));
}

// Module level, so a retry after a failed load remembers that failure (and fetches the file anew) in a new
// generation of the routes.
const pageImports = {
  home: pageImport(
    'home-page',
    () => import('@/features/home/routes/home-page'),
    (m) => m.HomePage,
  ),
  catalog: pageImport(
    'catalog-page',
    () => import('@/features/catalog/routes/catalog-page'),
    (m) => m.CatalogPage,
  ),
  title: pageImport(
    'title-page',
    () => import('@/features/catalog/routes/title-page'),
    (m) => m.TitlePage,
  ),
  release: pageImport(
    'release-page',
    () => import('@/features/catalog/routes/release-page'),
    (m) => m.ReleasePage,
  ),
  distributor: pageImport(
    'distributor-page',
    () => import('@/features/catalog/routes/distributor-page'),
    (m) => m.DistributorPage,
  ),
  collection: pageImport(
    'collection-page',
    () => import('@/features/collection/routes/collection-page'),
    (m) => m.CollectionPage,
  ),
  wantlist: pageImport(
    'wantlist-page',
    () => import('@/features/wantlist/routes/wantlist-page'),
    (m) => m.WantlistPage,
  ),
  community: pageImport(
    'community-page',
    () => import('@/features/community/routes/community-page'),
    (m) => m.CommunityPage,
  ),
  forumCategory: pageImport(
    'forum-category-page',
    () => import('@/features/community/routes/forum-category-page'),
    (m) => m.ForumCategoryPage,
  ),
  forumPost: pageImport(
    'forum-post-page',
    () => import('@/features/community/routes/forum-post-page'),
    (m) => m.ForumPostPage,
  ),
  marketplace: pageImport(
    'marketplace-page',
    () => import('@/features/marketplace/routes/marketplace-page'),
    (m) => m.MarketplacePage,
  ),
  listing: pageImport(
    'listing-page',
    () => import('@/features/marketplace/routes/listing-page'),
    (m) => m.ListingPage,
  ),
  admin: pageImport(
    'admin-page',
    () => import('@/features/admin/routes/admin-page'),
    (m) => m.AdminPage,
  ),
  blogPost: pageImport(
    'blog-post-page',
    () => import('@/features/blog/routes/blog-post-page'),
    (m) => m.BlogPostPage,
  ),
  profile: pageImport(
    'profile-page',
    () => import('@/features/profiles/routes/profile-page'),
    (m) => m.ProfilePage,
  ),
  userCollection: pageImport(
    'user-collection-page',
    () => import('@/features/collection/routes/user-collection-page'),
    (m) => m.UserCollectionPage,
  ),
  resetPassword: pageImport(
    'reset-password-page',
    () => import('@/features/auth/routes/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  about: pageImport(
    'about-page',
    () => import('@/features/site/routes/about-page'),
    (m) => m.AboutPage,
  ),
  notFound: pageImport(
    'not-found-page',
    () => import('@/features/site/routes/not-found-page'),
    (m) => m.NotFoundPage,
  ),
};

type TPageName = keyof typeof pageImports;
/** A page: lazy in the browser, loaded on the server. */
export type TPages = Record<TPageName, ComponentType | LazyExoticComponent<ComponentType>>;

/**
 * The pages as lazy components. React keeps a lazy component's failure for as long as the component lives, so
 * a page's Retry makes them anew (a new generation of the routes, app-router.tsx).
 */
export function createPages(): TPages {
  const entries = Object.entries(pageImports) as [TPageName, TPageImport][];
  return Object.fromEntries(
    entries.map(([name, load]) => [name, lazy(async () => ({ default: await load() }))]),
  ) as TPages;
}

/**
 * Every page's code, loaded now: the server draws a page in one pass, without suspending on its code (which
 * would need an inline script to put the page in place, and the CSP allows none; decision 012).
 */
export async function loadPages(): Promise<TPages> {
  const entries = Object.entries(pageImports) as [TPageName, TPageImport][];
  return Object.fromEntries(
    await Promise.all(entries.map(async ([name, load]) => [name, await load()] as const)),
  ) as TPages;
}

/**
 * Every address of the app. The layout keeps the header and footer, and gives each page its loader and its
 * error boundary ('Page Error' + 'Retry').
 */
export function AppRoutes({ mayViewAdminPortal, pages }: { mayViewAdminPortal: boolean; pages: TPages }) {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<pages.home />} />
        <Route path="catalog" element={<pages.catalog />} />
        <Route path="catalog/release/:slug" element={<pages.release />} />
        <Route path="catalog/:slug" element={<pages.title />} />
        <Route path="catalog/:slug/release/:releaseId" element={<pages.release />} />
        <Route path="collection" element={<pages.collection />} />
        <Route path="wantlist" element={<pages.wantlist />} />
        <Route path="community" element={<pages.community />} />
        <Route path="community/forums/category/:category" element={<pages.forumCategory />} />
        <Route path="community/forums/:postId" element={<pages.forumPost />} />
        <Route path="marketplace" element={<pages.marketplace />} />
        <Route path="marketplace/item/:id" element={<pages.listing />} />
        {/* Only for admins; everyone else gets the 404 page at /admin. */}
        {mayViewAdminPortal && <Route path="admin" element={<pages.admin />} />}
        <Route path="blog/:slug" element={<pages.blogPost />} />
        <Route path="users/:username" element={<pages.profile />} />
        <Route path="users/:username/collection" element={<pages.userCollection />} />
        <Route path="distributors/:distributorName" element={<pages.distributor />} />
        <Route path="auth/reset-password" element={<pages.resetPassword />} />
        <Route path="about" element={<pages.about />} />
        <Route path="*" element={<pages.notFound />} />
      </Route>
    </Routes>
  );
}
