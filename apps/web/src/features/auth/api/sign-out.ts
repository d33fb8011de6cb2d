import * as MSG from '@rewind/shared/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { sessionQueryKey, signOutMutationKey } from '@/lib/session';

/** Ends the session on the server. A session that is already gone is not a failure. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/sign-out', {});
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.message === MSG.authSessionMissing)) return;
    throw error;
  }
}

/**
 * Signs out and forgets everything cached for that user. The session is set to null rather than removed,
 * so the app does not fall back to its first-load screen. The rest is removed, not refetched: a refetch
 * of the user's own data now would only earn a 401.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: signOut,
    onMutate: () => queryClient.cancelQueries(),
    onSettled: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
