import type { TAddToCollectionRequest, TCollectionItem } from '@rewind/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** Adds a release ({ releaseId }) or a film without a release ({ titleId }); 409 `duplicate` if held. */
export function addToCollection(input: TAddToCollectionRequest): Promise<TCollectionItem> {
  return api.post<TCollectionItem>('/me/collection', input);
}

export function useAddToCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCollection, onSettled: () => invalidateShelves(queryClient) });
}
