import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

// A client error (4xx) will not change by asking again; a network or server error gets one retry.
function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
