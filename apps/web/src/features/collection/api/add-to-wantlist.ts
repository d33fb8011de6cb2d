import type { TAddToWantlistRequest, TWantlistItem } from '@rewind/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** Wants a release ({ releaseId }) or any release of a film ({ titleId }); 409 `duplicate` if wanted. */
export function addToWantlist(input: TAddToWantlistRequest): Promise<TWantlistItem> {
  return api.post<TWantlistItem>('/me/wantlist', input);
}

export function useAddToWantlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToWantlist, onSettled: () => invalidateShelves(queryClient) });
}
