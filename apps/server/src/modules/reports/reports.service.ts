import { shorten } from '@rewind/shared/sanitize';
import { randomUUID } from 'node:crypto';
import type { TSanctionRequest } from '@rewind/shared/admin';
import { MSG } from '@rewind/shared/messages';
import { reportsPolicy } from '@rewind/shared/policies/reports';
import { silencePolicy } from '@rewind/shared/policies/restrictions';
import {
  FIXED_NOT_REMOVED,
  isRemovableTarget,
  type TReportOutcome,
  type TReportTarget,
} from '@rewind/shared/report-options';
import type {
  TReportCase,
  TReportCasePage,
  ZDismissReportRequest,
  ZReportQueueQuery,
  ZReportRequest,
  ZResolveReportRequest,
} from '@rewind/shared/reports';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import type { TDecision } from '@rewind/shared/policies/policy';
import type { Period } from '../../platform/periods';
import { authorize } from '../../platform/authorize';
import { AppError, notFound } from '../../platform/errors';
import { recordAdminAction } from '../admin/audit.service';
import * as repo from './reports.repo';
import type { DecidedCaseRow, NewReport, OpenCaseRow, ReportTargetKey } from './reports.repo';
import { peopleOf, presentCase } from './reports.presenter';
import { pageAndMore, rowsOfPageAndOneMore } from '../../platform/paging';

export type { ReportTargetKey } from './reports.repo';

/**
 * What a report records of the thing: the member it is about, and how it reads now. A private exchange (an
 * order, a trade proposal) names its two `parties` instead: only they report it, each about the other.
 */
export type ReportFacts = Pick<NewReport, 'subjectId' | 'label' | 'excerpt' | 'path'> & {
  parties?: readonly [string, string];
};

/**
 * What the module that owns each kind of thing does for the queue: describe it when reported (null: there is
 * no such thing), remove it with the admin's note as the reason, and, for a post flags hid, show it again.
 */
export type ReportTargets = {
  post: {
    remove(actor: Actor, id: string, reason: string): Promise<unknown>;
    dismiss(actor: Actor, id: string): Promise<unknown>;
  };
  listing: ReportableTarget;
  user: ReportableTarget;
  rating: ReportableTarget;
  order: ReportableTarget;
  'trade-proposal': ReportableTarget;
  /** A catalogue entry: about no member, and fixed through its edit form rather than removed. */
  title: ReportableTarget;
  release: ReportableTarget;
};
type ReportableTarget = {
  /** By its id (a member by username); the answer names its id. */
  facts(key: string): Promise<(ReportFacts & { targetId: string }) | null>;
  remove?(actor: Actor, id: string, reason: string): Promise<unknown>;
};

type ReportRequest = z.output<typeof ZReportRequest>;
type QueueQuery = z.output<typeof ZReportQueueQuery>;
type Resolve = z.output<typeof ZResolveReportRequest>;
type Dismiss = z.output<typeof ZDismissReportRequest>;

const OUTCOME_OF_SANCTION: Record<TSanctionRequest['kind'], TReportOutcome> = {
  warn: 'warned',
  silence: 'silenced',
  suspend: 'suspended',
};

/**
 * What a member is told who reports their own listing, themselves or their own rating. A film or release is
 * about no member (the catalogue is everyone's), so anyone may report one.
 */
const OWN_REFUSAL: Record<ReportRequest['targetType'], string> = {
  listing: MSG.cannotReportOwnListing,
  user: MSG.cannotReportYourself,
  rating: MSG.cannotReportOwnRating,
  title: MSG.cannotReportYourself,
  release: MSG.cannotReportYourself,
  order: MSG.cannotReportYourself,
  'trade-proposal': MSG.cannotReportYourself,
};

/** Files a member's report in the caller's transaction; answers whether it is new (one open per member). */
export const fileReport = (tx: Db, report: NewReport, at: Date) =>
  repo.insertReport(tx, { ...report, excerpt: report.excerpt && shorten(report.excerpt, EXCERPT) }, at);

/** How much of the thing a report quotes. */
const EXCERPT = 280;

/** A member's private exchange (an order, a trade proposal) as a read of it is weighed and audited. */
export type PrivateExchange = {
  target: ReportTargetKey & { targetType: 'order' | 'trade-proposal' };
  label: string;
  /** Its two members, who read it freely. */
  sides: readonly string[];
  /** What else a report may be about that opens it to an admin: its listing, its members. */
  related: readonly ReportTargetKey[];
};

