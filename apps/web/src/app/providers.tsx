import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AppErrorBoundaryFallback } from '@/app/errors/app-error-fallback';
import { createQueryClient } from '@/app/query-client';
import { Toaster } from '@/components/ui/toaster';
import { AuthDialogProvider } from '@/features/auth/components/auth-dialog-provider';
import { seedFromPageData } from '@/lib/page-data';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => seedFromPageData(createQueryClient()));
  return (
    <ErrorBoundary FallbackComponent={AppErrorBoundaryFallback}>
      <QueryClientProvider client={queryClient}>
        <AuthDialogProvider>{children}</AuthDialogProvider>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
