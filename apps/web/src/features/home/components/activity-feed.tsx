import type { TActivityItem } from '@rewind/shared/activity';
import * as MSG from '@rewind/shared/texts';
import { formatRelativeTime } from '@rewind/shared/time';
import { Activity, BookmarkPlus, Camera, Disc3, Film, MessagesSquare, Store } from 'lucide-react';
import { ComponentErrorBoundary } from '@/components/ui/component-error-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivityFeed } from '@/features/home/api/get-activity-feed';
import { Link } from '@/lib/router';
import { useNow } from '@/lib/use-now';

const ICONS = {
  collection: Disc3,
  marketplace: Store,
  catalog: Film,
  master_movie: Film,
  forum: MessagesSquare,
} as const;

function iconOf(item: TActivityItem) {
  if (item.action.includes('wantlist')) return BookmarkPlus;
  if (item.action.includes('photo')) return Camera;
  return ICONS[item.type];
}

function ActivityRow({ item, now }: { item: TActivityItem; now: Date }) {
  const Icon = iconOf(item);
  return (
    <li className="flex items-start gap-3 py-3" data-testid="activity-item">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full border border-tape-600 bg-tape-850 text-cyan">
        <Icon aria-hidden className="size-4" />
      </span>
      <p className="min-w-0 flex-1 text-sm leading-relaxed text-paper-dim">
        {item.user ? (
          <Link
            to={`/users/${encodeURIComponent(item.user)}`}
            className="font-semibold text-paper hover:text-cyan"
          >
            {item.user}
          </Link>
        ) : (
          <span className="font-semibold text-paper">{MSG.unknownUser}</span>
        )}{' '}
        {item.action}{' '}
        {item.itemLink ? (
          <Link to={item.itemLink} className="font-semibold text-magenta-soft hover:text-paper">
            {item.item ?? MSG.unknownTitle}
          </Link>
        ) : (
          <span className="font-semibold text-paper">{item.item ?? MSG.unknownTitle}</span>
        )}
      </p>
      {/* The server drew it a moment earlier: a minute may have turned in between. */}
      <time dateTime={item.time} className="shrink-0 pt-0.5 text-xs text-tape-400" suppressHydrationWarning>
        {formatRelativeTime(item.time, now)}
      </time>
    </li>
  );
}

function FeedList() {
  const { data } = useActivityFeed();
  const now = useNow();
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={Activity}
        title="No activity yet"
        description="When collectors add titles, list tapes for sale or start a discussion, it shows up here."
      />
    );
  }
  return (
    <ol
      aria-label="Recent activity"
      aria-live="polite"
      className="divide-y divide-tape-700"
      data-testid="activity-feed"
    >
      {data.items.map((item) => (
        <ActivityRow key={item.id} item={item} now={now} />
      ))}
    </ol>
  );
}

function FeedSkeleton() {
  return (
    <div role="status" aria-label="Loading recent activity" className="flex flex-col gap-4">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** The home page's recent activity: what collectors did, newest first, new items arriving live. */
export function ActivityFeed() {
  return (
    <ComponentErrorBoundary loading={<FeedSkeleton />}>
      <FeedList />
    </ComponentErrorBoundary>
  );
}
