// Prices as people read them. Apart from the price schema (price.ts), so pages that only show prices do not
// load the validation library.

// One formatter per currency, made when first printed with (intl.ts).
const priceFormats = new Map<string, Intl.NumberFormat>();

/** A price in the site's currency, as people write it: $24.50. */
export function formatPrice(price: string, currency: string): string {
  let format = priceFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    priceFormats.set(currency, format);
  }
  return format.format(Number(price));
}
