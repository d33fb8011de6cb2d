import { countOf } from '@rewind/shared/counts';
import * as MSG from '@rewind/shared/texts';
import type { TTradeProposalDetail } from '@rewind/shared/trade-proposals';
import { TRADE_STEP_LABELS_DONE, TRADE_STEPS, type TTradeStep } from '@rewind/shared/trade-states';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useTradeStep } from '@/features/community/api/trade-proposals';

export type TConfirmedTradeStep = Exclude<TTradeStep, 'counter'>;

const copies = (count: number) => countOf(count, 'copy', 'copies');

/** What each step means for the trade, said before it is taken. */
const STEP_MEANINGS: Record<
  TConfirmedTradeStep,
  { describe: (trade: TTradeProposalDetail, partner: string) => string; isDanger?: boolean }
> = {
  accept: {
    describe: (trade, partner) =>
      `You give ${copies(trade.recipientCopies.length)} and receive ${copies(trade.proposerCopies.length)} from ${partner}. Your copies are promised to this trade until it completes or is cancelled; next, each of you ships.`,
  },
  decline: {
    describe: (_trade, partner) => `${partner}'s proposal ends; nothing changes hands.`,
    isDanger: true,
  },
  cancel: {
    describe: (_trade, partner) =>
      `The trade ends for you and ${partner}; copies promised to it are free again.`,
    isDanger: true,
  },
  ship: { describe: (_trade, partner) => `Tell ${partner} that your copies are on their way.` },
  receive: {
    describe: (_trade, partner) =>
      `Confirm that ${partner}'s copies arrived. Once both of you have, the trade is complete.`,
  },
};

/** One step of a trade: what it means, then the step (the counterpart of an order's step dialog). */
export function TradeStepDialog({
  open,
  trade,
  partner,
  step,
  onClose,
}: {
  /** Mounted while open (a lazy dialog needs the flag). */
  open: boolean;
  trade: TTradeProposalDetail;
  partner: string;
  step: TConfirmedTradeStep;
  onClose: () => void;
}) {
  const take = useTradeStep(trade.id);
  const once = useSingleFlight();
  const meaning = STEP_MEANINGS[step];
  const confirm = () =>
    once(async () => {
      try {
        await take.mutateAsync({ step });
        notify.success(`${TRADE_STEP_LABELS_DONE[step]}.`);
        onClose();
      } catch (cause) {
        notify.error(isApiError(cause) ? cause.message : MSG.unexpectedError);
      }
    });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !take.isPending && onClose()}
      title={`${TRADE_STEPS[step].label}?`}
      description={meaning.describe(trade, partner)}
      testId="trade-step-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={take.isPending}>
            {MSG.cancel}
          </Button>
          <Button
            variant={meaning.isDanger ? 'danger' : 'primary'}
            isLoading={take.isPending}
            onClick={confirm}
          >
            {TRADE_STEPS[step].label}
          </Button>
        </>
      }
    />
  );
}