/**
 * Authorizes reading a private exchange (`part`: the exchange or its messages) as `decide` rules, told whether a
 * report about it or what is related to it is open now; a read by anyone but its members (an admin, under a
 * report) leaves an audit row: who, which, when.
 */
export async function authorizePrivateRead(
  db: Db,
  actor: Actor | null,
  exchange: PrivateExchange,
  part: 'detail' | 'messages',
  decide: (isReported: boolean) => TDecision,
): Promise<void> {
  const isSide = actor !== null && exchange.sides.includes(actor.userId);
  const isReported =
    actor !== null && !isSide && (await repo.hasOpenReport(db, [exchange.target, ...exchange.related]));
  authorize(decide(isReported));
  if (isSide) return;
  await recordAdminAction(db, actor!, {
    action: exchange.target.targetType === 'order' ? 'order.read' : 'trade-proposal.read',
    ...exchange.target,
    targetLabel: exchange.label,
    details: { part },
  });
}

/** Which of `targetIds` the member has an open report on (a forum page's 'flagged by me'). */
export const openReportsBy = repo.openReportsBy;

/**
 * Closes every open report on a thing an admin acted on outside the queue (a post removed from its topic, a
 * listing removed from its page), in that action's transaction.
 */
export async function closeReports(
  tx: Db,
  target: ReportTargetKey,
  decision: {
    by: string;
    at: Date;
    state: 'resolved' | 'dismissed';
    outcomes: TReportOutcome[];
    note: string | null;
  },
): Promise<void> {
  await repo.decide(tx, { target }, { id: randomUUID(), ...decision });
}

