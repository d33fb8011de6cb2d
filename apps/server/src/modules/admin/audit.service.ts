import type { TAdminAction, TAuditLogPage, ZAuditLogQuery } from '@rewind/shared/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { uncountedPage } from '../../platform/paging';
import { presentAuditEntry } from './admin.presenter';
import * as repo from './admin.repo';

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
  await repo.insertAuditEntry(tx, admin, entry);
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
  const row = await repo.auditCount(db, target, action);
  return row?.lastAt ? { count: row.count, lastAt: new Date(row.lastAt).toISOString() } : null;
}

type AuditLogQuery = z.output<typeof ZAuditLogQuery>;

/** The log, newest first, a page at a time, filtered as asked (each filter walks an index of its own). */
export async function readAuditLog(db: Db, query: AuditLogQuery): Promise<TAuditLogPage> {
  return uncountedPage(await repo.findAuditLog(db, query), query, presentAuditEntry);
}
