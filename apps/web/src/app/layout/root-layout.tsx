import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
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

export function RootLayout() {
  return (
    <>
      <Shell>
        <Outlet />
      </Shell>
      <EmailVerifiedNotice />
      <ProfileCompletionPrompt />
    </>
  );
}

/** While the first page's code loads: the real header and footer, a loader in between. */
export function RootLayoutLoading() {
  return (
    <Shell>
      <PageLoader />
    </Shell>
  );
}
