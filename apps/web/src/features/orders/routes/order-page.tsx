import { formatPrice } from '@rewind/shared/currency';
import { filmWithYear } from '@rewind/shared/film-label';
import { snapshotLabel } from '@rewind/shared/item-snapshot';
import * as MSG from '@rewind/shared/texts';
import { ORDER_STEPS, ORDER_TIMERS, type TOrderStep } from '@rewind/shared/order-states';
import type { TOrderDetail } from '@rewind/shared/orders';
import { listingPath } from '@rewind/shared/slug';
import { formatDay } from '@rewind/shared/time';
import { ArrowLeft, Receipt } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { useLiveOrder, useOrder } from '@/features/orders/api/orders';
import { AddBoughtCopy } from '@/features/orders/components/add-bought-copy';
import { OrderThread } from '@/features/orders/components/order-thread';
import { RateSeller } from '@/features/orders/components/rate-seller';
import { OrderStatus } from '@/features/orders/components/order-facts';
import { ReportOrder } from '@/features/orders/components/report-order';
import { AdminReadsNote } from '@/components/ui/admin-reads-note';
import { lazyComponent } from '@/components/ui/lazy-component';

const OrderStepDialog = lazyComponent(
  () => import('@/features/orders/components/order-step-dialog').then((module) => module.OrderStepDialog),
  { drawnOnceOpened: true },
);

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAfter = (iso: string, days: number) => formatDay(new Date(new Date(iso).getTime() + days * DAY_MS));

/** What happens next, and by when, as the timers say. */
function nextHint(order: TOrderDetail, isSeller: boolean): string | null {
  const waiting = order.cancelRequestedBy
    ? order.cancelRequestedBy === (isSeller ? order.seller.userId : order.buyer.userId)
      ? 'You asked to cancel; waiting for the other side to agree.'
      : 'The other side asked to cancel.'
    : null;
  switch (order.status) {
    case 'new':
      return (
        waiting ??
        (isSeller
          ? `Confirm the total, shipping included, by ${dayAfter(order.statusChangedAt, ORDER_TIMERS.newExpiresDays)}, or the order expires.`
          : `The seller confirms the total, shipping included. Without a reply the order expires on ${dayAfter(order.statusChangedAt, ORDER_TIMERS.newExpiresDays)}.`)
      );
    case 'awaiting_payment':
      return waiting ?? paymentHint(order, isSeller);
    case 'paid':
      return (
        waiting ?? (isSeller ? 'Ship the copy and mark it as shipped.' : 'The seller ships the copy next.')
      );
    case 'shipped':
      return `On its way. The order completes by itself on ${dayAfter(order.statusChangedAt, ORDER_TIMERS.autoCompleteDays)} unless the buyer confirms receipt sooner.`;
    default:
      return null;
  }
}

/** Awaiting payment: the buyer pays, says so, and the seller confirms it arrived. */
function paymentHint(order: TOrderDetail, isSeller: boolean): string {
  if (order.paymentSentAt === null) {
    return isSeller
      ? 'Waiting for the buyer’s payment.'
      : 'Pay the seller the total, as their terms say, then tell them with ‘I paid’.';
  }
  const day = formatDay(new Date(order.paymentSentAt));
  return isSeller
    ? `${order.buyer.username} says they paid on ${day}. Check that it arrived, then confirm ‘Payment received’.`
    : `You told the seller you paid on ${day}; they confirm once it arrives.`;
}

function Money({ label, children, isTotal }: { label: string; children: ReactNode; isTotal?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-tape-300">{label}</dt>
      <dd className={isTotal ? 'font-counter text-2xl text-yellow' : 'text-paper'}>{children}</dd>
    </div>
  );
}

