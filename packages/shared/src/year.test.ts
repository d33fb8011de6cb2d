import { describe, it, expect } from 'vitest';
import { MSG } from './messages.ts';
import { cleanYearInput, isValidYear, yearFromReleased, ZOptionalYear, ZYear } from './year.ts';

const now = new Date(2026, 2, 1);

describe('yearFromReleased', () => {
  it('takes the first four-digit run of the date', () => {
    expect(yearFromReleased('19 Nov 1993', now)).toBe(1993);
    expect(yearFromReleased('1984-10-26', now)).toBe(1984);
    expect(yearFromReleased('Released 1979, re-released 1991', now)).toBe(1979);
  });

  it('skips runs of digits longer than four', () => {
    expect(yearFromReleased('12345 then 1988', now)).toBe(1988);
  });

  it('falls back to the current year', () => {
    expect(yearFromReleased('N/A', now)).toBe(2026);
    expect(yearFromReleased('', now)).toBe(2026);
    expect(yearFromReleased(null, now)).toBe(2026);
    expect(yearFromReleased(undefined, now)).toBe(2026);
    expect(yearFromReleased('19 Nov 93', now)).toBe(2026);
  });

  it('uses the real current year by default', () => {
    expect(yearFromReleased(null)).toBe(new Date().getFullYear());
  });
});

describe('ZYear', () => {
  const messages = (input: unknown) => {
    const result = ZYear.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts four digits from 1800 to 2200, as text or number', () => {
    expect(ZYear.parse('1800')).toBe(1800);
    expect(ZYear.parse(' 1993 ')).toBe(1993);
    expect(ZYear.parse(2200)).toBe(2200);
  });

  it('rejects years outside 1800-2200', () => {
    expect(messages('1799')).toEqual([MSG.yearInvalid]);
    expect(messages(2201)).toEqual([MSG.yearInvalid]);
  });

  it('rejects anything but exactly four digits', () => {
    for (const year of ['999', '19933', '19a3', '1993.0', '-1993', 1993.5]) {
      expect(messages(year)).toEqual([MSG.yearInvalid]);
    }
  });

  it('says the year is required when it is missing', () => {
    expect(messages('')).toEqual([MSG.yearRequired]);
    expect(messages('  ')).toEqual([MSG.yearRequired]);
    expect(messages(undefined)).toEqual([MSG.yearRequired]);
    expect(messages(null)).toEqual([MSG.yearRequired]);
  });
});

describe('isValidYear', () => {
  it('checks the 1800-2200 range on whole numbers', () => {
    expect([1799, 1800, 2200, 2201, 1990.5].map(isValidYear)).toEqual([false, true, true, false, false]);
  });
});

describe('ZOptionalYear', () => {
  it('takes four digits in range, as text or a number', () => {
    expect(ZOptionalYear.parse('1985')).toBe(1985);
    expect(ZOptionalYear.parse(' 1985 ')).toBe(1985);
    expect(ZOptionalYear.parse(1991)).toBe(1991);
  });

  it('gives null for nothing', () => {
    for (const empty of ['', '  ', null, undefined]) expect(ZOptionalYear.parse(empty)).toBeNull();
  });

  it('refuses anything else with the product text, instead of cleaning it', () => {
    for (const bad of ['abc', 'c. 1985', '1987a', '19856', '85', '1799', 1990.5]) {
      const parsed = ZOptionalYear.safeParse(bad);
      expect(parsed.error?.issues[0]?.message, String(bad)).toBe(MSG.yearInvalid);
    }
  });
});

describe('cleanYearInput', () => {
  it('keeps digits only, at most four, of what is typed or pasted', () => {
    expect(cleanYearInput('c. 1985')).toBe('1985');
    expect(cleanYearInput('198567')).toBe('1985');
    expect(cleanYearInput('abc')).toBe('');
  });
});
