import { z } from 'zod';
import * as MSG from './texts.ts';
import { ZPageQuery } from './catalog.ts';
import { LIMITS } from './limits.ts';
import { ZAdminReads } from './admin.ts';
import { optionalText } from './fields.ts';
import { ZItemSnapshot } from './item-snapshot.ts';
import { ZListingSummary } from './marketplace.ts';
import { CONDITIONS } from './options.ts';
import {
  CANCEL_REASONS,
  OFFER_STATUSES,
  ORDER_STATUSES,
  ORDER_STEP_NAMES,
  type TOrderStep,
} from './order-states.ts';
import { ZPrice, ZShippingCost } from './price.ts';

// Orders: a buyer takes one listing; the seller confirms the total, the payment and the shipping; the
// buyer confirms receipt. The steps and timers are in order-states.ts.

export const ZOrderParam = z.object({ orderId: z.uuid() });

/** POST /api/v1/orders/{orderId}/steps: take a step. The total's step names the shipping; shipping may add a note. */
export const ZOrderStepRequest = z.object({
  step: z.enum(ORDER_STEP_NAMES),
  /** 'confirm-total': the shipping cost (0 for none). */
  shipping: ZShippingCost.optional(),
  /** 'ship': a tracking note; any step: a word to the other side. */
  note: optionalText('Note', 500),
});
export type TOrderStepRequest = z.input<typeof ZOrderStepRequest>;

/** GET /api/v1/me/orders: my purchases or my sales, newest first, optionally in one state. */
export const ZOrderListQuery = ZPageQuery.extend({
  role: z.enum(['purchases', 'sales']).default('purchases'),
  status: z.enum(ORDER_STATUSES).optional(),
});

/**
 * GET /api/v1/me/orders/waiting: how many of my orders and offers wait on me: purchases to pay for or to confirm
 * received, sales to confirm the total of or to ship, offers to answer, and either side's request to cancel.
 */
export const ZOrdersWaiting = z.object({
  purchases: z.number().int(),
  sales: z.number().int(),
  offersReceived: z.number().int(),
});
export type TOrdersWaiting = z.infer<typeof ZOrdersWaiting>;

/** The longest message of an order's thread. */
export const ORDER_MESSAGE_MAX = 2000;

const ZParty = z.object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() });

