import type { TAdminUserPage, TAuditLogPage } from '@rewind/shared/admin';
import type { AuditRow } from './admin.repo';

/** One row of the audit log as the portal lists it. */
export const presentAuditEntry = (row: AuditRow): TAuditLogPage['items'][number] => ({
  id: row.id,
  admin: row.actorName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

/** A member as the portal's Members section lists them, with what the admin may do to them. */
export const presentAdminUser = (
  row: {
    userId: string;
    username: string | null;
    email: string;
    isAdmin: boolean;
    joinedAt: Date;
    suspendedUntil: Date | null;
    silencedUntil: Date | null;
  },
  inForce: (until: Date | null) => string | null,
  abilities: TAdminUserPage['items'][number]['abilities'],
): TAdminUserPage['items'][number] => ({
  userId: row.userId,
  username: row.username,
  email: row.email,
  isAdmin: row.isAdmin,
  joinedAt: row.joinedAt.toISOString(),
  suspendedUntil: inForce(row.suspendedUntil),
  silencedUntil: inForce(row.silencedUntil),
  abilities,
});
