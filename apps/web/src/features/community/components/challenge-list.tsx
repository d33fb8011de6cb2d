import { Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useSearchParams } from '@/lib/router';
import { useChallenges } from '@/features/community/api/challenges';
import { ChallengeCard } from '@/features/community/components/challenge-card';

/**
 * The Challenges tab: the open challenges, newest first. `?challenge=<id>` (a completion's notice and feed row
 * link there) opens that one's leaderboard and scrolls to it.
 */
export function ChallengeList() {
  const [params] = useSearchParams();
  const linked = params.get('challenge');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(linked ? [linked] : []));
  const query = useChallenges();
  const hasLinked = Boolean(linked && query.data?.challenges.some((challenge) => challenge.id === linked));

  useEffect(() => {
    if (hasLinked) document.getElementById(`challenge-${linked}`)?.scrollIntoView({ block: 'start' });
  }, [hasLinked, linked]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ListStates
      query={query}
      isEmpty={(data) => data.challenges.length === 0}
      skeleton={
        <SkeletonBlocks
          label="Loading challenges"
          count={4}
          blockClassName="h-56"
          className="grid gap-6 md:grid-cols-2"
        />
      }
      empty={
        <EmptyState
          icon={Trophy}
          title="No challenges yet"
          description="Collecting challenges will appear here."
        />
      }
    >
      {(data) => (
        <div className="flex flex-col gap-6">
          <p className="max-w-prose text-sm text-tape-300">
            Add a film that fits a challenge to your collection and it counts: you join the challenge on the
            way.
          </p>
          <div className="grid items-start gap-6 md:grid-cols-2">
            {data.challenges.map((challenge) => (
              <ChallengeCard
                key={challenge.id}
                challenge={challenge}
                isOpen={open.has(challenge.id)}
                onToggle={() => toggle(challenge.id)}
              />
            ))}
          </div>
        </div>
      )}
    </ListStates>
  );
}
