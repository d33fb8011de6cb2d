import * as MSG from '@rewind/shared/texts';
import { Home, RotateCcw } from 'lucide-react';
import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useRouterReset } from '@/app/router-reset';

function AppErrorScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-tape-950 px-4 py-10">
      <ErrorPanel
        as="h1"
        testId="app-error"
        title={MSG.somethingWentWrong}
        message="Rewind hit a problem it could not recover from. Try again, or head back to the home page."
        className="w-full max-w-lg"
        actions={
          <>
            <Button leftIcon={<RotateCcw aria-hidden className="size-4" />} onClick={onTryAgain}>
              {MSG.tryAgain}
            </Button>
            {/* A full page load: whatever broke the app is left behind. */}
            <Button
              variant="outline"
              leftIcon={<Home aria-hidden className="size-4" />}
              onClick={() => window.location.assign('/')}
            >
              {MSG.goHome}
            </Button>
          </>
        }
      />
    </main>
  );
}

/** Root route boundary: the layout itself failed. */
export function AppErrorFallback() {
  const resetRouter = useRouterReset();
  return <AppErrorScreen onTryAgain={resetRouter} />;
}

/** Outermost boundary, around providers and the router. */
export function AppErrorBoundaryFallback({ resetErrorBoundary }: FallbackProps) {
  return <AppErrorScreen onTryAgain={resetErrorBoundary} />;
}
