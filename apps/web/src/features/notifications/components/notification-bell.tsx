import { NOTIFICATIONS_PATH } from '@rewind/shared/live';
import { Bell } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useUnreadCounts } from '@/features/notifications/api/get-unread-counts';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

/** What the badge shows: the bell has room for two digits. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's bell: the member's unread notifications, live, and the way to the list. */
export function NotificationBell() {
  const unread = useUnreadCounts()?.notifications ?? 0;
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      data-testid="notification-bell"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <Bell aria-hidden className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-magenta px-1 text-center font-counter text-sm leading-5 text-tape-950"
        >
          {badgeText(unread)}
        </span>
      )}
    </Link>
  );
}
