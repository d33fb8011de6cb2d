import type { TSignInForm } from '@rewind/shared/auth';
import { MSG } from '@rewind/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { sessionQueryKey } from '@/features/auth/api/get-session';

/** E-mail and password sign-in; the server sets the HTTP-only session cookie. */
export async function signIn(form: TSignInForm): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(form),
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, 'login_failed', MSG.loginFailed);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
