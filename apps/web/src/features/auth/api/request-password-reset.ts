import type { TPasswordResetRequestForm } from '@rewind/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails a reset link if the address has an account; the answer is the same either way. */
export function requestPasswordReset({ email }: TPasswordResetRequestForm): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