function OrderView({ order }: { order: TOrderDetail }) {
  const { user } = useSession();
  const [step, setStep] = useState<TOrderStep | null>(null);
  const isSeller = user?.id === order.seller.userId;
  const hint = nextHint(order, isSeller);
  useDocumentTitle(`Order of ${filmWithYear(order.item.film)}`);
  return (
    // On a phone the money comes before the timeline; beside them both from lg up.
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="flex flex-col gap-6">
        <div className="flex gap-5">
          <BoxCover
            url={order.listing?.coverUrl}
            format={order.item.release?.format ?? 'Film'}
            sizes="120px"
            className="w-28 shrink-0"
          />
          <div className="min-w-0">
            <p className="font-counter text-lg leading-none tracking-wider text-tape-400 uppercase">
              Order {order.id.slice(0, 8)}
            </p>
            <h1 className="mt-1 font-display text-2xl text-paper sm:text-3xl">
              {/* Named as when ordered; a link while its listing's film and release exist. */}
              {order.listing ? (
                <Link to={listingPath(order.listing)} className="hover:text-magenta-soft">
                  {snapshotLabel(order.item)}
                </Link>
              ) : (
                snapshotLabel(order.item)
              )}
            </h1>
            <p className="mt-1 text-sm text-tape-300">
              Media {order.item.mediaCondition} · Packaging {order.item.packagingCondition}
            </p>
            <p className="mt-1 text-sm text-tape-300">
              Bought by {order.buyer.username} from{' '}
              <Link to={`/users/${order.seller.username}`} className="text-cyan underline underline-offset-2">
                {order.seller.username}
              </Link>
            </p>
            <div className="mt-2">
              <OrderStatus order={order} />
            </div>
          </div>
        </div>
        {hint && (
          <p
            role="status"
            className="rounded-lg border border-tape-600 bg-tape-900 p-3 text-sm text-paper"
            data-testid="order-hint"
          >
            {hint}
          </p>
        )}
        <AdminReadsNote reads={order.adminReads} what="order" />
        {order.mayShelve && order.listing && (
          <AddBoughtCopy order={order} releaseId={order.listing.release.id} />
        )}
        <RateSeller order={order} />
        {order.steps.length > 0 && (
          <div className="flex flex-wrap gap-3" data-testid="order-steps">
            {order.steps.map((name) => (
              <Button
                key={name}
                variant={name.startsWith('cancel') || name.endsWith('cancel') ? 'outline' : 'primary'}
                onClick={() => setStep(name)}
              >
                {ORDER_STEPS[name].label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <aside className="h-fit rounded-xl border border-tape-600 bg-tape-900 p-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 className="font-display text-xl text-paper">Total</h2>
        <dl className="mt-2 divide-y divide-tape-700 text-sm">
          <Money label="Items (1)">{formatPrice(order.price, order.currency)}</Money>
          <Money label="Shipping">
            {order.shipping !== null
              ? formatPrice(order.shipping, order.currency)
              : order.shippingQuote !== null
                ? `${formatPrice(order.shippingQuote, order.currency)} by the seller's policy`
                : 'Set by the seller'}
          </Money>
          {order.total === null ? (
            <Money label="Total">With the shipping</Money>
          ) : (
            <Money label="Total" isTotal>
              {formatPrice(order.total, order.currency)}
            </Money>
          )}
        </dl>
        {order.shipTo && (
          <p className="mt-4 text-sm text-tape-300" data-testid="order-ships-to">
            <span className="font-semibold text-paper">Ships to: </span>
            {order.shipTo.name}
          </p>
        )}
        {order.trackingNote && (
          <p className="mt-4 text-sm text-tape-300">
            <span className="font-semibold text-paper">Tracking: </span>
            {order.trackingNote}
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <ReportOrder order={order} />
        </div>
      </aside>
      <OrderThread order={order} />
      {step && <OrderStepDialog open order={order} step={step} onClose={() => setStep(null)} />}
    </div>
  );
}

/** /orders/{id}: the copy, the money, where it stands and the steps open now, and its timeline. */
export function OrderPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Order');
  return (
    <PageContainer>
      <Link
        to="/orders"
        className="mb-6 inline-flex items-center gap-1.5 text-sm text-tape-300 hover:text-paper"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All orders
      </Link>
      <MembersOnly icon={Receipt} title="Sign in to see this order">
        <OrderContent id={id} />
      </MembersOnly>
    </PageContainer>
  );
}

/** The order once the caller is known to be signed in; one that is not theirs says so. */
function OrderContent({ id }: { id: string }) {
  const query = useOrder(id);
  useLiveOrder(id);
  return (
    <>
      {query.data ? (
        <OrderView order={query.data} />
      ) : query.isError ? (
        isApiError(query.error) && [400, 403, 404].includes(query.error.status) ? (
          <EmptyState
            icon={Receipt}
            title={MSG.orderNotFound}
            description={query.error.status === 403 ? query.error.message : 'This order does not exist.'}
            action={
              <Link to="/orders" className={buttonClasses({ variant: 'outline' })}>
                All orders
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
