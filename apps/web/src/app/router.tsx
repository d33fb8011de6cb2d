import { PAGE_ROUTES, type TPageName } from '@rewind/shared/page-routes';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { trackPageCode } from '@/app/page-code-loading';
import { retryableImport } from '@/lib/lazy-import';

type TPageImport = () => Promise<ComponentType>;

const chunkOf = (page: TPageName) => PAGE_ROUTES.find((route) => route.page === page)!.chunk;

type TPageCode = (chunk: string) => TPageImport;

/** A page's code, loaded on first visit; `chunk` names the file in a load-failure message. */
const pageCode =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): TPageCode =>
  (chunk) => {
    const importPage = retryableImport(chunk, load);
    return async () => pick(await trackPageCode(importPage()));
  };

const pageCodes: Record<TPageName, TPageCode> = {
  home: pageCode(
    () => import('@/features/home/routes/home-page'),
    (m) => m.HomePage,
  ),
  catalog: pageCode(
    () => import('@/features/catalog/routes/catalog-page'),
    (m) => m.CatalogPage,
  ),
  title: pageCode(
    () => import('@/features/catalog/routes/title-page'),
    (m) => m.TitlePage,
  ),
  release: pageCode(
    () => import('@/features/catalog/routes/release-page'),
    (m) => m.ReleasePage,
  ),
  distributor: pageCode(
    () => import('@/features/catalog/routes/distributor-page'),
    (m) => m.DistributorPage,
  ),
  collection: pageCode(
    () => import('@/features/collection/routes/collection-page'),
    (m) => m.CollectionPage,
  ),
  wantlist: pageCode(
    () => import('@/features/wantlist/routes/wantlist-page'),
    (m) => m.WantlistPage,
  ),
  community: pageCode(
    () => import('@/features/community/routes/community-page'),
    (m) => m.CommunityPage,
  ),
  forumCategory: pageCode(
    () => import('@/features/community/routes/forum-category-page'),
    (m) => m.ForumCategoryPage,
  ),
  forumPost: pageCode(
    () => import('@/features/community/routes/forum-post-page'),
    (m) => m.ForumPostPage,
  ),
  marketplace: pageCode(
    () => import('@/features/marketplace/routes/marketplace-page'),
    (m) => m.MarketplacePage,
  ),
  listing: pageCode(
    () => import('@/features/marketplace/routes/listing-page'),
    (m) => m.ListingPage,
  ),
  admin: pageCode(
    () => import('@/features/admin/routes/admin-page'),
    (m) => m.AdminPage,
  ),
  blogPost: pageCode(
    () => import('@/features/blog/routes/blog-post-page'),
    (m) => m.BlogPostPage,
  ),
  profile: pageCode(
    () => import('@/features/profiles/routes/profile-page'),
    (m) => m.ProfilePage,
  ),
  userCollection: pageCode(
    () => import('@/features/collection/routes/user-collection-page'),
    (m) => m.UserCollectionPage,
  ),
  resetPassword: pageCode(
    () => import('@/features/auth/routes/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  about: pageCode(
    () => import('@/features/site/routes/about-page'),
    (m) => m.AboutPage,
  ),
  notFound: pageCode(
    () => import('@/features/site/routes/not-found-page'),
    (m) => m.NotFoundPage,
  ),
};

// Module level, so a retry after a failed load remembers that failure (and fetches the file anew) in a new
// generation of the routes.
const pageImports = Object.fromEntries(
  (Object.entries(pageCodes) as [TPageName, TPageCode][]).map(([page, code]) => [page, code(chunkOf(page))]),
) as Record<TPageName, TPageImport>;

export type TPages = Record<TPageName, LazyExoticComponent<ComponentType>>;

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
 * Every address of the app (PAGE_ROUTES; /admin only for admins). The layout keeps the header and footer, and
 * gives each page its loader and its error boundary ('Page Error' + 'Retry').
 */
export function AppRoutes({ isAdmin, pages }: { isAdmin: boolean; pages: TPages }) {
  const routes = PAGE_ROUTES.filter((route) => isAdmin || !('isAdminOnly' in route));
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routes.map(({ path, page }) => {
          const Page = pages[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Route>
    </Routes>
  );
}
