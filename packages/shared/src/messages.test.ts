import { describe, it, expect } from 'vitest';
import { MSG } from './messages.ts';
import * as TEXTS from './texts.ts';
import { copyrightLine } from './texts/shell.ts';

describe('MSG templated texts', () => {
  it('count results in the singular for 1 and the plural otherwise', () => {
    expect(MSG.resultsFound(12)).toBe('12 results found');
    expect(MSG.resultsFound(1)).toBe('1 result found');
  });

  it("says 'Unknown error' when a movie lookup failed without a reason", () => {
    expect(MSG.lookupMovieFailed('rate limited')).toBe('Failed to lookup movie: rate limited');
    expect(MSG.lookupMovieFailed()).toBe('Failed to lookup movie: Unknown error');
    expect(MSG.lookupMovieFailed('')).toBe('Failed to lookup movie: Unknown error');
    expect(MSG.lookupMovieFailed(null)).toBe('Failed to lookup movie: Unknown error');
  });

  it('counts time units in the singular for 1 and the plural otherwise', () => {
    expect(MSG.timeAgo(1, 'minute')).toBe('1 minute ago');
    expect(MSG.timeAgo(2, 'hour')).toBe('2 hours ago');
    expect(MSG.timeAgo(1, 'day')).toBe('1 day ago');
  });
});

describe('copyrightLine', () => {
  it('shows only 2025 in 2025', () => {
    expect(copyrightLine(new Date(2025, 11, 31))).toBe('© 2025 Rewind');
  });

  it('runs from 2025 to the current year with an en dash afterwards', () => {
    expect(copyrightLine(new Date(2026, 0, 1))).toBe('© 2025\u20132026 Rewind');
    expect(copyrightLine(new Date(2031, 5, 1))).toBe('© 2025–2031 Rewind');
  });

  it('never shows a year before 2025, even with a wrong clock', () => {
    expect(copyrightLine(new Date(2019, 0, 1))).toBe('© 2025 Rewind');
  });
});

describe('MSG', () => {
  it('holds every text of every area', () => {
    for (const [key, text] of Object.entries(TEXTS)) expect(MSG[key as keyof typeof MSG]).toBe(text);
    expect(Object.keys(MSG).sort()).toEqual(Object.keys(TEXTS).sort());
  });
});

describe('tooManyRequests', () => {
  it('says how long to wait, as Retry-After does', () => {
    expect(MSG.tooManyRequests(30)).toBe(
      'You have done that too often for now. Please try again in a minute.',
    );
    expect(MSG.tooManyRequests(61)).toBe(
      'You have done that too often for now. Please try again in 2 minutes.',
    );
    expect(MSG.tooManyRequests(3540)).toBe(
      'You have done that too often for now. Please try again in 59 minutes.',
    );
    expect(MSG.tooManyRequests(3 * 3600)).toBe(
      'You have done that too often for now. Please try again in 3 hours.',
    );
  });
});

describe('challenge progress', () => {
  it('reads up to the target, and says apart what was collected beyond it', () => {
    expect(MSG.challengeProgress(3, 10)).toBe('3 of 10');
    expect(MSG.challengeProgress(10, 10)).toBe('10 of 10');
    expect(MSG.challengeProgress(11, 10)).toBe('10 of 10 · 11 collected');
    expect(MSG.challengeProgress(1234, 1000)).toBe('1,000 of 1,000 · 1,234 collected');
  });
});
