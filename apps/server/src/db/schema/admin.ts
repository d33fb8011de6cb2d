import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The admins' log (issue 19 point 2): every admin action appends a row — who, what, to which target, why, when.
// Append-only: a trigger (migration) refuses every UPDATE and DELETE, so no code path of the app can rewrite
// it. The admin is kept by id and name as they were, without a foreign key, so deleting an account changes no
// row (a cascade or set-null would be an update).
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    // What was done, e.g. 'listing.remove', 'user.suspend' (ADMIN_ACTIONS).
    action: text('action').notNull(),
    // What it was done to: a kind ('listing', 'user', …), its id, and a label as it read then.
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt.desc().nullsFirst()),
    index('admin_audit_log_admin_idx').on(t.actorName, t.createdAt.desc().nullsFirst()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
