import { filmWithYear } from '@rewind/shared/film-label';
import * as MSG from '@rewind/shared/texts';
import type { TTradeCopy, TTradeProposalDetail } from '@rewind/shared/trade-proposals';
import { PROPOSAL_EXPIRES_DAYS, TRADE_STEP_LABELS_DONE, TRADE_STEPS } from '@rewind/shared/trade-states';
import { formatDay } from '@rewind/shared/time';
import { ArrowLeft, ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Thread } from '@/components/thread/thread';
import { BoxCover } from '@/components/ui/box-cover';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MembersOnly } from '@/components/ui/members-only';
import { RetryPanel } from '@/components/ui/error-panel';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { Link, useParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useLiveTrade,
  usePostTradeMessage,
  useTradeMessages,
  useTradeProposal,
} from '@/features/community/api/trade-proposals';
import { ProposeTradeButton } from '@/features/community/components/propose-trade-button';
import { TradeStatus } from '@/features/community/components/trade-status';
import { ReportTrade } from '@/features/community/components/report-trade';
import { AdminReadsNote } from '@/components/ui/admin-reads-note';
import type { TConfirmedTradeStep } from '@/features/community/components/trade-step-dialog';
import { lazyComponent } from '@/components/ui/lazy-component';
import { TradeRatings } from '@/features/community/components/trade-ratings';

const TradeStepDialog = lazyComponent(
  () => import('@/features/community/components/trade-step-dialog').then((module) => module.TradeStepDialog),
  { drawnOnceOpened: true },
);

const TRADES_TAB = '/community?tab=trades';

