import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterSessionChange } from '@/lib/session';

/** Turns two-factor off; proven with a current code from the app or a recovery code. */
export function removeTwoFactor(code: string): Promise<void> {
  return api.post<void>('/me/two-factor/remove', { code: code.trim() });
}

export function useRemoveTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTwoFactor,
    onSuccess: () => refetchAfterSessionChange(queryClient),
  });
}
