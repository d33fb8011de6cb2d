import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

// What deleting a row takes with it, kept so that it can be put back (decision 034). The database's own foreign
// keys say what goes: every row that `on delete cascade` would remove, however deep, and every reference that
// `on delete set null` would clear. Reading them from the catalogue of constraints, not from a list written by
// hand, means a table added later is kept and restored without anyone remembering to.

type Row = Record<string, unknown>;

/** Rows of one table, in the order they may be inserted again (a table's parents come before it). */
export type SnapshotRows = { table: string; rows: Row[] };

/** References `on delete set null` clears: each row's key and the value its column held. */
export type SnapshotReferences = { table: string; column: string; rows: Row[] };

export type CascadeSnapshot = { rows: SnapshotRows[]; references: SnapshotReferences[] };

type ForeignKey = {
  child: string;
  parent: string;
  action: string;
  childColumn: string;
  parentColumn: string;
};
type Schema = {
  foreignKeys: ForeignKey[];
  primaryKeys: Map<string, string[]>;
  /** Columns a row may be inserted with (generated ones are the database's own), with their SQL types. */
  columns: Map<string, Map<string, string>>;
};

const CASCADE = 'c';
const SET_NULL = 'n';

async function readSchema(db: Db): Promise<Schema> {
  const [foreignKeys, primaryKeys, columns] = await Promise.all([
    // Keys of one column only: every foreign key of this schema is one (a composite one would not be followed).
    queryRows<ForeignKey>(
      db,
      sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
            c.confdeltype as action, ca.attname as "childColumn", pa.attname as "parentColumn"
          from pg_constraint c
          join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
          join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
          where c.contype = 'f' and cardinality(c.conkey) = 1
          order by c.conname`,
    ),
    queryRows<{ table: string; columns: string[] }>(
      db,
      sql`select i.indrelid::regclass::text as table,
            array_agg(a.attname::text order by k.ord) as columns
          from pg_index i
          cross join lateral unnest(i.indkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
          where i.indisprimary and i.indrelid::regclass::text not like 'pg\\_%'
          group by i.indrelid`,
    ),
    queryRows<{ table: string; column: string; type: string }>(
      db,
      sql`select c.table_name as table, c.column_name as column,
            format_type(a.atttypid, a.atttypmod) as type
          from information_schema.columns c
          join pg_attribute a on a.attrelid = (quote_ident(c.table_name))::regclass and a.attname = c.column_name
          where c.table_schema = current_schema() and c.is_generated = 'NEVER'`,
    ),
  ]);
  const columnsByTable = new Map<string, Map<string, string>>();
  for (const { table, column, type } of columns) {
    const ofTable = columnsByTable.get(table) ?? new Map<string, string>();
    columnsByTable.set(table, ofTable.set(column, type));
  }
  return {
    foreignKeys,
    primaryKeys: new Map(primaryKeys.map(({ table, columns: keys }) => [table, keys])),
    columns: columnsByTable,
  };
}

const ident = (name: string) => sql.identifier(name);

function typeOf(schema: Schema, table: string, column: string): string {
  const type = schema.columns.get(table)?.get(column);
  if (!type) throw new Error(`No column ${table}.${column}`);
  return type;
}

/** `column in (values)`, the values travelling as one JSON parameter cast to the column's type (its index serves). */
function columnIn(schema: Schema, table: string, column: string, values: unknown[]): SQL {
  const type = sql.raw(typeOf(schema, table, column));
  return sql`${ident(column)} in (select value::${type} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

function keyOf(schema: Schema, table: string, row: Row): string {
  const keys = schema.primaryKeys.get(table);
  if (!keys) throw new Error(`Table ${table} has no primary key to keep its rows by`);
  return `${table}:${JSON.stringify(keys.map((key) => row[key]))}`;
}

/** The values of `column` in these rows, once each and without nulls. */
const valuesOf = (rows: Row[], column: string) => [
  ...new Set(rows.map((row) => row[column]).filter((value) => value !== null && value !== undefined)),
];

/**
 * Everything deleting the rows of `table` whose `column` is one of `values` would remove or clear, read in the
 * caller's transaction before the delete (lock the rows first, so nothing is added in between).
 */
export async function snapshotCascade(
  db: Db,
  table: string,
  column: string,
  values: unknown[],
): Promise<CascadeSnapshot> {
  const schema = await readSchema(db);
  const seen = new Set<string>();
  const rows: SnapshotRows[] = [];
  const references: SnapshotReferences[] = [];
  const take = async (into: string, where: SQL): Promise<Row[]> => {
    const found = await queryRows<{ row: Row }>(
      db,
      sql`select to_jsonb(t) as row from ${ident(into)} t where ${where}`,
    );
    const fresh = found.map(({ row }) => row).filter((row) => !seen.has(keyOf(schema, into, row)));
    for (const row of fresh) seen.add(keyOf(schema, into, row));
    if (fresh.length > 0) rows.push({ table: into, rows: fresh });
    return fresh;
  };
  const queue: SnapshotRows[] = [{ table, rows: await take(table, columnIn(schema, table, column, values)) }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const key of schema.foreignKeys.filter((fk) => fk.parent === next.table)) {
      const parentValues = valuesOf(next.rows, key.parentColumn);
      if (parentValues.length === 0) continue;
      const where = columnIn(schema, key.child, key.childColumn, parentValues);
      if (key.action === CASCADE) {
        const children = await take(key.child, where);
        if (children.length > 0) queue.push({ table: key.child, rows: children });
      } else if (key.action === SET_NULL) {
        const cleared = await clearedBy(db, schema, key, where);
        if (cleared.length > 0) references.push({ table: key.child, column: key.childColumn, rows: cleared });
      }
    }
  }
  return {
    rows,
    // A row that goes whole comes back whole: its references need no second restoring.
    references: references
      .map((ref) => ({ ...ref, rows: ref.rows.filter((row) => !seen.has(keyOf(schema, ref.table, row))) }))
      .filter((ref) => ref.rows.length > 0),
  };
}

async function clearedBy(db: Db, schema: Schema, key: ForeignKey, where: SQL): Promise<Row[]> {
  const keys = schema.primaryKeys.get(key.child);
  if (!keys) throw new Error(`Table ${key.child} has no primary key to keep its references by`);
  const columns = sql.join(
    [...keys, key.childColumn].map((column) => sql`${column}::text, ${ident(column)}`),
    sql`, `,
  );
  const found = await queryRows<{ row: Row }>(
    db,
    sql`select jsonb_build_object(${columns}) as row from ${ident(key.child)} where ${where}`,
  );
  return found.map(({ row }) => row);
}

/** Per table, how many rows a restore put back (a row whose parent has gone since, or that is back already, is not). */
export type RestoredCounts = Map<string, number>;

/**
 * Puts a snapshot back in the caller's transaction: its rows in the order they were read (parents first), then
 * the references that were cleared, where the row still exists and its column is still empty. Columns the
 * table no longer has are left out, and ones added since take their defaults. A row that meets one already
 * there is skipped (a trigger may have made it again from its parents), as is one whose parent has gone
 * meanwhile (a member who left), so that one missing piece never keeps the rest from coming back.
 */
export async function restoreCascade(db: Db, snapshot: CascadeSnapshot): Promise<RestoredCounts> {
  const schema = await readSchema(db);
  const counts: RestoredCounts = new Map();
  for (const { table, rows } of parentsFirst(schema, snapshot.rows)) {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((column) =>
      schema.columns.get(table)?.has(column),
    );
    const names = sql.join(columns.map(ident), sql`, `);
    const picked = sql.join(
      columns.map((column) => sql`r.${ident(column)}`),
      sql`, `,
    );
    const [{ count }] = (await queryRows<{ count: number }>(
      db,
      sql`with restored as (
            insert into ${ident(table)} (${names}) overriding system value
            select ${picked} from jsonb_populate_recordset(null::${ident(table)}, ${JSON.stringify(rows)}::jsonb) r
            where ${parentsExist(schema, table, columns)}
            on conflict do nothing
            returning 1)
          select count(*)::int as count from restored`,
    )) as [{ count: number }];
    counts.set(table, (counts.get(table) ?? 0) + count);
  }
  for (const { table, column, rows } of snapshot.references) {
    const keys = schema.primaryKeys.get(table) ?? [];
    const record = sql`jsonb_populate_record(null::${ident(table)}, d.row)`;
    const sameKey = sql.join(
      keys.map((key) => sql`t.${ident(key)} = (${record}).${ident(key)}`),
      sql` and `,
    );
    await db.execute(
      sql`update ${ident(table)} t set ${ident(column)} = (${record}).${ident(column)}
          from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) d(row)
          where ${sameKey} and t.${ident(column)} is null
            and ${parentExists(schema, table, column, sql`(${record}).${ident(column)}`)}`,
    );
  }
  return counts;
}

/**
 * The snapshot's rows one group per table, each table after the tables it references (a challenge's item names
 * both a film and its release: both come back before it). A table that references itself comes back in one go.
 */
function parentsFirst(schema: Schema, groups: SnapshotRows[]): SnapshotRows[] {
  const byTable = new Map<string, Row[]>();
  for (const { table, rows } of groups) byTable.set(table, [...(byTable.get(table) ?? []), ...rows]);
  const ordered: SnapshotRows[] = [];
  const waiting = new Set(byTable.keys());
  while (waiting.size > 0) {
    const ready = [...waiting].filter((table) =>
      schema.foreignKeys.every(
        (key) => key.child !== table || key.parent === table || !waiting.has(key.parent),
      ),
    );
    // A loop between tables cannot be ordered: take the rest as they are (their guards skip what cannot go in).
    for (const table of ready.length > 0 ? ready : [...waiting]) {
      ordered.push({ table, rows: byTable.get(table)! });
      waiting.delete(table);
    }
  }
  return ordered;
}

/** A restored row's references must lead somewhere: each parent it names is there (or it names none). */
function parentsExist(schema: Schema, table: string, columns: string[]): SQL {
  const checks = schema.foreignKeys
    .filter((key) => key.child === table && columns.includes(key.childColumn))
    .map((key) => parentExists(schema, table, key.childColumn, sql`r.${ident(key.childColumn)}`));
  return checks.length > 0 ? sql.join(checks, sql` and `) : sql`true`;
}

function parentExists(schema: Schema, table: string, column: string, value: SQL): SQL {
  const keys = schema.foreignKeys.filter((key) => key.child === table && key.childColumn === column);
  const checks = keys.map(
    (key) =>
      sql`(${value} is null or exists (select 1 from ${ident(key.parent)} p where p.${ident(key.parentColumn)} = ${value}))`,
  );
  return checks.length > 0 ? sql.join(checks, sql` and `) : sql`true`;
}
