import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITIONS } from '@rewind/shared/options';
import { WANT_RULES } from '@rewind/shared/want-rules';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { type Db, queryRows } from './client';
import { wantRulesDefinitions } from './want-rules-sql';

let test: TestDatabase;
const db = () => test.database.db;

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test.database.close();
  await test.dropDatabase();
});

/** The function and the triggers that decide the matches, as the database writes them out. */
async function readDefinitions(db: Db): Promise<string[]> {
  const functions = await queryRows<{ definition: string }>(
    db,
    sql`select pg_get_functiondef('want_passes_listing(user_wantlist_items, marketplace_listings)'::regprocedure)
          as definition`,
  );
  const triggers = await queryRows<{ definition: string }>(
    db,
    sql`select pg_get_triggerdef(oid) as definition from pg_trigger
        where tgname in ('marketplace_listings_match_wants', 'user_wantlist_items_match_listings') order by tgname`,
  );
  return [...functions, ...triggers].map((row) => row.definition);
}

/** The same, had `statements` been run: in a transaction that is then undone, so the database keeps its own. */
async function readDefinitionsAfter(statements: string[]): Promise<string[]> {
  let definitions: string[] = [];
  try {
    await db().transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
      definitions = await readDefinitions(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return definitions;
}

describe('the want rules in the database', () => {
  it('are the shared rules and grade scale: a change to either needs a migration (npm run db:want-rules)', async () => {
    const migrated = await readDefinitions(db());
    expect(migrated).toHaveLength(3);
    expect(migrated).toEqual(await readDefinitionsAfter(wantRulesDefinitions()));
  });

  it('differ from a grade scale in another order, or from rules with one left out', async () => {
    const migrated = await readDefinitions(db());
    const reordered = wantRulesDefinitions({ rules: WANT_RULES, grades: CONDITIONS.toReversed() });
    const withoutPrice = wantRulesDefinitions({ rules: WANT_RULES.slice(1), grades: CONDITIONS });
    expect(await readDefinitionsAfter(reordered)).not.toEqual(migrated);
    expect(await readDefinitionsAfter(withoutPrice)).not.toEqual(migrated);
    // Undone: the database still has its own.
    expect(await readDefinitions(db())).toEqual(migrated);
  });
});
