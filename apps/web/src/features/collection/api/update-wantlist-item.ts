import type { TUpdateWantlistItemRequest, TWantlistItem } from '@rewind/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** Changes the notes and/or the priority of one of my wantlist items; only the fields sent change. */
export function updateWantlistItem({
  itemId,
  ...changes
}: { itemId: string } & TUpdateWantlistItemRequest): Promise<TWantlistItem> {
  return api.patch<TWantlistItem>(`/me/wantlist/${encodeURIComponent(itemId)}`, changes);
}

export function useUpdateWantlistItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWantlistItem, onSuccess: () => invalidateShelves(queryClient) });
}
