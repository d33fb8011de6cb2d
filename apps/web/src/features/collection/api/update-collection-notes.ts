import type { TCollectionItem, TUpdateNotesRequest } from '@rewind/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** Replaces the notes of one of my collection items; null or '' clears them. */
export function updateCollectionNotes({
  itemId,
  notes,
}: { itemId: string } & TUpdateNotesRequest): Promise<TCollectionItem> {
  return api.patch<TCollectionItem>(`/me/collection/${encodeURIComponent(itemId)}`, { notes });
}

export function useUpdateCollectionNotes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCollectionNotes, onSuccess: () => invalidateShelves(queryClient) });
}
