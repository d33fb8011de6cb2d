import { describe, expect, it } from 'vitest';
import { emptyIfNotAvailable, ZMovieSearchRequest, ZUpcLookupRequest } from './lookup.ts';
import { MSG } from './messages.ts';

describe('lookup contract', () => {
  it('trims the title and refuses a blank one with the message', () => {
    expect(ZMovieSearchRequest.parse({ title: '  Alien ' })).toEqual({ title: 'Alien' });
    const blank = ZMovieSearchRequest.safeParse({ title: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(MSG.lookupTitleRequired);
    expect(ZMovieSearchRequest.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
  });

  it('keeps the digits of a code and accepts 8 to 13 of them', () => {
    expect(ZUpcLookupRequest.parse({ upc: ' 0251-9203 2729 ' })).toEqual({ upc: '025192032729' });
    expect(ZUpcLookupRequest.parse({ upc: '96385074' }).upc).toBe('96385074');
    expect(ZUpcLookupRequest.parse({ upc: '4006381333931' }).upc).toBe('4006381333931');
    const short = ZUpcLookupRequest.safeParse({ upc: '1234567' });
    expect(short.error?.issues[0]?.message).toBe(MSG.invalidBarcode('1234567', 7));
    expect(ZUpcLookupRequest.safeParse({ upc: '12345678901234' }).success).toBe(false);
  });

  it("treats 'N/A' and blanks as empty", () => {
    expect(emptyIfNotAvailable('N/A')).toBeNull();
    expect(emptyIfNotAvailable(' n/a ')).toBeNull();
    expect(emptyIfNotAvailable('')).toBeNull();
    expect(emptyIfNotAvailable(undefined)).toBeNull();
    expect(emptyIfNotAvailable(' PG-13 ')).toBe('PG-13');
  });
});
