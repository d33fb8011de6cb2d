import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SANCTION_KINDS } from '@rewind/shared/admin';
import { users } from './auth';
import { inList } from '../sql-literals';

// The admins' log: every admin action appends a row — who, what, to which target, why, when.
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

// An admin's warnings, silences and suspensions of a member, each with the reason they were
// sent, and when it was lifted early. What is in force is on the user row (users.silenced_until, .suspended_until).
export const userSanctions = pgTable(
  'user_sanctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SANCTION_KINDS }).notNull(),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_sanctions_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('user_sanctions_created_by_idx').on(t.createdBy),
    index('user_sanctions_lifted_by_idx').on(t.liftedBy),
    check('user_sanctions_kind_check', sql`${t.kind} in (${inList(SANCTION_KINDS)})`),
  ],
);
