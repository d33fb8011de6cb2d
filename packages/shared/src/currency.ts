// Prices as people read them. Apart from the price schema (price.ts), so pages that only show prices do not
// load the validation library.

/** A price in the site's currency, as people write it: $24.50. */
export function formatPrice(price: string, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(price));
}
