import { memoized } from './intl.ts';
import * as MSG from './texts.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Relative times: 'Just now' under a minute, then whole minutes, hours or days.
// A date in the future (clock skew between server and browser) also reads 'Just now'.
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsedMs = now.getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsedMs)) return '';
  if (elapsedMs < MINUTE_MS) return MSG.justNow;
  if (elapsedMs < HOUR_MS) return MSG.timeAgo(Math.floor(elapsedMs / MINUTE_MS), 'minute');
  if (elapsedMs < DAY_MS) return MSG.timeAgo(Math.floor(elapsedMs / HOUR_MS), 'hour');
  return MSG.timeAgo(Math.floor(elapsedMs / DAY_MS), 'day');
}

// Days and months in English without Intl (intl.ts): the profile, the blog and the marketplace print them in
// their first view.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const shortMonth = (month: number) => MONTHS[month]!.slice(0, 3);

/** A day as pages print it, in the reader's time zone: 'Nov 26, 2026'. */
export function formatDay(date: Date | string): string {
  const day = new Date(date);
  return `${shortMonth(day.getMonth())} ${day.getDate()}, ${day.getFullYear()}`;
}

/** A month in short, in the reader's time zone: 'Nov 2026'. */
export function formatShortMonth(date: Date | string): string {
  const day = new Date(date);
  return `${shortMonth(day.getMonth())} ${day.getFullYear()}`;
}

/** A day in full as it was in UTC, the same for every reader: 'November 26, 2026'. */
export function formatUtcDay(date: Date | string): string {
  const day = new Date(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

const momentFormat = memoized(
  () => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** A moment as pages print it: 'Nov 26, 2026, 3:40 PM'. */
export const formatMoment = (date: Date | string) => momentFormat().format(new Date(date));

/** 'Member since November 2026', as the profile and the seller's card say it. */
export function memberSince(date: Date | string): string {
  const day = new Date(date);
  return MSG.memberSince(`${MONTHS[day.getMonth()]} ${day.getFullYear()}`);
}
