import type { TCreateReleaseRequest, TReleaseDetail } from '@rewind/shared/releases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Adds a release to a film; empty fields are stored as null. */
export function createRelease(input: TCreateReleaseRequest): Promise<TReleaseDetail> {
  return api.post<TReleaseDetail>('/releases', input);
}

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelease,
    // The film page lists its releases.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['titles', 'detail'] }),
  });
}
