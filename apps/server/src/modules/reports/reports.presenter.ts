import type { TReportCase } from '@rewind/shared/reports';
import type { TReportOutcome } from '@rewind/shared/report-options';
import type { DecidedCaseRow, OpenCaseRow } from './reports.repo';

const iso = (value: string | Date) => new Date(value).toISOString();

function decisionOf(
  row: DecidedCaseRow | null,
  nameOf: (id: string | null) => string | null,
): TReportCase['decision'] {
  if (!row?.decisionId || !row.decidedAt) return null;
  return {
    id: row.decisionId,
    by: nameOf(row.decidedBy),
    at: iso(row.decidedAt),
    outcomes: row.outcomes as TReportOutcome[],
    note: row.decisionNote,
  };
}

const decided = (row: OpenCaseRow | DecidedCaseRow) => ('decisionId' in row ? row : null);
const taker = (row: OpenCaseRow | DecidedCaseRow) => ('takenBy' in row ? row.takenBy : null);

/** The people a case names (its subject, who took it, who decided it), to look their names up at once. */
export const peopleOf = (row: OpenCaseRow | DecidedCaseRow) => [
  row.subjectId,
  taker(row),
  decided(row)?.decidedBy,
];

/** A case of the queue as the portal shows it, with the names `nameOf` found. */
export function presentCase(
  row: OpenCaseRow | DecidedCaseRow,
  nameOf: (id: string | null | undefined) => string | null,
): TReportCase {
  return {
    targetType: row.targetType,
    targetId: row.targetId,
    label: row.label,
    excerpt: row.excerpt,
    path: row.path,
    subject: row.subjectId ? { userId: row.subjectId, username: nameOf(row.subjectId) } : null,
    state: decided(row)?.state ?? 'open',
    reportCount: row.reportCount,
    firstReportedAt: iso(row.firstReportedAt),
    lastReportedAt: iso(row.lastReportedAt),
    takenBy: nameOf(taker(row)),
    reports: row.reports.map((report) => ({ ...report, createdAt: iso(report.createdAt) })),
    decision: decisionOf(decided(row), nameOf),
  };
}
