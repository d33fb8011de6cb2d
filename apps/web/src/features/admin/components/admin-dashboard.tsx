import { formatCount } from '@rewind/shared/counts';
import type { TDashboard, TPeriodPair } from '@rewind/shared/admin';
import { formatPrice } from '@rewind/shared/currency';
import * as MSG from '@rewind/shared/texts';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { TabNav } from '@/components/ui/tab-nav';
import { cn } from '@/lib/cn';
import { Link, useSearchParams } from '@/lib/router';
import { useDashboard } from '@/features/admin/api/dashboard';

type TMetric = keyof TDashboard['metrics'];

/** Each figure, what it counts, and whether it compares a moment (now vs the start) or a period's sum. */
const METRICS: {
  key: TMetric;
  label: string;
  /** What it counts, where the label alone could be read as another page's figure. */
  hint?: string;
  kind: 'moment' | 'period';
  money?: boolean;
  to?: string;
}[] = [
  { key: 'members', label: 'Members', kind: 'moment', to: '/admin?section=users' },
  { key: 'newMembers', label: 'New members', kind: 'period', to: '/admin?section=users' },
  { key: 'activeListings', label: 'Active listings', kind: 'moment', to: '/admin?section=marketplace' },
  { key: 'orders', label: 'Orders', kind: 'period' },
  { key: 'sales', label: 'Sales', kind: 'period', money: true },
  { key: 'openReports', label: 'Open reports', kind: 'moment', to: '/admin?section=reports' },
  {
    key: 'posts',
    label: MSG.dashboardPosts,
    hint: MSG.dashboardPostsHint,
    kind: 'period',
    to: '/admin?section=forum',
  },
];

const PERIODS = [
  { id: '30', label: 'Last 30 days', to: '/admin?section=dashboard' },
  { id: '7', label: 'Last 7 days', to: '/admin?section=dashboard&days=7' },
] as const;

function Change({ pair }: { pair: TPeriodPair }) {
  const change = pair.current - pair.previous;
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const share = pair.previous > 0 ? `${Math.round((Math.abs(change) / pair.previous) * 100)}%` : null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm',
        change > 0 ? 'text-cyan' : change < 0 ? 'text-yellow' : 'text-tape-400',
      )}
    >
      <Icon aria-hidden className="size-4" />
      {change === 0 ? 'no change' : (share ?? 'new')}
    </span>
  );
}

function MetricCard({
  metric,
  pair,
  days,
  currency,
}: {
  metric: (typeof METRICS)[number];
  pair: TPeriodPair;
  days: number;
  currency: string;
}) {
  const show = (value: number) =>
    metric.money ? formatPrice(value.toFixed(2), currency) : formatCount(value);
  const before = (value: string) =>
    metric.kind === 'moment' ? `was ${value} ${days} days ago` : `${value} in the ${days} days before`;
  const body = (
    <>
      <dt className="text-sm text-tape-300">{metric.label}</dt>
      <dd className="mt-2 font-counter text-4xl leading-none text-paper">{show(pair.current)}</dd>
      <dd className="mt-2 flex flex-wrap items-center gap-x-2 text-xs text-tape-400">
        <Change pair={pair} />
        <span>{before(show(pair.previous))}</span>
      </dd>
      {metric.hint && <dd className="mt-1 text-xs text-tape-400">{metric.hint}</dd>}
    </>
  );
  const className = 'block rounded-lg border border-tape-700 bg-tape-900 p-4';
  return (
    <div data-testid={`dashboard-${metric.key}`}>
      {metric.to ? (
        <Link to={metric.to} className={cn(className, 'transition hover:border-magenta/60')}>
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className={className}>{body}</dl>
      )}
    </div>
  );
}

/** The dashboard: the community's figures over 7 or 30 days, each beside the period before. */
export function AdminDashboard() {
  const [params] = useSearchParams();
  const days = params.get('days') === '7' ? 7 : 30;
  const query = useDashboard(days);
  return (
    <div className="flex flex-col gap-2">
      <TabNav label="Period" tabs={PERIODS} current={String(days) as '7' | '30'} />
      <ListStates
        query={query}
        isEmpty={() => false}
        skeleton={
          <SkeletonBlocks
            label="Loading the dashboard"
            count={7}
            blockClassName="h-32"
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          />
        }
        empty={<EmptyState title="No figures" />}
      >
        {(data) => (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {METRICS.map((metric) => (
              <MetricCard
                key={metric.key}
                metric={metric}
                pair={data.metrics[metric.key]}
                days={data.days}
                currency={data.currency}
              />
            ))}
          </div>
        )}
      </ListStates>
    </div>
  );
}
