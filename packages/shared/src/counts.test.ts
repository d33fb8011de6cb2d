import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './counts.ts';

describe('counts in English', () => {
  it('group thousands with commas, as Intl does', () => {
    for (const count of [0, 7, 999, 1000, 12345, 999999, 1234567, -4321])
      expect(formatCount(count)).toBe(new Intl.NumberFormat('en').format(count));
  });

  it('name one thing or many', () => {
    expect(countOf(1, 'topic', 'topics')).toBe('1 topic');
    expect(countOf(0, 'topic', 'topics')).toBe('0 topics');
    expect(countOf(12345, 'item', 'items')).toBe('12,345 items');
  });
});