function CopyList({ title, copies, testId }: { title: string; copies: TTradeCopy[]; testId: string }) {
  return (
    <section aria-label={title} className="min-w-0 flex-1" data-testid={testId}>
      <h2 className="mb-2 font-display text-lg text-paper">{title}</h2>
      <ul className="flex flex-col gap-2">
        {copies.map((copy, i) => (
          <li key={copy.itemId ?? i} className="flex items-center gap-3">
            <BoxCover
              url={copy.release?.coverImageUrl ?? copy.film?.coverImageUrl ?? null}
              format={copy.item.release?.format ?? 'Film'}
              sizes="48px"
              className="w-12 shrink-0"
            />
            <span className="min-w-0 text-sm">
              {/* Named as when proposed; a link while the film still exists. */}
              {copy.film ? (
                <Link to={`/catalog/${copy.film.slug}`} className="block truncate text-paper hover:text-cyan">
                  {filmWithYear(copy.item.film)}
                </Link>
              ) : (
                <span className="block truncate text-paper">{filmWithYear(copy.item.film)}</span>
              )}
              <span className="block truncate text-tape-400">
                {copy.item.release
                  ? `${copy.item.release.format} · ${copy.item.release.releaseTitle}`
                  : 'Any release'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What happens next, for the reader. */
function nextHint(trade: TTradeProposalDetail, side: 'proposer' | 'recipient', partner: string) {
  const mine = side === 'proposer' ? trade.proposerState : trade.recipientState;
  const theirs = side === 'proposer' ? trade.recipientState : trade.proposerState;
  switch (trade.status) {
    case 'proposed':
      return side === 'proposer'
        ? `Waiting for ${partner} to accept, decline or counter.`
        : `${partner} proposes this trade: accept it, decline it, or counter with copies of your choosing.`;
    case 'accepted': {
      const parts = [
        mine.shippedAt ? 'You shipped your copies.' : 'Ship your copies, then mark them as shipped.',
        theirs.shippedAt
          ? mine.receivedAt
            ? 'You received theirs.'
            : `${partner} shipped theirs: confirm when they arrive.`
          : `${partner} has not shipped yet.`,
      ];
      return parts.join(' ');
    }
    case 'completed':
      return `Completed on ${formatDay(trade.completedAt!)}. The copies moved between your collections.`;
    case 'countered':
      return 'This proposal was answered with a counter-proposal.';
    case 'expired':
      return side === 'proposer'
        ? `${partner} did not answer within ${PROPOSAL_EXPIRES_DAYS} days: the proposal expired.`
        : `You did not answer within ${PROPOSAL_EXPIRES_DAYS} days: the proposal expired.`;
    default:
      return null;
  }
}

function StepButtons({ trade, partner }: { trade: TTradeProposalDetail; partner: string }) {
  const [step, setStep] = useState<TConfirmedTradeStep | null>(null);
  return (
    <>
      {trade.steps.length > 0 && (
        <div className="flex flex-wrap gap-3" data-testid="trade-steps">
          {trade.steps.map((name) =>
            name === 'counter' ? (
              <ProposeTradeButton
                key={name}
                label="Counter"
                size="md"
                partner={partner}
                counter={{ id: trade.id, mine: trade.recipientCopies, theirs: trade.proposerCopies }}
              />
            ) : (
              <Button
                key={name}
                variant={name === 'cancel' || name === 'decline' ? 'outline' : 'primary'}
                onClick={() => setStep(name)}
              >
                {TRADE_STEPS[name].label}
              </Button>
            ),
          )}
        </div>
      )}
      {/* Outside the buttons: a step taken can leave none open, and the dialog still has to close. */}
      {step && (
        <TradeStepDialog open trade={trade} partner={partner} step={step} onClose={() => setStep(null)} />
      )}
    </>
  );
}

function TradeView({ trade }: { trade: TTradeProposalDetail }) {
  const { user } = useSession();
  const messages = useTradeMessages(trade.id);
  const post = usePostTradeMessage(trade.id);
  const side =
    user?.id === trade.proposer.userId
      ? 'proposer'
      : user?.id === trade.recipient.userId
        ? 'recipient'
        : null;
  const me = side === 'proposer' ? trade.proposer : trade.recipient;
  const partner = side === 'proposer' ? trade.recipient : trade.proposer;
  const hint = side ? nextHint(trade, side, partner.username) : null;
  const steps = trade.events.map((event) => ({
    id: event.id,
    label: event.step === 'propose' ? 'Proposed' : TRADE_STEP_LABELS_DONE[event.step],
    actor: event.actor,
    note: event.note,
    createdAt: event.createdAt,
  }));
  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="font-counter text-lg leading-none tracking-wider text-tape-400 uppercase">
          Trade #{trade.displayId}
        </p>
        <h1 className="mt-1 font-display text-2xl text-paper sm:text-3xl">
          {side ? (
            <>
              You and{' '}
              <Link to={`/users/${partner.username}`} className="text-cyan hover:underline">
                {partner.username}
              </Link>
            </>
          ) : (
            `${trade.proposer.username} and ${trade.recipient.username}`
          )}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <TradeStatus status={trade.status} />
          {trade.countersId && (
            <Link to={`/trades/${trade.countersId}`} className="text-sm text-cyan hover:underline">
              The proposal it counters
            </Link>
          )}
          {trade.counteredById && (
            <Link to={`/trades/${trade.counteredById}`} className="text-sm text-cyan hover:underline">
              See the counter-proposal
            </Link>
          )}
        </div>
      </header>
      <div className="flex flex-col gap-6 rounded-xl border border-tape-600 bg-tape-900 p-5 sm:flex-row">
        <CopyList
          title={side ? 'You give' : `${trade.proposer.username} gives`}
          copies={side === 'recipient' ? trade.recipientCopies : trade.proposerCopies}
          testId="trade-you-give"
        />
        <ArrowLeftRight aria-hidden className="size-6 shrink-0 self-center text-magenta" />
        <CopyList
          title={side ? 'You get' : `${trade.recipient.username} gives`}
          copies={side === 'recipient' ? trade.proposerCopies : trade.recipientCopies}
          testId="trade-you-get"
        />
      </div>
      {hint && (
        <p
          role="status"
          className="rounded-lg border border-tape-600 bg-tape-900 p-3 text-sm text-paper"
          data-testid="trade-hint"
        >
          {hint}
        </p>
      )}
      <AdminReadsNote reads={trade.adminReads} what="trade" />
      {side && <StepButtons trade={trade} partner={partner.username} />}
      {side && trade.status === 'completed' && <TradeRatings trade={trade} partner={partner.username} />}
      <Thread
        steps={steps}
        messages={messages}
        send={side ? (body) => post.mutateAsync(body) : null}
        myName={side ? me.username : null}
        testId="trade"
      />
      {side && (
        <div className="flex justify-end">
          <ReportTrade trade={trade} />
        </div>
      )}
    </div>
  );
}

/** /trades/{id}: the copies each side gives, where it stands, the steps open now, the ratings and the thread. */
export function TradePage() {
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <Link
        to={TRADES_TAB}
        className="mb-6 inline-flex items-center gap-1.5 text-sm text-tape-300 hover:text-paper"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All trades
      </Link>
      <MembersOnly icon={ArrowLeftRight} title="Sign in to see this trade">
        <TradeContent id={id} />
      </MembersOnly>
    </PageContainer>
  );
}

/** The trade once the caller is known to be signed in; one that is not theirs says so. */
function TradeContent({ id }: { id: string }) {
  const query = useTradeProposal(id);
  useLiveTrade(id);
  useDocumentTitle(query.data ? `Trade #${query.data.displayId}` : 'Trade');
  return (
    <>
      {query.data ? (
        <TradeView trade={query.data} />
      ) : query.isError ? (
        isApiError(query.error) && [400, 401, 403, 404].includes(query.error.status) ? (
          <EmptyState
            icon={ArrowLeftRight}
            title={MSG.tradeProposalNotFound}
            description={
              query.error.status === 404
                ? undefined
                : query.error.status === 403
                  ? query.error.message
                  : MSG.notYourTrade
            }
            action={
              <Link to={TRADES_TAB} className={buttonClasses({ variant: 'outline' })}>
                All trades
              </Link>
            }
          />
        ) : (
          <RetryPanel
            title={MSG.componentError}
            message={isApiError(query.error) ? query.error.message : MSG.unexpectedError}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </>
  );
}
