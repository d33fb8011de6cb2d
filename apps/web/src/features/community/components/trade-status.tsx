import { TRADE_STATUS_LABELS, type TTradeStatus } from '@rewind/shared/trade-states';
import { cn } from '@/lib/cn';

const STATUS_TONES: Record<TTradeStatus, string> = {
  proposed: 'border-cyan/60 text-cyan',
  accepted: 'border-yellow/60 text-yellow',
  completed: 'border-green-400/60 text-green-300',
  declined: 'border-tape-500 text-tape-300',
  countered: 'border-magenta/60 text-magenta-soft',
  cancelled: 'border-tape-500 text-tape-300',
  expired: 'border-tape-500 text-tape-300',
};

/** Where a trade stands, as a tape-label badge (as an order's). */
export function TradeStatus({ status }: { status: TTradeStatus }) {
  return (
    <span
      className={cn('inline-flex rounded-sm border px-2 py-0.5 text-xs font-semibold', STATUS_TONES[status])}
      data-testid="trade-status"
    >
      {TRADE_STATUS_LABELS[status]}
    </span>
  );
}
