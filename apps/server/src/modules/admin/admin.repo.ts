import type { TAdminAction, TSanctionKind } from '@rewind/shared/admin';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, userSanctions } from '../../db/schema/admin';
import { offsetOf, type PageAt, rowsOfPageAndOneMore } from '../../platform/paging';
import { memberNames } from '../profiles/profiles.views';
import type { AdminActionEntry } from './audit.service';

// The admin module's tables: the audit log (append-only) and members' sanctions.

/** Appends one admin action; the admin's name is their username as it is now (their e-mail without a profile). */
export async function insertAuditEntry(
  tx: Db,
  admin: { userId: string; email: string },
  entry: AdminActionEntry,
) {
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

/** How often `action` was taken on a target, and when last (admin_audit_log_target_idx). */
export async function auditCount(
  db: Db,
  target: { targetType: string; targetId: string },
  action: TAdminAction,
) {
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
  return row;
}

/** A page of the log and one more row, newest first, filtered as asked (each filter walks an index of its own). */
export async function findAuditLog(
  db: Db,
  query: PageAt & {
    action?: string | undefined;
    admin?: string | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
  },
) {
  return db
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
}
export type AuditRow = Awaited<ReturnType<typeof findAuditLog>>[number];

/** A warning, silence or suspension, as an admin sent it. */
export async function insertSanction(
  tx: Db,
  values: {
    userId: string;
    kind: TSanctionKind;
    reason: string;
    until: Date | null;
    createdBy: string;
    createdAt: Date;
  },
) {
  await tx.insert(userSanctions).values(values);
}

/** Marks the member's sanctions of `kind` still in force as lifted early, by whom and when. */
export async function liftSanctions(
  tx: Db,
  userId: string,
  kind: TSanctionKind,
  lifted: { by: string; at: Date },
) {
  await tx
    .update(userSanctions)
    .set({ liftedAt: lifted.at, liftedBy: lifted.by })
    .where(
      and(eq(userSanctions.userId, userId), eq(userSanctions.kind, kind), isNull(userSanctions.liftedAt)),
    );
}
