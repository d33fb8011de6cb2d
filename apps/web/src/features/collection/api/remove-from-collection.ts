import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

export function removeFromCollection(itemId: string): Promise<void> {
  return api.delete(`/me/collection/${encodeURIComponent(itemId)}`);
}

export function useRemoveFromCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFromCollection, onSuccess: () => invalidateShelves(queryClient) });
}
