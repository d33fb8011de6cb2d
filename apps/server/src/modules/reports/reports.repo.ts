import { type Period, periodStart } from '../../platform/periods';
import type { TReportOutcome, TReportReason, TReportTarget } from '@rewind/shared/report-options';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema/reports';
import { memberNames } from '../profiles/profiles.views';

export type ReportTargetKey = { targetType: TReportTarget; targetId: string };

export type NewReport = ReportTargetKey & {
  subjectId: string | null;
  reporterId: string;
  reason: TReportReason;
  note: string | null;
  label: string;
  excerpt: string | null;
  path: string | null;
};

const isTarget = (target: ReportTargetKey) =>
  and(eq(reports.targetType, target.targetType), eq(reports.targetId, target.targetId));
const isOpen = eq(reports.state, 'open');

/** Stores a report unless the member has one open on the thing already; answers whether it is new. */
export async function insertReport(tx: Db, report: NewReport, at: Date): Promise<boolean> {
  const { label, excerpt, path, ...rest } = report;
  const rows = await tx
    .insert(reports)
    .values({ ...rest, targetLabel: label, targetExcerpt: excerpt, targetPath: path, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows.length > 0;
}

/** The ids of the open reports on a thing, locked against a concurrent decision. */
export async function lockOpenReports(tx: Db, target: ReportTargetKey): Promise<string[]> {
  const rows = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(isTarget(target), isOpen))
    .for('update');
  return rows.map((row) => row.id);
}

export async function takeReports(tx: Db, ids: string[], adminId: string, at: Date): Promise<void> {
  await tx.update(reports).set({ takenBy: adminId, takenAt: at }).where(inArray(reports.id, ids));
}

export type Decision = {
  id: string;
  state: 'resolved' | 'dismissed';
  by: string;
  at: Date;
  outcomes: TReportOutcome[];
  note: string | null;
};

/** Closes the reports named (or every open one on the thing) under one decision. */
export async function decide(
  tx: Db,
  which: { ids: string[] } | { target: ReportTargetKey },
  decision: Decision,
): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({
      state: decision.state,
      decisionId: decision.id,
      decidedBy: decision.by,
      decidedAt: decision.at,
      outcomes: decision.outcomes,
      decisionNote: decision.note,
    })
    .where('ids' in which ? inArray(reports.id, which.ids) : and(isTarget(which.target), isOpen))
    .returning({ id: reports.id });
  return rows.length;
}

/** The reports one decision closed; a member who reported the thing again since keeps only the new report. */
export async function reopenDecision(tx: Db, decisionId: string): Promise<ReportTargetKey | null> {
  const rows = await tx
    .update(reports)
    .set({
      state: 'open',
      decisionId: null,
      decidedBy: null,
      decidedAt: null,
      outcomes: [],
      decisionNote: null,
    })
    .where(
      and(
        eq(reports.decisionId, decisionId),
        sql`not exists (select 1 from ${reports} newer where newer.target_type = ${reports.targetType}
          and newer.target_id = ${reports.targetId} and newer.reporter_id = ${reports.reporterId}
          and newer.state = 'open')`,
      ),
    )
    .returning({ targetType: reports.targetType, targetId: reports.targetId });
  return rows[0] ?? null;
}

/** Of `targetIds`, those the member has an open report on. */
/** Whether any of the things has an open report (reports_open_target_reporter_key leads with the target). */
export async function hasOpenReport(db: Db, targets: readonly ReportTargetKey[]): Promise<boolean> {
  if (targets.length === 0) return false;
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(isOpen, or(...targets.map(isTarget))))
    .limit(1);
  return row !== undefined;
}

export async function openReportsBy(
  db: Db,
  reporterId: string,
  targetType: TReportTarget,
  targetIds: string[],
): Promise<Set<string>> {
  if (targetIds.length === 0) return new Set();
  const rows = await db
    .select({ targetId: reports.targetId })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, targetType),
        inArray(reports.targetId, targetIds),
        eq(reports.reporterId, reporterId),
        isOpen,
      ),
    );
  return new Set(rows.map((row) => row.targetId));
}

