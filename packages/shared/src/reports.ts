import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';
import { LIMITS } from './limits.ts';
import {
  REPORT_OUTCOMES,
  REPORT_REASONS_FOR,
  REPORT_STATES,
  REPORT_TARGETS,
  type TReportReason,
  type TReportTarget,
} from './report-options.ts';
import { SANCTION_KINDS } from './admin.ts';

// Reports (the reports queue): members report a forum post (a flag), a listing, a member or a rating;
// admins take, resolve with an action, dismiss or reopen them, with a note.

const ZReportNote = z
  .string()
  .trim()
  .max(LIMITS.reportNote, `At most ${LIMITS.reportNote} characters`)
  .optional();

/** Why, among the reasons the kind of thing reported offers. */
export const reasonOf = (target: TReportTarget) =>
  z.enum(REPORT_REASONS_FOR[target] as [TReportReason, ...TReportReason[]], 'Choose why you report it');

/** POST /api/v1/forum/entries/{entryId}/flags: a member flags a forum post. */
export const ZFlagRequest = z.object({ reason: reasonOf('post'), note: ZReportNote });
export type TFlagRequest = z.input<typeof ZFlagRequest>;

const reportOf = <T extends Exclude<TReportTarget, 'post'>, K extends z.ZodType<string>>(target: T, key: K) =>
  z.object({ targetType: z.literal(target), targetId: key, reason: reasonOf(target), note: ZReportNote });

/**
 * POST /api/v1/reports: a member reports a listing, a seller rating, a film or a release (by id), another member
 * (by username, as their profile names them), or an order or trade proposal of their own (by id), to the admins.
 */
export const ZReportRequest = z.discriminatedUnion(
  'targetType',
  [
    reportOf('listing', z.uuid()),
    reportOf('user', z.string().trim().min(1).max(64)),
    reportOf('rating', z.uuid()),
    reportOf('order', z.uuid()),
    reportOf('trade-proposal', z.uuid()),
    reportOf('title', z.uuid()),
    reportOf('release', z.uuid()),
  ],
  'Choose what you report',
);
export type TReportRequest = z.input<typeof ZReportRequest>;

/** GET /api/v1/admin/reports: the open cases (oldest first) or the decided ones (newest first). */
export const ZReportQueueQuery = ZPageQuery.extend({
  state: z.enum(['open', 'closed']).default('open'),
  targetType: z.enum(REPORT_TARGETS).optional(),
});
export type TReportQueueQuery = z.input<typeof ZReportQueueQuery>;

export const ZReportItem = z.object({
  reporter: z.string().nullable(),
  reason: z.string(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** The reports on one thing: open ones together, or those one decision closed. */
export const ZReportCase = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.uuid(),
  /** The thing as it read when last reported: a label, a few words of it, and where it is. */
  label: z.string(),
  excerpt: z.string().nullable(),
  path: z.string().nullable(),
  /** The member it is about (the post's author, the seller, the member, the rating's writer). */
  subject: z.object({ userId: z.uuid(), username: z.string().nullable() }).nullable(),
  state: z.enum(REPORT_STATES),
  reportCount: z.number().int(),
  firstReportedAt: z.iso.datetime(),
  lastReportedAt: z.iso.datetime(),
  /** The admin who took it, while open. */
  takenBy: z.string().nullable(),
  /** The newest reports, at most 10. */
  reports: z.array(ZReportItem),
  decision: z
    .object({
      id: z.uuid(),
      by: z.string().nullable(),
      at: z.iso.datetime(),
      outcomes: z.array(z.enum(REPORT_OUTCOMES)),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type TReportCase = z.infer<typeof ZReportCase>;

export const ZReportCasePage = z.object({
  items: z.array(ZReportCase),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TReportCasePage = z.infer<typeof ZReportCasePage>;

export const ZReportTargetParam = z.object({ targetType: z.enum(REPORT_TARGETS), targetId: z.uuid() });
export const ZReportDecisionParam = z.object({ decisionId: z.uuid() });

const ZDecisionNote = z
  .string()
  .trim()
  .min(1, 'Write a note: it is kept with the decision, and sent with any action.')
  .max(500, 'At most 500 characters');

/**
 * POST /api/v1/admin/reports/{targetType}/{targetId}/resolve: the admin's action — remove the thing reported,
 * and/or warn, silence or suspend the member it is about — with a note (the reason given for each).
 */
export const ZResolveReportRequest = z
  .object({
    note: ZDecisionNote,
    remove: z.boolean().default(false),
    sanction: z.object({ kind: z.enum(SANCTION_KINDS), until: z.iso.datetime().optional() }).optional(),
  })
  .refine((decision) => !decision.sanction || decision.sanction.kind === 'warn' || decision.sanction.until, {
    message: 'Choose until when.',
    path: ['sanction', 'until'],
  });
export type TResolveReportRequest = z.input<typeof ZResolveReportRequest>;

/** POST …/dismiss: nothing to do, with a note (a post that flags hid shows again). */
export const ZDismissReportRequest = z.object({ note: ZDecisionNote });
export type TDismissReportRequest = z.input<typeof ZDismissReportRequest>;
