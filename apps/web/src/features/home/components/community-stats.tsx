import { formatCount } from '@rewind/shared/counts';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { ComponentErrorBoundary } from '@/components/ui/component-error-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommunityStats } from '@/features/home/api/get-community-stats';

function StatTiles() {
  const { data } = useCommunityStats();
  const tiles = [
    { label: 'Members', value: data.totalUsers },
    { label: 'Active trades', value: data.activeTrades },
    { label: MSG.statRecentTopics(LIMITS.recentPostsDays), value: data.recentPosts },
    { label: MSG.statReplies, value: data.totalReplies },
    { label: 'Challenges completed', value: data.challengeProgress },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="community-stats">
      {tiles.map(({ label, value }) => (
        <div key={label} className="rounded-lg border border-tape-600 bg-tape-900 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-tape-300 uppercase">{label}</dt>
          <dd className="mt-1 font-counter text-4xl leading-none text-cyan">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatsSkeleton() {
  return (
    <div role="status" aria-label="Loading community stats" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-20" />
      ))}
    </div>
  );
}

/** The community's numbers (members, trades, forum, challenges), counted by the server every 30 s. */
export function CommunityStats() {
  return (
    <ComponentErrorBoundary loading={<StatsSkeleton />}>
      <StatTiles />
    </ComponentErrorBoundary>
  );
}
