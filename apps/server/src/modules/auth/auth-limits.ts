import type { RateLimitRule } from '../../platform/rate-limit-store';

const MINUTE = 60;

/**
 * Per client IP, counted by better-auth itself for every request to these paths. High enough for a
 * household or an office behind one address; the tight limits are the per-account ones below.
 */
export const IP_LIMITS: Record<string, RateLimitRule | false> = {
  '/sign-in/email': { window: MINUTE, max: 30 },
  '/sign-up/email': { window: MINUTE, max: 15 },
  '/send-verification-email': { window: MINUTE, max: 10 },
  '/request-password-reset': { window: MINUTE, max: 10 },
  '/reset-password': { window: MINUTE, max: 10 },
  '/change-password': { window: MINUTE, max: 10 },
  '/two-factor/*': { window: MINUTE, max: 15 },
  // Read-only and asked on every page load: counting it would cost a database write per page.
  '/get-session': false,
};

/**
 * Per e-mail address, whatever the IP. Fixed windows, so an attacker can hold an account back for at most
 * one window. Sign-in counts each attempt as it starts and a successful sign-in clears the count, so what
 * adds up is failures.
 */
export const ACCOUNT_LIMITS = {
  signInFailures: { window: 15 * MINUTE, max: 5 },
  signUp: { window: 15 * MINUTE, max: 5 },
  verificationMail: { window: 10 * MINUTE, max: 3 },
  passwordResetMail: { window: 10 * MINUTE, max: 3 },
  twoFactorRemovalFailures: { window: 15 * MINUTE, max: 5 },
} satisfies Record<string, RateLimitRule>;

export const accountLimitKey = (limit: keyof typeof ACCOUNT_LIMITS, who: string) =>
  `account:${limit}:${who.trim().toLowerCase()}`;
