import type { TNotification } from '@rewind/shared/notifications';
import type { TNotificationKind } from '@rewind/shared/notification-kinds';
import type { NotificationRow } from './notifications.repo';

/** A notice as the bell's list shows it. */
export function presentNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    kind: row.kind as TNotificationKind,
    text: row.text,
    link: row.link,
    time: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}
