import type { TWantRules } from '@rewind/shared/collection';
import { formatPrice } from '@rewind/shared/currency';

/** The rules in a few words: 'Any copy', or e.g. 'Up to $20.00 · Media Near Mint+ · VHS'. */
export function rulesSummary(rules: TWantRules) {
  const parts = [
    rules.maxPrice && `Up to ${formatPrice(rules.maxPrice, rules.currency)}`,
    rules.minMediaCondition && `Media ${rules.minMediaCondition}+`,
    rules.minPackagingCondition && `Box ${rules.minPackagingCondition}+`,
    rules.formats.length > 0 && rules.formats.join('/'),
    rules.regions.length > 0 && rules.regions.join('/'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Any copy';
}
