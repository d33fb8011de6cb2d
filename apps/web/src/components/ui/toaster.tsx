import type { TToastType } from '@rewind/shared/options';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { dismissToast, type TToast, useToasts } from '@/lib/toasts';

const TOAST_STYLE: Record<TToastType, { icon: typeof Info; accent: string; label: string }> = {
  success: { icon: CircleCheck, accent: 'text-success before:bg-success', label: 'Success' },
  error: { icon: CircleAlert, accent: 'text-danger before:bg-danger', label: 'Error' },
  info: { icon: Info, accent: 'text-cyan before:bg-cyan', label: 'Info' },
};

// More at once would reach far down a phone's screen; the rest wait their turn.
const VISIBLE_TOASTS = 3;

/** One toast: a click anywhere on the card dismisses it. */
function ToastCard({ id, type, message }: { id: number; type: TToastType; message: ReactNode }) {
  const { icon: Icon, accent, label } = TOAST_STYLE[type];
  return (
    <div
      data-testid="toast"
      data-type={type}
      onClick={() => dismissToast(id)}
      className={cn(
        'relative flex w-full cursor-pointer items-start gap-3 overflow-hidden rounded-lg border border-tape-600 bg-tape-800 py-3 pr-10 pl-4 text-sm shadow-box sm:w-[356px]',
        'before:absolute before:inset-y-0 before:left-0 before:w-1',
        // The card's text colour, which its icon takes (the message sets text-paper itself), and the bar.
        accent,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 leading-snug text-paper">
        <span className="sr-only">{label}: </span>
        {message}
      </p>
      <button
        type="button"
        aria-label="Close notification"
        onClick={(event) => {
          event.stopPropagation();
          dismissToast(id);
        }}
        className="absolute top-2 right-2 rounded p-1 text-tape-300 transition hover:bg-tape-700 hover:text-paper"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** Ends the toast when its time is up; a pointer over it or focus in it holds the time, as for a reader. */
function useToastTimer(toast: TToast, isHeld: boolean) {
  const remainingMs = useRef(toast.durationMs);
  useEffect(() => {
    if (isHeld || toast.isLeaving) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remainingMs.current);
    return () => {
      window.clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [isHeld, toast.id, toast.isLeaving]);
}

function ToastItem({ toast }: { toast: TToast }) {
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  useToastTimer(toast, isHovered || isFocused);
  return (
    <li
      // An open dialog turns off pointer events outside it; a toast above it stays clickable.
      className={cn('pointer-events-auto', toast.isLeaving ? 'animate-toast-out' : 'animate-toast-in')}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
    >
      <ToastCard id={toast.id} type={toast.type} message={toast.message} />
    </li>
  );
}

/**
 * Where toasts appear: top right, newest first, below the header's top row, so a toast never covers Add Title,
 * the profile menu or the search; across the screen on a phone. Screen readers hear each one as it comes.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      // modal.tsx: a click on a toast is not a click on a dialog's backdrop.
      data-toaster
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 top-[68px] z-[100] sm:inset-x-auto sm:top-[76px] sm:right-4"
    >
      <ol className="flex flex-col gap-2.5">
        {toasts.slice(0, VISIBLE_TOASTS).map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
