import type { TReportTarget } from '@rewind/shared/report-options';
import type { TDismissReportRequest, TReportCasePage, TResolveReportRequest } from '@rewind/shared/reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TQueueState = 'open' | 'closed';

/** The open cases, oldest first, or the decided ones, newest first. */
export function useReportQueue(state: TQueueState, targetType: TReportTarget | '', page: number) {
  return useQuery({
    queryKey: ['admin', 'reports', state, targetType, page],
    queryFn: ({ signal }) =>
      api.get<TReportCasePage>('/admin/reports', {
        query: { state, page, pageSize: 20, ...(targetType ? { targetType } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

type Target = { targetType: TReportTarget; targetId: string };
const casePath = (target: Target, action: string) =>
  `/admin/reports/${target.targetType}/${encodeURIComponent(target.targetId)}/${action}`;

/** Every decision shows in the queue, the members list and the audit log. */
function useQueueChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useTakeReport = (target: Target) =>
  useQueueChange(() => api.post<null>(casePath(target, 'take')));

export const useResolveReport = (target: Target) =>
  useQueueChange((decision: TResolveReportRequest) => api.post<null>(casePath(target, 'resolve'), decision));

export const useDismissReport = (target: Target) =>
  useQueueChange((decision: TDismissReportRequest) => api.post<null>(casePath(target, 'dismiss'), decision));

export const useReopenReport = () =>
  useQueueChange((decisionId: string) =>
    api.post<null>(`/admin/reports/decisions/${encodeURIComponent(decisionId)}/reopen`),
  );
