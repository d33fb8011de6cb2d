import { isApiError } from '@/lib/api-client';

// Codes whose message is written for people and worth showing as the server words it: better-auth's own,
// ours for a write refused as coming from another origin (a credentials message would mislead there), and a
// suspended account's (it says until when).
const SERVER_WORDED_CODES = new Set([
  'PASSWORD_TOO_COMMON',
  'TOO_MANY_REQUESTS',
  'cross_origin',
  'ACCOUNT_SUSPENDED',
]);

/**
 * The text for a failed auth request: the product's text for the action (`fallback`), except for a rate
 * limit, a refused common password, a refused origin and a network failure, which say what really happened.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 429 || SERVER_WORDED_CODES.has(error.code) || error.status === 0) return error.message;
  return fallback;
}

export const isEmailNotVerified = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED';

export const isCommonPassword = (error: unknown) => isApiError(error) && error.code === 'PASSWORD_TOO_COMMON';

const TWO_FACTOR_TEXTS: Record<string, string> = {
  INVALID_CODE: "That code didn't work. Check the app and enter the code it shows now.",
  INVALID_BACKUP_CODE: "That recovery code didn't work. Each code works only once.",
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in took too long. Go back and log in again.',
};

/** A failed two-factor step: our words for a wrong or stale code, the server's for limits and lock-outs. */
export function twoFactorErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const known = TWO_FACTOR_TEXTS[error.code];
  if (known) return known;
  if (error.status === 0 || (error.status >= 400 && error.status < 500 && error.status !== 401)) {
    return error.message;
  }
  return fallback;
}
