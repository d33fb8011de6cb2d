import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TResetPasswordInput = { token: string; newPassword: string };

/** Sets the new password from the e-mailed link; every session of that account ends. */
export function resetPassword(input: TResetPasswordInput): Promise<unknown> {
  return api.post('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
