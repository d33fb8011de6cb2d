import { describe, it, expect } from 'vitest';
import {
  formatDay,
  formatMoment,
  formatRelativeTime,
  formatShortMonth,
  formatUtcDay,
  memberSince,
} from './time.ts';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it("says 'Just now' under one minute", () => {
    expect(formatRelativeTime(now, now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('Just now');
    expect(formatRelativeTime(ago(MINUTE - 1), now)).toBe('Just now');
  });

  it('counts whole minutes from 60 seconds, singular for 1', () => {
    expect(formatRelativeTime(ago(60 * SECOND), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(119 * SECOND), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
  });

  it('counts whole hours from 60 minutes, singular for 1', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(2 * HOUR - 1), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe('23 hours ago');
  });

  it('counts whole days from 24 hours, singular for 1', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * DAY - 1), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(12 * DAY), now)).toBe('12 days ago');
    expect(formatRelativeTime(ago(400 * DAY), now)).toBe('400 days ago');
  });

  it('accepts ISO strings as the database returns them', () => {
    expect(formatRelativeTime('2025-06-15T11:58:00Z', now)).toBe('2 minutes ago');
  });

  it("says 'Just now' for a date in the future", () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('Just now');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('uses the current time by default', () => {
    expect(formatRelativeTime(new Date(Date.now() - 2 * HOUR))).toBe('2 hours ago');
  });
});

describe('days, months and moments in English', () => {
  // Local time: a day in the middle of the month reads the same in any time zone the tests run in.
  const day = new Date(2026, 8, 14, 12, 0);

  it('print a day, a short month and a member-since month as Intl would', () => {
    expect(formatDay(day)).toBe('Sep 14, 2026');
    expect(formatDay(day)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(day));
    expect(formatShortMonth(day)).toBe('Sep 2026');
    expect(memberSince(new Date(2026, 10, 2))).toBe('Member since November 2026');
    expect(formatDay(day.toISOString())).toBe('Sep 14, 2026');
  });

  it('print a publication day in UTC, the same for every reader', () => {
    expect(formatUtcDay('2026-01-01T00:30:00Z')).toBe('January 1, 2026');
    expect(formatUtcDay('2026-12-31T23:30:00Z')).toBe('December 31, 2026');
  });

  it('print a moment with its time', () => {
    expect(formatMoment(day)).toMatch(/^Sep 14, 2026, 12:00\sPM$/);
  });
});
