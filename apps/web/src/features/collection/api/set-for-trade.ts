import type { TCollectionItem } from '@rewind/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** Marks one of my collection items as a spare I would trade away, or not. */
export function useSetForTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, forTrade }: { itemId: string; forTrade: boolean }) =>
      api.put<TCollectionItem>(`/me/collection/${encodeURIComponent(itemId)}/for-trade`, { forTrade }),
    // The Trades tab's matches change with my spares.
    onSuccess: () =>
      Promise.all([
        invalidateShelves(queryClient),
        queryClient.invalidateQueries({ queryKey: ['community', 'trade-matches'] }),
      ]),
  });
}
