import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A period ending now and the one as long before it (the admin dashboard's comparisons). */
export type Period = { start: Date; previousStart: Date };

export function periodOf(days: number, now: Date): Period {
  const length = days * 24 * 60 * 60 * 1000;
  return { start: new Date(now.getTime() - length), previousStart: new Date(now.getTime() - 2 * length) };
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** How many rows `column` dates in the period, and in the one before. */
export const countsIn = (column: PgColumn, period: Period, where: SQL = sql`true`) => ({
  current: sql<number>`count(*) filter (where ${where} and ${column} >= ${at(period.start)})`.mapWith(Number),
  previous: sql<number>`count(*) filter (where ${where} and ${column} >= ${at(period.previousStart)}
    and ${column} < ${at(period.start)})`.mapWith(Number),
});

/** The rows dated in the period or the one before: what `countsIn` reads, by the column's index. */
export const withinPeriods = (column: PgColumn, period: Period) =>
  sql`${column} >= ${at(period.previousStart)}`;

/** A moment of the period as SQL, for conditions of one's own (what was active at its start). */
export const periodStart = (period: Period) => at(period.start);
