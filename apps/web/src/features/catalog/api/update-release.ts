import type { TReleaseDetail, TUpdateReleaseRequest } from '@rewind/shared/releases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Changes a release: anyone signed in may fill empty fields; changing filled ones needs an admin with
 * two-factor (403 `forbidden` or `two_factor_required`).
 */
export function updateRelease({
  id,
  changes,
}: {
  id: string;
  changes: TUpdateReleaseRequest;
}): Promise<TReleaseDetail> {
  return api.patch<TReleaseDetail>(`/releases/${encodeURIComponent(id)}`, changes);
}

export function useUpdateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelease,
    // The release page and the film page's release cards show the changed fields.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['releases', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['titles', 'detail'] }),
      ]),
  });
}
