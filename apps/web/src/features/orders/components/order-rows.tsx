import type { TOffer, TOrderSummary } from '@rewind/shared/orders';
import { formatPrice } from '@rewind/shared/currency';
import { snapshotLabel } from '@rewind/shared/item-snapshot';
import { listingPath } from '@rewind/shared/slug';
import { formatRelativeTime } from '@rewind/shared/time';
import { BoxCover } from '@/components/ui/box-cover';
import { Link } from '@/lib/router';
import { OfferLine } from '@/features/orders/components/offer-facts';
import { OrderStatus, orderItemLabel, orderMoney } from '@/features/orders/components/order-facts';

/** Whose orders: the ones bought, or the ones sold. */
export type TRole = 'purchases' | 'sales';
/** Whose offers: the ones received, or the ones sent. */
export type TOfferRole = 'received' | 'sent';

export function OrderRow({ order, role }: { order: TOrderSummary; role: TRole }) {
  const other = role === 'purchases' ? order.seller : order.buyer;
  return (
    <li>
      <Link
        to={`/orders/${order.id}`}
        className="flex items-center gap-4 rounded-lg border border-tape-700 bg-tape-900 p-3 transition hover:border-tape-500"
        data-testid="order-row"
      >
        <BoxCover
          url={order.listing?.coverUrl}
          format={order.item.release?.format ?? 'Film'}
          sizes="56px"
          className="w-14 shrink-0"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-paper">{snapshotLabel(order.item)}</p>
          <p className="mt-0.5 text-sm text-tape-300">
            {role === 'purchases' ? 'From' : 'To'} {other.username} · {formatRelativeTime(order.createdAt)}
          </p>
          <div className="mt-1.5">
            <OrderStatus order={order} />
          </div>
        </div>
        <span className="font-counter text-xl text-yellow">{orderMoney(order)}</span>
      </Link>
    </li>
  );
}

export function OfferRow({ offer, role }: { offer: TOffer; role: TOfferRole }) {
  return (
    <li
      className="flex items-center gap-4 rounded-lg border border-tape-700 bg-tape-900 p-3"
      data-testid="offer-row"
    >
      <Link to={listingPath(offer.listing)} className="shrink-0">
        <BoxCover
          url={offer.listing.coverUrl}
          format={offer.listing.release.format}
          sizes="56px"
          className="w-14"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={listingPath(offer.listing)}
          className="block truncate font-semibold text-paper hover:text-magenta-soft"
        >
          {orderItemLabel(offer)} · {formatPrice(offer.listing.price, offer.currency)}
        </Link>
        <div className="mt-1.5">
          <OfferLine offer={offer} role={role} />
        </div>
      </div>
    </li>
  );
}
