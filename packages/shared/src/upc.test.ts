import { describe, it, expect } from 'vitest';
import { checkScannedUpc, cleanUpcInput, fitsReleaseUpc, isValidManualUpc, upcFromBarcode } from './upc.ts';

describe('isValidManualUpc', () => {
  it('accepts exactly 12 digits', () => {
    expect(isValidManualUpc('012345678905')).toBe(true);
  });

  it('rejects 11 or 13 digits and anything with other characters', () => {
    for (const upc of [
      '01234567890',
      '0123456789051',
      '01234567890a',
      ' 012345678905',
      '0123-4567-8905',
      '',
    ]) {
      expect(isValidManualUpc(upc)).toBe(false);
    }
  });
});

describe('cleanUpcInput', () => {
  it('keeps digits only, at most 12', () => {
    expect(cleanUpcInput('0 12345-67890 5')).toBe('012345678905');
    expect(cleanUpcInput('01234567890512')).toBe('012345678905');
    expect(cleanUpcInput('abc')).toBe('');
  });
});

describe('upcFromBarcode', () => {
  it('drops the leading 0 of an EAN-13, which makes it the UPC-A', () => {
    expect(upcFromBarcode('0025192032729')).toBe('025192032729');
  });

  it('keeps a UPC-A, an EAN-8 and an EAN-13 that does not start with 0', () => {
    for (const code of ['025192032729', '96385074', '4006381333931']) expect(upcFromBarcode(code)).toBe(code);
  });
});

describe('fitsReleaseUpc', () => {
  it('holds up to 12 digits, not 13', () => {
    expect(fitsReleaseUpc('025192032729')).toBe(true);
    expect(fitsReleaseUpc('96385074')).toBe(true);
    expect(fitsReleaseUpc('4006381333931')).toBe(false);
    expect(fitsReleaseUpc('')).toBe(false);
  });
});

describe('checkScannedUpc', () => {
  it('accepts 12 and 13 digit codes', () => {
    expect(checkScannedUpc('012345678905')).toEqual({ ok: true, code: '012345678905' });
    expect(checkScannedUpc('4006381333931')).toEqual({ ok: true, code: '4006381333931' });
  });

  it('accepts any all-digit code of at least 8 digits', () => {
    expect(checkScannedUpc('96385074')).toEqual({ ok: true, code: '96385074' });
    expect(checkScannedUpc('12345678901234')).toEqual({ ok: true, code: '12345678901234' });
  });

  it('trims what the scanner reports', () => {
    expect(checkScannedUpc(' 012345678905\n')).toEqual({ ok: true, code: '012345678905' });
  });

  it('rejects short or non-numeric codes with the product message', () => {
    expect(checkScannedUpc('1234567')).toEqual({
      ok: false,
      message: 'Invalid barcode: 1234567 (7 digits, need 12-13)',
    });
    expect(checkScannedUpc('ABC123456789')).toEqual({
      ok: false,
      message: 'Invalid barcode: ABC123456789 (12 digits, need 12-13)',
    });
    expect(checkScannedUpc('')).toEqual({ ok: false, message: 'Invalid barcode:  (0 digits, need 12-13)' });
  });
});
