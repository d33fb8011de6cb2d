// An order's states and steps, apart from the schemas (orders.ts): pages that only show them should not
// bring the schema library with them. Payment happens outside the app (docs/product.md, Orders and ratings):
// Rewind records the agreement, the steps and the outcome, in Discogs' order statuses with timers.

export const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** While an order is in one of these, its listing is reserved for its buyer. */
export const OPEN_ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'shipped',
] as const satisfies TOrderStatus[];

export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  new: 'New',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const CANCEL_REASONS = ['item-unavailable', 'mutual', 'non-paying-buyer', 'expired'] as const;
export type TCancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<TCancelReason, string> = {
  'item-unavailable': 'Item unavailable',
  mutual: 'Cancelled by agreement',
  'non-paying-buyer': 'Non-paying buyer',
  expired: 'Expired without a reply from the seller',
};

/** The days each timer waits. */
export const ORDER_TIMERS = {
  /** A `new` order the seller does not act on expires. */
  newExpiresDays: 7,
  /** The seller may cancel as 'non-paying buyer' once the payment is this late. */
  nonPayingAfterDays: 4,
  /** A shipped order completes by itself unless the buyer confirmed receipt sooner. */
  autoCompleteDays: 14,
} as const;

/**
 * An offer on a listing: waiting for the seller, then accepted (an order at its price),
 * declined or expired, or withdrawn by its buyer while it waited.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<TOfferStatus, string> = {
  pending: 'Waiting for the seller',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** An offer the seller does not answer expires after these days. */
export const OFFER_EXPIRES_DAYS = 5;

/** Whether an offer made at `createdAt` is past its days at `now` (the timers mark it so soon after). */
export const isOfferExpired = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() >= OFFER_EXPIRES_DAYS * 24 * 60 * 60 * 1000;

/** How long after the order ends its buyer may rate the seller. */
export const FEEDBACK_WINDOW_DAYS = 60;

/** Orders whose buyer may rate the seller: a completed sale, or one the seller called off as unavailable. */
export const mayBeRated = (order: { status: TOrderStatus; cancelReason: string | null }) =>
  order.status === 'completed' || order.cancelReason === 'item-unavailable';

type TParty = 'buyer' | 'seller' | 'either';

/**
 * Every step a buyer or seller takes: who may take it, from which states, and the state it leads to (null:
 * the state stays, as for asking to cancel).
 */
export const ORDER_STEPS = {
  'confirm-total': { by: 'seller', from: ['new'], to: 'awaiting_payment', label: 'Confirm the total' },
  // The buyer tells the seller the money is on its way; only the seller, who sees it arrive, moves the order on.
  'report-payment': { by: 'buyer', from: ['awaiting_payment'], to: null, label: 'I paid' },
  'confirm-payment': { by: 'seller', from: ['awaiting_payment'], to: 'paid', label: 'Payment received' },
  ship: { by: 'seller', from: ['paid'], to: 'shipped', label: 'Mark as shipped' },
  'confirm-receipt': { by: 'buyer', from: ['shipped'], to: 'completed', label: 'I received it' },
  'cancel-unavailable': {
    by: 'seller',
    from: ['new', 'awaiting_payment'],
    to: 'cancelled',
    label: 'Cancel: item unavailable',
  },
  'cancel-non-paying': {
    by: 'seller',
    from: ['awaiting_payment'],
    to: 'cancelled',
    label: 'Cancel: buyer has not paid',
  },
  'request-cancel': {
    by: 'either',
    from: ['new', 'awaiting_payment', 'paid'],
    to: null,
    label: 'Ask to cancel',
  },
  'agree-cancel': {
    by: 'either',
    from: ['new', 'awaiting_payment', 'paid'],
    to: 'cancelled',
    label: 'Agree to cancel',
  },
} as const satisfies Record<
  string,
  { by: TParty; from: readonly TOrderStatus[]; to: TOrderStatus | null; label: string }
>;

export type TOrderStep = keyof typeof ORDER_STEPS;

/** How the steps that leave the state as it is read in the timeline and in notices. */
const STEPS_IN_PLACE: Partial<Record<string, string>> = {
  'request-cancel': 'Asked to cancel',
  'report-payment': 'The buyer says they paid',
};

/** A timeline line or notice for a step that led to `to`: the new state, or what a step in place did. */
export const stepLine = (step: string, to: TOrderStatus): string =>
  STEPS_IN_PLACE[step] ?? ORDER_STATUS_LABELS[to];
export const ORDER_STEP_NAMES = Object.keys(ORDER_STEPS) as [TOrderStep, ...TOrderStep[]];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the steps need to know of an order. */
export type TOrderFacts = {
  buyerId: string;
  sellerId: string;
  status: TOrderStatus;
  /** Who asked to cancel, while the other side has not answered. */
  cancelRequestedBy: string | null;
  /** When the order entered its state (the timers count from it). */
  statusChangedAt: Date;
  /** When the buyer said they paid ('I paid'); null until they do. */
  paymentSentAt: Date | null;
};

/**
 * Where an open order waits on each side: the seller confirms the total of a new order and ships a paid one;
 * the buyer pays (outside Rewind) and confirms receipt. An order awaiting payment whose buyer said they paid
 * waits on the seller instead (to confirm it arrived); a request to cancel waits on the other side too.
 */
export const ORDER_STATES_WAITING_ON = {
  seller: ['new', 'paid'],
  buyer: ['awaiting_payment', 'shipped'],
} as const satisfies Record<'buyer' | 'seller', TOrderStatus[]>;

/** The steps `userId` may take on the order now: none for someone who is neither its buyer nor its seller. */
export function stepsOpenTo(userId: string | null, order: TOrderFacts, now: Date): TOrderStep[] {
  const party = userId === order.buyerId ? 'buyer' : userId === order.sellerId ? 'seller' : null;
  if (!party) return [];
  const waitedDays = (now.getTime() - order.statusChangedAt.getTime()) / DAY_MS;
  return ORDER_STEP_NAMES.filter((name) => {
    const step = ORDER_STEPS[name];
    if (step.by !== 'either' && step.by !== party) return false;
    if (!(step.from as readonly TOrderStatus[]).includes(order.status)) return false;
    if (name === 'cancel-non-paying') return waitedDays >= ORDER_TIMERS.nonPayingAfterDays;
    if (name === 'request-cancel') return order.cancelRequestedBy === null;
    if (name === 'report-payment') return order.paymentSentAt === null;
    if (name === 'agree-cancel')
      return order.cancelRequestedBy !== null && order.cancelRequestedBy !== userId;
    return true;
  });
}
