import { countOf } from '@rewind/shared/counts';
import type { TChallengeDetail } from '@rewind/shared/challenges';
import { formatDay } from '@rewind/shared/time';
import { CheckCircle2 } from 'lucide-react';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { useChallengeDetail } from '@/features/community/api/challenges';
import { SmallList } from '@/features/community/components/small-list';

function LeaderRow({ leader }: { leader: TChallengeDetail['leaderboard'][number] }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <span className="w-6 shrink-0 text-right text-sm font-semibold text-tape-400">{leader.rank}</span>
      <UserAvatar username={leader.username} avatarUrl={leader.avatarUrl} size="xs" />
      <Link
        to={`/users/${encodeURIComponent(leader.username)}`}
        className="min-w-0 flex-1 truncate font-semibold text-paper hover:text-cyan"
      >
        {leader.username}
      </Link>
      {leader.completedAt && (
        <CheckCircle2 aria-label="Completed" role="img" className="size-4 shrink-0 text-cyan" />
      )}
      <span className="shrink-0 text-sm text-tape-300">{countOf(leader.count, 'item', 'items')}</span>
    </li>
  );
}

/** A challenge's leaderboard and, when I take part, the items I counted in it. */
export function ChallengeDetails({ challengeId }: { challengeId: string }) {
  const query = useChallengeDetail(challengeId, true);
  const takesPart = Boolean(query.data?.challenge.mine);
  return (
    <div className={cn('grid gap-6 border-t border-tape-700 pt-4', takesPart && 'sm:grid-cols-2')}>
      <section aria-label="Leaderboard">
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-tape-300 uppercase">Leaderboard</h3>
        <SmallList
          query={{ ...query, data: query.data?.leaderboard }}
          label="Leaderboard"
          empty="Nobody has counted an item yet."
        >
          {(leader) => <LeaderRow key={leader.username} leader={leader} />}
        </SmallList>
      </section>
      {takesPart && (
        <section aria-label="Your items">
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-tape-300 uppercase">Your items</h3>
          <SmallList
            query={{ ...query, data: query.data?.myItems }}
            label="Your items"
            empty="Add a matching film to your collection and it counts here."
          >
            {(item) => (
              <li key={item.id} className="flex items-center gap-3 py-2 text-sm">
                <Link to={item.link} className="min-w-0 flex-1 truncate text-paper hover:text-cyan">
                  {item.title}
                </Link>
                <time dateTime={item.date_added} className="shrink-0 text-tape-400">
                  {formatDay(item.date_added)}
                </time>
              </li>
            )}
          </SmallList>
        </section>
      )}
    </div>
  );
}
