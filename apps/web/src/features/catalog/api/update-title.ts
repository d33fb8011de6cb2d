import type { TTitleDetail, TUpdateTitleRequest } from '@rewind/shared/catalog';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Changes a film: anyone signed in may fill empty fields; changing filled ones needs an admin with
 * two-factor (403 `forbidden` or `two_factor_required`).
 */
export function updateTitle({
  id,
  changes,
}: {
  id: string;
  changes: TUpdateTitleRequest;
}): Promise<TTitleDetail> {
  return api.patch<TTitleDetail>(`/titles/${encodeURIComponent(id)}`, changes);
}

// The film page reloads after a saved edit, so there is no cache to update.
export function useUpdateTitle() {
  return useMutation({ mutationFn: updateTitle });
}
