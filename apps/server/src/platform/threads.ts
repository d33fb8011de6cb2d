import type { TOrderMessagePage } from '@rewind/shared/orders';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { pageAndMore, rowsOfPageAndOneMore } from './paging';

/**
 * A thread between the two sides of something (an order, a trade): its table's messages, each by an author,
 * under one parent row, with an index on (parent, created_at desc, id desc).
 */
export type ThreadTable = PgTable & {
  id: PgColumn;
  authorId: PgColumn;
  body: PgColumn;
  createdAt: PgColumn;
};

/** Messages of a thread per page. */
const THREAD_PAGE = 50;

/** A thread pages by the message it comes before, not by number: each page is the first after that one. */
const FIRST_PAGE = { page: 1, pageSize: THREAD_PAGE };

type Row = { id: string; authorId: string | null; body: string; createdAt: Date };

/**
 * A page of the thread under `parentId` (its column `parent`), newest first, before the message `before`;
 * `authorName` names each message's author. The answer says which message the next page comes before.
 */
export async function threadPage(
  db: Db,
  thread: { table: ThreadTable; parent: PgColumn },
  parentId: string,
  before: string | undefined,
  authorName: (authorId: string | null) => string | null,
): Promise<TOrderMessagePage> {
  const { table, parent } = thread;
  // Inside the subquery the table's name is the subquery's own row: the message `before` is.
  const earlier = before
    ? sql`(${table.createdAt}, ${table.id}) < (select ${table.createdAt}, ${table.id} from ${table} where ${table.id} = ${before} and ${parent} = ${parentId})`
    : undefined;
  const rows = (await db
    .select({ id: table.id, authorId: table.authorId, body: table.body, createdAt: table.createdAt })
    .from(table)
    .where(and(eq(parent, parentId), earlier))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(rowsOfPageAndOneMore(FIRST_PAGE).limit)) as Row[];
  const { rows: page, hasMore } = pageAndMore(rows, FIRST_PAGE);
  return {
    items: page.map((message) => ({
      id: message.id,
      author: authorName(message.authorId),
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
    nextBefore: hasMore ? page.at(-1)!.id : null,
  };
}
