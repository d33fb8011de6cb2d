import * as MSG from '@rewind/shared/texts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryPanel } from '@/components/ui/error-panel';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * The states of a paginated list, one way everywhere: the error with a retry, the skeleton while the first
 * page (or a page past the end) loads, the empty state, else the items, dimmed while the next page replaces
 * them (the previous page stays on screen meanwhile).
 */
export function ListStates<T>({
  query,
  isPastEnd = false,
  isEmpty,
  skeleton,
  empty,
  errorMessage = (error) => (isApiError(error) ? error.message : MSG.unexpectedError),
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isPlaceholderData' | 'refetch'>;
  /** The page asked for lies past the last one (the list shrank): shown as loading while the page moves back. */
  isPastEnd?: boolean;
  isEmpty: (data: T) => boolean;
  skeleton: ReactNode;
  /** What an empty list shows; given the answer when it depends on it (e.g. search suggestions). */
  empty: ReactNode | ((data: T) => ReactNode);
  /** The error's text; the server's own message by default. */
  errorMessage?: (error: Error) => string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <RetryPanel
        title={MSG.componentError}
        message={errorMessage(query.error!)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined || isPastEnd) return skeleton;
  if (isEmpty(query.data)) return typeof empty === 'function' ? empty(query.data) : empty;
  return (
    <div
      className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isPlaceholderData}
    >
      {children(query.data)}
    </div>
  );
}
