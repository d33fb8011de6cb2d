import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AppErrorBoundaryFallback } from '@/app/errors/app-error-fallback';
import { Toaster } from '@/components/ui/toaster';
import { AuthDialogProvider } from '@/features/auth';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={AppErrorBoundaryFallback}>
      <QueryClientProvider client={queryClient}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
