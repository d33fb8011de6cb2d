import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { Route, Switch } from '@/lib/router';
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
    () => import('@/app/pages/title-page'),
    (m) => m.TitlePage,
  ),
  release: pageImport(
    'release-page',
    () => import('@/app/pages/release-page'),
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
  notifications: pageImport(
    'notifications-page',
    () => import('@/features/notifications/routes/notifications-page'),
    (m) => m.NotificationsPage,
  ),
  wantlist: pageImport(
    'wantlist-page',
    () => import('@/app/pages/wantlist-page'),
    (m) => m.WantlistPage,
  ),
  community: pageImport(
    'community-page',
    () => import('@/app/pages/community-page'),
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
  trade: pageImport(
    'trade-page',
    () => import('@/features/community/routes/trade-page'),
    (m) => m.TradePage,
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
  orders: pageImport(
    'orders-page',
    () => import('@/features/orders/routes/orders-page'),
    (m) => m.OrdersPage,
  ),
  order: pageImport(
    'order-page',
    () => import('@/features/orders/routes/order-page'),
    (m) => m.OrderPage,
  ),
  admin: pageImport(
    'admin-page',
    () => import('@/app/pages/admin-page'),
    (m) => m.AdminPage,
  ),
  blog: pageImport(
    'blog-page',
    () => import('@/features/blog/routes/blog-page'),
    (m) => m.BlogPage,
  ),
  blogPost: pageImport(
    'blog-post-page',
    () => import('@/features/blog/routes/blog-post-page'),
    (m) => m.BlogPostPage,
  ),
  profile: pageImport(
    'profile-page',
    () => import('@/app/pages/profile-page'),
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
 * Every address of the app, the first that matches drawn. The layout keeps the header and footer, and gives
 * each page its loader and its error boundary ('Page Error' + 'Retry').
 */
export function AppRoutes({ mayViewAdminPortal, pages }: { mayViewAdminPortal: boolean; pages: TPages }) {
  return (
    <RootLayout>
      <Switch>
        <Route path="/">
          <pages.home />
        </Route>
        <Route path="/catalog">
          <pages.catalog />
        </Route>
        <Route path="/catalog/release/:slug">
          <pages.release />
        </Route>
        <Route path="/catalog/:slug">
          <pages.title />
        </Route>
        <Route path="/catalog/:slug/release/:releaseId">
          <pages.release />
        </Route>
        <Route path="/collection">
          <pages.collection />
        </Route>
        <Route path="/notifications">
          <pages.notifications />
        </Route>
        <Route path="/wantlist">
          <pages.wantlist />
        </Route>
        <Route path="/community">
          <pages.community />
        </Route>
        <Route path="/community/forums/category/:category">
          <pages.forumCategory />
        </Route>
        <Route path="/community/forums/:postId">
          <pages.forumPost />
        </Route>
        <Route path="/trades/:id">
          <pages.trade />
        </Route>
        <Route path="/marketplace">
          <pages.marketplace />
        </Route>
        <Route path="/marketplace/item/:id">
          <pages.listing />
        </Route>
        <Route path="/orders">
          <pages.orders />
        </Route>
        <Route path="/orders/:id">
          <pages.order />
        </Route>
        {/* Only for admins; everyone else gets the 404 page at /admin. */}
        {mayViewAdminPortal && (
          <Route path="/admin">
            <pages.admin />
          </Route>
        )}
        <Route path="/blog">
          <pages.blog />
        </Route>
        <Route path="/blog/:slug">
          <pages.blogPost />
        </Route>
        <Route path="/users/:username">
          <pages.profile />
        </Route>
        <Route path="/users/:username/collection">
          <pages.userCollection />
        </Route>
        <Route path="/distributors/:distributorName">
          <pages.distributor />
        </Route>
        <Route path="/auth/reset-password">
          <pages.resetPassword />
        </Route>
        <Route path="/about">
          <pages.about />
        </Route>
        <Route>
          <pages.notFound />
        </Route>
      </Switch>
    </RootLayout>
  );
}
