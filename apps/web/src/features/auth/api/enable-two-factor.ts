import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The secret (as an otpauth:// URI for the QR code) and the one-time recovery codes. */
export type TTwoFactorEnrolment = { totpURI: string; backupCodes: string[] };

/**
 * Starts a TOTP enrolment after checking the password. Two-factor is on only once a code from the app
 * confirms it (verify-totp while signed in).
 */
export function enableTwoFactor(password: string): Promise<TTwoFactorEnrolment> {
  return api.post<TTwoFactorEnrolment>('/api/auth/two-factor/enable', { password });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
