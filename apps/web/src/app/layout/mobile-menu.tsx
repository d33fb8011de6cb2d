import { Menu } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@/lib/router';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { lazyComponent } from '@/components/ui/lazy-component';

// The dialog (Radix) loads when the button is pointed at, focused or pressed, not with the first page.
const MobileMenuPanel = lazyComponent(() =>
  import('@/app/layout/mobile-menu-panel').then((module) => module.MobileMenuPanel),
);

/** The hamburger menu for narrow screens: the button, and the menu once it has been opened. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);

  // Closes after a navigation (including Back) and when the window grows past the mobile layout.
  useEffect(() => setIsOpen(false), [pathname, isDesktop]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-testid="mobile-menu-button"
        onPointerEnter={() => void MobileMenuPanel.preload()}
        onFocus={() => void MobileMenuPanel.preload()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className="flex size-10 items-center justify-center rounded-md text-paper transition hover:bg-tape-800 md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={isOpen} onOpenChange={setIsOpen} triggerRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