const latest = <T>(column: unknown) => sql<T>`(array_agg(${column} order by ${reports.createdAt} desc))[1]`;
const nameOf = (column: unknown) =>
  sql<
    string | null
  >`(select ${memberNames.username} from ${memberNames} where ${memberNames.userId} = ${column})`;

/** The case's own reports, newest first, with their reporters' names (at most 10). */
const reportItems = sql<
  { reporter: string | null; reason: string; note: string | null; createdAt: string }[]
>`
  (array_agg(json_build_object('reporter', ${nameOf(reports.reporterId)}, 'reason', ${reports.reason},
    'note', ${reports.note}, 'createdAt', ${reports.createdAt}) order by ${reports.createdAt} desc))[1:10]`;

const caseColumns = {
  targetType: reports.targetType,
  targetId: reports.targetId,
  label: latest<string>(reports.targetLabel),
  excerpt: latest<string | null>(reports.targetExcerpt),
  path: latest<string | null>(reports.targetPath),
  subjectId: latest<string | null>(reports.subjectId),
  reportCount: sql<number>`count(*)`.mapWith(Number),
  firstReportedAt: sql<string>`min(${reports.createdAt})`,
  lastReportedAt: sql<string>`max(${reports.createdAt})`,
  reports: reportItems,
};

type CaseQuery = { targetType?: TReportTarget; targetId?: string; limit: number; offset: number };

/** Open cases, the longest waiting first: one per reported thing. */
export async function openCases(db: Db, query: CaseQuery) {
  return db
    .select({ ...caseColumns, takenBy: sql<string | null>`max(${reports.takenBy}::text)` })
    .from(reports)
    .where(
      and(
        isOpen,
        query.targetType ? eq(reports.targetType, query.targetType) : undefined,
        query.targetId ? eq(reports.targetId, query.targetId) : undefined,
      ),
    )
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(asc(sql`min(${reports.createdAt})`))
    .limit(query.limit)
    .offset(query.offset);
}

/** Decided cases, newest decision first: one per decision. */
export async function decidedCases(db: Db, query: CaseQuery) {
  return db
    .select({
      ...caseColumns,
      decisionId: reports.decisionId,
      state: reports.state,
      decidedBy: reports.decidedBy,
      decidedAt: reports.decidedAt,
      outcomes: reports.outcomes,
      decisionNote: reports.decisionNote,
    })
    .from(reports)
    .where(
      and(ne(reports.state, 'open'), query.targetType ? eq(reports.targetType, query.targetType) : undefined),
    )
    .groupBy(
      reports.decisionId,
      reports.targetType,
      reports.targetId,
      reports.state,
      reports.decidedBy,
      reports.decidedAt,
      reports.outcomes,
      reports.decisionNote,
    )
    .orderBy(desc(reports.decidedAt), desc(reports.decisionId))
    .limit(query.limit)
    .offset(query.offset);
}

export type OpenCaseRow = Awaited<ReturnType<typeof openCases>>[number];
export type DecidedCaseRow = Awaited<ReturnType<typeof decidedCases>>[number];

/** Names of members by id, for the admins who took or decided cases. */
export async function namesOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: memberNames.userId, username: memberNames.username })
    .from(memberNames)
    .where(inArray(memberNames.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.username]));
}

/** Things with open reports now and at the period's start (the admin dashboard). */
export async function openCaseCounts(db: Db, period: Period) {
  const start = periodStart(period);
  const thing = sql`(${reports.targetType}, ${reports.targetId})`;
  const [row] = await db
    .select({
      current: sql<number>`count(distinct ${thing}) filter (where ${reports.state} = 'open')`.mapWith(Number),
      previous: sql<number>`count(distinct ${thing}) filter (where ${reports.createdAt} < ${start}
        and (${reports.state} = 'open' or ${reports.decidedAt} > ${start}))`.mapWith(Number),
    })
    .from(reports);
  return { openReports: row! };
}
