import type { TTradeMatch } from '@rewind/shared/collection';
import * as MSG from '@rewind/shared/texts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useTradeMatches } from '@/features/community/api/dashboard';
import { ProposeTradeButton } from '@/features/community/components/propose-trade-button';
import { SmallList } from '@/features/community/components/small-list';

const spares = (count: number) => `${count} ${count === 1 ? 'spare' : 'spares'}`;

function MatchRow({ match }: { match: TTradeMatch }) {
  const profile = `/users/${encodeURIComponent(match.username)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="trade-match">
      <UserAvatar username={match.username} avatarUrl={match.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={profile} className="font-semibold text-paper hover:text-cyan">
            {match.username}
          </Link>
          {match.isMutual && (
            <span className="rounded-sm border border-cyan/60 px-1.5 py-0.5 text-xs text-cyan">
              Mutual match
            </span>
          )}
        </p>
        <p className="text-sm text-tape-300">
          {match.isMutual
            ? `${spares(match.theirs)} of theirs on your wantlist · ${spares(match.mine)} of yours on theirs`
            : MSG.tradeMatchSummary(match)}
        </p>
        <Link to={`${profile}/collection`} className="text-sm text-cyan hover:underline">
          See their collection
        </Link>
      </div>
      {match.theirs > 0 && <ProposeTradeButton partner={match.username} />}
    </li>
  );
}

/**
 * My trade matches: members whose spares are on my wantlist and who want mine, mutual
 * matches first. Spares are collection items marked 'For trade' on /collection.
 */
export function TradeMatches() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <p className="text-sm text-tape-300">
        Sign in, mark spares in your collection <strong className="text-paper">For trade</strong>, and Rewind
        finds the members whose spares are on your wantlist and who want yours.
      </p>
    );
  }
  return <SignedInMatches />;
}

function SignedInMatches() {
  const query = useTradeMatches();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-tape-300">
        Members whose spares are on your wantlist, and who want spares of yours. Mark spares with{' '}
        <strong className="text-paper">For trade</strong> on{' '}
        <Link to="/collection" className="text-cyan hover:underline">
          your collection
        </Link>
        .
      </p>
      <SmallList
        query={{ ...query, data: query.data?.matches }}
        label="Trade matches"
        empty="No matches yet: nobody's spares are on your wantlist, and nobody wants a spare of yours."
      >
        {(match) => <MatchRow key={match.username} match={match} />}
      </SmallList>
    </div>
  );
}
