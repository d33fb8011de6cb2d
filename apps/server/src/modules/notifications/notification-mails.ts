import { PROFILE_SETTINGS_HINT } from '@rewind/shared/notification-kinds';
import { NOTIFICATIONS_PATH } from '@rewind/shared/live';
import { compose, type Mail, type Paragraph } from '../../platform/mail/compose';
import type { MailMode, NotificationRow } from './notifications.repo';

type Mailed = Pick<NotificationRow, 'text' | 'link'>;

/**
 * One mail for what a member is sent together: a notification as it happened, those that came together
 * within one sending round, or the day's digest. Each links to where it happened.
 */
export function notificationMail(publicUrl: string, mode: MailMode, items: readonly Mailed[]): Mail {
  const subject =
    mode === 'digest'
      ? `Your Rewind digest: ${plural(items.length)}`
      : items.length === 1
        ? items[0]!.text
        : `${plural(items.length)} on Rewind`;
  const lines: Paragraph[] = items.flatMap(({ text, link }) =>
    link ? [text, { link: publicUrl + link, label: 'See it on Rewind' }] : [text],
  );
  return compose({
    subject,
    paragraphs: [
      ...lines,
      { link: publicUrl + NOTIFICATIONS_PATH, label: 'All your notifications' },
      PROFILE_SETTINGS_HINT,
    ],
  });
}

const plural = (count: number) => `${count} new notification${count === 1 ? '' : 's'}`;
