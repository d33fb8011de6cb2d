import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Where the confirmation link lands: the home page, which greets the confirmed user and offers login. */
export const VERIFIED_CALLBACK_URL = '/?verified=1';

/** Sends the confirmation e-mail again. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK_URL });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
