import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATES,
  REPORT_TARGETS,
} from '@rewind/shared/report-options';
import { users } from './auth';
import { inList } from '../sql-literals';

/**
 * A member's report of a forum post (a flag), a listing, another member or a seller rating (the reports
 * queue). The open reports on one thing are one case in the queue; an admin's decision closes them together,
 * under one decision id (which reopening names). What was reported is kept as it read then (label, excerpt,
 * path), as the audit log keeps its targets, so a case still reads after the thing is removed.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    /** The post (topic or reply), listing, user or rating. */
    targetId: uuid('target_id').notNull(),
    /** The member it is about: the post's author, the seller, the member, the rating's writer. */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    targetLabel: text('target_label').notNull(),
    targetExcerpt: text('target_excerpt'),
    targetPath: text('target_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: REPORT_STATES }).notNull().default('open'),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    decisionId: uuid('decision_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    outcomes: text('outcomes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    decisionNote: text('decision_note'),
  },
  (t) => [
    // One open report per member on a thing: a second is refused, and after a decision they may report again.
    uniqueIndex('reports_open_target_reporter_key')
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`${t.state} = 'open'`),
    // The queue: open cases oldest first, decided ones newest first.
    index('reports_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'open'`),
    index('reports_decided_idx')
      .on(t.decidedAt.desc().nullsFirst(), t.decisionId)
      .where(sql`${t.state} <> 'open'`),
    index('reports_decision_idx').on(t.decisionId),
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_subject_idx').on(t.subjectId),
    index('reports_taken_by_idx').on(t.takenBy),
    index('reports_decided_by_idx').on(t.decidedBy),
    check('reports_target_type_check', sql`${t.targetType} in (${inList(REPORT_TARGETS)})`),
    check('reports_state_check', sql`${t.state} in (${inList(REPORT_STATES)})`),
    check('reports_outcomes_check', sql`${t.outcomes} <@ array[${inList(REPORT_OUTCOMES)}]::text[]`),
  ],
);
