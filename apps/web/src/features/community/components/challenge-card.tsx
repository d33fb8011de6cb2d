import { formatCount } from '@rewind/shared/counts';
import type { TChallenge } from '@rewind/shared/challenges';
import { CHALLENGE_RULE_LABELS } from '@rewind/shared/challenge-rules';
import * as MSG from '@rewind/shared/texts';
import { formatDay, formatMoment } from '@rewind/shared/time';
import { CheckCircle2, ChevronDown, Trophy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAuthDialog } from '@/lib/auth-dialog';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useJoinChallenge } from '@/features/community/api/challenges';
import { ChallengeDetails } from '@/features/community/components/challenge-details';

/** When it counts: 'Ends Dec 27, 2026', 'Ended …', 'Starts …', or nothing for an open-ended one. */
function datesOf(challenge: TChallenge, now = Date.now()): string | null {
  if (challenge.startsAt && Date.parse(challenge.startsAt) > now)
    return `Starts ${formatDay(challenge.startsAt)}`;
  if (!challenge.endsAt) return null;
  return `${Date.parse(challenge.endsAt) > now ? 'Ends' : 'Ended'} ${formatDay(challenge.endsAt)}`;
}

/** My progress: a bar with 'N of target' (never past it), and the moment I completed it. */
function MyProgress({ challenge }: { challenge: TChallenge }) {
  const mine = challenge.mine!;
  const reached = Math.min(mine.current_count, challenge.target);
  const progress = MSG.challengeProgress(mine.current_count, challenge.target);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-paper">Your progress</span>
        <span className="text-tape-300" data-testid="challenge-progress">
          {progress}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Your progress in ${challenge.title}`}
        aria-valuemin={0}
        aria-valuemax={challenge.target}
        aria-valuenow={reached}
        aria-valuetext={progress}
        className="h-2 overflow-hidden rounded-full bg-tape-800"
      >
        <div
          className={cn('h-full rounded-full', mine.isCompleted ? 'bg-cyan' : 'bg-magenta')}
          style={{ width: `${Math.round((reached / challenge.target) * 100)}%` }}
        />
      </div>
      {mine.isCompleted && mine.completedAt && (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-cyan">
          <CheckCircle2 aria-hidden className="size-4" />
          Completed on <time dateTime={mine.completedAt}>{formatMoment(mine.completedAt)}</time>
        </p>
      )}
    </div>
  );
}

/** Join, for a member who does not take part yet; a visitor is offered to sign in. */
function JoinButton({ challenge }: { challenge: TChallenge }) {
  const { isSignedIn } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const join = useJoinChallenge();
  const once = useSingleFlight();
  if (!isSignedIn) {
    return (
      <Button variant="outline" size="sm" onClick={() => openAuthDialog('login')}>
        Sign in to join
      </Button>
    );
  }
  if (!challenge.abilities.join) return null;
  return (
    <Button
      size="sm"
      isLoading={join.isPending}
      onClick={() =>
        once(() =>
          join.mutateAsync(challenge.id).then(
            () => notify.success(`You joined “${challenge.title}”.`),
            (error: unknown) => notify.fromError(error),
          ),
        )
      }
    >
      Join challenge
    </Button>
  );
}

/** One challenge: its rule, target and counts, my progress, and its leaderboard on demand. */
export function ChallengeCard({
  challenge,
  isOpen,
  onToggle,
}: {
  challenge: TChallenge;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const titleId = useId();
  const detailsId = useId();
  const dates = datesOf(challenge);
  return (
    <article
      id={`challenge-${challenge.id}`}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-tape-700 bg-tape-900 p-5"
    >
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-md bg-tape-800 text-magenta">
          <Trophy aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg font-semibold text-paper">
            {challenge.title}
          </h2>
          <p className="text-sm text-cyan">{CHALLENGE_RULE_LABELS[challenge.type]}</p>
        </div>
      </header>
      {challenge.description && <p className="text-sm text-tape-200">{challenge.description}</p>}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-tape-300">
        <li>
          Target <strong className="text-paper">{challenge.target}</strong>
        </li>
        <li>{formatCount(challenge.participants)} taking part</li>
        <li>{formatCount(challenge.completions)} completed</li>
        {dates && <li>{dates}</li>}
      </ul>
      {challenge.mine && <MyProgress challenge={challenge} />}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <JoinButton challenge={challenge} />
        <Button variant="ghost" size="sm" aria-expanded={isOpen} aria-controls={detailsId} onClick={onToggle}>
          Leaderboard
          <ChevronDown aria-hidden className={cn('size-4 transition', isOpen && 'rotate-180')} />
        </Button>
      </div>
      <div id={detailsId} hidden={!isOpen}>
        {isOpen && <ChallengeDetails challengeId={challenge.id} />}
      </div>
    </article>
  );
}
