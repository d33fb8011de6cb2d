import { gt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/auth';

/**
 * The members suspended right now: what they put up (listings, trade requests, forum posts)
 * is hidden from everyone but admins while it lasts, and comes back by itself when the suspension ends or is
 * lifted, since a suspension is a time. A handful of rows, read down users_suspended_until_idx. Read-only
 * (decision 017).
 *
 * `inArray(column, suspendedMembers)` finds their rows (down an index on the member's column);
 * `notInArray(…)` is a hashed subplan, cheap per row, but PostgreSQL guesses it keeps half the rows, which
 * can turn a join's plan; `notSuspended(column)` keeps the estimate right.
 */
export const suspendedMembers = new QueryBuilder()
  .select({ userId: users.id })
  .from(users)
  .where(gt(users.suspendedUntil, sql`now()`));

/**
 * The row's member (a column never null) is not suspended now: `column <> all(array(…))`, the array read once per statement (an
 * InitPlan) and the planner's estimate of the rows kept close to all of them.
 */
export const notSuspended = (column: SQLWrapper): SQL => sql`${column} <> all(array${suspendedMembers})`;

/** Whether the row's member is suspended now, as a column of a few rows (a page's replies). */
export const isSuspended = (column: SQLWrapper): SQL<boolean> =>
  sql<boolean>`(${column} = any(array${suspendedMembers}))`;
