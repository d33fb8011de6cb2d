import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

export function removeFromWantlist(itemId: string): Promise<void> {
  return api.delete(`/me/wantlist/${encodeURIComponent(itemId)}`);
}

export function useRemoveFromWantlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFromWantlist, onSuccess: () => invalidateShelves(queryClient) });
}
