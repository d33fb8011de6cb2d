import { z } from 'zod';
import { ZShippingCost } from './price.ts';

// A seller's shipping policy: what the first item and each extra one cost to send at home
// and to the rest of the world. Without a world rate the seller ships at home only.

const ZRate = z.object({ first: ZShippingCost, extra: ZShippingCost });
export type TShippingRate = z.output<typeof ZRate>;

export const ZShippingPolicy = z.object({ domestic: ZRate, world: ZRate.nullable() });
export type TShippingPolicy = z.output<typeof ZShippingPolicy>;

/**
 * What sending `items` copies from the seller to the buyer costs by the policy: the domestic rate when both
 * name the same country, else the world rate. Null when it cannot be told (no policy, or a country unknown)
 * or the seller does not ship there: the seller then names the shipping with the total.
 */
export function shippingQuote(
  policy: TShippingPolicy | null,
  from: string | null,
  to: string | null,
  items = 1,
): string | null {
  if (!policy || !from || !to) return null;
  const rate = from === to ? policy.domestic : policy.world;
  if (!rate) return null;
  const cents = Math.round(Number(rate.first) * 100) + Math.round(Number(rate.extra) * 100) * (items - 1);
  return (cents / 100).toFixed(2);
}
