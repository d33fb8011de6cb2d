// A trade proposal's states and steps, apart from the schemas (trade-proposals.ts): pages that
// only show them should not bring the schema library with them. Like an order (order-states.ts), without money:
// each side ships their copies and confirms the other's arrived.

export const TRADE_STATUSES = [
  'proposed',
  'accepted',
  'completed',
  'declined',
  'countered',
  'cancelled',
  'expired',
] as const;
export type TTradeStatus = (typeof TRADE_STATUSES)[number];

/** While a proposal is in one of these, it is still under way. */
export const OPEN_TRADE_STATUSES = ['proposed', 'accepted'] as const satisfies TTradeStatus[];

export const TRADE_STATUS_LABELS: Record<TTradeStatus, string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  completed: 'Completed',
  declined: 'Declined',
  countered: 'Countered',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A proposal its recipient does not answer expires after these days (the trade timers mark it). */
export const PROPOSAL_EXPIRES_DAYS = 14;

/** Whether a proposal made at `createdAt` is past its days at `now`, whether or not the timers got to it. */
export const isProposalExpired = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() >= PROPOSAL_EXPIRES_DAYS * 24 * 60 * 60 * 1000;

/** Copies each side may put into one proposal. */
export const TRADE_ITEMS_MAX = 10;

/** How long after a trade completes its two sides may rate each other; a rating shows once both are in, or then. */
export const TRADE_RATING_DAYS = 7;

type TSide = 'proposer' | 'recipient' | 'either';

/**
 * Every step of a proposal: who may take it and from which state. 'counter' answers with a new proposal (the
 * sides swapped); 'ship' and 'receive' are taken once by each side, and the second receipt completes the trade.
 */
export const TRADE_STEPS = {
  accept: { by: 'recipient', from: ['proposed'], label: 'Accept' },
  decline: { by: 'recipient', from: ['proposed'], label: 'Decline' },
  counter: { by: 'recipient', from: ['proposed'], label: 'Counter' },
  cancel: { by: 'either', from: ['proposed', 'accepted'], label: 'Cancel the trade' },
  ship: { by: 'either', from: ['accepted'], label: 'I shipped my copies' },
  receive: { by: 'either', from: ['accepted'], label: 'I received their copies' },
} as const satisfies Record<string, { by: TSide; from: readonly TTradeStatus[]; label: string }>;

export type TTradeStep = keyof typeof TRADE_STEPS;
export const TRADE_STEP_NAMES = Object.keys(TRADE_STEPS) as [TTradeStep, ...TTradeStep[]];

/** How the timeline names a step once taken. */
export const TRADE_STEP_LABELS_DONE: Record<TTradeStep, string> = {
  accept: 'Accepted',
  decline: 'Declined',
  counter: 'Countered',
  cancel: 'Cancelled',
  ship: 'Shipped',
  receive: 'Received',
};

/** What the steps need to know of a proposal. */
export type TTradeFactsOfProposal = {
  proposerId: string;
  recipientId: string;
  status: TTradeStatus;
  proposerShippedAt: Date | null;
  recipientShippedAt: Date | null;
  proposerReceivedAt: Date | null;
  recipientReceivedAt: Date | null;
};

/** The side `userId` is on, or null for someone else. */
export const tradeSideOf = (userId: string | null, trade: { proposerId: string; recipientId: string }) =>
  userId === trade.proposerId ? 'proposer' : userId === trade.recipientId ? 'recipient' : null;

/** The steps `userId` may take on the proposal now: none for someone who is on neither side. */
export function tradeStepsOpenTo(userId: string | null, trade: TTradeFactsOfProposal): TTradeStep[] {
  const side = tradeSideOf(userId, trade);
  if (!side) return [];
  const other = side === 'proposer' ? 'recipient' : 'proposer';
  const shipped = (who: 'proposer' | 'recipient') => trade[`${who}ShippedAt`] !== null;
  return TRADE_STEP_NAMES.filter((name) => {
    const step = TRADE_STEPS[name];
    if (step.by !== 'either' && step.by !== side) return false;
    if (!(step.from as readonly TTradeStatus[]).includes(trade.status)) return false;
    // A proposal is withdrawn by its proposer (its recipient declines it); an accepted trade is called off by
    // either side until someone has shipped.
    if (name === 'cancel')
      return trade.status === 'proposed'
        ? side === 'proposer'
        : !shipped('proposer') && !shipped('recipient');
    if (name === 'ship') return !shipped(side);
    if (name === 'receive') return shipped(other) && trade[`${side}ReceivedAt`] === null;
    return true;
  });
}
