import { type ReactNode, Suspense } from 'react';
import { type FallbackProps, ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@/lib/router';
import { PageErrorFallback } from '@/app/errors/page-error-fallback';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { NavigationProgress } from '@/app/layout/navigation-progress';
import { ScrollToTop } from '@/app/layout/scroll-to-top';
import { PageLiveMark, ShellLiveMark, useIsPageLive } from '@/lib/page-live';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/lib/session';
import { EmailVerifiedNotice } from '@/features/auth';
import { useLiveStreamIdentity } from '@/lib/live-events';
import { useReadNoticesOnVisit } from '@/features/notifications';
import { ProfileCompletionPrompt } from '@/features/profiles';

/**
 * What the shell keeps up with in the background: the live stream's account, the notices a visit reads, and
 * for a member, the profile completion prompt.
 */
function ShellEffects() {
  const session = useSession();
  useLiveStreamIdentity(session.user?.id ?? null, !session.isPending);
  useReadNoticesOnVisit();
  return session.user ? <ProfileCompletionPrompt /> : null;
}

/**
 * The page's landmark, usable once React owns the page. Only this element follows that: when the page goes
 * live, re-rendering the whole shell with it was a long task of its own on a phone.
 */
function PageMain({ children }: { children: ReactNode }) {
  const isPageLive = useIsPageLive();
  return (
    <main
      id="main"
      tabIndex={-1}
      aria-disabled={isPageLive ? undefined : true}
      className="flex flex-1 flex-col focus:outline-none"
    >
      {children}
    </main>
  );
}

/** The frame around every page. It holds no state, so nothing it draws re-renders with the page. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <ShellEffects />
      <a
        href="#main"
        className="sr-only z-[80] rounded-md bg-paper px-4 py-2 font-semibold text-tape-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      <ShellLiveMark />
      <PageMain>{children}</PageMain>
      <Footer />
    </>
  );
}

/** A page that failed is the app's too: its Retry works. */
function LivePageErrorFallback(props: FallbackProps) {
  return (
    <>
      <PageErrorFallback {...props} />
      <PageLiveMark />
    </>
  );
}

/**
 * The page of the address, with a loader while its code arrives the first time (later navigations keep the
 * previous page meanwhile: they are transitions), and its own error boundary, which a new address resets.
 */
function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={LivePageErrorFallback} resetKeys={[pathname]}>
      <Suspense fallback={<PageLoader />}>
        {children}
        <PageLiveMark />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The layout of every page. Only the page inside it waits for its code, so the header stays mounted when the
 * first page arrives, and whatever has focus there (or a search being typed) is not lost.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Shell>
        <Page>{children}</Page>
      </Shell>
      <EmailVerifiedNotice />
    </>
  );
}
