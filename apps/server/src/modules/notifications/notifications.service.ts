import { shorten } from '@rewind/shared/sanitize';
import { LIVE_EVENTS } from '@rewind/shared/live';
import type {
  TNotificationPage,
  TNotificationPreference,
  TUnreadCounts,
  TMarkNotificationsRead,
} from '@rewind/shared/notifications';
import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type TNotificationDelivery,
  type TNotificationKind,
} from '@rewind/shared/notification-kinds';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { pageAnswer, offsetOf } from '../../platform/paging';
import { announce } from '../../platform/live-bus';
import type { Mailer } from '../../platform/mail/mail-message';
import { notificationMail } from './notification-mails';
import * as repo from './notifications.repo';
import { presentNotification } from './notifications.presenter';

export type { Notice } from './notifications.repo';

/** How much of a message its notification quotes. */
const MESSAGE_EXCERPT = 120;

/** The start of a message for its notification. */
export const excerptForNotice = (text: string) => shorten(text, MESSAGE_EXCERPT);

/**
 * The one way a notification is written: one per member in `userIds`, in the writer's transaction `tx`. When
 * it commits, each member's open pages hear their new unread counts over the live stream; mail follows as each
 * member chose for the kind (the mail jobs below).
 */
export async function notify(tx: Db, userIds: readonly string[], notice: repo.Notice): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await repo.insertForUsers(tx, recipients, notice);
  await announceUnread(tx, recipients);
}

/**
 * Settles the notices about `subject` (a request answered elsewhere): reworded as `text`, read, not mailed; the
 * members' open pages hear their new unread counts.
 */
export async function settleNotices(tx: Db, subject: string, text: string): Promise<void> {
  const userIds = await repo.settle(tx, subject, text);
  if (userIds.length > 0) await announceUnread(tx, userIds);
}

const NO_UNREAD: TUnreadCounts = { notifications: 0, marketplace: 0, community: 0 };

async function unreadCountsOf(db: Db, userIds: readonly string[]): Promise<Map<string, TUnreadCounts>> {
  const counts = new Map(userIds.map((userId) => [userId, { ...NO_UNREAD }]));
  for (const { userId, area, unread } of await repo.unreadByArea(db, userIds)) {
    const count = counts.get(userId)!;
    count.notifications += unread;
    if (area === 'marketplace' || area === 'community') count[area] += unread;
  }
  return counts;
}

/** Announces each member's unread counts, as they are in `db`'s transaction, and returns them. */
async function announceUnread(db: Db, userIds: readonly string[]): Promise<Map<string, TUnreadCounts>> {
  const counts = await unreadCountsOf(db, userIds);
  await announce(
    db,
    userIds.map((userId) => ({ topic: 'user', userId, event: LIVE_EVENTS.unread, data: counts.get(userId) })),
  );
  return counts;
}

export type NotificationsDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** A member's confirmed address, or null (nothing is mailed to an unconfirmed one). */
  mailAddressOf: (userId: string) => Promise<string | null>;
  logger: FastifyBaseLogger;
};

/** Members whose waiting mail one round of a mail job takes on. */
const MAIL_BATCH = 100;

export function createNotificationsService({
  db,
  mailer,
  publicUrl,
  mailAddressOf,
  logger,
}: NotificationsDeps) {
  /** Sends one member what waits for them, marked mailed in the same transaction (a failed send leaves it). */
  async function mailOne(userId: string, mode: repo.MailMode): Promise<boolean> {
    const to = await mailAddressOf(userId);
    return db.transaction(async (tx) => {
      const items = await repo.takeMail(tx, userId, mode);
      if (!to || items.length === 0) return false;
      await mailer.send({ to, ...notificationMail(publicUrl, mode, items) });
      return true;
    });
  }

  return {
    async unreadCounts(userId: string): Promise<TUnreadCounts> {
      return (await unreadCountsOf(db, [userId])).get(userId)!;
    },

    async list(userId: string, page: number, pageSize: number): Promise<TNotificationPage> {
      const [rows, total] = await Promise.all([
        repo.listForUser(db, userId, offsetOf({ page, pageSize }), pageSize),
        repo.countForUser(db, userId),
      ]);
      return pageAnswer(rows.map(presentNotification), total, { page, pageSize });
    },

    /** Marks them read and tells the member's other pages; returns the counts left. */
    async markRead(userId: string, which: TMarkNotificationsRead = {}): Promise<TUnreadCounts> {
      return db.transaction(async (tx) => {
        await repo.markRead(tx, userId, which);
        return (await announceUnread(tx, [userId])).get(userId)!;
      });
    },

    /** Every kind with the member's choice, or the kind's own default where they made none. */
    async preferences(userId: string): Promise<TNotificationPreference[]> {
      const chosen = new Map((await repo.preferencesOf(db, userId)).map((row) => [row.kind, row.delivery]));
      return NOTIFICATION_KIND_NAMES.map((kind) => ({
        kind,
        delivery: (chosen.get(kind) ?? NOTIFICATION_KINDS[kind].delivery) as TNotificationDelivery,
      }));
    },

    async setPreference(userId: string, kind: TNotificationKind, delivery: TNotificationDelivery) {
      await repo.savePreference(db, userId, kind, delivery);
      return this.preferences(userId);
    },

    /**
     * One round of mail of one mode: each member with notifications waiting gets one mail. A failed send
     * stops the round (the mail server is likely away); what was not sent waits for the next round.
     */
    async sendWaitingMail(mode: repo.MailMode): Promise<number> {
      const seen = new Set<string>();
      let mailed = 0;
      for (;;) {
        // Members another instance is mailing right now come back until it is done: each is tried once.
        const userIds = (await repo.usersAwaitingMail(db, mode, MAIL_BATCH)).filter((id) => !seen.has(id));
        if (userIds.length === 0) return mailed;
        for (const userId of userIds) {
          seen.add(userId);
          try {
            if (await mailOne(userId, mode)) mailed += 1;
          } catch (error) {
            logger.error(
              { err: error, mode },
              'Could not send a notification e-mail; it is tried again later',
            );
            return mailed;
          }
        }
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
