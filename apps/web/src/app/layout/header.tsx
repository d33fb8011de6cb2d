import { memo } from 'react';
import { BrandLink } from '@/app/layout/brand-link';
import { AccountArea } from '@/app/layout/account-area';
import { HeaderSearch } from '@/app/layout/header-search';
import { MainNav } from '@/app/layout/main-nav';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { useIsShellLive } from '@/lib/page-live';

/** The header; only its frame follows whether React owns the shell yet, not what it holds. */
export function Header() {
  const isShellLive = useIsShellLive();
  return (
    <header
      aria-disabled={isShellLive ? undefined : true}
      className="sticky top-0 z-40 border-b border-tape-700 bg-tape-950/90 backdrop-blur-md supports-[backdrop-filter]:bg-tape-950/75"
    >
      <HeaderBar />
    </header>
  );
}

// Memoised: the frame re-renders when the shell goes live, and redrawing the search, menus and navigation with
// it was a long task on a phone.
const HeaderBar = memo(function HeaderBar() {
  return (
    <>
      <div aria-hidden className="stripes-x h-1" />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-3 sm:px-6 md:flex-nowrap md:gap-x-6">
        <MobileMenu />
        <BrandLink />
        <HeaderSearch className="order-last w-full md:order-none md:max-w-xl md:flex-1" />
        <div className="ml-auto flex items-center gap-2">
          <AccountArea />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <MainNav />
      </div>
    </>
  );
});
