import * as MSG from '@rewind/shared/texts';
import { RotateCcw } from 'lucide-react';
import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useRouterReset } from '@/app/router-reset';
import { isApiError } from '@/lib/api-client';
import { isChunkLoadError } from '@/lib/lazy-import';

function describe(error: unknown): { message: string; detail: string | null } {
  if (isChunkLoadError(error)) {
    return {
      message: 'This page could not be downloaded. Check your connection and retry.',
      detail: error.message,
    };
  }
  if (isApiError(error)) return { message: error.message, detail: null };
  return { message: 'This page ran into a problem while loading.', detail: null };
}

/** Page-level boundary: the page failed to load or render; the header and footer stay. */
export function PageErrorFallback({ error }: FallbackProps) {
  const resetRouter = useRouterReset();
  const { message, detail } = describe(error);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <ErrorPanel
        as="h1"
        testId="page-error"
        title={MSG.pageError}
        message={message}
        detail={detail}
        actions={
          <Button leftIcon={<RotateCcw aria-hidden className="size-4" />} onClick={resetRouter}>
            {MSG.retry}
          </Button>
        }
      />
    </div>
  );
}
