import { ORDER_STATUSES, ORDER_STATUS_LABELS, type TOrderStatus } from '@rewind/shared/order-states';
import type { TOrderSummary } from '@rewind/shared/orders';
import { formatRelativeTime } from '@rewind/shared/time';
import { Receipt } from 'lucide-react';
import { BoxCover } from '@/components/ui/box-cover';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterField, filterControlClasses } from '@/components/ui/filter-controls';
import { ListStates } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { Link, useSearchParams } from '@/lib/router';
import { usePagedList, withParams, pageHrefIn } from '@/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrders } from '@/features/orders/api/orders';
import { OrderStatus, orderItemLabel, orderMoney } from '@/features/orders/components/order-facts';

const ROLES = { purchases: 'Purchases', sales: 'Sales' } as const;
type TRole = keyof typeof ROLES;

function OrderRow({ order, role }: { order: TOrderSummary; role: TRole }) {
  const other = role === 'purchases' ? order.seller : order.buyer;
  return (
    <li>
      <Link
        to={`/orders/${order.id}`}
        className="flex items-center gap-4 rounded-lg border border-tape-700 bg-tape-900 p-3 transition hover:border-tape-500"
        data-testid="order-row"
      >
        <BoxCover
          url={order.listing.coverUrl}
          format={order.listing.release.format}
          sizes="56px"
          className="w-14 shrink-0"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-paper">{orderItemLabel(order)}</p>
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

/** /orders: my purchases and my sales, newest first, filtered by state (issue 16 point 6). */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const role: TRole = params.get('role') === 'sales' ? 'sales' : 'purchases';
  const status = ORDER_STATUSES.find((candidate) => candidate === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useOrders({ role, ...(status ? { status } : {}), page });
  const { pageCount, isPastEnd } = usePagedList(query, (data) => data.items.length);
  useDocumentTitle('Orders');
  const change = (patch: { role?: TRole; status?: TOrderStatus | undefined }) =>
    setParams((current) => withParams(current, { page: undefined, ...patch }));
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Marketplace"
        title="Orders"
        description="What you bought and sold. Payment is arranged between buyer and seller; each step is kept here."
      />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div
          role="group"
          aria-label="Purchases or sales"
          className="flex rounded-md border border-tape-600 p-1"
        >
          {(Object.keys(ROLES) as TRole[]).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={role === name}
              onClick={() => change({ role: name === 'purchases' ? undefined : name })}
              className={cn(
                'rounded px-4 py-1.5 text-sm font-semibold transition',
                role === name ? 'bg-magenta text-tape-950' : 'text-tape-300 hover:text-paper',
              )}
            >
              {ROLES[name]}
            </button>
          ))}
        </div>
        <div className="w-48">
          <FilterField label="State" htmlFor="order-status">
            <select
              id="order-status"
              className={filterControlClasses}
              value={status ?? ''}
              onChange={(event) =>
                change({ status: (event.target.value || undefined) as TOrderStatus | undefined })
              }
            >
              <option value="">Any state</option>
              {ORDER_STATUSES.map((name) => (
                <option key={name} value={name}>
                  {ORDER_STATUS_LABELS[name]}
                </option>
              ))}
            </select>
          </FilterField>
        </div>
      </div>
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24 w-full" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={Receipt}
            title={status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders` : `No ${role} yet`}
            description={
              role === 'purchases'
                ? 'Copies you buy on the marketplace show up here.'
                : 'When someone buys a copy you listed, the order shows up here.'
            }
            action={
              <Link to="/marketplace" className="text-cyan underline-offset-2 hover:underline">
                Browse the marketplace
              </Link>
            }
          />
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" data-testid="orders">
              {data.items.map((order) => (
                <OrderRow key={order.id} order={order} role={role} />
              ))}
            </ul>
            <Pagination page={data.page} pageCount={pageCount} hrefFor={pageHrefIn(params)} />
          </>
        )}
      </ListStates>
    </PageContainer>
  );
}
