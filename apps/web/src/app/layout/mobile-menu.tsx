import * as Dialog from '@radix-ui/react-dialog';
import { MSG } from '@rewind/shared/messages';
import { Info, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLink } from '@/app/layout/brand-link';
import { MainNav } from '@/app/layout/main-nav';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

/**
 * The hamburger menu for narrow screens. Radix gives the button aria-expanded/aria-controls, traps
 * focus inside while open, closes on Escape or a click outside, and returns focus to the button.
 */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  // Closes after a navigation (including Back) and when the window grows past the mobile layout.
  useEffect(() => setIsOpen(false), [pathname, isDesktop]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        aria-label="Menu"
        data-testid="mobile-menu-button"
        className="flex size-10 items-center justify-center rounded-md text-paper transition hover:bg-tape-800 md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-tape-950/80 backdrop-blur-sm md:hidden" />
        <Dialog.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] animate-fade-in flex-col border-r border-tape-700 bg-tape-900 shadow-box focus:outline-none md:hidden"
        >
          <div aria-hidden className="stripes-x h-1 shrink-0" />
          <div className="flex h-16 items-center justify-between px-4">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <BrandLink />
            <Dialog.Close
              aria-label="Close menu"
              className="flex size-10 items-center justify-center rounded-md text-tape-300 transition hover:bg-tape-800 hover:text-paper"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <MainNav look="menu" onNavigate={() => setIsOpen(false)} />
          </div>
          <div className="border-t border-tape-700 px-3 py-3">
            <Link
              to="/about"
              onClick={() => setIsOpen(false)}
              className="flex h-11 items-center gap-3 rounded-md px-4 text-sm text-tape-300 hover:bg-tape-850 hover:text-paper"
            >
              <Info aria-hidden className="size-4" />
              {MSG.about}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
