import type { TSignUpForm } from '@rewind/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Creates the account. The server picks the initial 'user_…' username and sends the confirmation
 * e-mail; no session starts until the address is confirmed.
 */
export function signUp({ email, password }: TSignUpForm): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', { email, password });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
