import { PAGES, type TPageName } from '@rewind/shared/pages';
import type { ComponentType } from 'react';
import { Route, Switch } from '@/lib/router';
import { RootLayout } from '@/app/layout/root-layout';
import { trackPageCode } from '@/app/page-code-loading';
import { retryableImport } from '@/lib/lazy-import';
import { lazyComponent } from '@/components/ui/lazy-component';

type TPageImport = () => Promise<ComponentType>;
/** A page of the page list, or the 404 page, drawn where no page's address matches. */
type TDrawnPage = TPageName | 'notFound';

/**
 * A page's code, loaded on first visit: retried under a new address after a failure (`retryableImport`) and
 * followed by the progress bar (`trackPageCode`). Drawn as a `lazyComponent` without a boundary of its own: the
 * layout's boundary shows the page's loader meanwhile. `chunk` names the file in a load-failure message.
 */
function pageImport<M>(
  chunk: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): TPageImport {
  const importPage = retryableImport(chunk, load);
  return async () => pick(await trackPageCode(importPage()));
}

// The component of each page of the page list (`PAGES` in shared/pages.ts, decision 045), and the 404 page.
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
} satisfies Record<TDrawnPage, TPageImport>;

/** A page: lazy in the browser, loaded on the server. */
export type TPages = Record<TDrawnPage, ComponentType>;

/**
 * The pages as lazy components. React keeps a lazy component's failure for as long as the component lives, so
 * a page's Retry makes them anew (a new generation of the routes, app-router.tsx).
 */
export function createPages(): TPages {
  const entries = Object.entries(pageImports) as [TDrawnPage, TPageImport][];
  return Object.fromEntries(
    entries.map(([name, load]): [TDrawnPage, ComponentType] => [name, lazyComponent(load)]),
  ) as TPages;
}

/**
 * Every page's code, loaded now: the server draws a page in one pass, without suspending on its code (which
 * would need an inline script to put the page in place, and the CSP allows none; decision 012).
 */
export async function loadPages(): Promise<TPages> {
  const entries = Object.entries(pageImports) as [TDrawnPage, TPageImport][];
  return Object.fromEntries(
    await Promise.all(entries.map(async ([name, load]) => [name, await load()] as const)),
  ) as TPages;
}

/**
 * Every address of the app, the first that matches drawn (in the page list's order); `/admin` and any other
 * admins' page only for admins, everyone else gets the 404 page there. The layout keeps the header and footer,
 * and gives each page its loader and its error boundary ('Page Error' + 'Retry').
 */
export function AppRoutes({ mayViewAdminPortal, pages }: { mayViewAdminPortal: boolean; pages: TPages }) {
  return (
    <RootLayout>
      <Switch>
        {PAGES.filter((entry) => mayViewAdminPortal || !entry.isForAdmins).map((entry) => {
          const Page = pages[entry.page];
          // Keyed by the page, not the address: a page at two addresses (a release) stays mounted between them.
          return (
            <Route key={entry.page} path={entry.path}>
              <Page />
            </Route>
          );
        })}
        <Route>
          <pages.notFound />
        </Route>
      </Switch>
    </RootLayout>
  );
}
