import type { TReportRequest } from '@rewind/shared/reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Reports a listing, a member or a seller rating to the admins. */
export const useReport = () =>
  useMutation({ mutationFn: (report: TReportRequest) => api.post<null>('/reports', report) });
