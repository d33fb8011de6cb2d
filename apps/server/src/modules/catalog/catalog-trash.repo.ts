import { desc, eq, sql } from 'drizzle-orm';
import type { TTitleHoldings } from '@rewind/shared/catalog-admin';
import { type Db, queryRows } from '../../db/client';
import type { CascadeSnapshot } from '../../db/cascade-snapshot';
import { mediaTitles, mediaTitlesTrash } from '../../db/schema/catalog';
import { memberNames } from '../profiles/profiles.views';

/** What the trash keeps of a deleted title besides the title itself and what its delete took. */
export type TrashedDetails = {
  deletedBy: string;
  purgeAfter: Date;
  holdings: TTitleHoldings;
  /** The stored files its photos and poster named: deleted when it is purged. */
  files: string[];
  /** The members told of the delete: told again if it comes back. */
  notified: string[];
};

type NewTrashedTitle = TrashedDetails & {
  titleId: string;
  displayId: number;
  title: string;
  year: number | null;
  snapshot: CascadeSnapshot;
};

/** Locks a film's row for its delete: nothing can point at it anew until the delete has committed. */
export async function lockTitle(tx: Db, id: string): Promise<void> {
  await tx.select({ id: mediaTitles.id }).from(mediaTitles).where(eq(mediaTitles.id, id)).for('update');
}

export async function insertTrashed(tx: Db, values: NewTrashedTitle): Promise<void> {
  await tx.insert(mediaTitlesTrash).values(values);
}

/** A page of the trash, newest deletion first, with the name of the admin who deleted each film. */
export async function findTrashed(db: Db, page: number, pageSize: number) {
  return db
    .select({
      id: mediaTitlesTrash.id,
      titleId: mediaTitlesTrash.titleId,
      displayId: mediaTitlesTrash.displayId,
      title: mediaTitlesTrash.title,
      year: mediaTitlesTrash.year,
      deletedAt: mediaTitlesTrash.deletedAt,
      purgeAfter: mediaTitlesTrash.purgeAfter,
      deletedBy: memberNames.username,
      holdings: mediaTitlesTrash.holdings,
    })
    .from(mediaTitlesTrash)
    .leftJoin(memberNames, eq(memberNames.userId, mediaTitlesTrash.deletedBy))
    .orderBy(desc(mediaTitlesTrash.deletedAt), desc(mediaTitlesTrash.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
}
export type TrashedRow = Awaited<ReturnType<typeof findTrashed>>[number];

/** Takes a film out of the trash to restore it: its row is locked and removed in the caller's transaction. */
export async function takeTrashed(tx: Db, id: string) {
  const [row] = await tx.delete(mediaTitlesTrash).where(eq(mediaTitlesTrash.id, id)).returning();
  return row;
}

/**
 * Removes for good the films whose time in the trash is up, a batch at a time (`skip locked`: two instances
 * never take the same ones), and answers the files they named, to delete once this has committed.
 */
export async function purgeDue(tx: Db, now: Date, limit: number): Promise<string[][]> {
  const rows = await queryRows<{ files: string[] }>(
    tx,
    sql`delete from ${mediaTitlesTrash} where ${mediaTitlesTrash.id} in (
          select ${mediaTitlesTrash.id} from ${mediaTitlesTrash}
          where ${mediaTitlesTrash.purgeAfter} <= ${now.toISOString()}
          order by ${mediaTitlesTrash.purgeAfter} limit ${limit} for update skip locked)
        returning ${mediaTitlesTrash.files} as files`,
  );
  return rows.map((row) => row.files);
}
