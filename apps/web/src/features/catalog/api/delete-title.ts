import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Deletes a film with its releases: admins with two-factor only (403 otherwise). */
export function deleteTitle(id: string): Promise<void> {
  return api.delete(`/titles/${encodeURIComponent(id)}`);
}

export function useDeleteTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTitle,
    // Marked stale without refetching: the page of the deleted film is still on screen until the
    // navigation away, and asking for it again would only answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['titles'], refetchType: 'none' }),
  });
}
