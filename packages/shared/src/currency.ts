// Prices as people read them. Apart from the price schema (price.ts), so pages that only show prices do not
// load the validation library.

/**
 * The usual currencies' signs as Intl's en-US formatter writes them before the amount; an empty sign means the
 * code and a no-break space (CHF 12.00). The marketplace prints prices in its first view, and making that
 * formatter is a 60–130 ms task on a phone (decision 032), so these are written by hand; currency.test.ts
 * checks each against Intl. Any other currency is Intl's to write.
 */
export const PRICE_SIGNS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  HKD: 'HK$',
  MXN: 'MX$',
  BRL: 'R$',
  INR: '₹',
  KRW: '₩',
  CNY: 'CN¥',
  CHF: '',
  SEK: '',
  NOK: '',
  DKK: '',
  PLN: '',
};
// Of those, the ones without cents.
const WHOLE_UNITS = ['JPY', 'KRW'];

// One formatter per other currency, made when first printed with (intl.ts).
const priceFormats = new Map<string, Intl.NumberFormat>();

/** A price in the site's currency, as people write it: $24.50, ¥1,235, CHF 12.00. */
export function formatPrice(price: string, currency: string): string {
  const sign = PRICE_SIGNS[currency];
  const amount = Number(price);
  if (sign === undefined) {
    let format = priceFormats.get(currency);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      priceFormats.set(currency, format);
    }
    return format.format(amount);
  }
  // toFixed rounds a half up, as Intl does; prices have at most two decimals, so no binary surprise.
  const written = Math.abs(amount).toFixed(WHOLE_UNITS.includes(currency) ? 0 : 2);
  const grouped = written.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${sign || `${currency}\u00a0`}${grouped}`;
}
