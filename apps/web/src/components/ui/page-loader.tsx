import * as MSG from '@rewind/shared/texts';
import { Spinner } from '@/components/ui/spinner';

/**
 * The loading fallback in place of a page. A screen high, so the footer stays below the fold until the page
 * arrives: it would otherwise be drawn under the loader and then pushed down (a layout shift on every first
 * view).
 */
export function PageLoader({ message = MSG.loading }: { message?: string }) {
  return (
    <div
      data-testid="page-loader"
      className="flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 px-4 py-24"
    >
      <Spinner size="lg" label={null} className="text-cyan" />
      <p role="status" className="font-counter text-xl text-tape-300">
        {message}
      </p>
    </div>
  );
}
