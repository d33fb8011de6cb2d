import { formatCount } from '@rewind/shared/counts';
import { CHALLENGE_RULE_LABELS } from '@rewind/shared/challenge-rules';
import type { TAdminChallenge } from '@rewind/shared/challenges';
import * as MSG from '@rewind/shared/texts';
import { formatMoment } from '@rewind/shared/time';
import { Lock, LockOpen, Pencil, Plus, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Modal } from '@/components/ui/modal';
import { NewerOlder } from '@/components/ui/newer-older';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useAdminChallenges, useSetChallengeOpen } from '@/features/admin/api/challenges';
import { ChallengeFormDialog } from '@/features/admin/components/challenge-form';

/** Where it stands by its dates: not started yet, counting, or over. */
function timingOf(challenge: TAdminChallenge, now = Date.now()) {
  if (challenge.startsAt && Date.parse(challenge.startsAt) > now) return 'Upcoming';
  if (challenge.endsAt && Date.parse(challenge.endsAt) <= now) return 'Ended';
  return 'Running';
}

function datesOf({ startsAt, endsAt }: TAdminChallenge) {
  if (startsAt && endsAt) return `${formatMoment(startsAt)} → ${formatMoment(endsAt)}`;
  if (startsAt) return `From ${formatMoment(startsAt)}`;
  return endsAt ? `Until ${formatMoment(endsAt)}` : 'No dates';
}

const TONES = {
  cyan: 'border-cyan/60 text-cyan',
  yellow: 'border-yellow/60 text-yellow',
  muted: 'border-tape-600 text-tape-300',
};

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={cn('rounded-sm border px-1.5 py-0.5 text-xs', TONES[tone])}>{children}</span>;
}

/** 'Close …?' or 'Reopen …?', with what it means for members. */
function ConfirmOpenDialog({ challenge, onClose }: { challenge: TAdminChallenge; onClose: () => void }) {
  const setOpen = useSetChallengeOpen();
  const once = useSingleFlight();
  const isClosing = challenge.isActive;
  const confirm = () =>
    once(async () => {
      try {
        await setOpen.mutateAsync({ id: challenge.id, isOpen: !isClosing });
        notify.success(isClosing ? MSG.challengeClosed : MSG.challengeReopened);
        onClose();
      } catch (error) {
        notify.fromError(error);
      }
    });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !setOpen.isPending && onClose()}
      title={isClosing ? 'Close this challenge?' : 'Reopen this challenge?'}
      description={
        isClosing ? MSG.challengeCloseConfirm(challenge.title) : MSG.challengeReopenConfirm(challenge.title)
      }
      size="md"
      testId="challenge-open-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={setOpen.isPending}>
            {MSG.cancel}
          </Button>
          <Button variant={isClosing ? 'danger' : 'primary'} isLoading={setOpen.isPending} onClick={confirm}>
            {isClosing ? 'Close challenge' : 'Reopen challenge'}
          </Button>
        </>
      }
    />
  );
}

function ChallengeRow({
  challenge,
  onEdit,
  onToggle,
}: {
  challenge: TAdminChallenge;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const timing = timingOf(challenge);
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="admin-challenge">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-paper">{challenge.title}</span>
          {challenge.isActive ? <Badge tone="cyan">Open</Badge> : <Badge tone="muted">Closed</Badge>}
          <Badge tone={timing === 'Upcoming' ? 'yellow' : 'muted'}>{timing}</Badge>
        </p>
        <p className="text-sm text-tape-300">
          {CHALLENGE_RULE_LABELS[challenge.type]} · target {formatCount(challenge.target)}
        </p>
        <p className="text-sm text-tape-400">
          {datesOf(challenge)} · {formatCount(challenge.participants)}{' '}
          {challenge.participants === 1 ? 'participant' : 'participants'} ·{' '}
          {formatCount(challenge.completions)} completed
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          leftIcon={<Pencil aria-hidden className="size-4" />}
          aria-label={`Edit ${challenge.title}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          leftIcon={
            challenge.isActive ? (
              <Lock aria-hidden className="size-4" />
            ) : (
              <LockOpen aria-hidden className="size-4" />
            )
          }
          aria-label={`${challenge.isActive ? 'Close' : 'Reopen'} ${challenge.title}`}
          onClick={onToggle}
        >
          {challenge.isActive ? 'Close' : 'Reopen'}
        </Button>
      </div>
    </li>
  );
}

/**
 * The admin portal's challenges: every challenge, closed ones too, with where it stands, its
 * members and target; one form to create or edit, and closing or reopening with a confirmation.
 */
export function AdminChallenges() {
  const [page, setPage] = useState(1);
  const query = useAdminChallenges(page);
  const [editing, setEditing] = useState<TAdminChallenge | 'new' | null>(null);
  const [toggling, setToggling] = useState<TAdminChallenge | null>(null);
  return (
    <section aria-label="Challenges" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl text-paper">Challenges</h2>
        <Button leftIcon={<Plus aria-hidden className="size-4" />} onClick={() => setEditing('new')}>
          New challenge
        </Button>
      </div>
      <ListStates
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonBlocks
            label="Loading challenges"
            count={3}
            blockClassName="h-20"
            className="flex flex-col gap-2"
          />
        }
        empty={
          <EmptyState
            icon={Trophy}
            title="No challenges yet"
            description="Create one: members join it by adding matching films to their collections."
            compact
          />
        }
      >
        {(data) => (
          <>
            <ul
              className="divide-y divide-tape-700 rounded-xl border border-tape-700"
              aria-label="Challenges"
            >
              {data.items.map((challenge) => (
                <ChallengeRow
                  key={challenge.id}
                  challenge={challenge}
                  onEdit={() => setEditing(challenge)}
                  onToggle={() => setToggling(challenge)}
                />
              ))}
            </ul>
            <NewerOlder page={page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </ListStates>
      {editing && (
        <ChallengeFormDialog
          challenge={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {toggling && <ConfirmOpenDialog challenge={toggling} onClose={() => setToggling(null)} />}
    </section>
  );
}
