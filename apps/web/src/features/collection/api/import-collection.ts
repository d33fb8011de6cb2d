import type { TCollectionImportRequest, TCollectionImportResult } from '@rewind/shared/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateShelves } from '@/features/collection/api/query-keys';
import { api } from '@/lib/api-client';

/** Matches CSV rows to releases; with dryRun nothing is written, otherwise the matches are added. */
export function importCollection(input: TCollectionImportRequest): Promise<TCollectionImportResult> {
  return api.post<TCollectionImportResult>('/me/collection/import', input);
}

export function useImportCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCollection,
    onSuccess: (result) => (result.dryRun ? undefined : invalidateShelves(queryClient)),
  });
}
