import * as Dialog from '@radix-ui/react-dialog';
import * as MSG from '@rewind/shared/texts';
import type { TModalSize } from '@rewind/shared/options';
import { X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// Escape closes the most recently opened modal. Radix can leave the Escape listener on an
// outer dialog after an inner one opened, so the modals close themselves: portals are appended in the
// order dialogs open, which makes the last open one in the document the newest.
const closers = new Map<Element, () => void>();
const handledEscapes = new WeakSet<Event>();

function closeNewestModal(event: KeyboardEvent) {
  event.preventDefault();
  if (handledEscapes.has(event)) return;
  handledEscapes.add(event);
  const open = document.querySelectorAll('[data-modal][data-state="open"]');
  const newest = open[open.length - 1];
  if (newest) closers.get(newest)?.();
}

// What had focus lately, newest last. A dialog gives focus back, when it closes, to the newest of these outside
// itself: the button that opened it, even when a field inside took focus as it mounted (autoFocus), before the
// dialog could look.
const recentFocus: HTMLElement[] = [];
const RECENT_FOCUS_KEPT = 8;
if (typeof document !== 'undefined') {
  // This code may load with the first dialog, after its button took focus.
  if (document.activeElement instanceof HTMLElement) recentFocus.push(document.activeElement);
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    recentFocus.push(event.target);
    if (recentFocus.length > RECENT_FOCUS_KEPT) recentFocus.shift();
  });
}

const focusedBefore = (dialog: Element | null) =>
  recentFocus.findLast((element) => element.isConnected && !dialog?.contains(element)) ?? null;

const SIZES: Record<TModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
};

export type TModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Always given, for screen readers; hide it visually with `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  size?: TModalSize;
  /** The X button in the corner. */
  showCloseButton?: boolean;
  /** When false, Escape and backdrop clicks do nothing (e.g. a mandatory step). */
  isDismissible?: boolean;
  /**
   * Something was typed that closing would lose: Escape, a backdrop click and the close button first ask
   * 'Discard changes?'. A form's own Cancel button closes at once, as the person chose it.
   */
  isDirty?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  testId?: string;
};

/**
 * The generic dialog. Escape or a click on the backdrop closes it; with modals stacked, Escape
 * closes only the most recently opened one. Focus is trapped inside and returns to the trigger.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  size = 'md',
  showCloseButton = true,
  isDismissible = true,
  isDirty = false,
  footer,
  children,
  className,
  testId = 'modal',
}: TModalProps) {
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  // Every way of closing but the form's own buttons comes through here.
  const requestClose = () => {
    if (!isDismissible) return;
    if (isDirty) setIsConfirmingDiscard(true);
    else onOpenChange(false);
  };
  const onRootOpenChange = (next: boolean) => (next ? onOpenChange(true) : requestClose());
  // Clicking a toast is not a click on the backdrop.
  const handleOutside = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!isDismissible || target?.closest('[data-toaster]')) event.preventDefault();
  };
  // Radix gives focus back to a Dialog.Trigger; ours are plain buttons, so the dialog remembers what had
  // focus when it opened and goes back there (a keyboard user carries on where they were).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const close = useRef(() => {});
  close.current = requestClose;
  return (
    <Dialog.Root open={open} onOpenChange={onRootOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid={`${testId}-backdrop`}
          // Centred by auto margins, not by alignment: a dialog taller than the screen then scrolls from its
          // top instead of overflowing above the viewport where nothing can reach it.
          className="fixed inset-0 z-50 flex animate-fade-in justify-center overflow-y-auto bg-tape-950/75 p-4 backdrop-blur-sm sm:p-6"
        >
          <Dialog.Content
            ref={(node) => {
              if (!node) return;
              // Read as it opens: Radix's own open focus event does not come when a field inside took focus.
              returnFocusTo.current = focusedBefore(node);
              closers.set(node, () => close.current());
              return () => void closers.delete(node);
            }}
            data-modal=""
            data-testid={testId}
            data-size={size}
            onCloseAutoFocus={(event) => {
              const target = returnFocusTo.current;
              if (!target?.isConnected) return;
              event.preventDefault();
              target.focus({ preventScroll: true });
            }}
            onEscapeKeyDown={closeNewestModal}
            onPointerDownOutside={handleOutside}
            onInteractOutside={handleOutside}
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'relative my-auto w-full animate-pop-in overflow-hidden rounded-xl border border-tape-600 bg-tape-900 text-paper shadow-box focus:outline-none',
              SIZES[size],
              className,
            )}
          >
            <div aria-hidden className="stripes-x h-1" />
            <div className={cn('px-5 sm:px-6', hideTitle && !description ? 'pt-0' : 'pt-5')}>
              <Dialog.Title
                className={cn('pr-10 font-display text-xl leading-tight text-paper', hideTitle && 'sr-only')}
              >
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1.5 text-sm text-tape-300">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <div className="px-5 py-5 sm:px-6">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-3 border-t border-tape-700 bg-tape-850 px-5 py-4 sm:px-6">
                {footer}
              </div>
            )}
            {showCloseButton && (
              <Dialog.Close
                aria-label="Close"
                className="absolute top-4 right-4 rounded-md p-1.5 text-tape-300 transition hover:bg-tape-700 hover:text-paper"
              >
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            )}
            {isDirty && (
              <Modal
                open={open && isConfirmingDiscard}
                onOpenChange={setIsConfirmingDiscard}
                title={MSG.discardChangesTitle}
                size="sm"
                showCloseButton={false}
                testId="discard-changes-dialog"
                footer={
                  <>
                    <Button variant="ghost" onClick={() => setIsConfirmingDiscard(false)}>
                      {MSG.keepEditing}
                    </Button>
                    <Button
                      variant="danger"
                      onClick={() => {
                        setIsConfirmingDiscard(false);
                        onOpenChange(false);
                      }}
                    >
                      {MSG.discard}
                    </Button>
                  </>
                }
              >
                <p className="text-sm text-tape-300">{MSG.discardChangesText}</p>
              </Modal>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
