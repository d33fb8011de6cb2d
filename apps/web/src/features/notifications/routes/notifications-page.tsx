import type { TNotification } from '@rewind/shared/notifications';
import { NOTIFICATION_KINDS } from '@rewind/shared/notification-kinds';
import { formatRelativeTime } from '@rewind/shared/time';
import { Bell, CheckCheck, Disc3, MessagesSquare, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { MembersOnly } from '@/components/ui/members-only';
import { useSession } from '@/lib/session';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useUnreadCounts } from '@/features/notifications/api/get-unread-counts';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Link, useSearchParams } from '@/lib/router';
import { readPage } from '@/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';

const AREA_ICONS = { catalog: Disc3, marketplace: Store, community: MessagesSquare } as const;

function NotificationRow({ item, now, onOpen }: { item: TNotification; now: Date; onOpen: () => void }) {
  const Icon = AREA_ICONS[NOTIFICATION_KINDS[item.kind].area];
  const body = (
    <>
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full border',
          item.isRead ? 'border-tape-700 text-tape-400' : 'border-cyan/50 bg-cyan/10 text-cyan',
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm leading-relaxed', item.isRead ? 'text-tape-300' : 'text-paper')}>
          {!item.isRead && <span className="sr-only">Unread: </span>}
          {item.text}
        </span>
        <time dateTime={item.time} className="text-xs text-tape-400" suppressHydrationWarning>
          {formatRelativeTime(item.time, now)}
        </time>
      </span>
      {!item.isRead && <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-unread" />}
    </>
  );
  const rowClass = 'flex items-start gap-3 rounded-lg px-3 py-3 transition hover:bg-tape-850';
  return (
    <li data-testid="notification" data-read={item.isRead}>
      {item.link ? (
        <Link to={item.link} onClick={onOpen} className={rowClass}>
          {body}
        </Link>
      ) : (
        <div className={rowClass}>{body}</div>
      )}
    </li>
  );
}

function NotificationList() {
  const [params] = useSearchParams();
  const page = readPage(params);
  const { data, isPending, isError } = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  const now = useNow();
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError) return <p className="text-sm text-danger">Your notifications could not be loaded.</p>;
  if (data.items.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={Bell}
        title="No notifications yet"
        description="When a film on your wantlist gets a new release, or someone writes to you, you hear of it here."
      />
    );
  }
  return (
    <>
      <ol aria-label="Notifications" className="flex flex-col divide-y divide-tape-800">
        {data.items.map((item) => (
          <NotificationRow
            key={item.id}
            item={item}
            now={now}
            onOpen={() => !item.isRead && markRead.mutate({ ids: [item.id] })}
          />
        ))}
      </ol>
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / data.pageSize)}
        hrefFor={(target) => `?page=${target}`}
        label="Notification pages"
      />
    </>
  );
}

function MarkAllRead() {
  const unread = useUnreadCounts()?.notifications ?? 0;
  const markRead = useMarkNotificationsRead();
  return (
    <Button
      variant="outline"
      disabled={unread === 0}
      isLoading={markRead.isPending}
      leftIcon={<CheckCheck aria-hidden className="size-4" />}
      onClick={() => markRead.mutate({}, { onError: (error) => notify.fromError(error) })}
    >
      Mark all as read
    </Button>
  );
}

/** /notifications: what happened that concerns the member, newest first, a page at a time. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  const { isSignedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="For you"
        title="Notifications"
        description={
          <>
            Sales and offers, trades, replies and mentions, and new releases of films you want.{' '}
            {isSignedIn && 'Choose what is e-mailed to you on your profile.'}
          </>
        }
        actions={isSignedIn && <MarkAllRead />}
      />
      <MembersOnly icon={Bell} title="Sign in to see your notifications">
        <NotificationList />
      </MembersOnly>
    </PageContainer>
  );
}
