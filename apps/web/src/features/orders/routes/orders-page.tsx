import {
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
} from '@rewind/shared/order-states';
import type { TOrdersWaiting } from '@rewind/shared/orders';
import { HandCoins, Receipt } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterField, filterControlClasses } from '@/components/ui/filter-controls';
import { ListStates } from '@/components/ui/list-states';
import { MembersOnly } from '@/components/ui/members-only';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { Link, useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { usePagedList, withParams, pageHrefIn } from '@/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyOffers } from '@/features/orders/api/offers';
import { useOrders, useOrdersWaiting } from '@/features/orders/api/orders';
import { OfferRow, OrderRow, type TOfferRole, type TRole } from '@/features/orders/components/order-rows';

const VIEWS = {
  purchases: 'Purchases',
  sales: 'Sales',
  'offers-received': 'Offers received',
  'offers-sent': 'Offers sent',
} as const;
type TView = keyof typeof VIEWS;
// The views whose count says how many wait on me, in the order the page opens on the first that has any.
const WAITING_IN: Partial<Record<TView, keyof TOrdersWaiting>> = {
  sales: 'sales',
  'offers-received': 'offersReceived',
  purchases: 'purchases',
};

/** A state filter over one list's states. */
function StateFilter<T extends string>({
  states,
  labels,
  value,
  onChange,
}: {
  states: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (state: T | undefined) => void;
}) {
  return (
    <div className="w-48">
      <FilterField label="State" htmlFor="order-status">
        <select
          id="order-status"
          className={filterControlClasses}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        >
          <option value="">Any state</option>
          {states.map((name) => (
            <option key={name} value={name}>
              {labels[name]}
            </option>
          ))}
        </select>
      </FilterField>
    </div>
  );
}

const LIST_SKELETON = (
  <div className="flex flex-col gap-3" aria-busy="true">
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} className="h-24 w-full" />
    ))}
  </div>
);

const browseLink = (
  <Link to="/marketplace" className="text-cyan underline-offset-2 hover:underline">
    Browse the marketplace
  </Link>
);

type TListProps = { params: URLSearchParams; onStatus: (status?: string) => void };

function OrdersList({ role, params, onStatus }: TListProps & { role: TRole }) {
  const status = ORDER_STATUSES.find((candidate) => candidate === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useOrders({ role, ...(status ? { status } : {}), page });
  const { pageCount, isPastEnd } = usePagedList(query, (data) => data.items.length);
  return (
    <>
      <StateFilter states={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} value={status} onChange={onStatus} />
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(data) => data.items.length === 0}
        skeleton={LIST_SKELETON}
        empty={
          <EmptyState
            icon={Receipt}
            title={status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders` : `No ${role} yet`}
            description={
              role === 'purchases'
                ? 'Copies you buy on the marketplace show up here.'
                : 'When someone buys a copy you listed, the order shows up here.'
            }
            action={browseLink}
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
    </>
  );
}

function OffersList({ role, params, onStatus }: TListProps & { role: TOfferRole }) {
  const status = OFFER_STATUSES.find((candidate) => candidate === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMyOffers({ role, ...(status ? { status } : {}), page });
  const { pageCount, isPastEnd } = usePagedList(query, (data) => data.items.length);
  return (
    <>
      <StateFilter states={OFFER_STATUSES} labels={OFFER_STATUS_LABELS} value={status} onChange={onStatus} />
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(data) => data.items.length === 0}
        skeleton={LIST_SKELETON}
        empty={
          <EmptyState
            icon={HandCoins}
            title={
              status ? `No offers ${OFFER_STATUS_LABELS[status].toLowerCase()}` : `No offers ${role} yet`
            }
            description={
              role === 'sent'
                ? "Offer less than a listing's price from its page; the seller has 5 days to answer."
                : 'When someone offers on a copy you listed, it shows up here for you to answer.'
            }
            action={browseLink}
          />
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" data-testid="offers">
              {data.items.map((offer) => (
                <OfferRow key={offer.id} offer={offer} role={role} />
              ))}
            </ul>
            <Pagination page={data.page} pageCount={pageCount} hrefFor={pageHrefIn(params)} />
          </>
        )}
      </ListStates>
    </>
  );
}

const waitingIn = (waiting: TOrdersWaiting | undefined, view: TView) => {
  const key = WAITING_IN[view];
  return key && waiting ? waiting[key] : 0;
};

const firstWaitingView = (waiting: TOrdersWaiting | undefined) =>
  (Object.keys(WAITING_IN) as TView[]).find((view) => waitingIn(waiting, view) > 0);

/** One view's button; how many wait on me there shows as a badge, and is said in its name. */
function ViewButton({
  label,
  waiting,
  isPressed,
  onPress,
}: {
  label: string;
  waiting: number;
  isPressed: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      aria-label={waiting > 0 ? `${label}, ${waiting} waiting on you` : undefined}
      onClick={onPress}
      className={cn(
        'inline-flex items-center gap-2 rounded px-4 py-1.5 text-sm font-semibold transition',
        isPressed ? 'bg-magenta text-tape-950' : 'text-tape-300 hover:text-paper',
      )}
    >
      {label}
      {waiting > 0 && (
        <span
          aria-hidden
          className="rounded-full bg-yellow px-1.5 font-counter text-xs leading-5 text-tape-950"
        >
          {waiting}
        </span>
      )}
    </button>
  );
}

/**
 * /orders: my purchases and my sales, and the offers I received and sent, newest first, filtered by state.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const { isSignedIn } = useSession();
  const waiting = useOrdersWaiting(isSignedIn);
  const chosen = (Object.keys(VIEWS) as TView[]).find((name) => name === params.get('role'));
  // Without a view in the address, the page opens where something waits on me (a new sale, an offer to
  // answer), and stays there as the counts change.
  const [openedOn, setOpenedOn] = useState<TView | null>(null);
  if (openedOn === null && waiting.data) setOpenedOn(firstWaitingView(waiting.data) ?? 'purchases');
  const view = chosen ?? openedOn ?? 'purchases';
  const isChoosingView = !chosen && isSignedIn && waiting.isPending;
  useDocumentTitle(VIEWS[view]);
  const change = (patch: { role?: TView | undefined; status?: string | undefined }) =>
    setParams((current) => withParams(current, { page: undefined, ...patch }));
  const onStatus = (status?: string) => change({ status });
  const listProps = { params, onStatus };
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Marketplace"
        title="Orders"
        description="What you bought and sold, and the offers in between. Payment is arranged between buyer and seller; each step is kept here."
      />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div
          role="group"
          aria-label="Which orders or offers"
          className="flex flex-wrap rounded-md border border-tape-600 p-1"
        >
          {(Object.keys(VIEWS) as TView[]).map((name) => (
            <ViewButton
              key={name}
              label={VIEWS[name]}
              waiting={waitingIn(waiting.data, name)}
              isPressed={view === name}
              onPress={() => change({ role: name, status: undefined })}
            />
          ))}
        </div>
      </div>
      <MembersOnly icon={Receipt} title="Sign in to see your orders and offers">
        {isChoosingView ? (
          LIST_SKELETON
        ) : view === 'offers-received' || view === 'offers-sent' ? (
          <OffersList role={view === 'offers-received' ? 'received' : 'sent'} {...listProps} />
        ) : (
          <OrdersList role={view} {...listProps} />
        )}
      </MembersOnly>
    </PageContainer>
  );
}
