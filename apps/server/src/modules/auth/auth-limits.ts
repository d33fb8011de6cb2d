import type { RateLimitRule } from '../../platform/rate-limit-store';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Set by our Fastify bridge from the address Fastify resolved; never taken from the client. */
export const CLIENT_IP_HEADER = 'x-rewind-client-ip';

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
 * Per e-mail address, whatever the IP, except where said. Fixed windows, so an attacker can hold an account
 * back for at most one window.
 */
export const ACCOUNT_LIMITS = {
  /**
   * Wrong passwords for one account from one client address. Each attempt is counted as it starts and a
   * successful sign-in from that address clears the count, so what adds up is failures; a stranger's
   * failures use up their own address's allowance, never the owner's elsewhere.
   */
  signInFailures: { window: 15 * MINUTE, max: 5 },
  /**
   * Passwords checked for one account from every address together (only attempts within their address's
   * allowance count): a guesser spreading over many addresses meets it, the owner's own sign-ins never.
   */
  signInAttempts: { window: HOUR, max: 100 },
  signUp: { window: 15 * MINUTE, max: 5 },
  verificationMail: { window: 10 * MINUTE, max: 3 },
  passwordResetMail: { window: 10 * MINUTE, max: 3 },
  twoFactorRemovalFailures: { window: 15 * MINUTE, max: 5 },
} satisfies Record<string, RateLimitRule>;

/** The counter of one account's limit, and for a limit per address, of that address's attempts too. */
export const accountLimitKey = (limit: keyof typeof ACCOUNT_LIMITS, who: string, address?: string) =>
  `account:${limit}:${who.trim().toLowerCase()}${address === undefined ? '' : `:${address}`}`;
