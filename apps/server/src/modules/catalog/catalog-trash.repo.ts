import { desc, eq, sql } from 'drizzle-orm';
import type { TCatalogueItemKind, THoldings } from '@rewind/shared/catalog-admin';
import { type Db, queryRows } from '../../db/client';
import type { CascadeSnapshot } from '../../db/cascade-snapshot';
import { catalogueTrash, mediaTitles, movieReleases } from '../../db/schema/catalog';
import { memberNames } from '../profiles/profiles.views';
import { offsetOf, type PageAt, rowsOfPageAndOneMore } from '../../platform/paging';

/** What the trash keeps of a deleted film or release besides what its delete took. */
export type TrashedDetails = {
  deletedBy: string;
  purgeAfter: Date;
  holdings: THoldings;
  /** The stored files its photos and poster named: deleted when it is purged. */
  files: string[];
  /** The members told of the delete: told again if it comes back. */
  notified: string[];
};

type NewTrashed = TrashedDetails & {
  kind: TCatalogueItemKind;
  itemId: string;
  titleId: string;
  label: string;
  snapshot: CascadeSnapshot;
};

/** The table each kind's row lives in: what the trash deletes from, and puts back into. */
export const TRASH_TABLES = { title: mediaTitles, release: movieReleases } as const;

/** Locks the row about to be deleted: nothing can point at it anew until the delete has committed. */
export async function lockItem(tx: Db, kind: TCatalogueItemKind, id: string): Promise<void> {
  const table = TRASH_TABLES[kind];
  await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
}

export async function deleteItem(tx: Db, kind: TCatalogueItemKind, id: string): Promise<void> {
  const table = TRASH_TABLES[kind];
  await tx.delete(table).where(eq(table.id, id));
}

export async function insertTrashed(tx: Db, values: NewTrashed): Promise<void> {
  await tx.insert(catalogueTrash).values(values);
}

/** A page of the trash, newest deletion first, with the name of the admin who deleted each. */
export async function findTrashed(db: Db, at: PageAt) {
  return db
    .select({
      id: catalogueTrash.id,
      kind: catalogueTrash.kind,
      itemId: catalogueTrash.itemId,
      titleId: catalogueTrash.titleId,
      label: catalogueTrash.label,
      deletedAt: catalogueTrash.deletedAt,
      purgeAfter: catalogueTrash.purgeAfter,
      deletedBy: memberNames.username,
      holdings: catalogueTrash.holdings,
    })
    .from(catalogueTrash)
    .leftJoin(memberNames, eq(memberNames.userId, catalogueTrash.deletedBy))
    .orderBy(desc(catalogueTrash.deletedAt), desc(catalogueTrash.id))
    .limit(rowsOfPageAndOneMore(at).limit)
    .offset(offsetOf(at));
}
export type TrashedRow = Awaited<ReturnType<typeof findTrashed>>[number];

/** Takes an item out of the trash to restore it: its row is removed in the caller's transaction. */
export async function takeTrashed(tx: Db, id: string) {
  const [row] = await tx.delete(catalogueTrash).where(eq(catalogueTrash.id, id)).returning();
  return row;
}

/**
 * Removes for good the items whose time in the trash is up, a batch at a time (`skip locked`: two instances
 * never take the same ones), and answers the files they named, to delete once this has committed.
 */
export async function purgeDue(tx: Db, now: Date, limit: number): Promise<string[][]> {
  const rows = await queryRows<{ files: string[] }>(
    tx,
    sql`delete from ${catalogueTrash} where ${catalogueTrash.id} in (
          select ${catalogueTrash.id} from ${catalogueTrash}
          where ${catalogueTrash.purgeAfter} <= ${now.toISOString()}
          order by ${catalogueTrash.purgeAfter} limit ${limit} for update skip locked)
        returning ${catalogueTrash.files} as files`,
  );
  return rows.map((row) => row.files);
}
