import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppErrorFallback } from '@/app/errors/app-error-fallback';
import { PageErrorFallback } from '@/app/errors/page-error-fallback';
import { RootLayout } from '@/app/layout/root-layout';
import { retryableImport } from '@/lib/lazy-import';

type TLazyPage = () => Promise<{ Component: ComponentType }>;

/** A route's page, loaded on first visit. `chunk` names the file in a load-failure message. */
function lazyPage<M>(chunk: string, load: () => Promise<M>, pick: (module: M) => ComponentType): TLazyPage {
  const importPage = retryableImport(chunk, load);
  return async () => {
    try {
      return { Component: pick(await importPage()) };
    } catch (error) {
      // React Router renders nothing at all for a route whose lazy() rejected (the route keeps its
      // `lazy` and is cut from the render). A page that throws the error lands in the page boundary.
      return {
        Component: function PageLoadFailed(): never {
          throw error;
        },
      };
    }
  };
}

// Module level, so a retry after a failed load remembers that failure even in a new router.
const pages = {
  home: lazyPage(
    'home-page',
    () => import('@/features/home/routes/home-page'),
    (m) => m.HomePage,
  ),
  catalog: lazyPage(
    'catalog-page',
    () => import('@/features/catalog/routes/catalog-page'),
    (m) => m.CatalogPage,
  ),
  title: lazyPage(
    'title-page',
    () => import('@/features/catalog/routes/title-page'),
    (m) => m.TitlePage,
  ),
  release: lazyPage(
    'release-page',
    () => import('@/features/catalog/routes/release-page'),
    (m) => m.ReleasePage,
  ),
  distributor: lazyPage(
    'distributor-page',
    () => import('@/features/catalog/routes/distributor-page'),
    (m) => m.DistributorPage,
  ),
  collection: lazyPage(
    'collection-page',
    () => import('@/features/collection/routes/collection-page'),
    (m) => m.CollectionPage,
  ),
  wantlist: lazyPage(
    'wantlist-page',
    () => import('@/features/wantlist/routes/wantlist-page'),
    (m) => m.WantlistPage,
  ),
  community: lazyPage(
    'community-page',
    () => import('@/features/community/routes/community-page'),
    (m) => m.CommunityPage,
  ),
  forumCategory: lazyPage(
    'forum-category-page',
    () => import('@/features/community/routes/forum-category-page'),
    (m) => m.ForumCategoryPage,
  ),
  forumPost: lazyPage(
    'forum-post-page',
    () => import('@/features/community/routes/forum-post-page'),
    (m) => m.ForumPostPage,
  ),
  marketplace: lazyPage(
    'marketplace-page',
    () => import('@/features/marketplace/routes/marketplace-page'),
    (m) => m.MarketplacePage,
  ),
  listing: lazyPage(
    'listing-page',
    () => import('@/features/marketplace/routes/listing-page'),
    (m) => m.ListingPage,
  ),
  admin: lazyPage(
    'admin-page',
    () => import('@/features/admin/routes/admin-page'),
    (m) => m.AdminPage,
  ),
  blogPost: lazyPage(
    'blog-post-page',
    () => import('@/features/blog/routes/blog-post-page'),
    (m) => m.BlogPostPage,
  ),
  profile: lazyPage(
    'profile-page',
    () => import('@/features/profiles/routes/profile-page'),
    (m) => m.ProfilePage,
  ),
  userCollection: lazyPage(
    'user-collection-page',
    () => import('@/features/collection/routes/user-collection-page'),
    (m) => m.UserCollectionPage,
  ),
  resetPassword: lazyPage(
    'reset-password-page',
    () => import('@/features/auth/routes/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  about: lazyPage(
    'about-page',
    () => import('@/features/site/routes/about-page'),
    (m) => m.AboutPage,
  ),
  notFound: lazyPage(
    'not-found-page',
    () => import('@/features/site/routes/not-found-page'),
    (m) => m.NotFoundPage,
  ),
};

/** Every page gets its own error boundary ('Page Error' + 'Retry') inside the layout. */
const page = (path: string | undefined, lazy: TLazyPage): RouteObject =>
  path === undefined
    ? { index: true, lazy, ErrorBoundary: PageErrorFallback }
    : { path, lazy, ErrorBoundary: PageErrorFallback };

export type TAppRouterOptions = { isAdmin: boolean };

export function createAppRoutes({ isAdmin }: TAppRouterOptions): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      // First paint of a lazy page: the same layout, with a loader where the page will be.
      HydrateFallback: RootLayout,
      // The layout itself failed: the app-level fallback.
      ErrorBoundary: AppErrorFallback,
      children: [
        page(undefined, pages.home),
        page('catalog', pages.catalog),
        page('catalog/release/:slug', pages.release),
        page('catalog/:slug', pages.title),
        page('catalog/:slug/release/:releaseId', pages.release),
        page('collection', pages.collection),
        page('wantlist', pages.wantlist),
        page('community', pages.community),
        page('community/forums/category/:category', pages.forumCategory),
        page('community/forums/:postId', pages.forumPost),
        page('marketplace', pages.marketplace),
        page('marketplace/item/:id', pages.listing),
        // Registered only for admins; everyone else gets the 404 page at /admin.
        ...(isAdmin ? [page('admin', pages.admin)] : []),
        page('blog/:slug', pages.blogPost),
        page('users/:username', pages.profile),
        page('users/:username/collection', pages.userCollection),
        page('distributors/:distributorName', pages.distributor),
        page('auth/reset-password', pages.resetPassword),
        page('about', pages.about),
        page('*', pages.notFound),
      ],
    },
  ];
}

export function createAppRouter(options: TAppRouterOptions) {
  return createBrowserRouter(createAppRoutes(options));
}

export type TAppRouter = ReturnType<typeof createAppRouter>;
