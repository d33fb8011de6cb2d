import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';
import { ZAdminReads } from './admin.ts';
import { ZCollectionFilm, ZCollectionRelease } from './collection.ts';
import { ZItemSnapshot } from './item-snapshot.ts';
import { ZFeedbackRequest } from './orders.ts';
import { TRADE_ITEMS_MAX, TRADE_STATUSES, TRADE_STEP_NAMES } from './trade-states.ts';
import * as MSG from './texts.ts';

// Trade proposals: my copies for theirs, answered, shipped and received by both sides, then
// rated. The thread and the rating take the orders' shapes (ZOrderMessage*, ZFeedbackRequest): one way to write.

const ZCopies = (tooFew: string) =>
  z
    .array(z.uuid())
    .min(1, tooFew)
    .max(TRADE_ITEMS_MAX, MSG.tooManyTradeCopies(TRADE_ITEMS_MAX))
    .refine((ids) => new Set(ids).size === ids.length, MSG.tradeCopyTwice);

/**
 * POST /api/v1/trade-proposals, and POST /api/v1/trade-proposals/{id}/counter (the sides swapped): copies of
 * my collection I give, copies of theirs I would get (their spares, or in a counter the copies of the proposal),
 * an opening message, and the trade request it answers.
 */
export const ZTradeProposalRequest = z
  .object({
    give: ZCopies(MSG.tradeGiveRequired),
    take: ZCopies(MSG.tradeTakeRequired),
    message: z.string().trim().max(2000, 'At most 2000 characters').optional(),
    tradeRequestId: z.uuid().optional(),
  })
  .refine((proposal) => !proposal.give.some((id) => proposal.take.includes(id)), {
    message: MSG.tradeCopyTwice,
    path: ['take'],
  });
export type TTradeProposalRequest = z.input<typeof ZTradeProposalRequest>;

/** POST /api/v1/trade-proposals/{id}/steps: every step but 'counter', which carries copies of its own. */
export const ZTradeStepRequest = z.object({
  step: z.enum(TRADE_STEP_NAMES).exclude(['counter']),
  note: z.string().trim().max(300, 'At most 300 characters').optional(),
});
export type TTradeStepRequest = z.input<typeof ZTradeStepRequest>;

export const ZTradeRatingRequest = ZFeedbackRequest;
export type TTradeRatingRequest = z.input<typeof ZTradeRatingRequest>;

export const ZTradeProposalParam = z.object({ id: z.uuid() });

/** GET /api/v1/me/trade-proposals: the ones I received, sent, or both, newest first. */
export const ZTradeProposalListQuery = ZPageQuery.extend({
  role: z.enum(['all', 'received', 'sent']).default('all'),
  open: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TTradeProposalListQuery = z.input<typeof ZTradeProposalListQuery>;

/** One copy in a proposal, as its owner listed it when proposed (the copy may leave their shelf since). */
export const ZTradeCopy = z.object({
  /** The collection item; null once it left its owner's collection. */
  itemId: z.uuid().nullable(),
  /** The film and release as named when proposed: what the trade shows, whatever became of them. */
  item: ZItemSnapshot,
  /** The film and release now (covers and links); null once deleted. */
  film: ZCollectionFilm.nullable(),
  release: ZCollectionRelease.nullable(),
});
export type TTradeCopy = z.infer<typeof ZTradeCopy>;

const ZTrader = z.object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() });

const ZSideState = z.object({
  shippedAt: z.iso.datetime().nullable(),
  receivedAt: z.iso.datetime().nullable(),
});

/** A proposal in a list: who, what each side gives, and where it stands. */
export const ZTradeProposalSummary = z.object({
  id: z.uuid(),
  displayId: z.number().int(),
  status: z.enum(TRADE_STATUSES),
  proposer: ZTrader,
  recipient: ZTrader,
  /** The proposer's copies (to the recipient), then the recipient's (to the proposer). */
  proposerCopies: z.array(ZTradeCopy),
  recipientCopies: z.array(ZTradeCopy),
  proposerState: ZSideState,
  recipientState: ZSideState,
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TTradeProposalSummary = z.infer<typeof ZTradeProposalSummary>;

export const ZTradeProposalPage = z.object({
  items: z.array(ZTradeProposalSummary),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TTradeProposalPage = z.infer<typeof ZTradeProposalPage>;

export const ZTradeEvent = z.object({
  id: z.uuid(),
  step: z.enum(TRADE_STEP_NAMES).or(z.literal('propose')),
  actor: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TTradeEvent = z.infer<typeof ZTradeEvent>;

/** A rating of one side by the other, shown once both are in or the rating days are over. */
export const ZTradeRating = z.object({
  rater: z.string().nullable(),
  rating: z.number().int(),
  review: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TTradeRating = z.infer<typeof ZTradeRating>;

/** GET /api/v1/trade-proposals/{id}: the proposal, its timeline, the steps open to me, and the ratings. */
export const ZTradeProposalDetail = ZTradeProposalSummary.extend({
  tradeRequestId: z.uuid().nullable(),
  /** The proposal this one counters, and the one that countered this. */
  countersId: z.uuid().nullable(),
  counteredById: z.uuid().nullable(),
  events: z.array(ZTradeEvent),
  steps: z.array(z.enum(TRADE_STEP_NAMES)),
  adminReads: ZAdminReads,
  rating: z.object({
    /** Whether I may rate the other side now (a party of a completed trade, within the days, not yet). */
    mayRate: z.boolean(),
    /** Mine, as I gave it (always shown to me). */
    mine: ZTradeRating.nullable(),
    /** Theirs of me: null until both are in or the days are over. */
    theirs: ZTradeRating.nullable(),
    /** When the rating days end: a rating not given by then is not given. */
    closesAt: z.iso.datetime().nullable(),
  }),
});
export type TTradeProposalDetail = z.infer<typeof ZTradeProposalDetail>;

/** GET /api/v1/users/{username}/trade-ratings: the shown ones, newest first. */
export const ZTradeRatingPage = z.object({
  items: z.array(ZTradeRating.extend({ tradeId: z.uuid() })),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TTradeRatingPage = z.infer<typeof ZTradeRatingPage>;
