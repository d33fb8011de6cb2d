import { UNREAD_COUNT_CAP } from '@rewind/shared/notifications';
import {
  NOTIFICATION_KINDS,
  type TNotificationDelivery,
  type TNotificationKind,
} from '@rewind/shared/notification-kinds';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type Notice = {
  kind: TNotificationKind;
  text: string;
  link: string | null;
  /** What a later event settles (see `settle`). */
  subject?: string;
};
export type MailMode = Exclude<TNotificationDelivery, 'app'>;

/** A JSON array in one parameter: any number of ids without running into the limit on parameters. */
const idList = (ids: readonly string[]) =>
  sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * One notice for each of `userIds`, in one statement. Each is marked for mail as its owner chose for the kind
 * (or as the kind says by default); 'app' means not mailed.
 */
export async function insertForUsers(tx: Db, userIds: readonly string[], notice: Notice): Promise<void> {
  const { area, delivery } = NOTIFICATION_KINDS[notice.kind];
  await tx.execute(sql`
    insert into ${notifications} (user_id, kind, area, text, link, subject, mail, created_at)
    select recipient.id, ${notice.kind}, ${area}, ${notice.text}, ${notice.link}, ${notice.subject ?? null},
      nullif(coalesce(${notificationPreferences.delivery}, ${delivery}), 'app'),
      -- The moment of writing, not the transaction's start: several in one transaction keep their order.
      clock_timestamp()
    from ${idList(userIds)} as recipient(id)
    left join ${notificationPreferences}
      on ${notificationPreferences.userId} = recipient.id and ${notificationPreferences.kind} = ${notice.kind}`);
}

export type UnreadByArea = { userId: string; area: string; unread: number };

/**
 * Unread notifications per user and area, each user's counted up to UNREAD_COUNT_CAP (newest first, on the
 * partial index of unread ones): a member with thousands unread costs no more than one with a thousand.
 */
export function unreadByArea(db: Db, userIds: readonly string[]): Promise<UnreadByArea[]> {
  return queryRows<UnreadByArea>(
    db,
    sql`select recipient.id as "userId", counted.area, counted.unread
      from ${idList(userIds)} as recipient(id)
      cross join lateral (
        select newest.area, count(*)::int as unread from (
          select ${notifications.area} as area from ${notifications}
          where ${notifications.userId} = recipient.id and ${notifications.readAt} is null
          order by ${notifications.createdAt} desc limit ${UNREAD_COUNT_CAP}
        ) as newest group by newest.area
      ) as counted`,
  );
}

/** A page of one member's notifications, newest first. */
export function listForUser(db: Db, userId: string, offset: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(offset)
    .limit(limit);
}

export async function countForUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.total ?? 0;
}

/** Marks the member's unread notifications read: the given ones, or all. */
export async function markRead(
  db: Db,
  userId: string,
  { ids, kinds, link }: { ids?: readonly string[]; kinds?: readonly string[]; link?: string },
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
        kinds ? inArray(notifications.kind, [...kinds]) : undefined,
        link ? eq(notifications.link, link) : undefined,
      ),
    );
}

/**
 * Rewords the notices about `subject` as `text`, read and no longer waiting for mail (what they asked is
 * answered); answers their members.
 */
export async function settle(tx: Db, subject: string, text: string): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ text, mail: null, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(eq(notifications.subject, subject))
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

export function preferencesOf(db: Db, userId: string) {
  return db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreference(
  db: Db,
  userId: string,
  kind: TNotificationKind,
  delivery: TNotificationDelivery,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, delivery })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { delivery },
    });
}

/** Members with notifications waiting to be mailed this way, a batch at a time. */
export async function usersAwaitingMail(db: Db, mode: MailMode, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.mail, mode))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * Takes one member's notifications waiting to be mailed this way: marks them mailed and returns them, oldest
 * first. Rows another instance is taking at the same moment are skipped, so each is mailed by one.
 */
export function takeMail(tx: Db, userId: string, mode: MailMode): Promise<NotificationRow[]> {
  return queryRows<NotificationRow>(
    tx,
    sql`update ${notifications} set mail = null
      where ${notifications.id} in (
        select ${notifications.id} from ${notifications}
        where ${notifications.userId} = ${userId} and ${notifications.mail} = ${mode}
        for update skip locked
      )
      returning id, kind, text, link, created_at as "createdAt"`,
  ).then((rows) => rows.sort((a, b) => +new Date(a.createdAt) - +new Date(b.createdAt)));
}
