import * as MSG from '@rewind/shared/texts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export type TErrorPanelProps = {
  /** The heading element, so each level (app, page, component) keeps a sensible outline. */
  as?: 'h1' | 'h2' | 'p';
  title: string;
  message?: ReactNode;
  /** A technical detail worth showing, e.g. which file failed to load. */
  detail?: string | null;
  actions?: ReactNode;
  compact?: boolean;
  testId?: string;
  className?: string;
};

/** The look shared by the app, page and component error fallbacks. */
export function ErrorPanel({
  as: Heading = 'h2',
  title,
  message,
  detail,
  actions,
  compact = false,
  testId,
  className,
}: TErrorPanelProps) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className={cn(
        'relative flex flex-col items-center overflow-hidden rounded-xl border border-tape-600 bg-tape-900 text-center',
        compact ? 'gap-2 px-5 py-8' : 'gap-3 px-6 py-14',
        className,
      )}
    >
      <div aria-hidden className="stripes-x absolute inset-x-0 top-0 h-1 opacity-80" />
      <TriangleAlert aria-hidden className={cn('text-orange', compact ? 'size-7' : 'size-10')} />
      <Heading className={cn('font-display text-paper', compact ? 'text-lg' : 'text-2xl sm:text-3xl')}>
        {title}
      </Heading>
      {message && <div className="max-w-md text-sm leading-relaxed text-tape-300">{message}</div>}
      {detail && <p className="font-counter text-lg break-all text-tape-400">{detail}</p>}
      {actions && <div className="mt-3 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}

/** What failed to load, and a Retry button that fetches it again. */
export function RetryPanel({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: ReactNode;
  onRetry: () => void;
}) {
  return (
    <ErrorPanel
      title={title}
      message={message}
      actions={
        <Button variant="outline" onClick={onRetry}>
          {MSG.retry}
        </Button>
      }
    />
  );
}
