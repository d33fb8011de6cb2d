import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_SIGNS } from './currency.ts';

const intl = (price: string, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(price));

const PRICES = [
  '0',
  '0.49',
  '0.5',
  '1',
  '2.5',
  '12.5',
  '12.50',
  '19.99',
  '999.99',
  '1000',
  '1234.5',
  '99999.99',
];

describe('prices', () => {
  it('are written by hand exactly as Intl writes them, for each currency written by hand', () => {
    for (const currency of Object.keys(PRICE_SIGNS))
      for (const price of [...PRICES, '1000000', '-24.5'])
        expect(`${currency} ${formatPrice(price, currency)}`).toBe(`${currency} ${intl(price, currency)}`);
  });

  it('go through Intl for any other currency', () => {
    for (const currency of ['BHD', 'ZAR', 'XOF', 'ISK'])
      for (const price of PRICES) expect(formatPrice(price, currency)).toBe(intl(price, currency));
  });
});
