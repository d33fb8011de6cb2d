import { z } from 'zod';
import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';

/**
 * An amount in the site's currency: a number or a decimal text with at most two decimals. Kept as the text
 * PostgreSQL's numeric(10, 2) gives back ('12.50'), so no binary fraction ever rounds a price.
 */
const amount = ({ mayBeZero }: { mayBeZero: boolean }) =>
  z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: Number(text) > LIMITS.priceMax ? MSG.priceTooHigh : MSG.priceInvalid,
      });
      return z.NEVER;
    }
    if (!mayBeZero && Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: MSG.priceTooLow });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

/** A price, above 0. */
export const ZPrice = amount({ mayBeZero: false });

/** A shipping cost: 0 when there is none. */
export const ZShippingCost = amount({ mayBeZero: true });
