import * as Dialog from '@radix-ui/react-dialog';
import * as MSG from '@rewind/shared/texts';
import { Info, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from '@/lib/router';
import { BrandLink } from '@/app/layout/brand-link';
import { MainNav } from '@/app/layout/main-nav';

/**
 * The open hamburger menu. Radix traps focus inside while open and closes on Escape or a click outside;
 * the button lives in MobileMenu (so the first page does not load Radix), and focus goes back to it.
 */
export function MobileMenuPanel({
  id,
  open,
  onOpenChange,
  triggerRef,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-tape-950/80 backdrop-blur-sm md:hidden" />
        <Dialog.Content
          id={id}
          data-testid="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
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
            <MainNav look="menu" onNavigate={() => onOpenChange(false)} />
          </div>
          <div className="border-t border-tape-700 px-3 py-3">
            <Link
              to="/about"
              onClick={() => onOpenChange(false)}
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
