import type { TAdminAction, TAuditLogPage } from '@rewind/shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TAuditFilters = { page: number; action?: TAdminAction; admin?: string };

/** The audit log, newest first, 50 a page, filtered as chosen. */
export function useAuditLog(filters: TAuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit-log', filters],
    queryFn: ({ signal }) =>
      api.get<TAuditLogPage>('/admin/audit-log', {
        query: {
          page: filters.page,
          pageSize: 50,
          ...(filters.action ? { action: filters.action } : {}),
          ...(filters.admin ? { admin: filters.admin } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
