import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchAfterSessionChange } from '@/lib/session';

export type TTwoFactorMethod = 'totp' | 'recovery';

export type TVerifyTwoFactorInput = { code: string; method: TTwoFactorMethod };

const PATHS: Record<TTwoFactorMethod, string> = {
  totp: '/api/auth/two-factor/verify-totp',
  recovery: '/api/auth/two-factor/verify-backup-code',
};

/**
 * The second step of a sign-in with two-factor on (a 6-digit code from the app, or a recovery code).
 * Signed in, a TOTP code also confirms a new enrolment.
 */
export function verifyTwoFactor({ code, method }: TVerifyTwoFactorInput): Promise<unknown> {
  return api.post(PATHS[method], { code: code.trim() });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => refetchAfterSessionChange(queryClient),
  });
}
