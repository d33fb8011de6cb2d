import type { TSpinnerSize } from '@rewind/shared/options';
import * as MSG from '@rewind/shared/texts';
import { Spinner } from '@/components/ui/spinner';

export type TFullScreenLoaderProps = {
  message?: string;
  size?: TSpinnerSize;
};

/** Covers the whole viewport: used while the session loads and as the first-paint fallback. */
export function FullScreenLoader({ message = MSG.loading, size = 'xl' }: TFullScreenLoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-tape-950 px-6 text-center"
    >
      <Spinner size={size} label={null} className="text-cyan" />
      <p className="font-counter text-2xl tracking-wide text-paper">{message}</p>
      <div aria-hidden className="h-1.5 w-40 overflow-hidden rounded-full bg-tape-800">
        <div className="stripes-bars h-full w-full animate-tracking opacity-80" />
      </div>
    </div>
  );
}
