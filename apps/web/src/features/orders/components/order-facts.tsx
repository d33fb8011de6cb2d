import { formatPrice } from '@rewind/shared/currency';
import { filmWithYear } from '@rewind/shared/film-label';
import { CANCEL_REASON_LABELS, ORDER_STATUS_LABELS, type TOrderStatus } from '@rewind/shared/order-states';
import type { TOffer, TOrderSummary } from '@rewind/shared/orders';
import { cn } from '@/lib/cn';

const STATUS_TONES: Record<TOrderStatus, string> = {
  new: 'border-cyan/60 text-cyan',
  awaiting_payment: 'border-yellow/60 text-yellow',
  paid: 'border-yellow/60 text-yellow',
  shipped: 'border-magenta/60 text-magenta-soft',
  completed: 'border-green-400/60 text-green-300',
  cancelled: 'border-tape-500 text-tape-300',
};

/** Where an order stands, as a tape-label badge; a cancelled one says why. */
export function OrderStatus({ order }: { order: Pick<TOrderSummary, 'status' | 'cancelReason'> }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-sm border px-2 py-0.5 text-xs font-semibold',
        STATUS_TONES[order.status],
      )}
      data-testid="order-status"
    >
      {ORDER_STATUS_LABELS[order.status]}
      {order.cancelReason && ` · ${CANCEL_REASON_LABELS[order.cancelReason]}`}
    </span>
  );
}

/** The copy an offer is for: 'Aliens (1986) · VHS'. */
export const orderItemLabel = (order: Pick<TOffer, 'listing'>) =>
  `${filmWithYear(order.listing.film)} · ${order.listing.release.format}`;

/** The money: the total once the seller set shipping, else the copy's price 'plus shipping'. */
export const orderMoney = (order: TOrderSummary) =>
  order.total === null
    ? `${formatPrice(order.price, order.currency)} + shipping`
    : formatPrice(order.total, order.currency);
