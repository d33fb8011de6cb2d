import type { TAdminAction, TAuditLogPage, ZAuditLogQuery } from '@rewind/shared/admin';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/admin';
import { memberNames } from '../profiles/profiles.views';
import { offsetOf, rowsOfPageAndOneMore, uncountedPage } from '../../platform/paging';

/** One admin action, as the module that took it describes it. */
export type AdminActionEntry = {
  action: TAdminAction;
  targetType: string;
  targetId: string;
  /** How the target read when it was acted on (a title, a username): the log stays readable once it is gone. */
  targetLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Appends the action to the audit log in the transaction that takes it: the row and the
 * change commit together or not at all. The admin's name is their username as it is now (their e-mail when
 * they have no profile), kept in the row.
 */
export async function recordAdminAction(
  tx: Db,
  admin: { userId: string; email: string },
  entry: AdminActionEntry,
): Promise<void> {
  const name = sql<string>`coalesce((select ${memberNames.username} from ${memberNames} where ${memberNames.userId} = ${admin.userId}), ${admin.email})`;
  await tx.insert(adminAuditLog).values({
    actorId: admin.userId,
    actorName: name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}

/**
 * How often `action` was taken on a target, and when last (admin_audit_log_target_idx): a member's order page
 * says when an admin read it.
 */
export async function auditedTimes(
  db: Db,
  target: { targetType: string; targetId: string },
  action: TAdminAction,
): Promise<{ count: number; lastAt: string } | null> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, lastAt: sql<Date | null>`max(${adminAuditLog.createdAt})` })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.targetType, target.targetType),
        eq(adminAuditLog.targetId, target.targetId),
        eq(adminAuditLog.action, action),
      ),
    );
  return row?.lastAt ? { count: row.count, lastAt: new Date(row.lastAt).toISOString() } : null;
}

type AuditLogQuery = z.output<typeof ZAuditLogQuery>;

/** The log, newest first, a page at a time, filtered as asked (each filter walks an index of its own). */
export async function readAuditLog(db: Db, query: AuditLogQuery): Promise<TAuditLogPage> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        query.action ? eq(adminAuditLog.action, query.action) : undefined,
        query.admin ? eq(adminAuditLog.actorName, query.admin) : undefined,
        query.targetType ? eq(adminAuditLog.targetType, query.targetType) : undefined,
        query.targetId ? eq(adminAuditLog.targetId, query.targetId) : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(rowsOfPageAndOneMore(query).limit)
    .offset(offsetOf(query));
  return uncountedPage(rows, query, (row) => ({
    id: row.id,
    admin: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
}
