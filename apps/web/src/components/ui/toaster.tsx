import type { TToastType } from '@rewind/shared/options';
import { TIMINGS } from '@rewind/shared/limits';
import { cn } from '@/lib/cn';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

const TOAST_STYLE: Record<TToastType, { icon: typeof Info; accent: string; label: string }> = {
  success: { icon: CircleCheck, accent: 'text-success before:bg-success', label: 'Success' },
  error: { icon: CircleAlert, accent: 'text-danger before:bg-danger', label: 'Error' },
  info: { icon: Info, accent: 'text-cyan before:bg-cyan', label: 'Info' },
};

/** Rendered by `notify`; a click anywhere on the card dismisses it. */
export function ToastCard({
  id,
  type,
  message,
}: {
  id: string | number;
  type: TToastType;
  message: ReactNode;
}) {
  const { icon: Icon, accent, label } = TOAST_STYLE[type];
  return (
    <div
      data-testid="toast"
      data-type={type}
      onClick={() => toast.dismiss(id)}
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
          toast.dismiss(id);
        }}
        className="absolute top-2 right-2 rounded p-1 text-tape-300 transition hover:bg-tape-700 hover:text-paper"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      duration={TIMINGS.notificationMs}
      theme="dark"
      closeButton
      gap={10}
      // Below the header's top row, so a toast never covers Add Title, the profile menu or the search.
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 68, left: 12, right: 12 }}
      containerAriaLabel="Notifications"
    />
  );
}
