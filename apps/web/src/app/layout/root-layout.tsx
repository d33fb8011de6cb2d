import type { ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { NavigationProgress } from '@/app/layout/navigation-progress';
import { ScrollToTop } from '@/app/layout/scroll-to-top';
import { PageLoader } from '@/components/ui/page-loader';
import { EmailVerifiedNotice } from '@/features/auth/components/email-verified-notice';
import { ProfileCompletionPrompt } from '@/features/profiles/components/profile-completion-prompt';

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[80] rounded-md bg-paper px-4 py-2 font-semibold text-tape-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * The layout of every page. It is also the router's HydrateFallback: while the first page's code loads there is
 * no page yet, and a loader stands in its place. Being one component for both, the header stays mounted when
 * the page arrives, so whatever has focus there (or a search being typed) is not lost.
 */
export function RootLayout() {
  const page = useOutlet();
  return (
    <>
      <Shell>{page ?? <PageLoader />}</Shell>
      <EmailVerifiedNotice />
      <ProfileCompletionPrompt />
    </>
  );
}
