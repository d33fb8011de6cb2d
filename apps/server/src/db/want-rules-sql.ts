import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CONDITIONS } from '@rewind/shared/options';
import { type TWantRule, WANT_RULES } from '@rewind/shared/want-rules';
import { userWantlistItems as wants } from './schema/collection';
import { marketplaceListings as listings, wantlistListingMatches as matches } from './schema/marketplace';
import { sqlLiteral } from './sql-literals';

// The SQL that keeps wantlist_listing_matches, rendered from the shared rules (WANT_RULES) and grade scale
// (CONDITIONS) so that the database holds the rules written once in TypeScript (decision 046). A migration's SQL is
// this text, written by `npm run db:want-rules`; a test holds the migrated database's functions and triggers to it,
// so a change to the rules without a migration fails.

/** The listing's column each rule holds the listing to, by the shared rule's name for it. */
const listingColumns = {
  price: listings.price,
  mediaCondition: listings.condition,
  packagingCondition: listings.packagingCondition,
  format: listings.format,
  region: listings.region,
} satisfies Record<TWantRule['listing'], PgColumn>;

type Source = { rules: readonly TWantRule[]; grades: readonly string[] };

const name = (identifier: string) => `"${identifier}"`;
const table = (of: Parameters<typeof getTableName>[0]) => name(getTableName(of));
const columns = (...of: PgColumn[]) => of.map((column) => name(column.name)).join(', ');
const want = (column: PgColumn) => `w.${name(column.name)}`;
const listing = (column: PgColumn) => `l.${name(column.name)}`;

function ruleCondition({ rule, listing: field, test }: TWantRule): string {
  const wanted = want(wants[rule]);
  const offered = listing(listingColumns[field]);
  switch (test) {
    case 'at-most':
      return `(${wanted} IS NULL OR ${offered} <= ${wanted})`;
    case 'grade-at-least':
      return `(${wanted} IS NULL OR coalesce(array_position(g.grades, ${offered}) <= array_position(g.grades, ${wanted}), false))`;
    case 'one-of':
      return `(coalesce(cardinality(${wanted}), 0) = 0 OR ${offered} = ANY (${wanted}))`;
  }
}

/**
 * Whether the listing passes the want: an active listing of the release wanted, or of any release of a film wanted
 * without one; never one's own, nor for a fulfilled want; and every rule.
 */
function wantPassesListing({ rules, grades }: Source): string {
  const conditions = [
    `${listing(listings.isActive)} AND ${listing(listings.releaseId)} IS NOT NULL AND ${want(wants.fulfilledAt)} IS NULL AND ${want(wants.userId)} <> ${listing(listings.sellerId)}`,
    `(${want(wants.releaseId)} = ${listing(listings.releaseId)} OR (${want(wants.releaseId)} IS NULL AND ${want(wants.masterMovieId)} = ${listing(listings.masterMovieId)}))`,
    ...rules.map(ruleCondition),
  ];
  return `CREATE OR REPLACE FUNCTION "want_passes_listing"(w ${table(wants)}, l ${table(listings)}) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT ${conditions.join('\n    AND ')}
  FROM (SELECT ARRAY[${grades.map(sqlLiteral).join(', ')}]::text[] AS grades) g
$$`;
}

/** A trigger that matches its row again when a column that decides its matches changes (its functions: 0026). */
function matchTrigger(trigger: string, on: typeof wants | typeof listings, deciding: PgColumn[]): string {
  return `CREATE OR REPLACE TRIGGER ${name(trigger)} AFTER INSERT OR UPDATE OF ${columns(...deciding)} ON ${table(on)}
  FOR EACH ROW EXECUTE FUNCTION ${name(trigger)}()`;
}

/** The function and the triggers that decide the matches, one statement each: what the test compares. */
export function wantRulesDefinitions(source: Source = { rules: WANT_RULES, grades: CONDITIONS }): string[] {
  const { rules } = source;
  return [
    wantPassesListing(source),
    matchTrigger('marketplace_listings_match_wants', listings, [
      listings.isActive,
      ...rules.map((rule) => listingColumns[rule.listing]),
      listings.releaseId,
      listings.masterMovieId,
      listings.sellerId,
    ]),
    matchTrigger('user_wantlist_items_match_listings', wants, [
      wants.userId,
      wants.releaseId,
      wants.masterMovieId,
      ...rules.map((rule) => wants[rule.rule]),
      wants.fulfilledAt,
    ]),
  ];
}

/** Every match again, by the rules as they now are. */
const rebuildMatches = [
  `DELETE FROM ${table(matches)}`,
  `INSERT INTO ${table(matches)} (${columns(matches.wantId, matches.listingId, matches.userId, matches.listingCreatedAt)})
SELECT ${want(wants.id)}, ${listing(listings.id)}, ${want(wants.userId)}, ${listing(listings.createdAt)} FROM ${table(wants)} w
JOIN ${table(listings)} l ON ${listing(listings.releaseId)} = ${want(wants.releaseId)} OR (${want(wants.releaseId)} IS NULL AND ${listing(listings.masterMovieId)} = ${want(wants.masterMovieId)})
WHERE ${listing(listings.isActive)} AND "want_passes_listing"(w, l)`,
];

/** A migration's whole text: the definitions, then the matches made again by them. */
export function wantRulesMigration(): string {
  const header = [
    '-- Written by `npm run db:want-rules` from WANT_RULES (packages/shared/src/want-rules.ts) and the grade scale',
    '-- CONDITIONS (packages/shared/src/options.ts), best first; not edited by hand (decision 046).',
  ];
  const statements = [...wantRulesDefinitions(), ...rebuildMatches];
  return `${header.join('\n')}\n${statements.map((statement) => `${statement};`).join('--> statement-breakpoint\n')}\n`;
}
