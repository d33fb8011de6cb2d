import { asc, count, desc, sql } from 'drizzle-orm';
import type { TTitleListQuery } from '@rewind/shared/catalog';
import type { Db } from '../../db/client';
import { mediaTitles } from '../../db/schema/catalog';

const titleSummaryColumns = {
  id: mediaTitles.id,
  displayId: mediaTitles.displayId,
  title: mediaTitles.title,
  year: mediaTitles.year,
  director: mediaTitles.director,
  genre: mediaTitles.genre,
  studio: mediaTitles.studio,
  coverImageUrl: mediaTitles.coverImageUrl,
};

const selectTitleSummaries = (db: Db) => db.select(titleSummaryColumns).from(mediaTitles);
export type TitleSummaryRow = Awaited<ReturnType<typeof selectTitleSummaries>>[number];

const orderings = {
  newest: [desc(mediaTitles.createdAt), desc(mediaTitles.id)],
  title: [asc(sql`lower(${mediaTitles.title})`), asc(mediaTitles.id)],
  year: [sql`${mediaTitles.year} desc nulls last`, desc(mediaTitles.createdAt)],
};

export async function findTitles(
  db: Db,
  query: TTitleListQuery,
): Promise<{ rows: TitleSummaryRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    selectTitleSummaries(db)
      .orderBy(...orderings[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(mediaTitles),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
