import type { TSignInForm } from '@rewind/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterSessionChange } from '@/lib/session';

/** With two-factor on, better-auth answers `{ twoFactorRedirect: true }` and asks for a code next. */
export type TSignInResult = { twoFactorRedirect?: boolean };

/** E-mail and password sign-in; the server sets the HTTP-only session cookie. */
export function signIn(form: TSignInForm): Promise<TSignInResult> {
  return api.post<TSignInResult>('/api/auth/sign-in/email', form);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (!result?.twoFactorRedirect) await refetchAfterSessionChange(queryClient);
    },
  });
}
