import { describe, it, expect } from 'vitest';
import { cleanImdbRating, isValidImdbRating } from './rating.ts';

describe('cleanImdbRating', () => {
  it('keeps digits and dots only', () => {
    expect(cleanImdbRating('7.8')).toBe('7.8');
    expect(cleanImdbRating(' 8,1 ')).toBe('81');
  });

  it('keeps at most four characters', () => {
    expect(cleanImdbRating('10.0')).toBe('10.0');
    expect(cleanImdbRating('7.85')).toBe('7.85');
    expect(cleanImdbRating('7.8/10')).toBe('7.81');
  });

  it('gives an empty string for N/A or nothing', () => {
    expect(cleanImdbRating('N/A')).toBe('');
    expect(cleanImdbRating(null)).toBe('');
    expect(cleanImdbRating(undefined)).toBe('');
  });
});

describe('isValidImdbRating', () => {
  it('takes a number of at most four characters', () => {
    for (const rating of ['8', '8.4', '10.0', '7.85', '.5'])
      expect(isValidImdbRating(rating), rating).toBe(true);
  });

  it('refuses letters, a second dot, a lone dot and more than four characters', () => {
    for (const rating of ['abc', 'x.y.z.1', '8.4.1', '1..2', '.', '8.', '10.00', '8,4', '']) {
      expect(isValidImdbRating(rating), rating).toBe(false);
    }
  });
});
