import { filmWithYear } from '@rewind/shared/film-label';
import type { TTradeCopy, TTradeProposalSummary } from '@rewind/shared/trade-proposals';
import { formatRelativeTime } from '@rewind/shared/time';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NewerOlder } from '@/components/ui/newer-older';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { type TTradeProposalFilters, useTradeProposals } from '@/features/community/api/trade-proposals';
import { TradeStatus } from '@/features/community/components/trade-status';

const ROLES: { role: TTradeProposalFilters['role']; label: string }[] = [
  { role: 'all', label: 'All' },
  { role: 'received', label: 'Received' },
  { role: 'sent', label: 'Sent' },
];

const titles = (copies: TTradeCopy[]) => copies.map((copy) => filmWithYear(copy.item.film)).join(', ');

function TradeRow({ trade, userId, now }: { trade: TTradeProposalSummary; userId: string; now: Date }) {
  const isProposer = trade.proposer.userId === userId;
  const partner = isProposer ? trade.recipient : trade.proposer;
  const give = isProposer ? trade.proposerCopies : trade.recipientCopies;
  const get = isProposer ? trade.recipientCopies : trade.proposerCopies;
  return (
    <li data-testid="my-trade">
      <Link
        to={`/trades/${trade.id}`}
        className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-tape-800"
      >
        <UserAvatar username={partner.username} avatarUrl={partner.avatarUrl} size="sm" />
        <span className="min-w-0 flex-1 text-sm">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-paper">
              {isProposer ? `To ${partner.username}` : `From ${partner.username}`}
            </span>
            <TradeStatus status={trade.status} />
          </span>
          <span className="block truncate text-tape-300">You give {titles(give)}</span>
          <span className="block truncate text-tape-300">You get {titles(get)}</span>
        </span>
        <time dateTime={trade.statusChangedAt} className="shrink-0 text-xs text-tape-400">
          {formatRelativeTime(trade.statusChangedAt, now)}
        </time>
      </Link>
    </li>
  );
}

/** My trade proposals, received, sent or both, newest first. */
export function MyTrades() {
  const { user } = useSession();
  const [filters, setFilters] = useState<TTradeProposalFilters>({ role: 'all', page: 1 });
  const query = useTradeProposals(filters);
  const now = useNow();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Which trades" className="flex gap-2">
        {ROLES.map(({ role, label }) => (
          <Button
            key={role}
            size="sm"
            variant={filters.role === role ? 'primary' : 'ghost'}
            aria-pressed={filters.role === role}
            onClick={() => setFilters({ role, page: 1 })}
          >
            {label}
          </Button>
        ))}
      </div>
      <ListStates
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonBlocks
            label="Loading your trades"
            count={2}
            blockClassName="h-16"
            className="flex flex-col gap-2"
          />
        }
        empty={
          <EmptyState
            icon={ArrowLeftRight}
            title="No trades yet"
            description="Propose one to a trade match, or answer a trade request."
          />
        }
      >
        {(data) => (
          <>
            <ol className="divide-y divide-tape-700" aria-label="Your trades">
              {data.items.map((trade) => (
                <TradeRow key={trade.id} trade={trade} userId={user.id} now={now} />
              ))}
            </ol>
            <NewerOlder
              page={filters.page}
              hasMore={data.hasMore}
              onPage={(page) => setFilters({ ...filters, page })}
            />
          </>
        )}
      </ListStates>
    </div>
  );
}