/** An order in a list: the copy, both sides, its money and where it stands. */
export const ZOrderSummary = z.object({
  id: z.uuid(),
  status: z.enum(ORDER_STATUSES),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The copy's price when ordered. */
  price: z.string(),
  /** Set by the seller with the total; null until then. */
  shipping: z.string().nullable(),
  total: z.string().nullable(),
  currency: z.string(),
  buyer: ZParty,
  seller: ZParty,
  /** What was sold, as named when ordered, with the copy's grades as its listing gave them. */
  item: ZItemSnapshot.extend({
    mediaCondition: z.string().nullable(),
    packagingCondition: z.string().nullable(),
  }),
  /** The listing as it is now (its cover and links); null once its film or release is gone. */
  listing: ZListingSummary.nullable(),
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

/** POST /api/v1/orders/{orderId}/feedback: the buyer's stars and review (plain text). */
export const ZFeedbackRequest = z.object({
  rating: z
    .number()
    .int()
    .min(1, MSG.chooseStars(LIMITS.ratingStars))
    .max(LIMITS.ratingStars, MSG.chooseStars(LIMITS.ratingStars)),
  review: optionalText('Review', 1000),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;

/** POST /api/v1/feedback/{feedbackId}/reply: the seller's one reply. */
export const ZFeedbackReplyRequest = z.object({
  reply: z.string().trim().min(1, 'Write a reply').max(1000, 'At most 1000 characters'),
});

/** DELETE /api/v1/feedback/{feedbackId}: an admin says why. */
export const ZFeedbackRemoveRequest = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(300, 'At most 300 characters'),
});

export const ZFeedbackParam = z.object({ feedbackId: z.uuid() });

/** One rating of a seller by the buyer of a sale, with the seller's reply. */
export const ZFeedback = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  review: z.string().nullable(),
  buyer: z.string(),
  sellerReply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The item sold: 'Aliens (1986) · VHS'. */
  item: z.string().nullable(),
  /** The seller replies once; an admin removes; any other member may report it. */
  abilities: z.object({ reply: z.boolean(), remove: z.boolean(), report: z.boolean() }),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const ZFeedbackPage = z.object({
  items: z.array(ZFeedback),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;

/** One change of an order: who (null: the timers), from which state to which, and their note. */
export const ZOrderEvent = z.object({
  id: z.uuid(),
  step: z.string(),
  actor: z.string().nullable(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

/** GET /api/v1/orders/{orderId}: the order, its timeline, and the steps the caller may take now. */
export const ZOrderDetail = ZOrderSummary.extend({
  /** What the seller's shipping policy asked for this buyer when ordered; null without one. */
  shippingQuote: z.string().nullable(),
  /** The country the copy ships to, as the buyer's profile named it when ordered; null without one. */
  shipTo: z.object({ code: z.string(), name: z.string() }).nullable(),
  cancelRequestedBy: z.uuid().nullable(),
  trackingNote: z.string().nullable(),
  adminReads: ZAdminReads,
  /** When the buyer said they paid; the seller then confirms the payment arrived. */
  paymentSentAt: z.iso.datetime().nullable(),
  /** The buyer's rating of this sale, once given. */
  feedback: ZFeedback.nullable(),
  /** The caller may rate the seller now (the buyer, within the window, not yet rated). */
  mayRate: z.boolean(),
  /** The caller bought the copy and no copy of its release is on their shelf yet: it offers to put it there. */
  mayShelve: z.boolean(),
  events: z.array(ZOrderEvent),
  steps: z.array(z.enum(ORDER_STEP_NAMES)),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail> & { steps: TOrderStep[] };

/** GET /api/v1/releases/{releaseId}/price-history: what copies of a release sold for. */
export const ZPriceHistory = z.object({
  currency: z.string(),
  /** The last 12 months per media grade, best grade first. */
  grades: z.array(
    z.object({
      condition: z.enum(CONDITIONS),
      low: z.string(),
      median: z.string(),
      high: z.string(),
      sales: z.number().int(),
    }),
  ),
  lastSold: z
    .object({ price: z.string(), condition: z.enum(CONDITIONS).nullable(), soldAt: z.iso.datetime() })
    .nullable(),
});
export type TPriceHistory = z.infer<typeof ZPriceHistory>;

export const ZReleaseIdParam = z.object({ releaseId: z.uuid() });

export const ZOrderPage = z.object({
  items: z.array(ZOrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TOrderPage = z.infer<typeof ZOrderPage>;

/** POST /api/v1/orders/{orderId}/messages: a word to the other side, plain text. */
export const ZOrderMessageRequest = z.object({
  body: z
    .string()
    .trim()
    .min(1, MSG.messageRequired)
    .max(ORDER_MESSAGE_MAX, `At most ${ORDER_MESSAGE_MAX} characters`),
});

/** GET /api/v1/orders/{orderId}/messages: newest first, a page at a time; `before` is the last id seen. */
export const ZOrderMessagesQuery = z.object({ before: z.uuid().optional() });

/** One message of an order's thread; its author null once their account is gone. */
export const ZOrderMessage = z.object({
  id: z.uuid(),
  author: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type TOrderMessage = z.infer<typeof ZOrderMessage>;

export const ZOrderMessagePage = z.object({
  items: z.array(ZOrderMessage),
  /** Pass as `before` for the earlier ones; null at the first message. */
  nextBefore: z.uuid().nullable(),
});
export type TOrderMessagePage = z.infer<typeof ZOrderMessagePage>;

// Offers: a buyer offers less than the price; the seller accepts (an order at that amount) or
// declines; below the seller's floor it is declined at once; unanswered, it expires.

/** POST /api/v1/listings/{listingId}/offers: one offer per buyer and listing. */
export const ZOfferRequest = z.object({ amount: ZPrice });
export type TOfferRequest = z.input<typeof ZOfferRequest>;

export const ZOfferParam = z.object({ offerId: z.uuid() });

/** GET /api/v1/me/offers: offers I received as a seller or sent as a buyer, newest first. */
export const ZOfferListQuery = ZPageQuery.extend({
  role: z.enum(['received', 'sent']).default('received'),
  status: z.enum(OFFER_STATUSES).optional(),
});

export const ZOffer = z.object({
  id: z.uuid(),
  status: z.enum(OFFER_STATUSES),
  amount: z.string(),
  currency: z.string(),
  buyer: ZParty,
  seller: ZParty,
  listing: ZListingSummary,
  createdAt: z.iso.datetime(),
  /** When a pending offer expires unanswered. */
  expiresAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  /** The order an accepted offer opened. */
  orderId: z.uuid().nullable(),
  /** The copy was sold or removed: a pending offer waits only for the timers to end it. */
  isListingGone: z.boolean(),
  /**
   * The seller accepts a pending offer while the copy is for sale, and declines it also while another buyer's
   * order holds the copy; its buyer withdraws it while it waits.
   */
  abilities: z.object({ accept: z.boolean(), decline: z.boolean(), withdraw: z.boolean() }),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferPage = z.object({
  items: z.array(ZOffer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TOfferPage = z.infer<typeof ZOfferPage>;

/** GET /api/v1/listings/{listingId}/offers: every offer on it for its seller; the caller's own for a buyer. */
export const ZListingOffers = z.object({ items: z.array(ZOffer) });
export type TListingOffers = z.infer<typeof ZListingOffers>;

/** POST /api/v1/offers/{offerId}/answer: the seller accepts or declines. */
export const ZOfferAnswer = z.object({ answer: z.enum(['accept', 'decline']) });
export type TOfferAnswer = z.infer<typeof ZOfferAnswer>;
