import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One of NOTIFICATION_KINDS (packages/shared/src/notifications.ts), and its area, kept for the nav's dots.
    kind: text('kind').notNull(),
    area: text('area').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    // What the notice asks about ('offer:<id>'), when a later event settles it: an offer's request to answer
    // is read and reworded once the offer is answered, withdrawn or lapses.
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // How it is still to be mailed ('email' at once, or in the 'digest'); null when it is not, or was.
    mail: text('mail'),
  },
  (t) => [
    // Newest first with nulls first, as `order by … desc` sorts: otherwise the planner reads all of a member's
    // rows and sorts them, and the unread count's cap of 1,000 caps nothing.
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
    index('notifications_subject_idx')
      .on(t.subject)
      .where(sql`${t.subject} is not null`),
    index('notifications_mail_idx')
      .on(t.mail, t.userId)
      .where(sql`${t.mail} is not null`),
  ],
);

/** A member's choice per kind; a kind without a row is delivered as its definition says. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
