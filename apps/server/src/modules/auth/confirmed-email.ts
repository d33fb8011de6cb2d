import { parseCookies } from 'better-auth/cookies';
import { signedCookieValue, verifiedCookieValue } from './auth';

/**
 * The address a confirmation link just confirmed, kept for the landing page's login dialog. The landing asks
 * the server for it rather than reading it from its own address: a link would otherwise fill in whatever
 * address it names, and the address would sit in the browser's history and the server's logs.
 */
export const CONFIRMED_EMAIL_PATH = '/api/v1/confirmed-email';

const COOKIE = 'rewind_confirmed_email';
// Long enough to read the mail and click; the landing reads it at once, and then it is cleared.
const MAX_AGE_SECONDS = 10 * 60;
// Signed for this use only: no other cookie's signed value (a session token's) reads as a confirmed address.
const PURPOSE = 'confirmed-email:';

type CookieOptions = { secret: string; secure: boolean };

const attributes = (maxAge: number, secure: boolean) =>
  `Path=${CONFIRMED_EMAIL_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The Set-Cookie header that keeps `email` for the landing. */
export function confirmedEmailCookie(email: string, { secret, secure }: CookieOptions): string {
  const value = encodeURIComponent(signedCookieValue(`${PURPOSE}${email}`, secret));
  return `${COOKIE}=${value}; ${attributes(MAX_AGE_SECONDS, secure)}`;
}

/** The Set-Cookie header that forgets it once read. */
export const clearedConfirmedEmailCookie = (secure: boolean) => `${COOKIE}=; ${attributes(0, secure)}`;

/** The address the cookie keeps, or null without one (or with one not signed by us). */
export function readConfirmedEmail(cookieHeader: string | undefined, secret: string): string | null {
  const value = verifiedCookieValue(parseCookies(cookieHeader ?? '').get(COOKIE), secret);
  return value?.startsWith(PURPOSE) ? value.slice(PURPOSE.length) : null;
}
