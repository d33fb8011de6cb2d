import * as MSG from './texts.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Relative times of spec section 9: 'Just now' under a minute, then whole minutes, hours or days.
// A date in the future (clock skew between server and browser) also reads 'Just now'.
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsedMs = now.getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsedMs)) return '';
  if (elapsedMs < MINUTE_MS) return MSG.justNow;
  if (elapsedMs < HOUR_MS) return MSG.timeAgo(Math.floor(elapsedMs / MINUTE_MS), 'minute');
  if (elapsedMs < DAY_MS) return MSG.timeAgo(Math.floor(elapsedMs / HOUR_MS), 'hour');
  return MSG.timeAgo(Math.floor(elapsedMs / DAY_MS), 'day');
}

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' });

/** A day as pages print it: 'Nov 26, 2026'. */
export const formatDay = (date: Date | string) => dayFormat.format(new Date(date));

const momentFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as pages print it: 'Nov 26, 2026, 3:40 PM'. */
export const formatMoment = (date: Date | string) => momentFormat.format(new Date(date));

/** 'Member since November 2026', as the profile and the seller's card say it. */
export const memberSince = (date: Date | string) => MSG.memberSince(monthFormat.format(new Date(date)));
