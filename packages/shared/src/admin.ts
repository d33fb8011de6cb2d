import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';

// The admin portal's shared shapes (issue 19): the audit log first.

/** Every kind of admin action the audit log records, with how the portal names it. */
export const ADMIN_ACTIONS = {
  'title.delete': 'Deleted a film',
  'listing.remove': 'Removed a listing',
  'rating.remove': 'Removed a seller rating',
  'forum.lock': 'Locked or unlocked a topic',
  'forum.pin': 'Pinned or unpinned a topic',
  'forum.move': 'Moved a topic',
  'forum.delete': 'Deleted a post',
  'forum.restore': 'Restored a post',
  'blog.create': 'Wrote a blog post',
  'blog.update': 'Changed a blog post',
  'blog.delete': 'Deleted a blog post',
} as const;
export type TAdminAction = keyof typeof ADMIN_ACTIONS;
export const ADMIN_ACTION_NAMES = Object.keys(ADMIN_ACTIONS) as [TAdminAction, ...TAdminAction[]];

/** GET /api/v1/admin/audit-log: newest first, filtered by action, admin or target. */
export const ZAuditLogQuery = ZPageQuery.extend({
  action: z.enum(ADMIN_ACTION_NAMES).optional(),
  /** An admin's username. */
  admin: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  admin: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogPage = z.object({
  items: z.array(ZAuditEntry),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
