import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';

// The admin portal's shared shapes: the audit log first.

/** Every kind of admin action the audit log records, with how the portal names it. */
export const ADMIN_ACTIONS = {
  'title.delete': 'Deleted a film',
  'title.restore': 'Restored a deleted film',
  'release.delete': 'Deleted a release',
  'release.restore': 'Restored a deleted release',
  'title.merge': 'Merged a duplicate film',
  'listing.remove': 'Removed a listing',
  'rating.remove': 'Removed a seller rating',
  'forum.lock': 'Locked or unlocked a topic',
  'forum.pin': 'Pinned or unpinned a topic',
  'forum.move': 'Moved a topic',
  'forum.delete': 'Deleted a post',
  'forum.restore': 'Restored a post',
  'forum.category.create': 'Created a forum category',
  'forum.category.update': 'Changed a forum category',
  'forum.category.delete': 'Deleted a forum category',
  'user.grant-admin': 'Made an admin',
  'user.revoke-admin': 'Revoked admin rights',
  'user.warn': 'Warned a member',
  'user.silence': 'Silenced a member',
  'user.suspend': 'Suspended a member',
  'user.lift': 'Lifted a restriction',
  'report.take': 'Took a report',
  'report.resolve': 'Resolved a report',
  'report.dismiss': 'Dismissed a report',
  'report.reopen': 'Reopened a report',
  'order.read': "Read a member's order under a report",
  'trade-proposal.read': "Read a member's trade proposal under a report",
  'blog.create': 'Wrote a blog post',
  'blog.update': 'Changed a blog post',
  'blog.delete': 'Deleted a blog post',
  'challenge.create': 'Created a challenge',
  'challenge.update': 'Changed a challenge',
  'challenge.close': 'Closed a challenge',
  'challenge.reopen': 'Reopened a challenge',
} as const;
export type TAdminAction = keyof typeof ADMIN_ACTIONS;
export const ADMIN_ACTION_NAMES = Object.keys(ADMIN_ACTIONS) as [TAdminAction, ...TAdminAction[]];

/**
 * How often admins read a member's private exchange (an order, a trade proposal, their messages) while a report
 * about it was open, and when last: its members' page says so. Null: never.
 */
export const ZAdminReads = z.object({ count: z.number().int(), lastAt: z.iso.datetime() }).nullable();
export type TAdminReads = z.infer<typeof ZAdminReads>;

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

// Members: search, admin rights, and the restrictions an admin sets, with a reason e-mailed.

/** A warning is a message on record; a silence lets a member read but not write; a suspension shuts them out. */
export const SANCTION_KINDS = ['warn', 'silence', 'suspend'] as const;
export type TSanctionKind = (typeof SANCTION_KINDS)[number];

/** GET /api/v1/admin/users: by username or e-mail (a part of either), newest members first. */
export const ZAdminUserQuery = ZPageQuery.extend({ q: z.string().trim().max(100).optional() });

export const ZAdminUser = z.object({
  userId: z.uuid(),
  username: z.string().nullable(),
  email: z.string(),
  isAdmin: z.boolean(),
  joinedAt: z.iso.datetime(),
  suspendedUntil: z.iso.datetime().nullable(),
  silencedUntil: z.iso.datetime().nullable(),
  /** What the caller may do to this member, as the server decides: change admin rights; warn, silence, suspend, lift. */
  abilities: z.object({ setAdmin: z.boolean(), restrict: z.boolean() }),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = z.object({
  items: z.array(ZAdminUser),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

export const ZAdminUserParam = z.object({ userId: z.uuid() });

/** POST /api/v1/admin/users/{userId}/admin: grant or revoke admin rights. */
export const ZAdminRightsRequest = z.object({ isAdmin: z.boolean() });

const ZReason = z
  .string()
  .trim()
  .min(1, 'Give a reason: it is e-mailed to the member.')
  .max(500, 'At most 500 characters');

/** POST /api/v1/admin/users/{userId}/sanctions: a warning, or a silence or suspension until a time. */
export const ZSanctionRequest = z
  .object({ kind: z.enum(SANCTION_KINDS), reason: ZReason, until: z.iso.datetime().optional() })
  .refine((sanction) => sanction.kind === 'warn' || sanction.until !== undefined, {
    message: 'Choose until when.',
    path: ['until'],
  });
export type TSanctionRequest = z.input<typeof ZSanctionRequest>;

/** POST /api/v1/admin/users/{userId}/lift: ends a silence or suspension early, with a word to the member. */
export const ZLiftRequest = z.object({ kind: z.enum(['silence', 'suspend']), reason: ZReason });
export type TLiftRequest = z.input<typeof ZLiftRequest>;

/**
 * GET /api/v1/admin/users/{userId}/dealings: what a suspension leaves waiting on the member, their orders under
 * way and accepted trades, with whom and where (the suspend dialog lists them; their other sides are told).
 */
export const ZMemberDealing = z.object({
  kind: z.enum(['order', 'trade']),
  id: z.uuid(),
  link: z.string(),
  with: z.string().nullable(),
  what: z.string(),
  status: z.string(),
});
export type TMemberDealing = z.infer<typeof ZMemberDealing>;

export const ZMemberDealings = z.object({
  orders: z.number().int(),
  trades: z.number().int(),
  /** The first LIMITS.dealingsShown of them, orders first. */
  items: z.array(ZMemberDealing),
});
export type TMemberDealings = z.infer<typeof ZMemberDealings>;

// The dashboard: the community's numbers over a period, each beside the period before it.

export const DASHBOARD_PERIODS = ['7', '30'] as const;

/** GET /api/v1/admin/dashboard?days=7|30. */
export const ZDashboardQuery = z.object({
  days: z
    .enum(DASHBOARD_PERIODS, 'Choose 7 or 30 days')
    .default('30')
    .transform((days) => Number(days)),
});

/** A number now (or over the period) and the same number at its start (or over the period before). */
export const ZPeriodPair = z.object({ current: z.number(), previous: z.number() });
export type TPeriodPair = z.infer<typeof ZPeriodPair>;

export const ZDashboard = z.object({
  days: z.number().int(),
  currency: z.string(),
  metrics: z.object({
    /** Accounts now, and at the period's start. */
    members: ZPeriodPair,
    /** Accounts made in the period, and in the one before. */
    newMembers: ZPeriodPair,
    /** Listings for sale now, and at the period's start. */
    activeListings: ZPeriodPair,
    /** Orders placed in the period, and in the one before. */
    orders: ZPeriodPair,
    /** What completed sales came to (in the shop's currency), in the period and the one before. */
    sales: ZPeriodPair,
    /** Things reported and waiting for an admin now, and at the period's start. */
    openReports: ZPeriodPair,
    /** Forum topics and replies written in the period, and in the one before. */
    posts: ZPeriodPair,
  }),
});
export type TDashboard = z.infer<typeof ZDashboard>;
