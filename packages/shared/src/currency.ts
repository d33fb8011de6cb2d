// Prices as people read them. Apart from the price schema (price.ts), so pages that only show prices do not
// load the validation library.
import { memoized } from './intl.ts';

const NBSP = '\u00a0';

/**
 * How Intl's en-US formatter writes the usual currencies: the sign before the amount and the digits after the
 * point. The marketplace prints prices in its first view, and making that formatter is a 60–130 ms task on a
 * phone (decision 032), so these are written by hand; currency.test.ts checks each against Intl.
 */
const WRITTEN: Record<string, { sign: string; digits: number }> = {
  USD: { sign: '$', digits: 2 },
  EUR: { sign: '€', digits: 2 },
  GBP: { sign: '£', digits: 2 },
  JPY: { sign: '¥', digits: 0 },
  CAD: { sign: 'CA$', digits: 2 },
  AUD: { sign: 'A$', digits: 2 },
  NZD: { sign: 'NZ$', digits: 2 },
  HKD: { sign: 'HK$', digits: 2 },
  MXN: { sign: 'MX$', digits: 2 },
  BRL: { sign: 'R$', digits: 2 },
  INR: { sign: '₹', digits: 2 },
  KRW: { sign: '₩', digits: 0 },
  CNY: { sign: 'CN¥', digits: 2 },
  CHF: { sign: `CHF${NBSP}`, digits: 2 },
  SEK: { sign: `SEK${NBSP}`, digits: 2 },
  NOK: { sign: `NOK${NBSP}`, digits: 2 },
  DKK: { sign: `DKK${NBSP}`, digits: 2 },
  PLN: { sign: `PLN${NBSP}`, digits: 2 },
};

/** The currencies formatPrice writes by hand. */
export const HAND_WRITTEN_CURRENCIES = Object.keys(WRITTEN);

// Any other currency: one Intl formatter each, made when first printed with (intl.ts).
const intlFormats = new Map<string, () => Intl.NumberFormat>();
const intlFormat = (currency: string) => {
  let format = intlFormats.get(currency);
  if (!format) {
    format = memoized(() => new Intl.NumberFormat('en-US', { style: 'currency', currency }));
    intlFormats.set(currency, format);
  }
  return format();
};

/** A price in the site's currency, as people write it: $24.50, ¥1,235, CHF 12.00. */
export function formatPrice(price: string, currency: string): string {
  const written = WRITTEN[currency];
  const amount = Number(price);
  if (!written) return intlFormat(currency).format(amount);
  // toFixed rounds a half up, as Intl does; prices have at most two decimals, so no binary surprise.
  const [whole = '0', fraction] = Math.abs(amount).toFixed(written.digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${written.sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
