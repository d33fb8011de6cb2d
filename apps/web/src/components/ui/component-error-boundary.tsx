import * as MSG from '@rewind/shared/texts';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { isApiError, type ApiError } from '@/lib/api-client';

// The server's own words are worth showing; a bare status or a network failure is not.
const hasServerMessage = (error: unknown): error is ApiError =>
  isApiError(error) &&
  error.status >= 400 &&
  !error.code.startsWith('http_') &&
  error.code !== 'invalid_response';

export type TComponentErrorBoundaryProps = {
  children: ReactNode;
  /** Called before the children render again after Retry. Failed queries are reset anyway. */
  onReset?: () => void;
  /** When one of these changes, a caught error is cleared without Retry. */
  resetKeys?: unknown[];
  className?: string;
  /** What shows while the children load (their suspense queries): given, the section has its own boundary. */
  loading?: ReactNode;
};

/**
 * Keeps one broken section from taking the page down: shows 'Component Error' with 'Retry'.
 * Retry also resets failed TanStack queries inside it, so suspense queries fetch again. With `loading`, it
 * is also the section's loading boundary.
 */
export function ComponentErrorBoundary({
  children,
  onReset,
  resetKeys,
  className,
  loading,
}: TComponentErrorBoundaryProps) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      onReset={() => {
        reset();
        onReset?.();
      }}
      {...(resetKeys ? { resetKeys } : {})}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ErrorPanel
          as="p"
          compact
          testId="component-error"
          title={MSG.componentError}
          message={hasServerMessage(error) ? error.message : 'This section could not be loaded.'}
          className={className}
          actions={
            <Button
              variant="outline"
              size="sm"
              leftIcon={<RotateCcw aria-hidden className="size-4" />}
              onClick={resetErrorBoundary}
            >
              {MSG.retry}
            </Button>
          }
        />
      )}
    >
      {loading === undefined ? children : <Suspense fallback={loading}>{children}</Suspense>}
    </ErrorBoundary>
  );
}
