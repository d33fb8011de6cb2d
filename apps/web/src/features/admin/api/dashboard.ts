import type { TDashboard } from '@rewind/shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The dashboard's numbers over the last 7 or 30 days, each beside the period before. */
export const useDashboard = (days: 7 | 30) =>
  useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: ({ signal }) => api.get<TDashboard>('/admin/dashboard', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