/** The reports queue: members report, admins take, resolve with an action, dismiss or reopen. */
export function createReportsService(deps: {
  db: Db;
  targets: ReportTargets;
  sanction(
    actor: Actor,
    userId: string,
    input: { kind: TSanctionRequest['kind']; reason: string; until?: string },
  ): Promise<void>;
  now?: () => Date;
}) {
  const { db, targets } = deps;
  const now = deps.now ?? (() => new Date());

  /** The open reports an admin decides on: the ones their page showed are those open now. */
  async function openIds(
    target: ReportTargetKey,
  ): Promise<{ ids: string[]; subjectId: string | null; label: string }> {
    const [row] = await repo.openCases(db, {
      targetType: target.targetType,
      limit: 1,
      offset: 0,
      targetId: target.targetId,
    });
    if (!row) throw new AppError(409, 'decided', MSG.reportsAlreadyDecided);
    const ids = await db.transaction((tx) => repo.lockOpenReports(tx, target));
    return { ids, subjectId: row.subjectId, label: row.label };
  }

  async function present(rows: (OpenCaseRow | DecidedCaseRow)[]): Promise<TReportCase[]> {
    const people = new Set<string>();
    for (const row of rows) for (const id of peopleOf(row)) if (id) people.add(id);
    const names = await repo.namesOf(db, [...people]);
    const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);
    return rows.map((row) => presentCase(row, nameOf));
  }

  async function recordDecision(
    actor: Actor,
    target: ReportTargetKey & { label: string },
    ids: string[],
    decision: { state: 'resolved' | 'dismissed'; outcomes: TReportOutcome[]; note: string },
  ) {
    await db.transaction(async (tx) => {
      await repo.decide(tx, { ids }, { id: randomUUID(), by: actor.userId, at: now(), ...decision });
      await recordAdminAction(tx, actor, {
        action: decision.state === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: target.targetType,
        targetId: target.targetId,
        targetLabel: target.label,
        reason: decision.note,
        details: { reports: ids.length, outcomes: decision.outcomes },
      });
    });
  }

  return {
    /** A member reports a listing, another member, a rating, or an order or trade proposal of theirs. */
    async report(actor: Actor | null, input: ReportRequest): Promise<void> {
      const kind = targets[input.targetType];
      const found = await kind.facts(input.targetId);
      if (!found) throw notFound(MSG.reportTargetGone);
      const { parties, ...facts } = found;
      authorize(reportsPolicy.report(actor, facts.subjectId, OWN_REFUSAL[input.targetType], parties));
      authorize(silencePolicy.publish(actor, [input.note]));
      // An exchange is reported about the member on its other side.
      const subjectId = parties ? (parties.find((id) => id !== actor!.userId) ?? null) : facts.subjectId;
      const isNew = await db.transaction((tx) =>
        fileReport(
          tx,
          {
            ...facts,
            subjectId,
            targetType: input.targetType,
            reporterId: actor!.userId,
            reason: input.reason,
            note: input.note || null,
          },
          now(),
        ),
      );
      if (!isNew) throw new AppError(409, 'duplicate', MSG.alreadyReported);
    },

    async queue(actor: Actor | null, query: QueueQuery): Promise<TReportCasePage> {
      authorize(reportsPolicy.manage(actor));
      const page = { targetType: query.targetType, ...rowsOfPageAndOneMore(query) };
      const rows =
        query.state === 'open' ? await repo.openCases(db, page) : await repo.decidedCases(db, page);
      const { rows: shown, hasMore } = pageAndMore(rows, query);
      return { items: await present(shown), page: query.page, hasMore };
    },

    /** An admin says they are looking at it, so two do not act at once. */
    async take(actor: Actor | null, target: ReportTargetKey): Promise<void> {
      authorize(reportsPolicy.manage(actor));
      const { ids, label } = await openIds(target);
      await db.transaction(async (tx) => {
        await repo.takeReports(tx, ids, actor!.userId, now());
        await recordAdminAction(tx, actor!, { action: 'report.take', ...target, targetLabel: label });
      });
    },

    /**
     * The admin's action, the note its reason: the member it is about is warned, silenced or suspended first (a
     * refusal there leaves everything as it was), then the thing is removed (already gone counts as removed),
     * then the reports the admin saw close under one decision.
     */
    async resolve(actor: Actor | null, target: ReportTargetKey, input: Resolve): Promise<void> {
      authorize(reportsPolicy.manage(actor));
      if (input.remove && FIXED_NOT_REMOVED.includes(target.targetType))
        throw new AppError(400, 'validation', MSG.catalogueFixedNotRemoved);
      if (input.remove && !isRemovableTarget(target.targetType))
        throw new AppError(400, 'validation', MSG.nothingToRemove);
      const { ids, subjectId, label } = await openIds(target);
      const outcomes: TReportOutcome[] = [];
      if (input.sanction) {
        if (!subjectId) throw new AppError(409, 'member_gone', MSG.reportSubjectGone);
        await deps.sanction(actor!, subjectId, { ...input.sanction, reason: input.note });
        outcomes.push(OUTCOME_OF_SANCTION[input.sanction.kind]);
      }
      if (input.remove) {
        await ignoreGone(targets[target.targetType].remove?.(actor!, target.targetId, input.note));
        outcomes.unshift('removed');
      }
      await recordDecision(actor!, { ...target, label }, ids, {
        state: 'resolved',
        outcomes,
        note: input.note,
      });
    },

    /** Nothing to act on: the reports close with the note, and a post flags hid shows again. */
    async dismiss(actor: Actor | null, target: ReportTargetKey, input: Dismiss): Promise<void> {
      authorize(reportsPolicy.manage(actor));
      const { ids, label } = await openIds(target);
      if (target.targetType === 'post') await ignoreGone(targets.post.dismiss(actor!, target.targetId));
      await recordDecision(actor!, { ...target, label }, ids, {
        state: 'dismissed',
        outcomes: [],
        note: input.note,
      });
    },

    /** Puts a decision's reports back in the queue (what was done stays done: lift or restore it apart). */
    async reopen(actor: Actor | null, decisionId: string): Promise<void> {
      authorize(reportsPolicy.manage(actor));
      await db.transaction(async (tx) => {
        const target = await repo.reopenDecision(tx, decisionId);
        if (!target) throw notFound(MSG.reportDecisionNotFound);
        await recordAdminAction(tx, actor!, { action: 'report.reopen', ...target, details: { decisionId } });
      });
    },

    /** Things with open reports now and at the period's start, for the dashboard. */
    dashboardCounts: (period: Period) => repo.openCaseCounts(db, period),
  };
}

/** An action on something already removed has nothing left to do. */
async function ignoreGone(action: Promise<unknown> | undefined): Promise<void> {
  try {
    await action;
  } catch (error) {
    if (!(error instanceof AppError && (error.status === 404 || error.status === 409))) throw error;
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
export type { TReportTarget };
