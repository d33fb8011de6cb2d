import type { TWantRules } from './collection.ts';

// A want's rules for a listing, once (decision 046). The database keeps which active listing passes which want's
// rules (wantlist_listing_matches) with SQL that the server renders from this list and from the grade scale,
// CONDITIONS (best first), so neither the rules nor the order of the grades is written a second time.

/**
 * How a listing's field meets a rule: at most the want's price; a grade at least as good as the want's on the scale
 * (a grade off the scale, the packaging's 'Generic' or 'No box', meets no minimum); one of the want's entries.
 */
export type TWantRuleTest = 'at-most' | 'grade-at-least' | 'one-of';

/** Each rule: the want's field (TWantRules), the listing's field it holds the listing to, and how. */
export const WANT_RULES = [
  { rule: 'maxPrice', listing: 'price', test: 'at-most' },
  { rule: 'minMediaCondition', listing: 'mediaCondition', test: 'grade-at-least' },
  { rule: 'minPackagingCondition', listing: 'packagingCondition', test: 'grade-at-least' },
  { rule: 'formats', listing: 'format', test: 'one-of' },
  { rule: 'regions', listing: 'region', test: 'one-of' },
] as const satisfies readonly { rule: keyof TWantRules; listing: string; test: TWantRuleTest }[];
export type TWantRule = (typeof WANT_RULES)[number];

/** Whether a rule asks anything: null, or no entries, is "any" and passes every listing. */
const asksSomething = (value: TWantRules[TWantRule['rule']]) =>
  Array.isArray(value) ? value.length > 0 : Boolean(value);

/** Whether a want has rules of its own, rather than taking any copy. */
export const hasRules = (rules: TWantRules) => WANT_RULES.some(({ rule }) => asksSomething(rules[rule]));
